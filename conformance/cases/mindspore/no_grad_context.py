# mindspore._no_grad: ops inside record nothing (their results are constants to an enclosing grad), grad,
# value_and_grad and GradOperation raise RuntimeError inside it (made there or before), vjp's cotangents are
# zeros; a Cell with its own bprop runs its construct in one (a grad there raises), while its bprop may take one
import numpy as np
import mindspore as ms
from mindspore import nn, ops

x = ms.Tensor(np.array([1.0, 2.0], np.float32))
made_before = ms.grad(lambda v: (v * v).sum())
operation_before = ops.GradOperation()(lambda v: (v * v).sum())
with ms._no_grad():
    for name, make in (("grad made before", lambda: made_before(x)),
                       ("GradOperation made before", lambda: operation_before(x)),
                       ("grad", lambda: ms.grad(lambda v: (v * v).sum())),
                       ("value_and_grad", lambda: ms.value_and_grad(lambda v: (v * v).sum(), (0,))),
                       ("GradOperation()(fn)", lambda: ops.GradOperation(get_all=True)(lambda v: (v * v).sum())),
                       ("vjp", lambda: ms.vjp(lambda v: v * v, x)[1](ms.Tensor(np.ones(2, np.float32))))):
        try:
            print(name, make())
        except RuntimeError as error:
            print(name, "RuntimeError:", error)
    print("inside", x * 2)


def partly_constant(v):
    with ms._no_grad():
        w = v * 3
    return (w * v).sum()


@ms._no_grad()
def five_times(v):
    return v * 5


print("no_grad inside", ms.grad(partly_constant)(x))
print("decorator", ms.grad(lambda v: (five_times(v) * v).sum())(x))
print("after", ms.grad(lambda v: (v * v).sum())(x))


class Inner(nn.Cell):
    def construct(self, a, b):
        return a * b


class GradInBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = Inner()

    def construct(self, a, b):
        return self.f(a, b)

    def bprop(self, a, b, out, dout):
        g = ops.GradOperation(get_all=True)(self.f)(a, b)
        return g[0] * dout, g[1] * dout


class GradInConstruct(nn.Cell):
    def construct(self, a):
        return ms.grad(lambda u: (u * u * u).sum())(a)

    def bprop(self, a, out, dout):
        return (dout * 10,)


y = ms.Tensor(np.array([3.0, 5.0], np.float32))
print("grad in bprop", ops.GradOperation(get_all=True)(GradInBprop())(x, y))
for name, run in (("grad in construct, under grad", lambda: ms.grad(lambda v: GradInConstruct()(v).sum())(x)),
                  ("grad in construct", lambda: GradInConstruct()(x))):
    try:
        print(name, run())
    except RuntimeError as error:
        print(name, "RuntimeError:", error)
