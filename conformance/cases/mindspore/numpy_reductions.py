# mindspore.numpy reductions: sum/mean/amax/amin (axis, keepdims, initial, where), std/var/ptp/average, cumsum/cumprod, nan* functions, argmax/argmin, count_nonzero and their dtypes
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

x = mnp.arange(12).reshape(3, 4).astype("float32") / 3
i = mnp.arange(12, dtype=ms.int32).reshape(3, 4)
for name in ("sum", "mean", "amax", "amin", "max", "min"):
    fn = getattr(mnp, name)
    print(name, repr(fn(x)), repr(fn(x, axis=0)), repr(fn(x, axis=(0, 1), keepdims=True)), repr(fn(i, axis=1)))
print(repr(mnp.sum(i, dtype=ms.float32)), repr(mnp.sum(Tensor([True, True, False]))), repr(mnp.sum(i, initial=10)))
print(repr(mnp.sum([0.5, 1.5])), repr(mnp.sum(Tensor([1, 2], ms.int8))), repr(mnp.mean(Tensor([1, 2], ms.int32))))
print(repr(mnp.amax(x, axis=0, initial=3.0)), repr(mnp.amin(x, where=Tensor([False, True, True, True]), initial=1.0, axis=0)))
for name in ("std", "var"):
    fn = getattr(mnp, name)
    print(name, repr(fn(x)), repr(fn(x, axis=1)), repr(fn(x, axis=0, ddof=1, keepdims=True)), repr(fn(i)))
print(repr(mnp.ptp(x, axis=1)), repr(mnp.average(x, axis=0)), repr(mnp.average(x, axis=1, weights=Tensor([1.0, 2.0, 3.0, 4.0]), returned=True)))
print(repr(mnp.cumsum(x, axis=1)), repr(mnp.cumsum(i)), repr(mnp.cumsum(Tensor([1, 2], ms.int8))))
print(repr(mnp.cumprod(Tensor([1, 2, 3], ms.int32))), repr(mnp.cumprod(x, axis=0)))
n = Tensor([[1.0, float("nan")], [3.0, 4.0]])
for name in ("nansum", "nanmean", "nanmax", "nanmin", "nanvar", "nanstd"):
    fn = getattr(mnp, name)
    print(name, repr(fn(n)), repr(fn(n, axis=0)), repr(fn(n, axis=1)))
print(repr(mnp.nancumsum(n, axis=0)))
print(repr(mnp.argmax(x)), repr(mnp.argmax(x, axis=0)), repr(mnp.argmin(i, axis=1)), repr(mnp.argmax(Tensor([True, False]))))
print(repr(mnp.count_nonzero(Tensor([1, 0, 3, 0]))), repr(mnp.count_nonzero(i, axis=0)))
print(repr(mnp.trace(x)), repr(mnp.norm(x)), repr(mnp.norm(x, axis=1)), repr(mnp.norm(x, ord=1, axis=0)))
