# misuse: nn.Dense with a wrong feature size or a float64 input (also under grad), jacfwd/jacrev positions out of range, vmap over a CellList of the wrong size
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

def f(x, y):
    return x * y

ms.set_seed(1)
dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
cells = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros"), nn.Dense(2, 2, weight_init="zeros", bias_init="ones")])
cases = [
    ("dense features", lambda: dense(Tensor(np.ones([2, 4]), ms.float32))),
    ("dense float64", lambda: dense(Tensor(np.ones([2, 3]), ms.float64))),
    ("grad dense features", lambda: ms.grad(dense)(Tensor(np.ones([2, 4]), ms.float32))),
    ("grad dense float64", lambda: ms.grad(dense)(Tensor(np.ones([2, 3]), ms.float64))),
    ("jacfwd position", lambda: ms.jacfwd(f, grad_position=5)(Tensor([1.0]), Tensor([2.0]))),
    ("jacrev position", lambda: ms.jacrev(f, grad_position=(0, 2))(Tensor([1.0]), Tensor([2.0]))),
    ("vmap CellList size", lambda: ms.vmap(cells, 0, 0)(Tensor(np.ones([3, 2]), ms.float32))),
]
for name, call in cases:
    try:
        print(name, "->", call())
    except Exception as e:
        print(name, "->", type(e).__name__, str(e).splitlines()[0])
print(ms.vmap(cells, 0, 0)(Tensor(np.ones([2, 2]), ms.float32)))
print(dense(Tensor(np.ones([1, 3]), ms.float32)), dense.weight.requires_grad)
