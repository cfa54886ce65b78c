# bad-input matrix around grad / value_and_grad / vjp / jvp / jacfwd / vmap / Conv2d / losses / optimizers: one line per bad input, then a check that state is intact
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 2.0]), name="w")
    def construct(self, x):
        return (x * self.w).sum()

def f(x, y):
    return (x * y).sum()

def double(x):
    return x * 2

net = Net()
x, y = Tensor([1.0, 2.0]), Tensor([3.0, 4.0])
conv = nn.Conv2d(1, 1, 3, weight_init="ones")
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
modules = set(sys.modules)
cases = [
    ("grad weights list of ints", lambda: ms.grad(net, None, [1, 2])(x)),
    ("grad has_aux int", lambda: ms.grad(f, 0, None, 1)(x, y)),
    ("grad position None weights None", lambda: ms.grad(f, None, None)(x, y)),
    ("grad of non-callable", lambda: ms.grad(3)(x)),
    ("grad position bool", lambda: ms.grad(f, True)(x, y)),
    ("grad has_aux one output", lambda: ms.grad(lambda x: x * 2, has_aux=True)(x)),
    ("grad fn raising", lambda: ms.grad(lambda x: 1 / 0)(x)),
    ("grad fn returning None", lambda: ms.grad(lambda x: None)(x)),
    ("value_and_grad position 3", lambda: ms.value_and_grad(f, 3)(x, y)),
    ("value_and_grad return_ids str", lambda: ms.value_and_grad(f, 0, return_ids="yes")(x, y)),
    ("GradOperation get_all str", lambda: ops.GradOperation(get_all="yes")),
    ("GradOperation sens int", lambda: ops.GradOperation(sens_param=1)),
    ("vjp has_aux int", lambda: ms.vjp(f, x, y, has_aux=1)),
    ("jvp has_aux int", lambda: ms.jvp(double, x, x, has_aux=1)),
    ("jacfwd position str", lambda: ms.jacfwd(f, grad_position="0")(x, y)),
    ("jacrev has_aux int", lambda: ms.jacrev(f, has_aux=1)(x, y)),
    ("Conv2d channels", lambda: conv(Tensor(np.ones([1, 2, 4, 4]), ms.float32))),
    ("grad Conv2d 3-D input", lambda: ms.grad(conv)(Tensor(np.ones([1, 4, 4]), ms.float32))),
    ("L1Loss reduction", lambda: nn.L1Loss(reduction="avg")),
    ("SGD lr negative", lambda: nn.SGD(net.trainable_params(), learning_rate=-1.0)),
    ("SGD grads count", lambda: opt((Tensor([1.0, 1.0]), Tensor([1.0])))),
    ("Momentum momentum negative", lambda: nn.Momentum(net.trainable_params(), 0.1, -0.5)),
    ("Adam params not Parameters", lambda: nn.Adam([Tensor([1.0])])),
]
for name, call in cases:
    try:
        result = call()
        print(name, "->", "no error", type(result).__name__)
    except Exception as e:
        print(name, "->", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
print(net.w, net.w.requires_grad, conv.weight.requires_grad)
print(ms.grad(f, (0, 1))(x, y))
print(ms.grad(net, None, net.trainable_params())(x))
print(sorted(m for m in set(sys.modules) - modules if m.startswith("mindspore")))
