# a tensor times a Python number is paddle's scale kernel (x * s + 0): a zero product is +0, also one that
# underflows; tensor * tensor keeps -0 (paddle 3.3.1)
import numpy as np
import paddle

v = np.array([-1.5, 2.0, -0.0, -1e-45, 1e-45, -3.0], np.float32)
for dtype in ("float32", "float64", "float16"):
    x = paddle.to_tensor(v, dtype=dtype)
    for name, y in (("x * 0", x * 0), ("0 * x", 0 * x), ("x * -0.0", x * -0.0), ("x * 1e-30", x * 1e-30),
                    ("x * -2", x * -2), ("paddle.scale(x, 0.0)", paddle.scale(x, 0.0))):
        print(dtype, name, [str(e) for e in y.numpy().tolist()], y.dtype)
x = paddle.to_tensor(v)
print("x * tensor(0.0)", [str(e) for e in (x * paddle.to_tensor(0.0)).numpy().tolist()])
i = paddle.to_tensor([-2, 3])
print(i * 0, i * 0.5, 0.5 * i)
x = paddle.to_tensor([-1.5, 2.0], stop_gradient=False)
y = x * 0
y.sum().backward()
print(y, x.grad, y.stop_gradient)
