# More MindSpore Tensor methods: hsplit/vsplit/dsplit, ptp, cross, ger, conj/real/imag/isreal, select/slice/diagonal_scatter, itemset, resize, stride, cumprod, nansum, median, diff, searchsorted, deg2rad, fmax, copysign, heaviside, addcmul, xdivy, ldexp, soft_shrink, inv ...
import numpy as np
import mindspore as ms

x = ms.Tensor(np.array([[1.5, -2.25, 0.0], [-0.5, 3.0, 2.5]], np.float32))
i = ms.Tensor(np.array([[3, 1, 3], [-2, 1, 0]], np.int32))
b = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
v = ms.Tensor(np.array([1.0, -2.0, 3.5, 0.0], np.float32))
w = ms.Tensor(np.array([0.5, 2.0, -1.0], np.float32))
c = ms.Tensor(np.array([1 + 2j, -3.5j, 2], np.complex64))
a3 = ms.Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
b3 = ms.Tensor(np.array([[-1.0, 0.5, 2.0], [3.0, -2.0, 1.0]], np.float32))
nan = ms.Tensor(np.array([[1.5, np.nan, 0.0], [-0.5, 3.0, np.nan]], np.float32))
sq = ms.Tensor(np.zeros((3, 3), np.float32))
rs = np.random.RandomState(1)
big = ms.Tensor(rs.randn(4, 50).astype(np.float32) * 3)
big2 = ms.Tensor(rs.randn(4, 50).astype(np.float32) * 3)
near1 = ms.Tensor((1 + rs.randn(3, 40) * 0.1).astype(np.float32))
u3 = ms.Tensor(rs.randn(6, 3).astype(np.float32))
w3 = ms.Tensor(rs.randn(6, 3).astype(np.float32))


def show(r):
    if isinstance(r, (tuple, list)):
        return "(" + ", ".join(show(e) for e in r) + ")"
    if isinstance(r, ms.Tensor):
        return f"{r.dtype}{list(r.shape)} " + str(r).replace("\n", " ")
    return repr(r)


