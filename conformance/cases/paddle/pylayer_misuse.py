# PyLayer misuse raises paddle's ValueError: no Tensor output, a leaf returned as is, wrong number or kind of gradients
import paddle
from paddle.autograd import PyLayer


def attempt(label, func):
    try:
        func()
        print(label, "-> ok")
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


def layer(name, forward, backward):
    return type(name, (PyLayer,), {"forward": staticmethod(forward), "backward": staticmethod(backward)})


x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = paddle.to_tensor([3.0, 4.0], stop_gradient=False)
c = paddle.to_tensor([1.0, 1.0])
attempt("forward None", lambda: layer("RetNone", lambda ctx, a: None, lambda ctx, g: g).apply(x))
attempt("forward int", lambda: layer("RetInt", lambda ctx, a: 1, lambda ctx, g: g).apply(x))
attempt("forward [None, t]", lambda: layer("NoneFirst", lambda ctx, a: [None, a * 1], lambda ctx, g: g).apply(x))
attempt("leaf as is", lambda: layer("Same", lambda ctx, a: a, lambda ctx, g: g).apply(x))
attempt("too many", lambda: layer("TooMany", lambda ctx, a: a * 2, lambda ctx, g: (g, g)).apply(x).sum().backward())
attempt("too few", lambda: layer("TooFew", lambda ctx, a, b: a + b, lambda ctx, g: g).apply(x, y).sum().backward())
attempt("few, stopped", lambda: layer("FewStop", lambda ctx, a, b: a + b, lambda ctx, g: g).apply(x, c).sum().backward())
attempt("int grad", lambda: layer("BkInt", lambda ctx, a: a * 2, lambda ctx, g: 1).apply(x).sum().backward())
attempt("str grads", lambda: layer("BkStr", lambda ctx, a, b: a * b, lambda ctx, g: ("a", g)).apply(x, y).sum().backward())
attempt("None grad", lambda: layer("BkNone", lambda ctx, a: a * 2, lambda ctx, g: None).apply(x).sum().backward())
attempt("raises", lambda: layer("Raises", lambda ctx, a: a * 2, lambda ctx, g: 1 / 0).apply(x).sum().backward())
print(x.grad, y.grad, paddle.is_grad_enabled())
