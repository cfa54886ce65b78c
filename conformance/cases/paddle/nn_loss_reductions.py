# paddle's float32 'sum' and 'mean' loss reductions round in Eigen's vectorised order (sizes around packet boundaries)
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(8)
for n in (3, 8, 13, 17, 40, 47, 65, 130, 333):
    a = paddle.to_tensor((rng.standard_normal(n) * 7).astype("float32"))
    b = paddle.to_tensor((rng.standard_normal(n) * 7).astype("float32"))
    print(n, F.mse_loss(a, b).item(), F.mse_loss(a, b, "sum").item(), F.l1_loss(a, b).item(),
          F.l1_loss(a, b, "sum").item())
logits = paddle.to_tensor((rng.standard_normal((9, 5)) * 3).astype("float32"))
labels = paddle.to_tensor(rng.integers(0, 5, (9,)))
print(F.cross_entropy(logits, labels, reduction="sum"), paddle.nn.CrossEntropyLoss(reduction="sum")(logits, labels))
print(paddle.nn.MSELoss(reduction="sum")(logits, logits * 0.5), paddle.nn.L1Loss()(logits, logits * 0.25))
