# nn losses RMSELoss, MarginRankingLoss, HuberLoss, CosineEmbeddingLoss, HingeEmbeddingLoss, BCELoss, NLLLoss, SmoothL1Loss, KLDivLoss: float32 values, gradients (mindspore.grad), reprs, argument errors
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

np.random.seed(1)
a = Tensor(np.random.randn(4, 7).astype(np.float32))
b = Tensor(np.random.randn(4, 7).astype(np.float32))
sign = Tensor(np.sign(np.random.randn(4, 7)).astype(np.float32))
rows = Tensor(np.array([1, -1, 1, -1]).astype(np.int32))
p = Tensor(np.random.uniform(0.01, 0.99, (33,)).astype(np.float32))
q = Tensor(np.random.uniform(0, 1, (33,)).astype(np.float32))
w = Tensor(np.random.uniform(0, 2, (33,)).astype(np.float32))
classes = Tensor(np.array([1, 0, 6, 3]).astype(np.int32))


def show(name, loss, *args, values=True):
    out = loss(*args)
    if values:
        print(name, out.shape, out.asnumpy().ravel().tolist()[:10])
    grad = ms.grad(lambda t: (loss(t, *args[1:]) * 1.5).sum())(args[0])
    print("  grad", grad.asnumpy().ravel().tolist()[:10])


for red in ["mean", "sum", "none"]:
    show("mrl", nn.MarginRankingLoss(0.1, red), a, b, sign)
    show("huber", nn.HuberLoss(red, 0.7), a, b)
    show("cos", nn.CosineEmbeddingLoss(0.2, red), a, b, rows)
    # (BCELoss's reduced values: MindSpore's summation order is not modelled for every input)
    show("bce", nn.BCELoss(reduction=red), p, q, values=red == "none")
    show("bce_w", nn.BCELoss(w, red), p, q, values=red == "none")
    show("sl1", nn.SmoothL1Loss(0.6, red), a, b)
    show("nll", nn.NLLLoss(reduction=red), a, classes)
    show("nll_w", nn.NLLLoss(Tensor(np.linspace(0.5, 2, 7).astype(np.float32)), 3, red), a, classes)
for red in ["mean", "sum", "none", "batchmean"]:
    show("kl", nn.KLDivLoss(red), a, Tensor(np.random.uniform(0, 1, (4, 7)).astype(np.float32)))
show("rmse", nn.RMSELoss(), a, b)
print(nn.HingeEmbeddingLoss(0.5, "none")(a, sign).asnumpy().ravel().tolist()[:10])
print(nn.HingeEmbeddingLoss(0.5)(a, sign))
print(nn.RMSELoss(), nn.MarginRankingLoss(), nn.HuberLoss(), nn.BCELoss(), nn.NLLLoss(), nn.KLDivLoss())
for bad in [lambda: nn.MarginRankingLoss(1)(a, b, sign), lambda: nn.HingeEmbeddingLoss("a"), lambda: nn.HingeEmbeddingLoss(1.0, "x"),
            lambda: nn.HuberLoss("mean", 0)(a, b), lambda: nn.HuberLoss("xx"), lambda: nn.CosineEmbeddingLoss(2.0),
            lambda: nn.CosineEmbeddingLoss(1), lambda: nn.MarginRankingLoss()(a, b, Tensor(np.ones((4, 7), np.int32))),
            lambda: nn.HingeEmbeddingLoss()(Tensor(np.ones(3, np.int32)), b), lambda: nn.BCELoss(reduction="x"),
            lambda: nn.NLLLoss(ignore_index=1.0), lambda: nn.KLDivLoss("x")(a, b)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
