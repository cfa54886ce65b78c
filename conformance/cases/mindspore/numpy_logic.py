# mindspore.numpy comparisons and logic: equal/less/greater with promotion, logical_*, isnan/isinf/isfinite/isposinf/isneginf, isclose, array_equal/array_equiv, isin/in1d, where, sometrue, isscalar
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

a = Tensor([1, 2, 3], ms.int32)
b = Tensor([1.0, 2.5, 2.0], ms.float32)
for name in ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal"):
    fn = getattr(mnp, name)
    print(name, repr(fn(a, b)), repr(fn(a, Tensor(2))), repr(fn(b, Tensor(2.0))))
    try:
        print(name, "scalar", repr(fn(a, 2)), repr(fn(2.5, b)))
    except TypeError as e:
        print(name, type(e).__name__, str(e).splitlines()[0])
t, f = Tensor([True, False, True]), Tensor([False, False, True])
for name in ("logical_and", "logical_or", "logical_xor"):
    print(name, repr(getattr(mnp, name)(t, f)))
print(repr(mnp.logical_not(t)))
s = Tensor([1.0, float("inf"), -float("inf"), float("nan")])
for name in ("isnan", "isinf", "isfinite", "isposinf", "isneginf"):
    print(name, repr(getattr(mnp, name)(s)))
print(repr(mnp.isclose(Tensor([1.0, 1.00001, float("nan")]), Tensor([1.0, 1.0, float("nan")]))))
print(repr(mnp.isclose(Tensor([1.0, float("nan")]), Tensor([1.1, float("nan")]), rtol=0.2, equal_nan=True)))
print(repr(mnp.array_equal([1, 2], [1, 2])), repr(mnp.array_equal(a, b)), repr(mnp.array_equal([1, 2], [[1, 2]])))
print(repr(mnp.array_equiv([1, 2], [[1, 2], [1, 2]])), repr(mnp.array_equiv([1, 2], [[1, 2], [1, 3]])))
print(repr(mnp.isin(Tensor([[0, 2], [4, 6]]), [1, 2, 4])), repr(mnp.in1d(Tensor([0, 1, 2, 5]), [0, 2], invert=True)))
print(repr(mnp.where(Tensor([True, False, True]), a, b)), repr(mnp.where(Tensor([[True], [False]]), 1, Tensor([5, 6]))))
print(repr(mnp.sometrue(Tensor([0, 0, 1]))), repr(mnp.sometrue(Tensor([[0, 0], [0, 1]]), axis=0)))
print(mnp.isscalar(3.1), mnp.isscalar(Tensor(3.1)), mnp.isscalar("a"), mnp.isscalar([1]))
