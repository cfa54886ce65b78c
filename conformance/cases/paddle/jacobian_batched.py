# jacobian with batch_axis=0
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

import numpy as np
x = paddle.to_tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype="float32"), stop_gradient=False)
J = paddle.autograd.jacobian(x * x, x, batch_axis=0)
print(J.shape)
print(J[:])
