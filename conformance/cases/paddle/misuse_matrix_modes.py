# bad-input matrix, grad-mode switches, jacobian/hessian, flags: exceptions, then state intact
import sys

import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
(x * x).sum().backward()
y = (x * 3).sum()
module = sys.modules["paddle"]


def bad(label, func):
    """One bad input: its label, exception type and first message line, then the state after it."""
    try:
        func()
        print(label, "-> no error")
    except Exception as error:
        lines = str(error).splitlines()
        print(label, "->", type(error).__name__ + ":", lines[0] if lines else "")
    print("  state:", paddle.is_grad_enabled(), x.grad.numpy().tolist(), x.stop_gradient,
          sys.modules["paddle"] is module)


bad("no_grad bare", lambda: paddle.no_grad(lambda: 1))
bad("no_grad(3)", lambda: paddle.no_grad(3))
bad("enable_grad bare", lambda: paddle.enable_grad(lambda: 1))
bad("set_grad_enabled('no')", lambda: paddle.set_grad_enabled("no"))
bad("set_grad_enabled([])", lambda: paddle.set_grad_enabled([]))
bad("set_grad_enabled()", lambda: paddle.set_grad_enabled())
bad("set_grad_enabled two args", lambda: paddle.set_grad_enabled(True, False))
bad("is_grad_enabled(1)", lambda: paddle.is_grad_enabled(1))
bad("raise inside no_grad", lambda: [1 / 0 for _ in [paddle.no_grad()] if _.__enter__() is None])
paddle.set_grad_enabled(True)
def raise_in_with():
    with paddle.no_grad():
        raise KeyError("inside")
bad("raise in no_grad block", raise_in_with)
def raise_in_set():
    with paddle.set_grad_enabled(False):
        raise ValueError("inside")
bad("raise in set_grad_enabled block", raise_in_set)
z = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
bad("hessian vector", lambda: paddle.autograd.hessian(z * z, z))
bad("jacobian batch_axis 1", lambda: paddle.autograd.jacobian(z * z, z, batch_axis=1))
bad("jacobian batch_axis str", lambda: paddle.autograd.jacobian(z * z, z, batch_axis="0"))
bad("set_flags list", lambda: paddle.set_flags([1]))
bad("set_flags unknown", lambda: paddle.set_flags({"FLAGS_not_a_flag": 1}))
bad("get_flags int", lambda: paddle.get_flags(3))
bad("get_flags unknown", lambda: paddle.get_flags(["FLAGS_not_a_flag"]))
print(paddle.autograd.jacobian(z * z, z)[:])
