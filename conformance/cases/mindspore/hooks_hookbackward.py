# ops.HookBackward: identity forward, the hook sees the gradient tuple on the way back and may replace it
import mindspore as ms
from mindspore import Tensor, ops

def show(grad):
    print("hook", grad)

def triple(grad):
    return (grad[0] * 3,)

for hook_fn in (show, triple):
    hook = ops.HookBackward(hook_fn)
    def f(x, y):
        z = x * y
        z = hook(z)
        return z * y
    print(ms.grad(f, (0, 1))(Tensor(1.0), Tensor(2.0)))
print(ops.HookBackward(show))
print(ops.HookBackward(show)(Tensor([1.0, 2.0])))
for bad in (lambda: ops.HookBackward(3), lambda: ops.HookBackward(show)(1.0)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
