# paddle's float32 rounding in cross_entropy (hard/soft/weighted/ignored/smoothed), binary_cross_entropy and softplus
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(31)
for n in (3, 9, 20, 45):
    logits = paddle.to_tensor((rng.standard_normal((n, 6)) * 3).astype("float32"))
    hard = paddle.to_tensor(rng.integers(0, 6, (n,)))
    soft = paddle.to_tensor(rng.random((n, 6)).astype("float32"))
    weight = paddle.to_tensor(rng.random(6).astype("float32"))
    print(n, F.cross_entropy(logits, hard).item(), F.cross_entropy(logits, hard, weight=weight).item(),
          F.cross_entropy(logits, soft, soft_label=True).item(), F.cross_entropy(logits, hard, reduction="sum").item(),
          F.cross_entropy(logits, hard, label_smoothing=0.1).item())
    print(F.cross_entropy(logits, hard.unsqueeze(1), reduction="none").numpy().ravel().tolist())
    print(F.cross_entropy(logits, soft, soft_label=True, reduction="none").numpy().ravel().tolist())
ignored = paddle.to_tensor([0, -100, 3, 2, -100])
print(F.cross_entropy(paddle.to_tensor((rng.standard_normal((5, 4))).astype("float32")), ignored).item())
p = paddle.to_tensor(rng.random(13).astype("float32"))
q = paddle.to_tensor(rng.random(13).astype("float32"))
print(F.binary_cross_entropy(p, q), F.binary_cross_entropy(p, q, reduction="none"))
print(F.binary_cross_entropy(p, q, weight=paddle.to_tensor(rng.random(13).astype("float32")), reduction="sum"))
v = paddle.to_tensor((rng.standard_normal(21) * 9).astype("float32"))
print(F.softplus(v), F.softplus(v, beta=3, threshold=10))
logits = paddle.to_tensor((rng.standard_normal((11, 4)) * 2).astype("float32"))
hard = paddle.to_tensor(rng.integers(0, 4, (11,)))
weight = paddle.to_tensor(rng.random(4).astype("float32"))
soft = paddle.to_tensor(rng.random((11, 4)).astype("float32"))
print(F.cross_entropy(logits, hard, ignore_index=2).item(), F.cross_entropy(logits, hard, ignore_index=2, weight=weight).item(),
      F.cross_entropy(logits, soft, soft_label=True, weight=weight).item(), F.cross_entropy(logits, hard, weight=weight, reduction="sum").item())