calls = {
    "hsplit": lambda: b.hsplit(3), "hsplit list": lambda: b.hsplit([1, 2]), "hsplit uneven": lambda: b.hsplit(2),
    "hsplit tuple": lambda: x.hsplit((1,)), "hsplit keyword": lambda: b.hsplit(indices_or_sections=3),
    "hsplit 1-D": lambda: v.hsplit(2), "hsplit float": lambda: x.hsplit(1.5),
    "vsplit": lambda: b.vsplit(2), "vsplit tuple": lambda: b.vsplit((1,)), "vsplit 1-D": lambda: v.vsplit(2),
    "vsplit 0-D": lambda: ms.Tensor(1.0).vsplit(1),
    "dsplit": lambda: b.dsplit(2), "dsplit list": lambda: b.dsplit([1, 3]), "dsplit 2-D": lambda: x.dsplit(1),
    "ptp": lambda: x.ptp(), "ptp 1": lambda: x.ptp(1), "ptp axis= keepdims=": lambda: x.ptp(axis=0, keepdims=True),
    "ptp int": lambda: i.ptp(1), "ptp tuple": lambda: x.ptp((0, 1)), "ptp float16": lambda: x.astype(ms.float16).ptp(0),
    "ptp int keepdims": lambda: x.ptp(0, 1), "ptp bad axis": lambda: x.ptp(2),
    "cross": lambda: a3.cross(b3), "cross dim": lambda: a3.cross(b3, 1), "cross dim=": lambda: a3.cross(b3, dim=1),
    "cross int": lambda: ms.Tensor([1, 2, 3]).cross(ms.Tensor([4, 5, 7])), "cross 1-D": lambda: ms.Tensor([1.0, 0.0, 0.0]).cross(ms.Tensor([0.0, 1.0, 0.0])),
    "cross first 3": lambda: ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)).cross(ms.Tensor(np.ones((3, 2), np.float32))),
    "cross random": lambda: u3.cross(w3), "cross bad dim": lambda: x.cross(x, 0),
    "ger": lambda: w.ger(v), "ger vec2=": lambda: w.ger(vec2=v), "ger int": lambda: ms.Tensor([1, 2]).ger(ms.Tensor([3, 4])),
    "ger 2-D": lambda: x.ger(x), "ger mixed": lambda: x[0].astype(ms.float64).ger(x[1]),
    "conj": lambda: c.conj(), "conj float": lambda: x.conj(), "conj int": lambda: i.conj(),
    "real": lambda: c.real(), "real float": lambda: x.real(), "imag": lambda: c.imag(), "imag float": lambda: x.imag(),
    "imag int": lambda: i.imag(), "imag complex128": lambda: ms.Tensor(np.array([1 + 2j], np.complex128)).imag(),
    "isreal": lambda: c.isreal(), "isreal float": lambda: x.isreal(), "isreal int": lambda: i.isreal(),
    "select_scatter": lambda: x.select_scatter(ms.Tensor(np.array([9.0, 8.0, 7.0], np.float32)), 0, 1),
    "select_scatter -1": lambda: x.select_scatter(ms.Tensor(np.array([9.0, 8.0], np.float32)), -1, -1),
    "select_scatter keywords": lambda: x.select_scatter(src=ms.Tensor(np.array([9.0, 8.0, 7.0], np.float32)), axis=0, index=0),
    "select_scatter bad": lambda: x.select_scatter(ms.Tensor(np.array([9.0, 8.0], np.float32)), 0, 1),
    "slice_scatter": lambda: b.slice_scatter(ms.Tensor(np.zeros((2, 3, 2), np.float32)), 2, 0, 4, 2),
    "slice_scatter default": lambda: x.slice_scatter(ms.Tensor(np.zeros((2, 3), np.float32))),
    "slice_scatter keywords": lambda: x.slice_scatter(ms.Tensor(np.ones((2, 1), np.float32)), axis=1, start=1, end=2),
    "slice_scatter bad": lambda: x.slice_scatter(ms.Tensor(np.ones((2, 2), np.float32)), axis=1, start=1, end=2),
    "slice_scatter int src": lambda: x.slice_scatter(ms.Tensor(np.ones((1, 3), np.int32)), 0, 1),
    "diagonal_scatter": lambda: sq.diagonal_scatter(ms.Tensor(np.ones(3, np.float32))),
    "diagonal_scatter 1": lambda: sq.diagonal_scatter(ms.Tensor(np.ones(2, np.float32)), 1),
    "diagonal_scatter wide": lambda: x.diagonal_scatter(ms.Tensor(np.array([7.0, 8.0], np.float32))),
    "diagonal_scatter wide 1": lambda: x.diagonal_scatter(ms.Tensor(np.array([7.0, 8.0], np.float32)), 1),
    "diagonal_scatter inf": lambda: ms.Tensor(np.array([[np.inf, 1], [2, 3]], np.float32)).diagonal_scatter(ms.Tensor(np.array([7.0, 8.0], np.float32))),
    "diagonal_scatter int": lambda: i[:, :2].diagonal_scatter(ms.Tensor(np.array([7, 8], np.int32))),
    "diagonal_scatter bad": lambda: x.diagonal_scatter(ms.Tensor(np.array([7.0, 8.0, 9.0], np.float32))),
    "itemset": lambda: x.itemset(1, 9.0), "itemset tuple": lambda: x.itemset((1, 2), 9.0), "itemset -1": lambda: x.itemset(-1, 7),
    "itemset int": lambda: i.itemset(0, 2.7), "itemset one": lambda: ms.Tensor([5.0]).itemset(7.0),
    "itemset none": lambda: x.itemset(), "itemset three": lambda: x.itemset(1, 2, 3), "itemset float index": lambda: x.itemset(1.0, 3),
    "itemset out of range": lambda: x.itemset(6, 7), "itemset one many": lambda: x.itemset(7.0),
    "resize": lambda: x.resize(3, 3), "resize tuple": lambda: x.resize((1, 4)), "resize shrink": lambda: x.resize(2, 2),
    "resize int": lambda: i.resize(7),
    "stride": lambda: b.stride(), "stride 1": lambda: b.stride(1), "stride -1": lambda: x.stride(-1),
    "stride transposed": lambda: x.transpose().stride(), "stride slice": lambda: b[:, 1:].stride(),
    "storage_offset slice": lambda: b[:, 1:].storage_offset(), "stride type": lambda: type(b.stride()).__name__, "stride 0-D": lambda: ms.Tensor(1.0).stride(),
    "storage_offset": lambda: b.storage_offset(), "is_pinned": lambda: b.is_pinned(), "is_shared": lambda: b.is_shared(),
    "cumprod": lambda: x.cumprod(1), "cumprod dim=": lambda: x.cumprod(dim=0), "cumprod int": lambda: i.cumprod(1),
    "cumprod dtype=": lambda: i.cumprod(1, dtype=ms.float32), "cumprod positional dtype": lambda: i.cumprod(0, ms.float64),
    "cumprod bool": lambda: (x > 0).cumprod(0), "cumprod float16": lambda: x.astype(ms.float16).cumprod(1),
    "cumprod long": lambda: near1.cumprod(1)[:, -3:], "cumprod no dim": lambda: x.cumprod(), "cumprod 0-D": lambda: ms.Tensor(2.0).cumprod(0),
    "cumprod bad dim": lambda: x.cumprod(2),
    "nansum": lambda: nan.nansum(), "nansum 1": lambda: x.nansum(1), "nansum axis=": lambda: nan.nansum(axis=1),
    "nansum keepdims=": lambda: nan.nansum(1, keepdims=True), "nansum positional keepdims": lambda: x.nansum(1, True),
    "nansum dtype=": lambda: nan.nansum(dtype=ms.float64), "nansum int": lambda: i.nansum(), "nansum tuple": lambda: nan.nansum((0, 1)),
    "nansum float16": lambda: x.astype(ms.float16).nansum(), "nansum bool": lambda: (x > 0).nansum(),
    "nansum int8": lambda: i.astype(ms.int8).nansum(0), "nansum long": lambda: big.nansum(1), "nansum long 0": lambda: big.nansum(0)[:5],
    "median": lambda: x.median(), "median 1": lambda: x.median(1), "median dim= keepdim=": lambda: x.median(dim=0, keepdim=True),
    "median axis=": lambda: x.median(axis=1), "median keepdims=": lambda: x.median(0, keepdims=True), "median positional keepdim": lambda: x.median(-1, True),
    "median nan": lambda: nan.median(0), "median int": lambda: i.median(), "median ties": lambda: ms.Tensor([[3, 1, 3, 3], [2, 2, 5, 2]]).median(1),
    "median ties float": lambda: ms.Tensor([[1.0, 1.0, 1.0, 1.0, 0.0]]).median(), "median 1-D": lambda: ms.Tensor([3.0, 1.0, 2.0, 4.0]).median(),
    "median 0-D": lambda: ms.Tensor(2.0).median(), "median float64": lambda: x.astype(ms.float64).median(0),
    "median None": lambda: x.median(None),
    "diff": lambda: x.diff(), "diff 0": lambda: x.diff(1, 0), "diff int": lambda: i.diff(), "diff float16": lambda: x.astype(ms.float16).diff(),
    "diff prepend": lambda: x.diff(prepend=ms.Tensor(np.zeros((2, 1), np.float32))), "diff append": lambda: x.diff(axis=0, append=x),
    "diff bool": lambda: (x > 0).diff(), "diff 2": lambda: v.diff(2), "diff 0-D": lambda: ms.Tensor(1.0).diff(),
    "diff uint16": lambda: i.astype(ms.uint16).diff(), "diff n float": lambda: x.diff(1.0),
    "searchsorted": lambda: ms.Tensor([1.0, 2.0, 3.0]).searchsorted(ms.Tensor([2.5, 0.0])),
    "searchsorted right": lambda: ms.Tensor([1.0, 2.0, 3.0]).searchsorted(ms.Tensor([2.0, 3.5]), side='right'),
    "searchsorted list": lambda: ms.Tensor([1, 2, 3]).searchsorted([2, 0]),
    "searchsorted 2-D": lambda: ms.Tensor([[1.0, 2.0, 3.0], [0.0, 5.0, 9.0]]).searchsorted(ms.Tensor([[2.5], [6.0]])),
    "searchsorted int32": lambda: ms.Tensor(np.array([1, 3, 5], np.int32)).searchsorted(ms.Tensor(np.array([3, 4], np.int32))),
    "searchsorted bad side": lambda: ms.Tensor([1.0]).searchsorted(ms.Tensor([2.5]), side='mid'),
    "searchsorted right=": lambda: ms.Tensor([1.0, 2.0, 3.0]).searchsorted(ms.Tensor([2.0]), right=True),
    "searchsorted sorter": lambda: ms.Tensor([3.0, 1.0, 2.0]).searchsorted(ms.Tensor([2.5]), sorter=[1, 2, 0]),
    "deg2rad": lambda: x.deg2rad(), "rad2deg": lambda: x.rad2deg(), "deg2rad float16": lambda: x.astype(ms.float16).deg2rad(),
    "rad2deg float64": lambda: x.astype(ms.float64).rad2deg(), "deg2rad float64": lambda: b.astype(ms.float64).deg2rad()[0], "deg2rad long": lambda: big.deg2rad()[:, :6],
    "rad2deg long": lambda: big.rad2deg()[:, :6], "deg2rad int": lambda: i.deg2rad(),
    "frac": lambda: x.frac(), "frac int": lambda: i.frac(), "frac nan": lambda: nan.frac(), "frac float16": lambda: x.astype(ms.float16).frac(),
    "fmax": lambda: x.fmax(b3), "fmax int": lambda: i.fmax(i), "fmax nan": lambda: nan.fmax(x), "fmax number": lambda: x.fmax(1.0),
    "fmax mixed": lambda: i.fmax(x), "fmax int64 float16": lambda: ms.Tensor([1, 5]).fmax(ms.Tensor([2.0, 1.0], ms.float16)),
    "fmax bool": lambda: (x > 0).fmax(x > 1), "fmin": lambda: x.fmin(b3), "fills": lambda: x.fills(2.0),
    "copysign": lambda: x.copysign(b3), "copysign number": lambda: x.copysign(-1), "copysign int": lambda: i.copysign(x),
    "copysign -0": lambda: x.copysign(ms.Tensor(-0.0)), "copysign float16": lambda: x.astype(ms.float16).copysign(x),
    "copysign bool": lambda: (x > 0).copysign(x),
    "heaviside": lambda: x.heaviside(b3), "heaviside int": lambda: i.heaviside(i), "heaviside float16": lambda: x.astype(ms.float16).heaviside(x.astype(ms.float16)),
    "heaviside broadcast": lambda: x.heaviside(ms.Tensor(0.5)), "heaviside mixed": lambda: i.heaviside(x), "heaviside number": lambda: x.heaviside(0.5),
    "sgn": lambda: x.sgn(), "sgn int": lambda: i.sgn(), "sgn complex": lambda: ms.Tensor(np.array([3 + 4j, 0j], np.complex64)).sgn(),
    "addcmul": lambda: x.addcmul(a3, b3), "addcmul value=": lambda: x.addcmul(a3, b3, value=2), "addcmul int": lambda: i.addcmul(i, i, 2),
    "addcmul int float value": lambda: i.addcmul(i, i, 0.5), "addcmul tensor value": lambda: x.addcmul(x, x, ms.Tensor(2.0)),
    "addcmul broadcast": lambda: x.addcmul(x[0], ms.Tensor(2.0), value=3), "addcmul keywords": lambda: x.addcmul(tensor1=x, tensor2=x, value=-1),
    "addcmul long": lambda: big.addcmul(big2, big, value=0.3)[:, :6], "addcmul float16": lambda: x.astype(ms.float16).addcmul(x, x),
    "xdivy": lambda: x.xdivy(b3), "xdivy zero": lambda: x.xdivy(ms.Tensor(np.zeros((2, 3), np.float32))), "xdivy number": lambda: x.xdivy(2.0),
    "xdivy zero by zero": lambda: ms.Tensor([0.0]).xdivy(ms.Tensor([0.0])), "xdivy float16": lambda: x.astype(ms.float16).xdivy(x),
    "xdivy long": lambda: big.xdivy(big2)[:, :6], "xdivy int": lambda: i.xdivy(i),
    "ldexp": lambda: x.ldexp(ms.Tensor(2)), "ldexp int": lambda: i.ldexp(i), "ldexp tensor": lambda: x.ldexp(i), "ldexp number": lambda: x.ldexp(3),
    "ldexp float16": lambda: x.astype(ms.float16).ldexp(ms.Tensor(1)), "ldexp float": lambda: x.ldexp(ms.Tensor(0.5)),
    "soft_shrink": lambda: x.soft_shrink(), "soft_shrink 1": lambda: x.soft_shrink(1.0), "soft_shrink lambd=": lambda: x.soft_shrink(lambd=2.0),
    "soft_shrink float16": lambda: x.astype(ms.float16).soft_shrink(), "soft_shrink int": lambda: i.soft_shrink(),
    "inv": lambda: x.inv(), "inv int": lambda: i.inv(), "inv long": lambda: big.inv()[:, :6], "inv int8": lambda: i.astype(ms.int8).inv(),
    "value": lambda: x.value() is x, "has_init": lambda: x.has_init,
}
for name, call in calls.items():
    try:
        print(name, "->", show(call()))
    except Exception as error:
        lines = [line for line in str(error).splitlines() if line.strip("- ") and "Kernel select failed" not in line]
        print(name, "!!", type(error).__name__, lines[0][:160] if lines else "")

# itemset and resize return a new tensor, self unchanged
y = x.copy()
r = y.itemset(1, 9.0)
print("itemset self", r is y, show(y))
r = y.resize(3, 3)
print("resize self", r is y, show(y), y.resize() is y)
# addcdiv has no CPU kernel: the call returns, the next read raises
r = x.addcdiv(a3, b3, value=0.5)
try:
    print(x + 1)
except RuntimeError as error:
    print("addcdiv !!", str(error).splitlines()[0])
