# paddle's float32 softplus gradient (default and custom beta/threshold)
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(47)
data = np.concatenate([rng.standard_normal(30) * 6, [25.0, -25.0]]).astype("float32")
weights = paddle.to_tensor(rng.standard_normal(32).astype("float32"))
for kwargs in ({}, {"beta": 2.0, "threshold": 10.0}, {"beta": 0.5}):
    x = paddle.to_tensor(data, stop_gradient=False)
    out = F.softplus(x, **kwargs)
    (out * weights).sum().backward()
    print(kwargs, out.numpy().tolist(), x.grad.numpy().tolist())
