# More MindSpore Tensor methods whose form differs from the ops function: where, cumsum, sort, chunk, gather, remainder, repeat_interleave, select, addmm, scatter, index_add, expand, sum_to_size ...
import numpy as np
import mindspore as ms

x = ms.Tensor(np.array([[1.5, -2.25, 0.0], [-0.5, 3.0, 2.5]], np.float32))
i = ms.Tensor(np.array([[3, 1, 3], [-2, 1, 0]], np.int32))
b = ms.Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
m = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
idx = ms.Tensor(np.array([[0, 2], [1, 0]], np.int64))
idx32 = ms.Tensor(np.array([[0, 2], [1, 0]], np.int32))
src = ms.Tensor(np.array([[10.0, 20.0], [30.0, 40.0]], np.float32))
v = ms.Tensor(np.array([1.0, -2.0, 3.5, 0.0], np.float32))
iv = ms.Tensor(np.array([6, -4, 9, 0], np.int32))
special = ms.Tensor(np.array([np.nan, np.inf, -np.inf, 1.5], np.float32))
seq = ms.Tensor(np.random.RandomState(0).randn(3, 500).astype(np.float32))


def show(r):
    if isinstance(r, (tuple, list)):
        return "(" + ", ".join(show(e) for e in r) + ")"
    if isinstance(r, ms.Tensor):
        return f"{r.dtype}{list(r.shape)} " + str(r).replace("\n", " ")
    return repr(r)


