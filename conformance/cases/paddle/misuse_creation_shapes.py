# shapes paddle's creation and random ops refuse or accept (None, negative, str, float, bool, NumPy scalars, Tensors, int where only some take one, empty sizes): paddle's exception types and messages per op (full/empty/gaussian/uniform)
import numpy as np
import paddle
for fn in (paddle.rand, paddle.ones, lambda s: paddle.full(s, 1.0), paddle.empty, paddle.standard_normal, lambda s: paddle.uniform(s)):
    for s in (None, [1, -2], "12", [1, 2.5], True, [True, 2], (3, None), [2, 0], [paddle.to_tensor(2.5), 2], 2.0):
        try:
            print(fn(s).shape)
        except Exception as e:
            print(type(e).__name__ + ":", str(e).splitlines()[0] if str(e) else "")
for s in (None, [1, -2], "12", [1, 2.5], 3, (2,), [], 0, -1, [2, 0], paddle.to_tensor([2, 3]), [paddle.to_tensor(2), 3], True, [True, 2]):
    try:
        print(paddle.randn(s).shape)
    except Exception as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0] if str(e) else "")
    try:
        print(paddle.zeros(s).shape)
    except Exception as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0] if str(e) else "")
for name, fn in (("standard_normal", paddle.standard_normal), ("uniform", paddle.uniform), ("randn", paddle.randn), ("zeros", paddle.zeros), ("normal", lambda s: paddle.normal(shape=s)), ("gaussian", lambda s: paddle.tensor.random.gaussian(s))):
    for s in (3, np.int64(2), [np.int64(2), 3], (2, -1), [], paddle.to_tensor([2, -3]), paddle.to_tensor(2)):
        try:
            print(name, fn(s).shape)
        except Exception as e:
            print(name, type(e).__name__ + ":", str(e).splitlines()[0] if str(e) else "")
