# bad-input matrix, hooks and PyLayer: exceptions, then state intact
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


from paddle.autograd import PyLayer


def layer(name, forward, backward=lambda ctx, g: g):
    return type(name, (PyLayer,), {"forward": staticmethod(forward), "backward": staticmethod(backward)})


c = paddle.to_tensor([1.0, 1.0])
bad("register_hook stop_gradient", lambda: c.register_hook(lambda g: g))
bad("register_hook on detached", lambda: x.detach().register_hook(lambda g: g))
bad("_register_backward_hook interior", lambda: (x * 2)._register_backward_hook(lambda: None))
bad("_register_backward_hook stopped", lambda: c._register_backward_hook(lambda: None))
bad("hook raises", lambda: [(x * 1).register_hook(lambda g: 1 / 0) for _ in [0]] and None)
t = x * 1
t.register_hook(lambda g: 1 / 0)
bad("hook raising in backward", lambda: paddle.grad((t * t).sum(), x))
bad("PyLayer forward None", lambda: layer("RetNone", lambda ctx, a: None).apply(x))
bad("PyLayer forward int", lambda: layer("RetInt", lambda ctx, a: 1).apply(x))
bad("PyLayer forward str", lambda: layer("RetStr", lambda ctx, a: "s").apply(x))
bad("PyLayer leaf as is", lambda: layer("Same", lambda ctx, a: a).apply(x))
bad("PyLayer too many grads", lambda: paddle.grad(layer("TooMany", lambda ctx, a: a * 2, lambda ctx, g: (g, g)).apply(x).sum(), x))
bad("PyLayer missing grad", lambda: paddle.grad(layer("TooFew", lambda ctx, a, b: a * b).apply(x, x * 1).sum(), x))
bad("PyLayer grad int", lambda: paddle.grad(layer("BkInt", lambda ctx, a: a * 2, lambda ctx, g: 1).apply(x).sum(), x))
bad("PyLayer grad list", lambda: paddle.grad(layer("BkList", lambda ctx, a: a * 2, lambda ctx, g: [[g]]).apply(x).sum(), x))
bad("PyLayer backward raises", lambda: paddle.grad(layer("Raises", lambda ctx, a: a * 2, lambda ctx, g: g.foo).apply(x).sum(), x))
bad("PyLayer no forward", lambda: type("NoForward", (PyLayer,), {}).apply(x))
bad("PyLayer no backward", lambda: paddle.grad(type("NoBackward", (PyLayer,), {"forward": staticmethod(lambda ctx, a: a * 2)}).apply(x).sum(), x))
bad("PyLayer missing argument", lambda: layer("TwoArgs", lambda ctx, a, b: a * b).apply(x))
bad("PyLayer forward raises", lambda: layer("FwdRaises", lambda ctx, a: a.nope).apply(x))
print(paddle.grad(layer("Ok", lambda ctx, a: a * 2, lambda ctx, g: g * 2).apply(x).sum(), x)[0])
