# paddle activations: F.hardswish, hardsigmoid (paddle's slope 0.1666667), softsign, softshrink, hardtanh,
# tanhshrink (paddle's tanh kernel), thresholded_relu, paddle.asinh: values (bits), the layers' reprs
import numpy as np
import paddle
import paddle.nn.functional as F

x = paddle.to_tensor(np.random.RandomState(0).uniform(-6, 6, 2000).astype(np.float32))
for name, y in (("hardswish", F.hardswish(x)), ("hardsigmoid", F.hardsigmoid(x)),
                ("hardsigmoid slope 0.2", F.hardsigmoid(x, slope=0.2, offset=0.4)), ("softsign", F.softsign(x)),
                ("softshrink", F.softshrink(x, 0.7)), ("hardtanh", F.hardtanh(x, -2.0, 3.0)), ("tanhshrink", F.tanhshrink(x)),
                ("thresholded_relu", F.thresholded_relu(x, 1.5)), ("asinh", paddle.asinh(x)),
                ("nn.Hardswish", paddle.nn.Hardswish()(x)), ("nn.Softsign", paddle.nn.Softsign()(x))):
    v = y.numpy()
    print(name, v[:3], int(v.view(np.uint32).astype(np.int64).sum()))
print(paddle.nn.Hardswish(), paddle.nn.Hardsigmoid(), paddle.nn.Softsign(), paddle.nn.SELU(), paddle.nn.CELU(),
      paddle.nn.LogSigmoid(), paddle.nn.Softshrink(), paddle.nn.Hardshrink(), paddle.nn.Hardtanh(), paddle.nn.Tanhshrink(),
      paddle.nn.Mish())
