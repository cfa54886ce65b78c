# paddle's cross_entropy gradients: (softmax - label) * dloss for hard, soft (unnormalised) and smoothed labels, weights, ignore_index
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(37)
data = (rng.standard_normal((8, 5)) * 3).astype("float32")
hard = paddle.to_tensor(rng.integers(0, 5, (8,)))
soft = paddle.to_tensor(rng.random((8, 5)).astype("float32"))
weight = paddle.to_tensor(rng.random(5).astype("float32"))
calls = (
    ("mean", lambda x: F.cross_entropy(x, hard)),
    ("sum", lambda x: F.cross_entropy(x, hard, reduction="sum")),
    ("ignored", lambda x: F.cross_entropy(x, paddle.to_tensor([0, 1, 2, 3, 4, 0, 1, 2]), ignore_index=1)),
    ("column labels", lambda x: F.cross_entropy(x, hard.unsqueeze(1), reduction="sum")),
    ("soft", lambda x: F.cross_entropy(x, soft, soft_label=True)),
    ("smoothed", lambda x: F.cross_entropy(x, hard, label_smoothing=0.2)),
    ("layer", lambda x: paddle.nn.CrossEntropyLoss()(x, hard)),
    ("axis 0", lambda x: F.cross_entropy(x.transpose([1, 0]), hard.unsqueeze(0), axis=0)),
)
for name, fn in calls:
    x = paddle.to_tensor(data, stop_gradient=False)
    loss = fn(x)
    loss.backward()
    print(name, loss.item(), x.grad.numpy().tolist())
# weighted mean: the loss only (paddle's gradient there is one float32 ulp off in places, not reproduced)
print(F.cross_entropy(paddle.to_tensor(data), hard, weight=weight).item())
