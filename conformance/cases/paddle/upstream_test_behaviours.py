# Checks behaviours paddle's own unit tests rely on (test_getitem/test_setitem, test_index_add_op, test_slice_op,
# test_cumsum_op, test_multinomial_op, test_set_value_op): a nested integer list as one index array, a value of
# another dtype assigned through an index (cast, its gradient through the cast), index_select's negative indices,
# slice's clamped axes, cumsum's integer dtypes, multinomial's rank checks, inplace_version, the build queries.
import numpy as np
import paddle


def show(label, fn):
    try:
        print(label, "->", fn())
    except (IndexError, ValueError, TypeError, RuntimeError) as error:
        print(label, "->", type(error).__name__, repr(str(error)))


x = paddle.to_tensor(np.arange(360, dtype="float32").reshape(6, 5, 4, 3))
show("nested list", lambda: x[[[2, 3, 4], [1, 2, 5]]].shape)
show("nested list sum", lambda: float(x[[[2, 3, 4], [1, 2, 5]]].sum()))
y = paddle.zeros([6, 5])
y[[[2, 3], [1, 5]]] = 7.0
print("nested list set", float(y.sum()))
v = paddle.to_tensor(np.ones((3, 1)), dtype="float64", stop_gradient=False)
z = paddle.randn((3, 3, 5))
z.stop_gradient = False
z1 = z * 1
z1[paddle.to_tensor([0, 1])] = v
z1.sum().backward()
print("cast value", z1.dtype, v.grad.numpy().ravel().tolist())
for index in ([False, True], paddle.to_tensor([False, True])):
    w = paddle.ones([2, 3, 4])
    w[index] = np.zeros(4)
    print("mask set", w.dtype, float(w.sum()))
m = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
show("index_select -1", lambda: paddle.index_select(m, paddle.to_tensor([-1, 0]), 0).numpy().tolist())
show("index_select 5", lambda: paddle.index_select(m, paddle.to_tensor([5, 0]), 0))
show("index_select -4", lambda: paddle.index_select(m, paddle.to_tensor([-4]), 0))
t = paddle.to_tensor(np.arange(24, dtype=np.float32).reshape([2, 3, 4]))
for axes in ([100], [-100], [], [1]):
    show(f"slice {axes}", lambda: paddle.slice(t, axes, [0] * len(axes), [2] * len(axes)).shape)
ints = paddle.to_tensor(np.arange(12).reshape(3, 4))
show("cumsum int64->int32", lambda: (paddle.cumsum(ints, dtype="int32").dtype, paddle.cumsum(ints, dtype=np.int32).dtype))
show("cumsum int32", lambda: paddle.cumsum(ints.astype("int32")).dtype)
show("multinomial 3-D", lambda: paddle.multinomial(paddle.rand([2, 3, 3])))
show("multinomial 0-D", lambda: paddle.multinomial(paddle.to_tensor(0.5)))
a = paddle.rand([1, 4])
a.stop_gradient = False
b = a[:] * 1
print("inplace_version", b.inplace_version, end=" ")
b[paddle.zeros([], dtype="int32")] = 1.0
print(b.inplace_version, end=" ")
b.add_(paddle.ones([1, 4]))
print(b.inplace_version, a.inplace_version)
print(paddle.base.is_compiled_with_cuda(), paddle.base.core.is_compiled_with_cuda(), paddle.is_compiled_with_xpu(),
      paddle.is_compiled_with_rocm(), paddle.is_compiled_with_custom_device("npu"))
# quantile's argument checks in paddle's order, and a slice with NaN: its last sorted NaN, which takes the gradient
for label, fn in (("quantile list", lambda: paddle.quantile([1, 3, 4], q=0.9)),
                  ("quantile axis 0.4", lambda: paddle.quantile(paddle.randn((2, 3, 4)), q=0.4, axis=0.4)),
                  ("quantile q 2-D", lambda: paddle.quantile(paddle.randn((2, 3, 4)), q=paddle.randn((2, 3)), axis=[1, -10])),
                  ("quantile q set", lambda: paddle.quantile(paddle.randn((2, 3, 4)), q={1}, axis=[1, -10]))):
    show(label, fn)
for data, q in (([1.0, float("nan"), 3.0], 0.5), ([float("nan"), 2.0, float("nan"), 4.0], 0.3),
                ([1.0, float("nan"), 3.0], [0.2, 0.9])):
    xq = paddle.to_tensor(data, stop_gradient=False)
    yq = paddle.quantile(xq, q)
    yq.sum().backward()
    print("quantile nan", yq.numpy(), xq.grad.numpy())
# the older VarType enum, and Tensor.type
V = paddle.base.core.VarDesc.VarType
for member in (V.FP32, V.DENSE_TENSOR, V.LOD_TENSOR, V.INT64, V.UINT16, V.STRING):
    print(int(member), str(member), repr(member))
print(x.type, repr(x.type), x.type == V.DENSE_TENSOR, V.DENSE_TENSOR == 7, paddle.float32 == V.FP32)
