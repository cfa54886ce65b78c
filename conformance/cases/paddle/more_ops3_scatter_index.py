# Checks paddle 3.3's scatter(_), put_along_axis(_), index_add(_), index_put(_) and masked_scatter(_): values with
# repeated indices, reductions, dtypes, in-place results, gradients and the errors of misuse.
import paddle


def show(label, fn):
    try:
        result = fn()
    except Exception as error:  # noqa: BLE001 - the error is the output
        print(label, "->", type(error).__name__, str(error))
        return
    if isinstance(result, (tuple, list)):
        print(label, "->", type(result).__name__, len(result))
        for item in result:
            print(item)
    else:
        print(label, "->", result)


x = paddle.to_tensor([[1, 1], [2, 2], [3, 3]], dtype="float32")
index = paddle.to_tensor([2, 1, 0, 1])
updates = paddle.to_tensor([[1, 1], [2, 2], [3, 3], [4, 4]], dtype="float32")
show("scatter", lambda: paddle.scatter(x, index, updates))
show("scatter add", lambda: paddle.scatter(x, index, updates, overwrite=False))
show("scatter method int32", lambda: x.scatter(index.astype("int32"), updates))
show("scatter neg", lambda: paddle.scatter(x, paddle.to_tensor([-1, 0]), updates[:2]))
show("scatter [N,1]", lambda: paddle.scatter(x, paddle.to_tensor([[1], [0]]), updates[:2]))
show("scatter 0-D", lambda: paddle.scatter(x, paddle.to_tensor(1), paddle.to_tensor([7.0, 8.0])))
show("scatter 1-D add", lambda: paddle.scatter(paddle.to_tensor([1.0, 2, 3]), paddle.to_tensor([0, 0]),
                                               paddle.to_tensor([5.0, 6]), overwrite=False))
show("scatter float index", lambda: paddle.scatter(x, index.astype("float32"), updates))
show("scatter 3", lambda: paddle.scatter(x, paddle.to_tensor([3, 0]), updates[:2]))
show("scatter -4", lambda: paddle.scatter(x, paddle.to_tensor([-4]), updates[:1]))
show("scatter [N,2]", lambda: paddle.scatter(x, paddle.to_tensor([[1, 0]]), updates[:2]))
show("scatter short updates", lambda: paddle.scatter(x, index, updates[:3]))
show("scatter columns", lambda: paddle.scatter(x, index, paddle.ones([4, 3])))
show("scatter dtypes", lambda: paddle.scatter(x, index, updates.astype("float64")))
show("scatter bool", lambda: paddle.scatter(x.astype("bool"), index, updates.astype("bool")))
show("scatter list", lambda: paddle.scatter(x, [0, 1], updates[:2]))


def scatter_inplace():
    y = x.clone()
    return y.scatter_(index, updates) is y, y


show("scatter_", scatter_inplace)
show("paddle.scatter_", lambda: paddle.scatter_(x.clone(), index, updates, overwrite=False))


def scatter_grads(overwrite):
    a = x.clone()
    a.stop_gradient = False
    u = updates.clone()
    u.stop_gradient = False
    (paddle.scatter(a, index, u, overwrite=overwrite) * paddle.arange(6, dtype="float32").reshape([3, 2])).sum().backward()
    return a.grad, u.grad


show("scatter grads", lambda: scatter_grads(True))
show("scatter add grads", lambda: scatter_grads(False))

arr = paddle.to_tensor([[10, 30, 20], [60, 40, 50]], dtype="float32")
pairs = paddle.to_tensor([[0, 0], [0, 1]])
vals = paddle.to_tensor([[1.0, 2], [3, 4]])
show("put", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[0, 0, 0]]), 99.0, 0))
show("put broadcast", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[1]]), 7.0, 1))
show("put repeated", lambda: paddle.put_along_axis(arr, pairs, vals, 1))
for reduce in ["add", "mul", "multiply", "mean", "amin", "amax"]:
    show("put " + reduce, lambda: paddle.put_along_axis(arr, pairs, vals, 1, reduce))
    show("put " + reduce + " excl", lambda: paddle.put_along_axis(arr, pairs, vals, 1, reduce, include_self=False))
show("put no broadcast", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[1]]), paddle.to_tensor([[7.0, 8], [9, 10]]), 1,
                                                      broadcast=False))
