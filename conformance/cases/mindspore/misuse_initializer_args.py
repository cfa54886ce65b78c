# initializer misuse: bad shapes, shape mismatch with a Tensor, wrong init type, bad mode, 1-D fans, negative sigma, init_data on a plain Tensor, using an uninitialized Tensor
import numpy as np
import mindspore as ms
from mindspore.common.initializer import initializer, Normal, HeUniform, XavierUniform, VarianceScaling

for bad in [lambda: initializer("normal", [0]), lambda: initializer("normal", [2.0]),
            lambda: initializer(ms.Tensor([1.0, 2.0]), [3]), lambda: initializer(object(), [2]),
            lambda: initializer(HeUniform(mode="x"), [2, 2]).init_data(), lambda: initializer(XavierUniform(), [3]).init_data(),
            lambda: initializer(Normal(sigma=-1), [3]).init_data(), lambda: ms.Tensor([1.0]).init_data(),
            lambda: initializer("normal"), lambda: initializer("nope", [2]), lambda: VarianceScaling(scale=0),
            lambda: VarianceScaling(mode="x"), lambda: initializer(HeUniform(nonlinearity="x"), [2, 2]).init_data()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
t = initializer(Normal(), [2, 3])
print(t)
print(t.init_data().shape)
t.init_data()
