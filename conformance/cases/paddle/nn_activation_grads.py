# paddle's float32 grad kernels of sigmoid, silu and log_softmax (values), and second order through sigmoid/silu
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(19)
data = (rng.standard_normal((6, 9)) * 4).astype("float32")
weights = paddle.to_tensor(rng.standard_normal((6, 9)).astype("float32"))
for name, fn in (("sigmoid", F.sigmoid), ("silu", F.silu), ("log_softmax", F.log_softmax),
                 ("log_softmax0", lambda v: F.log_softmax(v, axis=0)), ("Silu", paddle.nn.Silu())):
    x = paddle.to_tensor(data, stop_gradient=False)
    (fn(x) * weights).sum().backward()
    print(name, x.grad.numpy().tolist())
for fn in (F.sigmoid, F.silu):
    x = paddle.to_tensor(data[:2], stop_gradient=False)
    (gx,) = paddle.grad((fn(x) * fn(x)).sum(), x, create_graph=True)
    (gx * gx).sum().backward()
    print(gx.numpy().round(4).tolist(), x.grad.numpy().round(2).tolist())
