# misuse: GradOperation sens and vjp cotangents of the wrong shape, dtype or type; a missing argument; state intact afterwards
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0]), name="w")
    def construct(self, x):
        return x * self.w

def f(x, y):
    return x * y

net = Net()
sens = ops.GradOperation(sens_param=True)
x2 = Tensor([1.0, 2.0])
cases = [
    ("sens shape", lambda: sens(net)(Tensor([3.0]), Tensor([2.0, 1.0]))),
    ("sens dtype", lambda: sens(net)(Tensor([3.0]), Tensor([2], ms.int32))),
    ("sens python float", lambda: sens(net)(Tensor([3.0]), 2.0)),
    ("sens missing", lambda: sens(net)(Tensor([3.0]))),
    ("vjp longer", lambda: ms.vjp(f, x2, x2)[1](Tensor([1.0, 2.0, 3.0]))),
    ("vjp extra dim", lambda: ms.vjp(f, x2, x2)[1](Tensor([[1.0, 2.0]]))),
    ("vjp dtype", lambda: ms.vjp(f, x2, x2)[1](Tensor([1, 2], ms.int32))),
    ("grad missing argument", lambda: ms.grad(f)(x2)),
    ("GradOperation missing argument", lambda: ops.GradOperation()(f)(x2)),
]
for name, call in cases:
    try:
        print(name, "->", call())
    except Exception as e:
        # MindSpore's sens messages go on with a description of its internal values (memory addresses, stale data)
        print(name, "->", type(e).__name__, str(e).splitlines()[0].split(", , sens gradient abs")[0])
print(sens(net)(Tensor([3.0]), Tensor([2.0])))
print(ms.vjp(f, x2, x2)[1](Tensor([1.0, 1.0])))
print(net.w, net.w.requires_grad)
