# F.nll_loss / nn.NLLLoss label shapes as paddle takes them: [N], [N, 1], [N, d] for [N, C, d] input; misuse (batch size, dtype, rank) raises ValueError
import paddle
import paddle.nn.functional as F


def attempt(label, func):
    try:
        print(label, "->", func())
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


logp = F.log_softmax(paddle.to_tensor([[1.0, 2.0, 3.0], [1.0, 0.0, 2.0], [0.5, 0.5, 0.1]]), -1)
attempt("[N]", lambda: F.nll_loss(logp, paddle.to_tensor([0, 2, 1])))
attempt("[N, 1]", lambda: F.nll_loss(logp, paddle.to_tensor([[0], [2], [1]])))
attempt("[N, 1] none", lambda: F.nll_loss(logp, paddle.to_tensor([[0], [2], [1]]), reduction="none"))
attempt("[N, 1] sum ignore", lambda: F.nll_loss(logp, paddle.to_tensor([[0], [2], [1]]), ignore_index=2, reduction="sum"))
attempt("layer [N, 1]", lambda: paddle.nn.NLLLoss()(logp, paddle.to_tensor([[1], [1], [0]])))
x = F.log_softmax(paddle.to_tensor([[[1.0, 2.0], [3.0, 0.5]], [[0.1, 0.2], [0.3, 0.4]]]), 1)
attempt("[N, C, d] with [N, d]", lambda: F.nll_loss(x, paddle.to_tensor([[0, 1], [1, 1]])))
attempt("[N, C, d] with [N, d, 1]", lambda: F.nll_loss(x, paddle.to_tensor([[[0], [1]], [[1], [1]]])))
attempt("batch mismatch", lambda: F.nll_loss(logp, paddle.to_tensor([0, 1])))
attempt("int32 labels", lambda: F.nll_loss(logp, paddle.to_tensor([0, 1, 1], dtype="int32")))
attempt("float labels", lambda: F.nll_loss(logp, paddle.to_tensor([0.0, 1.0, 1.0])))
attempt("1-D input", lambda: F.nll_loss(paddle.to_tensor([0.1, 0.2]), paddle.to_tensor([0])))
