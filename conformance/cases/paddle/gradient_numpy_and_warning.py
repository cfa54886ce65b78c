# Tensor.gradient() returns numpy (deprecated) and None before any backward
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

import warnings
x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(x.gradient())
    (x * x).sum().backward()
    g = x.gradient()
    print(type(g).__name__, g, g.dtype)
    print(sorted({w.category.__name__ for w in caught}))
