# mint ops whose kernels MindSpore 2.10's CPU backend lacks fail at the next read; bad arguments' errors.
import numpy as np
import mindspore as ms
from mindspore import mint

x = ms.Tensor(np.arange(1, 13, dtype=np.float32).reshape(3, 4) / 7)
v = ms.Tensor(np.array([1.5, 2.5, 3.5], np.float32))
b = ms.Tensor(np.arange(1, 25, dtype=np.float32).reshape(2, 3, 4) / 7)
c = ms.Tensor(np.arange(1, 25, dtype=np.float32).reshape(2, 4, 3) / 7)
sq = ms.Tensor(np.ones((3, 3), np.float32))
calls = {
    "dot": lambda: mint.dot(v, v), "outer": lambda: mint.outer(v, v),
    "addmm": lambda: mint.addmm(sq, x, ms.Tensor(np.ones((4, 3), np.float32))),
    "baddbmm": lambda: mint.baddbmm(ms.Tensor(np.ones((2, 3, 3), np.float32)), b, c),
    "addbmm": lambda: mint.addbmm(sq, b, c), "exp2": lambda: mint.exp2(x), "cumsum": lambda: mint.cumsum(x, 1),
    "std_mean": lambda: mint.std_mean(x, dim=1), "MSELoss": lambda: mint.nn.MSELoss()(x, x * 2),
    "cosine_embedding_loss": lambda: mint.nn.functional.cosine_embedding_loss(x, x * 2, ms.Tensor([1.0, -1.0, 1.0])),
    "glu odd": lambda: mint.nn.functional.glu(ms.Tensor(np.ones((2, 3), np.float32))),
    "cat shapes": lambda: mint.cat([x, v], dim=0),
    "sum dim": lambda: mint.sum(x, dim=5),
}
for name, call in calls.items():
    try:
        out = call()
        print(name, "returned")
        print(x)
    except Exception as e:  # the pending failure, raised by the read
        print(name, type(e).__name__, str(e).splitlines()[0])
    print(v)
