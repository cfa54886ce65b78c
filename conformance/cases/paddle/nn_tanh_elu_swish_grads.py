# paddle's float32 gradients of nn.functional tanh, elu (alpha) and swish, and tanh's second order
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(43)
data = (rng.standard_normal((6, 8)) * 3).astype("float32")
weights = paddle.to_tensor(rng.standard_normal((6, 8)).astype("float32"))
for name, fn in (("tanh", F.tanh), ("Tanh", paddle.nn.Tanh()), ("swish", F.swish), ("elu", F.elu),
                 ("elu 0.4", lambda v: F.elu(v, alpha=0.4))):
    x = paddle.to_tensor(data, stop_gradient=False)
    (fn(x) * weights).sum().backward()
    print(name, x.grad.numpy().tolist())
x = paddle.to_tensor(data[0], stop_gradient=False)
(gx,) = paddle.grad((F.tanh(x) * weights[0]).sum(), x, create_graph=True)
(gx * gx).sum().backward()
print(gx.numpy().round(5).tolist(), x.grad.numpy().round(4).tolist())
