# More MindSpore Tensor methods: aliases (arccos, multiply, divide, subtract, top_k ...), dtype queries, take, nonzero, index_put, index_fill, masked_scatter, mT/mH, bitwise and integer ops
import numpy as np
import mindspore as ms

x = ms.Tensor(np.array([[1.5, -2.25, 0.0], [-0.5, 3.0, 2.5]], np.float32))
i = ms.Tensor(np.array([[3, 1, 3], [-2, 1, 0]], np.int32))
b = ms.Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
v = ms.Tensor(np.array([1.0, -2.0, 3.5, 0.0], np.float32))
iv = ms.Tensor(np.array([6, -4, 9, 0], np.int32))
threes = ms.Tensor(np.array([3, 3, 3, 3], np.int32))


def show(r):
    if isinstance(r, (tuple, list)):
        return "(" + ", ".join(show(e) for e in r) + ")"
    if isinstance(r, ms.Tensor):
        return f"{r.dtype}{list(r.shape)} " + str(r).replace("\n", " ")
    return repr(r)


calls = {
    "is_floating_point": lambda: (x.is_floating_point(), i.is_floating_point()),
    "is_complex": lambda: (x.is_complex(), i.is_complex()),
    "is_signed": lambda: (x.is_signed(), i.is_signed(), i.astype(ms.uint8).is_signed(), (i > 0).is_signed()),
    "ndimension": lambda: (x.ndimension(), v.ndimension()),
    "reshape_as": lambda: x.reshape_as(ms.Tensor(np.zeros((3, 2), np.float32))),
    "nonzero": lambda: i.nonzero(), "take": lambda: x.take(ms.Tensor([0, 4, -1])),
    "take axis": lambda: x.take(ms.Tensor([0, 2]), axis=1), "take clip": lambda: x.take(ms.Tensor([7])),
    "take wrap": lambda: x.take(ms.Tensor([7]), mode="wrap"), "take 2-D": lambda: x.take(ms.Tensor([[0, 1], [5, 2]])),
    "positive": lambda: x.positive(), "multiply": lambda: x.multiply(2), "divide": lambda: x.divide(2),
    "divide trunc": lambda: x.divide(2, rounding_mode="trunc"),
    "subtract": lambda: x.subtract(1), "subtract alpha": lambda: x.subtract(1, alpha=2),
    "arccos": lambda: (v / 4).arccos(), "arcsin": lambda: (v / 4).arcsin(), "arctan": lambda: v.arctan(),
    "arccosh": lambda: (v.abs() + 1).arccosh(), "arcsinh": lambda: v.arcsinh(), "arctanh": lambda: (v / 4).arctanh(),
    "arctan2": lambda: v.arctan2(ms.Tensor(2.0)),
    "bitwise_and": lambda: iv.bitwise_and(threes), "bitwise_or": lambda: iv.bitwise_or(threes),
    "bitwise_xor": lambda: iv.bitwise_xor(threes), "bitwise_and number": lambda: iv.bitwise_and(3),
    "invert": lambda: iv.invert(), "bitwise_left_shift": lambda: iv.bitwise_left_shift(ms.Tensor(np.array([1, 1, 2, 2], np.int32))),
    "bitwise_right_shift": lambda: iv.bitwise_right_shift(ms.Tensor(np.array([1, 1, 2, 2], np.int32))),
    "gcd": lambda: iv.gcd(ms.Tensor(np.array([4, 6, 6, 5], np.int32))), "lcm": lambda: iv.lcm(ms.Tensor(np.array([4, 6, 6, 5], np.int32))),
    "msort": lambda: x.msort(), "top_k": lambda: v.top_k(2),
    "mT": lambda: b.mT, "mH": lambda: x.mH, "H": lambda: x.H, "adjoint": lambda: x.adjoint(),
    "isneginf": lambda: ms.Tensor(np.array([np.inf, -np.inf, 1], np.float32)).isneginf(),
    "isposinf": lambda: ms.Tensor(np.array([np.inf, -np.inf, 1], np.float32)).isposinf(),
    "signbit": lambda: ms.Tensor(np.array([-0.0, 0.0, -1, 2], np.float32)).signbit(),
    "diagflat": lambda: v.diagflat(), "diagflat offset": lambda: v[:2].diagflat(1),
    "reverse": lambda: x.reverse([1]), "reverse both": lambda: x.reverse((0, 1)),
    "rot90": lambda: x.rot90(1, (0, 1)), "rot90 list": lambda: x.rot90(2, [0, 1]),
    "aminmax": lambda: x.aminmax(axis=1), "aminmax default": lambda: x.aminmax(),
    "aminmax keepdims": lambda: x.aminmax(axis=0, keepdims=True),
    "argmax_with_value": lambda: x.argmax_with_value(1), "argmin_with_value": lambda: x.argmin_with_value(),
    "argmax_with_value keep_dims": lambda: x.argmax_with_value(0, True),
    "argmax_with_value None": lambda: x.argmax_with_value(axis=None), "argmin_with_value None": lambda: x.argmin_with_value(None, True),
    "scatter axis=": lambda: x.scatter(axis=1, index=ms.Tensor(np.array([[0, 2], [1, 0]])), src=x[:, :2]),
    "index_fill": lambda: x.index_fill(1, ms.Tensor([0, 2], ms.int32), 9.0),
    "masked_scatter": lambda: x.masked_scatter(x > 0, ms.Tensor(np.arange(6, dtype=np.float32))),
    "index_put": lambda: x.index_put((ms.Tensor([0, 1]), ms.Tensor([1, 2])), ms.Tensor([7.0, 8.0])),
    "index_put accumulate": lambda: x.index_put((ms.Tensor([0, 1]), ms.Tensor([1, 2])), ms.Tensor([7.0, 8.0]), True),
}
for name, call in calls.items():
    try:
        print(name, "->", show(call()))
    except Exception as error:
        lines = [line for line in str(error).splitlines() if line.strip("- ") and "Kernel select failed" not in line]
        print(name, "!!", type(error).__name__, lines[0][:160] if lines else "")