calls = {
    "where": lambda: x.where(x > 0, ms.Tensor(0.0)), "where number": lambda: x.where(x > 0, 0.0),
    "where y=": lambda: x.where(x > 0, y=ms.Tensor(9.0)), "where other=": lambda: x.where(x > 0, other=ms.Tensor(9.0)),
    "where int": lambda: i.where(i > 0, 7), "where broadcast": lambda: x.where(x > 0, ms.Tensor(np.array([7, 8, 9], np.int32))),
    "where float64": lambda: x.where(x > 0, ms.Tensor(np.array([7, 8, 9], np.float64))),
    "where int condition": lambda: x.where(i, 1.0), "where no y": lambda: x.where(x > 0),
    "cumsum 0": lambda: x.cumsum(0), "cumsum dim=": lambda: x.cumsum(dim=1), "cumsum axis=": lambda: x.cumsum(axis=1),
    "cumsum flat": lambda: x.cumsum(), "cumsum dtype=": lambda: x.cumsum(1, dtype=ms.float64),
    "cumsum positional dtype": lambda: x.cumsum(1, ms.float16), "cumsum int32": lambda: i.cumsum(1),
    "cumsum int8": lambda: i.astype(ms.int8).cumsum(1), "cumsum uint8": lambda: i.astype(ms.uint8).cumsum(1),
    "cumsum int16": lambda: i.astype(ms.int16).cumsum(1), "cumsum int64": lambda: i.astype(ms.int64).cumsum(1),
    "cumsum bool": lambda: (i > 0).cumsum(1), "cumsum float16": lambda: x.astype(ms.float16).cumsum(1),
    "cumsum flat dtype": lambda: i.cumsum(dtype=ms.float32), "cumsum float": lambda: x.cumsum(1.5),
    "cumsum long": lambda: seq.cumsum(1)[:, -3:],
    "sort": lambda: x.sort(), "sort 0": lambda: x.sort(0), "sort dim= descending": lambda: x.sort(dim=0, descending=True),
    "sort axis=": lambda: x.sort(axis=0), "sort stable": lambda: i.sort(stable=True), "sort float16": lambda: x.astype(ms.float16).sort(),
    "sort int64 desc": lambda: i.astype(ms.int64).sort(1, True), "sort dim and axis": lambda: x.sort(dim=0, axis=1),
    "chunk": lambda: b.chunk(2), "chunk 2 2": lambda: b.chunk(2, 2), "chunk dim=": lambda: b.chunk(2, dim=1),
    "chunk axis=": lambda: b.chunk(2, axis=2), "chunk -1": lambda: b.chunk(3, -1), "chunk more": lambda: b.chunk(5, 2),
    "chunk 0": lambda: b.chunk(0),
    "gather dim index": lambda: x.gather(1, idx), "gather dim= index=": lambda: x.gather(dim=1, index=idx),
    "gather -1": lambda: x.gather(-1, idx32), "gather old": lambda: x.gather(idx32, 1),
    "gather old axis=": lambda: x.gather(ms.Tensor([1, 0], ms.int32), axis=0),
    "gather old batch_dims": lambda: x.gather(ms.Tensor(np.array([[0], [2]], np.int32)), 1, 1),
    "gather float": lambda: x.gather(1.0, idx),
    "remainder": lambda: x.remainder(2), "remainder negative": lambda: x.remainder(-2.0),
    "remainder tensor": lambda: i.remainder(ms.Tensor(np.array([2, -2, 3], np.int32))),
    "remainder other=": lambda: x.remainder(other=2), "remainder divisor=": lambda: x.remainder(divisor=2),
    "remainder int by float": lambda: i.remainder(1.5), "remainder float16": lambda: x.astype(ms.float16).remainder(2),
    "remainder int": lambda: i.remainder(2), "remainder bool": lambda: (i > 0).remainder(2),
    "remainder int by 0": lambda: i.remainder(0), "remainder float by 0": lambda: x.remainder(0),
    "remainder long": lambda: (seq * 10).remainder(0.7)[:, :4],
    "repeat_interleave": lambda: x.repeat_interleave(2), "repeat_interleave 0": lambda: x.repeat_interleave(2, 0),
    "repeat_interleave dim=": lambda: x.repeat_interleave(2, dim=1), "repeat_interleave axis=": lambda: x.repeat_interleave(2, axis=1),
    "repeat_interleave list": lambda: x.repeat_interleave([1, 2], 0),
    "repeat_interleave tensor": lambda: x.repeat_interleave(ms.Tensor([1, 2, 0]), 1),
    "repeat_interleave one tensor": lambda: x.repeat_interleave(ms.Tensor(2)), "repeat_interleave int": lambda: i.repeat_interleave(2, 1),
    "repeat_interleave bool": lambda: (i > 0).repeat_interleave(2),
    "select": lambda: x.select(0, 1), "select -1": lambda: x.select(1, -1), "select dim= index=": lambda: b.select(dim=2, index=0),
    "select old": lambda: x.select(x > 0, ms.Tensor(np.zeros((2, 3), np.float32))), "select old number": lambda: x.select(x > 0, 0.0),
    "addmm": lambda: m.addmm(m, m), "addmm beta alpha": lambda: m.addmm(m, m, beta=0.5, alpha=2),
    "addmm int": lambda: i[:, :2].addmm(i[:, :2], i[:, :2]), "addmm positional beta": lambda: m.addmm(m, m, 0.5),
    "addbmm": lambda: m.addbmm(b[:, :, :2], b[:, :2, :2] / 4), "addbmm beta alpha": lambda: m.addbmm(b[:, :, :2], b[:, :2, :2], beta=2, alpha=0.5),
    "baddbmm": lambda: ms.Tensor(np.ones((2, 2, 2), np.float32)).baddbmm(b, b.transpose(0, 2, 1)[:, :, :2] / 4),
    "baddbmm beta alpha": lambda: ms.Tensor(np.ones((2, 2, 2), np.float32)).baddbmm(b[:, :, :2], b[:, :2, :2], beta=2, alpha=0.5),
    "scatter src": lambda: x.scatter(1, idx, src), "scatter value": lambda: x.scatter(1, idx, 5.0),
    "scatter keywords": lambda: x.scatter(dim=1, index=idx, src=src), "scatter value=": lambda: x.scatter(dim=1, index=idx, value=5.0),
    "scatter reduce add": lambda: x.scatter(1, idx, src, reduce="add"), "scatter value reduce": lambda: x.scatter(1, idx, 5.0, reduce="multiply"),
    "scatter int32 index": lambda: x.scatter(1, idx32, src),
    "index_add int64": lambda: x.index_add(1, ms.Tensor([0, 2]), src),
    "index_add dim extra": lambda: x.index_add(1, ms.Tensor([0, 2], ms.int32), src, 2),
    "nan_to_num": lambda: special.nan_to_num(), "nan_to_num positional": lambda: special.nan_to_num(0.5, 9.0, -9.0),
    "nan_to_num keywords": lambda: special.nan_to_num(nan=1.0, posinf=2.0), "nan_to_num float16": lambda: special.astype(ms.float16).nan_to_num(),
    "expand": lambda: ms.Tensor([1.0, 2.0, 3.0]).expand(2, 3), "expand tuple": lambda: ms.Tensor([1.0, 2.0, 3.0]).expand((2, 3)),
    "expand -1": lambda: ms.Tensor([[1.0], [2.0]]).expand(-1, 3), "expand tensor": lambda: ms.Tensor([1.0, 2.0, 3.0]).expand(ms.Tensor([2, 3])),
    "expand bad": lambda: ms.Tensor([1.0, 2.0, 3.0]).expand(2, 2),
    "sum_to_size": lambda: b.sum_to_size(2, 1, 3), "sum_to_size tuple": lambda: b.sum_to_size((1, 3)),
    "sum_to_size 3": lambda: b.sum_to_size(3), "sum_to_size int": lambda: i.sum_to_size(1, 3),
    "sum_to_size bad": lambda: b.sum_to_size(2, 2),
    "repeat": lambda: x.repeat(2, 1), "repeat repeats=": lambda: x.repeat(repeats=(2, 1)),
}
for name, call in calls.items():
    try:
        print(name, "->", show(call()))
    except Exception as error:
        lines = [line for line in str(error).splitlines() if line.strip("- ") and "Kernel select failed" not in line]
        print(name, "!!", type(error).__name__, lines[0][:160] if lines else "")

# index_add adds into the tensor itself on CPU (int32 indices only; alpha is not applied)
y = x.copy()
r = y.index_add(ms.Tensor([0, 2], ms.int32), src, 1)
print("index_add", show(r), r is y, show(y))
r = y.index_add(1, ms.Tensor([0, 0], ms.int32), src, alpha=2)
print("index_add dim index source", show(r), show(y))
r = y.index_add(indices=ms.Tensor([1], ms.int32), y=src[:, :1].astype(ms.float16), axis=1)
print("index_add keywords", show(r), show(y))
try:  # last: MindSpore raises this error again at the reads that follow
    print(special.astype(ms.float64).nan_to_num())
except TypeError as error:
    print("nan_to_num float64 !!", str(error).splitlines()[0])