show("put neg index", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[-1]]), 7.0, 1))
show("put int64 mean", lambda: paddle.put_along_axis(paddle.to_tensor([1, 2, 3]), paddle.to_tensor([0, 0]),
                                                    paddle.to_tensor([5, 6]), 0, "mean"))
show("put bad reduce", lambda: paddle.put_along_axis(arr, pairs, vals, 1, "sum"))
show("put rank", lambda: paddle.put_along_axis(arr, paddle.to_tensor([1]), 7.0, 1))
show("put axis", lambda: paddle.put_along_axis(arr, pairs, vals, 2))
show("put 3", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[3]]), 7.0, 1))
show("put float index", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[1.0]]), 7.0, 1))
show("put int value", lambda: paddle.put_along_axis(arr.astype("int32"), pairs, 7, 1))
show("put values shape", lambda: paddle.put_along_axis(arr, paddle.to_tensor([[1]]), vals, 1))
show("put no broadcast 0-D", lambda: paddle.put_along_axis(arr, pairs, paddle.to_tensor(5.0), 1, broadcast=False))
show("put bool", lambda: paddle.put_along_axis(paddle.to_tensor([True]), paddle.to_tensor([0]), paddle.to_tensor([False]), 0))
show("paddle.put_along_axis_", lambda: hasattr(paddle, "put_along_axis_"))


def put_inplace():
    y = arr.clone()
    return y.put_along_axis_(pairs, vals, 1, "add") is y, y


show("put_along_axis_", put_inplace)


def put_grads(reduce, include_self=True):
    a = paddle.to_tensor([1.0, 5.0, 3.0], stop_gradient=False)
    v = paddle.to_tensor([1.0, 1.0, 1.0, 3.0], stop_gradient=False)
    out = paddle.put_along_axis(a, paddle.to_tensor([0, 0, 0, 2]), v, 0, reduce, include_self=include_self)
    (out * paddle.to_tensor([2.0, 3, 4])).sum().backward()
    return out, a.grad, v.grad


for reduce in ["assign", "add", "mul", "mean", "amin", "amax"]:
    show("put grads " + reduce, lambda: put_grads(reduce))
    show("put grads excl " + reduce, lambda: put_grads(reduce, False))

ones = paddle.ones([3, 3])
rows = paddle.to_tensor([0, 2], dtype="int32")
source = paddle.to_tensor([[1, 2, 3], [4, 5, 6]], dtype="float32")
show("index_add", lambda: paddle.index_add(ones, rows, 0, source))
show("index_add alpha", lambda: paddle.index_add(ones, rows, 0, source, alpha=2))
show("index_add axis 1", lambda: ones.index_add(rows, 1, source.T))
show("index_add repeated", lambda: paddle.index_add(ones, paddle.to_tensor([0, 0]), 0, source))
show("index_add torch-style", lambda: paddle.index_add(input=ones, dim=0, index=rows, source=source))
show("index_add torch order", lambda: paddle.index_add(ones, 0, rows, source))
show("index_add 3", lambda: paddle.index_add(ones, paddle.to_tensor([3]), 0, source[:1]))
show("index_add -4", lambda: paddle.index_add(ones, paddle.to_tensor([-4]), 0, source[:1]))
show("index_add float index", lambda: paddle.index_add(ones, rows.astype("float32"), 0, source))
show("index_add shape", lambda: paddle.index_add(ones, rows, 0, source[:, :2]))
show("index_add axis", lambda: paddle.index_add(ones, rows, 2, source))
show("index_add 2-D index", lambda: paddle.index_add(ones, paddle.to_tensor([[0], [2]]), 0, source))
show("index_add dtypes", lambda: paddle.index_add(ones, rows, 0, source.astype("float64")))
show("index_add int alpha", lambda: paddle.index_add(ones.astype("int64"), rows, 0, source.astype("int64"), alpha=1.5))
show("index_add bool", lambda: paddle.index_add(ones.astype("bool"), rows, 0, source.astype("bool")))


def index_add_inplace():
    y = ones.clone()
    return y.index_add_(rows, 0, source, alpha=3) is y, y


show("index_add_", index_add_inplace)


