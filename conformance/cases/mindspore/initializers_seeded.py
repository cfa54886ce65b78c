# seeded initializers: under set_seed every random initializer, Dense/Conv2d defaults and NumPy's stream give MindSpore's exact values; lazy init_data order
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter
from mindspore.common.initializer import (initializer, Normal, Uniform, TruncatedNormal, HeUniform, HeNormal,
                                          XavierUniform, XavierNormal, VarianceScaling, Sparse, Identity, Dirac, Constant)

ms.set_seed(1)
d = nn.Dense(3, 2)
print(d.weight.asnumpy().tolist(), d.bias.asnumpy().tolist())
c = nn.Conv2d(2, 3, 3, has_bias=True)
print(c.weight.value()[0, 0], c.bias.value())
print(np.random.rand())
ms.set_seed(7)
for init in [Normal(), Normal(0.5, 1.0), Uniform(), Uniform(2.0), TruncatedNormal(), TruncatedNormal(1.0, 0.5, -1.0, 3.0),
             HeUniform(), HeUniform(mode="fan_out", nonlinearity="relu"), HeNormal(), XavierUniform(), XavierNormal(2.0),
             VarianceScaling(), VarianceScaling(2.0, "fan_avg", "untruncated_normal"), Sparse(0.5), Identity(), Dirac(),
             Constant(0.1), "normal", "he_uniform", "xavier_uniform", "truncatedNormal", "zeros", 3]:
    shape = [2, 2, 3] if isinstance(init, Dirac) else [3, 4]
    print(type(init).__name__ if not isinstance(init, (str, int)) else init, initializer(init, shape).init_data().asnumpy().tolist())
print(initializer(Normal(), [2, 3], ms.float16).init_data())
print(initializer(HeNormal(), [2, 3], ms.float64).init_data())
print(initializer(TruncatedNormal(), [2, 3], ms.int32).init_data())
big = initializer(Normal(), [64, 100]).init_data().asnumpy()
print(big.sum(), big[63, 90:].tolist())
ms.set_seed(3)
t = initializer("uniform", [3])
print(t, t.shape, t.dtype)
r = np.random.rand()
print(t.init_data(), r, t.init)
p = Parameter(initializer("normal", [2]), name="p")
print(p.asnumpy(), np.random.rand())
