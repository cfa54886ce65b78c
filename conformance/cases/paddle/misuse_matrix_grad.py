# bad-input matrix, paddle.grad: each bad call's exception, then grad mode, x.grad, stop_gradient, sys.modules intact
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


s = paddle.to_tensor([1.0, 2.0])
bad("outputs None", lambda: paddle.grad(None, x))
bad("inputs None", lambda: paddle.grad(y, None))
bad("outputs int", lambda: paddle.grad(1, x))
bad("inputs str", lambda: paddle.grad(y, "x"))
bad("outputs [int]", lambda: paddle.grad([y, 1], x))
bad("inputs [None]", lambda: paddle.grad(y, [x, None]))
bad("outputs []", lambda: paddle.grad([], x))
bad("inputs ()", lambda: paddle.grad(y, ()))
bad("grad_outputs int", lambda: paddle.grad(y, x, grad_outputs=3))
bad("grad_outputs [str]", lambda: paddle.grad(y, x, grad_outputs=["a"]))
bad("grad_outputs too many", lambda: paddle.grad(y, x, grad_outputs=[None, None]))
bad("no_grad_vars int", lambda: paddle.grad(y, x, no_grad_vars=1))
bad("no_grad_vars [str]", lambda: paddle.grad(y, x, no_grad_vars=["a"]))
bad("create_graph str", lambda: paddle.grad(y, x, create_graph="yes"))
bad("retain_graph int", lambda: paddle.grad(y, x, retain_graph=1))
bad("allow_unused str", lambda: paddle.grad(y, x, allow_unused="no"))
bad("only_inputs False", lambda: paddle.grad(y, x, only_inputs=False))
bad("duplicate inputs", lambda: paddle.grad(y, [x, x]))
bad("unused input", lambda: paddle.grad(y, [x, paddle.to_tensor([1.0], stop_gradient=False)]))
bad("stop_gradient input", lambda: paddle.grad(y, [x, s]))
bad("stop_gradient output", lambda: paddle.grad((s * 2).sum(), x))
bad("in no_grad", lambda: [paddle.grad(y, 3) for _ in [paddle.no_grad().__enter__()]])
paddle.set_grad_enabled(True)
print(paddle.grad(y, x)[0], x.grad)
