# bad-input matrix, paddle.autograd.backward and Tensor.backward: exceptions, then state intact
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


z = x * 2
bad("tensors None", lambda: paddle.autograd.backward(None))
bad("tensors int", lambda: paddle.autograd.backward(3))
bad("tensors []", lambda: paddle.autograd.backward([]))
bad("tensors [t, int]", lambda: paddle.autograd.backward([z, 3]))
bad("duplicate tensors", lambda: paddle.autograd.backward([z, z]))
bad("grad_tensors int", lambda: paddle.autograd.backward([z], 3))
bad("grad_tensors [str]", lambda: paddle.autograd.backward([z], ["g"]))
bad("grad_tensors length", lambda: paddle.autograd.backward([z], [None, None]))
bad("retain_graph str", lambda: paddle.autograd.backward([z], retain_graph="yes"))
bad("Tensor.backward shape", lambda: z.backward(paddle.to_tensor([1.0, 2.0, 3.0])))
bad("Tensor.backward int", lambda: z.backward(3))
bad("Tensor.backward list", lambda: z.backward([paddle.ones([2])]))
bad("Tensor.backward retain str", lambda: z.backward(retain_graph="yes"))
w = (x * x).sum()
w.backward()
bad("second backward", lambda: w.backward())
bad("autograd.backward freed", lambda: paddle.autograd.backward([w]))
bad("clear_grad(False)", lambda: x.clear_grad(False))
bad("clear_grad kw", lambda: x.clear_grad(set_to_zero=False))
bad("gradient(1)", lambda: x.gradient(1))
x.clear_gradient()
(x * x).sum().backward()
print(x.grad)
