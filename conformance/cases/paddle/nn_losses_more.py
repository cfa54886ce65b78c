# smooth_l1/kl_div/margin/hinge/cosine-embedding/triplet/poisson/gaussian/multi-label/multi-margin/focal/dice/log losses: float32 bits, gradients, errors
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.RandomState(5)


def bits(t):
    a = np.asarray(t.numpy())
    return a.view(np.uint32).tolist() if a.dtype == np.float32 else a.tolist()


N, C = 6, 5
A, B, D = (rng.randn(N, C).astype("float32") for _ in range(3))
P = rng.rand(N, C).astype("float32")
S = np.sign(rng.randn(N, C)).astype("float32")


def run(name, fn, *arrays):
    ts = [paddle.to_tensor(a, stop_gradient=a.dtype.kind != "f") for a in arrays]
    out = fn(*ts)
    out.backward(paddle.to_tensor(rng.rand(*out.shape).astype("float32")))
    print(name, out.shape, bits(out), [None if t.stop_gradient or t.grad is None else bits(t.grad)[:8] for t in ts])


run("smooth_l1", lambda a, b: F.smooth_l1_loss(a, b), A * 2, B)
run("smooth_l1 delta", lambda a, b: paddle.nn.SmoothL1Loss("none", 0.7, False)(a, b), A * 2, B)
run("kl_div", lambda a, b: F.kl_div(a, b, "batchmean"), A, P - 0.2)
run("kl_div log", lambda a, b: paddle.nn.KLDivLoss("sum", log_target=True)(a, b), A, B)
run("margin_ranking", lambda a, b, s: F.margin_ranking_loss(a, b, s, 0.3), A, B, S)
run("soft_margin", lambda a, s: paddle.nn.SoftMarginLoss()(a, s), A, S)
run("hinge", lambda a, s: F.hinge_embedding_loss(a, s, 0.8), A, S)
run("cosine_embedding", lambda a, b, s: paddle.nn.CosineEmbeddingLoss(0.2, "none")(a, b, s), A, B,
    S[:, 0].astype("int64"))
run("triplet", lambda a, b, c: F.triplet_margin_loss(a, b, c, 1.0, swap=True), A, B, D)
run("triplet distance", lambda a, b, c: F.triplet_margin_with_distance_loss(
    a, b, c, lambda x, y: paddle.abs(x - y).sum(-1), 2.0), A, B, D)
run("poisson", lambda a, l: F.poisson_nll_loss(a, l), A, P * 3)
run("poisson full", lambda a, l: paddle.nn.PoissonNLLLoss(False, True, reduction="sum")(a, l), P + 0.1, P * 3)
run("gaussian", lambda a, l, v: F.gaussian_nll_loss(a, l, v, full=True), A, B, P)
run("multi_label_soft_margin", lambda a, l: F.multi_label_soft_margin_loss(a, l), A, (S > 0).astype("float32"))
run("multi_margin", lambda a, l: paddle.nn.MultiMarginLoss(p=2, margin=0.5)(a, l), A, rng.randint(0, C, N))
labels = np.array([[3, 0, -1, 1, 1], [1, 2, 4, -1, -1], [2, -1, 0, 0, 0]] * 2, dtype="int64")
run("multi_label_margin", lambda a, l: paddle.nn.MultiLabelMarginLoss()(a, l), A, labels)
run("sigmoid_focal", lambda a, l: F.sigmoid_focal_loss(a, l), A, (S > 0).astype("float32"))
run("dice", lambda a, l: F.dice_loss(a, l), P / P.sum(1, keepdims=True), rng.randint(0, C, (N, 1)))
run("log_loss", lambda a, l: F.log_loss(a, l), P, (S > 0).astype("float32"))
print(paddle.nn.SmoothL1Loss(), paddle.nn.KLDivLoss(), paddle.nn.TripletMarginLoss(), paddle.nn.GaussianNLLLoss())
for bad in [lambda: F.soft_margin_loss(paddle.ones([2]), paddle.ones([3])), lambda: paddle.nn.CosineEmbeddingLoss(2),
            lambda: F.poisson_nll_loss(paddle.ones([2]), paddle.ones([2]), epsilon=0),
            lambda: F.margin_ranking_loss(paddle.ones([2]), paddle.ones([2]), paddle.ones([2]), reduction="x"),
            lambda: F.triplet_margin_loss(paddle.ones([2]), paddle.ones([2]), paddle.ones([2]), margin=-1),
            lambda: F.multi_label_margin_loss(paddle.ones([2, 3]), paddle.to_tensor([[3, 0, 0]] * 2)),
            lambda: paddle.nn.MultiMarginLoss(reduction="x")]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, str(e))
