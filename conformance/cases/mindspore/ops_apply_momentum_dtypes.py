# ops.ApplyMomentum dtype rules: in place when the kernel dtype is the variable's; Python-float lr/momentum with a float64/float16 variable run the float32 kernel (a Parameter gets the result back); un-castable written inputs raise
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops

step = ops.ApplyMomentum()


def show(variable, accumulation, lr, grad, momentum):
    try:
        out = step(variable, accumulation, lr, grad, momentum)
        print(out.dtype, out.asnumpy().tolist(), variable.asnumpy().tolist(), accumulation.asnumpy().tolist())
    except TypeError as e:
        print("TypeError:", e)


def t(dtype, *values):
    return Tensor(np.array(values, dtype))


show(Parameter(t(np.float64, 1.5, -2.0), name="w"), t(np.float64, 0.25, 0.5), 0.01, t(np.float64, 0.7, 0.2), 0.8)
show(t(np.float64, 1.5, -2.0), t(np.float64, 0.25, 0.5), t(np.float64, 0.01), t(np.float64, 0.7, 0.2), t(np.float64, 0.8))
show(Parameter(t(np.float16, 1.5, -2.0), name="h"), Parameter(t(np.float16, 0.25, 0.5), name="m"), 0.01, t(np.float16, 0.7, 0.2), 0.8)
show(t(np.float32, 1.5, -2.0), t(np.float32, 0.25, 0.5), t(np.float64, 0.01), t(np.float16, 0.7, 0.2), 0.8)
show(t(np.int32, 7, -3), t(np.int32, 1, 2), 2, t(np.int32, 4, 5), 3)
show(t(np.float32, 1.5, -2.0), t(np.float32, 0.25, 0.5), 0.01, t(np.float64, 0.7, 0.2), 0.8)
show(t(np.float64, 1.5, -2.0), t(np.float32, 0.25, 0.5), 0.01, t(np.float32, 0.7, 0.2), 0.8)
