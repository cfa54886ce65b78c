# Checks what torch code passes to paddle 3.3 and paddle refuses or takes: the torch keywords paddle refuses on
# max/min/sort/split/nn.Linear/nn.Unfold (a warning with the API-difference page, once per API, then a TypeError),
# the torch names its C++-generated functions take (input=, dim=, other=), and the errors of a reduce or softmax
# axis outside the tensor.
import warnings

import paddle
import paddle.nn.functional as F

x = paddle.to_tensor([[3.0, 1.0], [2.0, 4.0]])
s = paddle.to_tensor(2.0)


def show(label, fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            print(label, "->", fn())
        except (TypeError, ValueError) as error:
            print(label, "->", type(error).__name__, repr(str(error)))
    for warning in caught:
        print("  warning:", warning.category.__name__, repr(str(warning.message)))


show("x.sort(dim)", lambda: x.sort(dim=0))
show("paddle.sort(dim)", lambda: paddle.sort(x, dim=0))
show("split(dim)", lambda: paddle.split(x, 2, dim=0))
show("Linear(bias)", lambda: paddle.nn.Linear(2, 3, bias=False))
show("Unfold(kernel_size)", lambda: paddle.nn.Unfold(kernel_size=2))
show("Unfold(dilation)", lambda: paddle.nn.Unfold([2, 2], dilation=1))
show("max(input)", lambda: paddle.max(input=x))
show("max(other, dim)", lambda: paddle.max(x, other=x, dim=1))
show("x.min(dim)", lambda: x.min(dim=1))
show("min(axis)", lambda: paddle.min(x, axis=1))
for name in ("argmax", "argmin", "amax", "amin", "logsumexp", "all", "any"):
    t = x > 2 if name in ("all", "any") else x
    show(name + "(input, dim)", lambda: getattr(paddle, name)(input=t, dim=1))
    show("Tensor." + name + "(dim)", lambda: getattr(t, name)(dim=0))
for name in ("abs", "exp", "sqrt", "tanh", "tril", "isnan", "diagonal"):
    show(name + "(input)", lambda: getattr(paddle, name)(input=x))
for name in ("matmul", "maximum", "minimum", "multiply", "isclose", "expand_as"):
    show(name + "(other)", lambda: getattr(paddle, name)(x, other=x))
    show("Tensor." + name + "(other)", lambda: getattr(x, name)(other=x))
for name in ("sum", "mean", "prod", "max", "min", "amax", "logsumexp", "nansum", "std", "count_nonzero"):
    for axis in (3, -3, [0, 5]):
        show(f"{name} axis {axis}", lambda: getattr(paddle, name)(x, axis=axis))
    show(f"{name} 0-D axis 1", lambda: getattr(paddle, name)(s, axis=1))
for axis in (3, -3, 1, -1):
    show(f"softmax axis {axis}", lambda: F.softmax(x, axis=axis))
    show(f"log_softmax axis {axis}", lambda: F.log_softmax(x, axis=axis))
for axis in (1, -2, 0):
    show(f"softmax 0-D axis {axis}", lambda: F.softmax(s, axis=axis))
    show(f"log_softmax 0-D axis {axis}", lambda: F.log_softmax(s, axis=axis))
show("nn.Softmax(axis=5)", lambda: paddle.nn.Softmax(axis=5)(x))
show("x.softmax(3)", lambda: x.softmax(3))
# a 0-D input's log_softmax is 0 and its softmax 1, whatever its value, with zero gradients
for value in (2.0, float("nan"), float("inf")):
    v = paddle.to_tensor(value, stop_gradient=False)
    (g,) = paddle.grad(F.log_softmax(v, axis=0) + F.softmax(v) * 3.0, v)
    print(value, F.log_softmax(v, axis=0).item(), F.softmax(v).item(), g.item())
