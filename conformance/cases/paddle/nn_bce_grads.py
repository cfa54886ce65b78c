# paddle's float32 gradients of binary_cross_entropy_with_logits (with/without pos_weight, at 0) and binary_cross_entropy
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(41)
data = np.concatenate([(rng.standard_normal(14) * 4), [0.0, -0.0]]).astype("float32")
label = paddle.to_tensor(rng.random(16).astype("float32"))
pos_weight = paddle.to_tensor((rng.random(16) * 3).astype("float32"))
weight = paddle.to_tensor(rng.random(16).astype("float32"))
for name, fn in (("plain", lambda x: F.binary_cross_entropy_with_logits(x, label)),
                 ("pos_weight", lambda x: F.binary_cross_entropy_with_logits(x, label, pos_weight=pos_weight, reduction="sum")),
                 ("weight", lambda x: F.binary_cross_entropy_with_logits(x, label, weight=weight, reduction="sum")),
                 ("layer", lambda x: paddle.nn.BCEWithLogitsLoss()(x, label) if hasattr(paddle.nn, "BCEWithLogitsLoss") else F.binary_cross_entropy_with_logits(x, label)),
                 ("bce", lambda x: F.binary_cross_entropy(F.sigmoid(x), label, reduction="sum")),
                 ("bce weight", lambda x: F.binary_cross_entropy(F.sigmoid(x), label, weight=weight))):
    x = paddle.to_tensor(data, stop_gradient=False)
    loss = fn(x)
    loss.backward()
    print(name, loss.item(), x.grad.numpy().tolist())
