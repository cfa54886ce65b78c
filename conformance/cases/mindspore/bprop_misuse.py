# misuse: a bprop returning wrong count, shape, type, dtype or None, without and with check_bprop; later gradients still work
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, context

grad_all = ops.GradOperation(get_all=True)

def make(returns):
    class Bad(nn.Cell):
        def construct(self, x, y):
            return 2 * x + y
        def bprop(self, x, y, out, dout):
            return returns(x, y, out, dout)
    return Bad()

bad = {
    "too few": lambda x, y, out, dout: (2 * dout,),
    "too many": lambda x, y, out, dout: (dout, dout, dout),
    "int grad": lambda x, y, out, dout: (2 * dout, 2),
    "wrong shape": lambda x, y, out, dout: (Tensor(np.ones([3]), ms.float32), dout),
    "broadcastable shape": lambda x, y, out, dout: (Tensor(np.ones([2]), ms.float32), dout),
    "int dtype": lambda x, y, out, dout: (Tensor(np.ones([2, 2]), ms.int32), dout),
    "None": lambda x, y, out, dout: None,
    "bare tensor": lambda x, y, out, dout: dout,
}
x = Tensor(np.ones([2, 2]), ms.float32)
y = Tensor(np.ones([2, 2]) * 3, ms.float32)
for check in (False, True):
    context.set_context(check_bprop=check)
    for name, returns in bad.items():
        try:
            print(check, name, "->", grad_all(make(returns))(x, y))
        except Exception as e:
            print(check, name, "->", type(e).__name__, str(e).splitlines()[0])
context.set_context(check_bprop=False)
print(ms.grad(lambda x, y: (x * y).sum(), (0, 1))(x, y))
print(x, y)