def index_add_grads():
    a = ones.clone()
    a.stop_gradient = False
    v = source.clone()
    v.stop_gradient = False
    out = paddle.index_add(a, paddle.to_tensor([0, 0]), 0, v, alpha=2)
    (out * paddle.arange(9, dtype="float32").reshape([3, 3])).sum().backward()
    return a.grad, v.grad


show("index_add grads", index_add_grads)

zeros = paddle.zeros([3, 3])
i1, i2 = paddle.to_tensor([0, 1, 2]), paddle.to_tensor([1, 2, 1])
show("index_put", lambda: paddle.index_put(zeros, (i1, i2), paddle.ones([1])))
show("index_put accumulate", lambda: paddle.index_put(zeros, (i1, paddle.to_tensor([1, 1, 1])), paddle.ones([1]), True))
show("index_put repeated", lambda: paddle.index_put(zeros, (paddle.to_tensor([0, 0]), paddle.to_tensor([1, 1])),
                                                   paddle.to_tensor([5.0, 6.0])))
show("index_put rows", lambda: zeros.index_put((i2,), paddle.to_tensor([1.0, 2, 3])))
show("index_put bool", lambda: paddle.index_put(zeros, (paddle.to_tensor([True, False, True]),), paddle.to_tensor([1.0, 2, 3])))
show("index_put mask", lambda: paddle.index_put(zeros, (paddle.eye(3).astype("bool"),), paddle.to_tensor([1.0, 2, 3])))
show("index_put broadcast", lambda: paddle.index_put(zeros, (paddle.to_tensor([[0], [1]]), paddle.to_tensor([0, 2])),
                                                    paddle.to_tensor([7.0])))
show("index_put int", lambda: paddle.index_put(zeros.astype("int64"), (i1, i2), paddle.to_tensor([5])))
show("index_put value shape", lambda: paddle.index_put(zeros, (i1, i2), paddle.to_tensor([1.0, 2])))
show("index_put value dtype", lambda: paddle.index_put(zeros, (i1, i2), paddle.to_tensor([1, 2, 3])))
show("index_put float index", lambda: paddle.index_put(zeros, (i1.astype("float32"), i2), paddle.ones([1])))
show("index_put number", lambda: paddle.index_put(zeros, (i1, i2), 1.0))


def index_put_inplace():
    y = zeros.clone()
    return y.index_put_((i1, i2), paddle.ones([1])) is y, y


show("index_put_", index_put_inplace)


def index_put_grads(accumulate):
    a = zeros.clone()
    a.stop_gradient = False
    v = paddle.to_tensor([5.0, 6.0], stop_gradient=False)
    out = paddle.index_put(a, (paddle.to_tensor([0, 0]), paddle.to_tensor([1, 1])), v, accumulate)
    (out * paddle.arange(9, dtype="float32").reshape([3, 3])).sum().backward()
    return a.grad, v.grad


show("index_put grads", lambda: index_put_grads(False))
show("index_put accumulate grads", lambda: index_put_grads(True))

full = paddle.full([3, 4], 1.0)
mask = paddle.to_tensor([[True, False, True, False], [False, False, True, True], [True, True, False, False]])
value = paddle.arange(1, 13, dtype="float32").reshape([3, 4])
show("masked_scatter", lambda: paddle.masked_scatter(full, mask, value))
show("masked_scatter row mask", lambda: paddle.masked_scatter(full, paddle.to_tensor([True, False, True, False]), value))
show("masked_scatter broadcast x", lambda: paddle.ones([4]).masked_scatter(mask, value))
show("masked_scatter short", lambda: paddle.masked_scatter(full, mask, paddle.arange(3, dtype="float32")))
show("masked_scatter dtypes", lambda: paddle.masked_scatter(full, mask, value.astype("float64")))
show("masked_scatter shapes", lambda: paddle.masked_scatter(full, paddle.to_tensor([True, False]), value))


def masked_scatter_grads():
    a = full.clone()
    a.stop_gradient = False
    v = value.clone()
    v.stop_gradient = False
    (paddle.masked_scatter(a, mask, v) * paddle.arange(12, dtype="float32").reshape([3, 4])).sum().backward()
    return a.grad, v.grad


show("masked_scatter grads", masked_scatter_grads)


def masked_scatter_inplace():
    y = full.clone()
    return y.masked_scatter_(mask, value) is y, y


show("masked_scatter_", masked_scatter_inplace)
