# gradient of mean(matmul) with respect to a matrix and a vector
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

import numpy as np
w = paddle.to_tensor(np.arange(6, dtype="float32").reshape(2, 3) / 10, stop_gradient=False)
v = paddle.to_tensor([1.0, -1.0, 2.0], stop_gradient=False)
y = paddle.mean(paddle.matmul(w, v))
gw, gv = paddle.grad(y, [w, v])
print(gw)
print(gv)
