"""paddle's math, reduction, manipulation and linear-algebra ops on torch.

Regular mappings are rows of the tables below (paddle name -> torch
function, with paddle's argument names); irregular ops are small functions
beside them. Every op is also a ``Tensor`` method where paddle has one
(``x.sum(axis=0)``), and the Python operators are defined here too.
"""

import builtins

import torch

from unigrad.paddle_api import _dtype
from unigrad.paddle_api.tensor import Tensor, unwrap, wrap

_new = object.__new__

# paddle name -> torch function of one tensor: ``op(x, name=None)``.
UNARY = {
    "abs": torch.abs,
    "acos": torch.acos,
    "asin": torch.asin,
    "atan": torch.atan,
    "ceil": torch.ceil,
    "cos": torch.cos,
    "cosh": torch.cosh,
    "erf": torch.erf,
    "exp": torch.exp,
    "expm1": torch.expm1,
    "floor": torch.floor,
    "isfinite": torch.isfinite,
    "isinf": torch.isinf,
    "isnan": torch.isnan,
    "log": torch.log,
    "log10": torch.log10,
    "log1p": torch.log1p,
    "log2": torch.log2,
    "logical_not": torch.logical_not,
    "neg": torch.neg,
    "reciprocal": torch.reciprocal,
    "round": torch.round,
    "rsqrt": torch.rsqrt,
    "sign": torch.sign,
    "sin": torch.sin,
    "sinh": torch.sinh,
    "sqrt": torch.sqrt,
    "square": torch.square,
    "tan": torch.tan,
    "tanh": torch.tanh,
    "trunc": torch.trunc,
    "sigmoid": torch.sigmoid,
    "digamma": torch.digamma,
    "lgamma": torch.lgamma,
    "conj": torch.conj_physical,
    "real": torch.real,
    "imag": torch.imag,
    "angle": torch.angle,
    "t": torch.t,
}

# paddle name -> torch function of two operands: ``op(x, y, name=None)``.
BINARY = {
    "add": torch.add,
    "subtract": torch.sub,
    "multiply": torch.mul,
    "divide": torch.true_divide,
    "floor_divide": torch.floor_divide,
    "remainder": torch.remainder,
    "mod": torch.remainder,
    "floor_mod": torch.remainder,
    "pow": torch.pow,
    "maximum": torch.maximum,
    "minimum": torch.minimum,
    "fmax": torch.fmax,
    "fmin": torch.fmin,
    "atan2": torch.atan2,
    "equal": torch.eq,
    "not_equal": torch.ne,
    "greater_than": torch.gt,
    "greater_equal": torch.ge,
    "less_than": torch.lt,
    "less_equal": torch.le,
    "logical_and": torch.logical_and,
    "logical_or": torch.logical_or,
    "logical_xor": torch.logical_xor,
    "bitwise_and": torch.bitwise_and,
    "bitwise_or": torch.bitwise_or,
    "bitwise_xor": torch.bitwise_xor,
    "outer": torch.outer,
    "inner": torch.inner,
    "kron": torch.kron,
    "mm": torch.mm,
    "bmm": torch.bmm,
    "dot": torch.linalg.vecdot,
    "dist": torch.dist,
}

# paddle name -> torch reduction: ``op(x, axis=None, keepdim=False, name=None)``.
REDUCTIONS = {
    "max": torch.amax,
    "min": torch.amin,
    "amax": torch.amax,
    "amin": torch.amin,
    "all": torch.all,
    "any": torch.any,
    "logsumexp": torch.logsumexp,
    "nansum": torch.nansum,
    "nanmean": torch.nanmean,
}

_PROMOTABLE = (torch.float16, torch.bfloat16, torch.float32, torch.float64)


def _promotion_error(a, b):
    name_a = _dtype.from_torch(a)._str[7:]
    name_b = _dtype.from_torch(b)._str[7:]
    return TypeError(
        "(InvalidType) Type promotion only support calculations between floating-point numbers and between "
        f"complex and real numbers. But got different data type x: {name_a}, y: {name_b}. "
        "(at /paddle/paddle/phi/common/type_promotion.h:220)"
    )


def _check_promotion(a, b):
    """paddle refuses to mix tensor dtypes unless both are floating, or one is complex."""
    if (a in _PROMOTABLE and b in _PROMOTABLE) or a.is_complex or b.is_complex:
        return
    raise _promotion_error(a, b)


def _broadcast_error(x, y):
    sx, sy = list(x.shape), list(y.shape)
    nx, ny = len(sx), len(sy)
    n = builtins.max(nx, ny)
    px, py = [1] * (n - nx) + sx, [1] * (n - ny) + sy
    for i in range(n):
        if px[i] != py[i] and px[i] != 1 and py[i] != 1:
            return ValueError(
                "(InvalidArgument) Broadcast dimension mismatch. Operands could not be broadcast together with the "
                f"shape of X = {sx} and the shape of Y = {sy}. Received [{px[i]}] in X is not equal to [{py[i]}] "
                f"in Y at i:{i}."
            )
    return None


def _operand(value, like):
    """A torch operand for ``value`` next to torch tensor ``like`` (scalars stay Python scalars)."""
    if isinstance(value, Tensor):
        return value._torch
    if isinstance(value, (int, float, bool, complex)):
        return value
    return torch.as_tensor(value, device=like.device)


def _make_binary(torch_fn, reverse=False):
    def op(x, y, name=None):
        x_is_tensor = isinstance(x, Tensor)
        y_is_tensor = isinstance(y, Tensor)
        if x_is_tensor and y_is_tensor:
            a, b = x._torch, y._torch
            if a.dtype is not b.dtype:
                _check_promotion(a.dtype, b.dtype)
        elif x_is_tensor:
            a = x._torch
            b = _operand(y, a)
        else:
            b = y._torch
            a = _operand(x, b)
        if reverse:
            a, b = b, a
        if not isinstance(a, torch.Tensor):
            a = torch.tensor(a, device=b.device)
        try:
            return wrap(torch_fn(a, b))
        except RuntimeError:
            if isinstance(b, torch.Tensor):
                mismatch = _broadcast_error(a, b)
                if mismatch is not None:
                    raise mismatch from None
            raise

    return op


def _make_unary(torch_fn):
    def op(x, name=None):
        return wrap(torch_fn(x._torch))

    return op


def _make_rounded_unary(torch_fn):
    """For float32, compute in float64 and round once: paddle's log and sqrt are correctly rounded, torch's
    vectorised CPU kernels can be an ulp off."""

    def op(x, name=None):
        t = x._torch
        if t.dtype is torch.float32:
            return wrap(torch_fn(t.double()).float())
        return wrap(torch_fn(t))

    return op


#: unary ops whose float32 results are computed via float64 (measured against paddle 3.3.1).
ROUNDED_UNARY = ("log", "log2", "log10", "log1p", "sqrt", "rsqrt")


def _axes(axis):
    if axis is None:
        return None
    if isinstance(axis, Tensor):
        axis = axis._torch.tolist()
    if isinstance(axis, (list, tuple)):
        return tuple(axis) if axis else None
    return axis


def _reduce_error(t, axis):
    dims = axis if isinstance(axis, tuple) else (axis,)
    rank = t.dim()
    for i, d in enumerate(dims):
        if not -builtins.max(rank, 1) <= d < builtins.max(rank, 1):
            return ValueError(
                f"(InvalidArgument) The reduce dim index {i} should be in the range [ -dimension(X), dimension(X) ) "
                f"which dimension = {rank}. But received dim index = {d}."
            )
    return None


def _make_reduction(torch_fn):
    def op(x, axis=None, keepdim=False, name=None):
        t = x._torch
        dims = _axes(axis)
        try:
            if dims is None:
                out = torch_fn(t, tuple(range(t.dim()))) if torch_fn is torch.logsumexp else torch_fn(t)
                if keepdim:
                    out = out.reshape([1] * t.dim())
                return wrap(out)
            return wrap(torch_fn(t, dims, keepdim))
        except (IndexError, RuntimeError):
            error = _reduce_error(t, dims)
            if error is not None:
                raise error from None
            raise

    return op


def sum(x, axis=None, dtype=None, keepdim=False, name=None):
    """``paddle.sum``: integers and bools sum to int64, as in paddle."""
    t = x._torch
    if axis is None and dtype is None and not keepdim and t.is_floating_point():  # the common case, kept lean
        out = _new(Tensor)
        out._torch = t.sum()
        out._sg = None
        out._name = None
        return out
    dims = _axes(axis)
    target = _dtype.to_torch(dtype)
    if target is None and (t.dtype == torch.bool or t.dtype == torch.int32):
        target = torch.int64
    try:
        if dims is None:
            out = torch.sum(t, dtype=target)
            return wrap(out.reshape([1] * t.dim()) if keepdim else out)
        return wrap(torch.sum(t, dims, keepdim, dtype=target))
    except (IndexError, RuntimeError):
        error = _reduce_error(t, dims)
        if error is not None:
            raise error from None
        raise


def mean(x, axis=None, keepdim=False, name=None, *, dtype=None, out=None):
    """``paddle.mean``; ``dtype`` casts before averaging."""
    t = x._torch
    target = _dtype.to_torch(dtype)
    if target is not None:
        t = t.to(target)
    dims = _axes(axis)
    try:
        if dims is None:
            result = t.mean()
            return wrap(result.reshape([1] * t.dim()) if keepdim else result)
        return wrap(t.mean(dims, keepdim))
    except (IndexError, RuntimeError):
        error = _reduce_error(t, dims)
        if error is not None:
            raise error from None
        raise


def prod(x, axis=None, keepdim=False, dtype=None, name=None):
    t = x._torch
    target = _dtype.to_torch(dtype)
    dims = _axes(axis)
    if dims is None:
        out = torch.prod(t, dtype=target)
        return wrap(out.reshape([1] * t.dim()) if keepdim else out)
    for d in (dims if isinstance(dims, tuple) else (dims,)):
        t = torch.prod(t, d, keepdim=True, dtype=target)
    if not keepdim:
        t = t.squeeze(dims)
    return wrap(t)


def std(x, axis=None, unbiased=True, keepdim=False, name=None):
    return wrap(torch.std(x._torch, _axes(axis), correction=int(unbiased), keepdim=keepdim))


def var(x, axis=None, unbiased=True, keepdim=False, name=None):
    return wrap(torch.var(x._torch, _axes(axis), correction=int(unbiased), keepdim=keepdim))


def median(x, axis=None, keepdim=False, mode="avg", name=None):
    t = x._torch
    if axis is None:
        return wrap(torch.quantile(t.flatten(), 0.5)) if mode == "avg" else wrap(t.flatten().median())
    return wrap(torch.quantile(t, 0.5, dim=axis, keepdim=keepdim))


def argmax(x, axis=None, keepdim=False, dtype="int64", name=None):
    return wrap(torch.argmax(x._torch, axis, keepdim).to(_dtype.to_torch(dtype)))


def argmin(x, axis=None, keepdim=False, dtype="int64", name=None):
    return wrap(torch.argmin(x._torch, axis, keepdim).to(_dtype.to_torch(dtype)))


def cumsum(x, axis=None, dtype=None, name=None):
    t = x._torch
    if axis is None:
        t, axis = t.flatten(), 0
    return wrap(torch.cumsum(t, axis, dtype=_dtype.to_torch(dtype)))


def cumprod(x, dim=None, dtype=None, name=None):
    t = x._torch
    if dim is None:
        t, dim = t.flatten(), 0
    return wrap(torch.cumprod(t, dim, dtype=_dtype.to_torch(dtype)))


def norm(x, p=None, axis=None, keepdim=False, name=None):
    """``paddle.norm`` / ``paddle.linalg.norm``: Frobenius (2-norm of all values) by default."""
    t = x._torch
    dims = _axes(axis)
    if p is None or p == "fro":
        if dims is None:
            out = torch.linalg.vector_norm(t, 2)
            return wrap(out.reshape([1] * t.dim()) if keepdim else out)
        if isinstance(dims, tuple) and len(dims) == 2:
            return wrap(torch.linalg.matrix_norm(t, "fro", dims, keepdim))
        return wrap(torch.linalg.vector_norm(t, 2, dims, keepdim))
    if p == "nuc":
        return wrap(torch.linalg.matrix_norm(t, "nuc", dims or (-2, -1), keepdim))
    if isinstance(dims, tuple) and len(dims) == 2:  # a matrix norm over two axes (2: the largest singular value)
        return wrap(torch.linalg.matrix_norm(t, float(p), dims, keepdim))
    return wrap(torch.linalg.vector_norm(t, float(p), dims, keepdim))


def matmul(x, y, transpose_x=False, transpose_y=False, name=None):
    a, b = x._torch, y._torch
    if a.dtype is not b.dtype:
        _check_promotion(a.dtype, b.dtype)
    if transpose_x:
        a = a.transpose(-1, -2) if a.dim() > 1 else a
    if transpose_y:
        b = b.transpose(-1, -2) if b.dim() > 1 else b
    try:
        return wrap(torch.matmul(a, b))
    except RuntimeError:
        if a.dim() >= 1 and b.dim() >= 1:
            ka = a.shape[-1]
            kb = b.shape[-2] if b.dim() > 1 else b.shape[0]
            if ka != kb:
                ia = a.dim() - 1
                ib = b.dim() - 2 if b.dim() > 1 else 0
                raise ValueError(
                    f"(InvalidArgument) In operator matmul, the [{ia}] dimension of Input(X) must be equal to the "
                    f"[{ib}] dimension of Input(Y). But receiving the [{ia}]dimension of Input(X) is [{ka}], and the "
                    f"[{ib}] dimension of Input(Y) is [{kb}]."
                ) from None
        raise


def _shape_list(shape):
    if isinstance(shape, Tensor):
        return [int(v) for v in shape._torch.tolist()]
    if isinstance(shape, int):
        return [shape]
    return [int(s._torch.item()) if isinstance(s, Tensor) else int(s) for s in shape]


def reshape(x, shape, name=None):
    t = x._torch
    target = _shape_list(shape)
    # paddle: 0 copies the input's size at that position
    target = [t.shape[i] if s == 0 and i < t.dim() else s for i, s in enumerate(target)]
    try:
        return wrap(t.reshape(target))
    except RuntimeError:
        capacity = 1
        for s in target:
            capacity *= s if s > 0 else 1
        raise ValueError(
            "(InvalidArgument) The 'shape' in ReshapeOp is invalid. The input tensor X'size must be equal to the "
            f"capacity of 'shape'. But received X's shape = {list(t.shape)}, X's size = {t.numel()}, 'shape' is "
            f"{target}, the capacity of 'shape' is {capacity}."
        ) from None


def reshape_(x, shape, name=None):
    x._torch = reshape(x, shape)._torch
    return x


def transpose(x, perm, name=None):
    return wrap(x._torch.permute(*perm))


def concat(x, axis=0, name=None):
    if isinstance(axis, Tensor):
        axis = axis._torch.item()
    return wrap(torch.cat([t._torch for t in x], int(axis)))


def stack(x, axis=0, name=None):
    return wrap(torch.stack([t._torch for t in x], axis))


def squeeze(x, axis=None, name=None):
    t = x._torch
    if axis is None:
        return wrap(t.squeeze())
    dims = (axis,) if isinstance(axis, int) else tuple(axis)
    dims = tuple(d for d in dims if t.shape[d] == 1)  # paddle ignores axes that are not 1
    return wrap(t.squeeze(dims) if dims else t.view(t.shape))


def unsqueeze(x, axis, name=None):
    t = x._torch
    if isinstance(axis, Tensor):
        axis = axis._torch.tolist()
    dims = [axis] if isinstance(axis, int) else [int(d._torch.item()) if isinstance(d, Tensor) else d for d in axis]
    for d in dims:
        t = t.unsqueeze(d)
    return wrap(t)


def flatten(x, start_axis=0, stop_axis=-1, name=None):
    return wrap(torch.flatten(x._torch, start_axis, stop_axis))


def expand(x, shape, name=None):
    return wrap(x._torch.expand(_shape_list(shape)))


def broadcast_to(x, shape, name=None):
    return wrap(torch.broadcast_to(x._torch, _shape_list(shape)))


def expand_as(x, y, name=None):
    return wrap(x._torch.expand_as(y._torch))


def tile(x, repeat_times, name=None):
    return wrap(torch.tile(x._torch, tuple(_shape_list(repeat_times))))


def flip(x, axis, name=None):
    return wrap(torch.flip(x._torch, [axis] if isinstance(axis, int) else list(axis)))


def roll(x, shifts, axis=None, name=None):
    return wrap(torch.roll(x._torch, shifts, axis))


def split(x, num_or_sections, axis=0, name=None):
    t = x._torch
    if isinstance(num_or_sections, int):
        parts = torch.tensor_split(t, num_or_sections, axis)
    else:
        sizes = list(num_or_sections)
        if -1 in sizes:
            sizes[sizes.index(-1)] = t.shape[axis] - (builtins.sum(sizes) + 1)
        parts = torch.split(t, sizes, axis)
    return [wrap(p) for p in parts]


def chunk(x, chunks, axis=0, name=None):
    return [wrap(p) for p in torch.chunk(x._torch, chunks, axis)]


def unbind(input, axis=0):
    return [wrap(p) for p in torch.unbind(input._torch, axis)]


def gather(x, index, axis=None, name=None):
    return wrap(torch.index_select(x._torch, axis or 0, index._torch.reshape(-1)))


def index_select(x, index, axis=0, name=None):
    return wrap(torch.index_select(x._torch, axis, index._torch))


def take_along_axis(arr, indices, axis, broadcast=True):
    return wrap(torch.take_along_dim(arr._torch, indices._torch, axis))


def masked_select(x, mask, name=None):
    return wrap(torch.masked_select(x._torch, mask._torch))


def where(condition, x=None, y=None, name=None):
    c = condition._torch
    if x is None and y is None:
        return tuple(wrap(i) for i in torch.nonzero(c, as_tuple=True))
    a = _operand(x, c)
    b = _operand(y, c)
    return wrap(torch.where(c, a, b))


def nonzero(x, as_tuple=False):
    if as_tuple:
        return tuple(wrap(i.unsqueeze(1)) for i in torch.nonzero(x._torch, as_tuple=True))
    return wrap(torch.nonzero(x._torch))


def clip(x, min=None, max=None, name=None):
    lo = min._torch if isinstance(min, Tensor) else min
    hi = max._torch if isinstance(max, Tensor) else max
    return wrap(torch.clamp(x._torch, lo, hi))


def scale(x, scale=1.0, bias=0.0, bias_after_scale=True, act=None, name=None):
    t = x._torch
    return wrap(t * scale + bias if bias_after_scale else (t + bias) * scale)


def tril(x, diagonal=0, name=None):
    return wrap(torch.tril(x._torch, diagonal))


def triu(x, diagonal=0, name=None):
    return wrap(torch.triu(x._torch, diagonal))


def diagonal(x, offset=0, axis1=0, axis2=1, name=None):
    return wrap(torch.diagonal(x._torch, offset, axis1, axis2))


def trace(x, offset=0, axis1=0, axis2=1, name=None):
    return wrap(torch.diagonal(x._torch, offset, axis1, axis2).sum(-1))


def cross(x, y, axis=9, name=None):
    return wrap(torch.linalg.cross(x._torch, y._torch, dim=-1 if axis == 9 else axis))


def sort(x, axis=-1, descending=False, stable=False, name=None):
    return wrap(torch.sort(x._torch, dim=axis, descending=descending, stable=stable).values)


def _indices(t, source):
    """Integer indices computed from ``source``: paddle reports them differentiable when it is."""
    out = wrap(t)
    if source.requires_grad:
        out._sg = False
    return out


def argsort(x, axis=-1, descending=False, stable=False, name=None):
    return _indices(torch.sort(x._torch, dim=axis, descending=descending, stable=stable).indices, x._torch)


def topk(x, k, axis=None, largest=True, sorted=True, name=None):
    result = torch.topk(x._torch, int(k), -1 if axis is None else axis, largest, sorted)
    return wrap(result.values), _indices(result.indices, x._torch)


def allclose(x, y, rtol=1e-05, atol=1e-08, equal_nan=False, name=None):
    return wrap(torch.tensor(torch.allclose(x._torch, y._torch, rtol, atol, equal_nan)))


def isclose(x, y, rtol=1e-05, atol=1e-08, equal_nan=False, name=None):
    return wrap(torch.isclose(x._torch, y._torch, rtol, atol, equal_nan))


def equal_all(x, y, name=None):
    return wrap(torch.tensor(torch.equal(x._torch, y._torch)))


def lerp(x, y, weight, name=None):
    return wrap(torch.lerp(x._torch, y._torch, unwrap(weight)))


def cast(x, dtype):
    return wrap(x._torch.to(_dtype.to_torch(dtype)))


def tolist(x):
    return x._torch.tolist()


def numel(x, name=None):
    return x.numel()


def shape(input):
    return wrap(torch.tensor(list(input._torch.shape), dtype=torch.int64))


def rank(input):
    return wrap(torch.tensor(input._torch.dim(), dtype=torch.int64))


def add_n(inputs, name=None):
    if isinstance(inputs, Tensor):
        return inputs.clone()
    total = inputs[0]._torch
    for item in inputs[1:]:
        total = total + item._torch
    return wrap(total)


def increment(x, value=1.0, name=None):
    with torch.no_grad():
        x._torch.add_(value)
    return x


def assign(x, output=None):
    source = x._torch if isinstance(x, Tensor) else torch.as_tensor(x)
    if output is None:
        return wrap(source.clone())
    with torch.no_grad():
        output._torch.copy_(source)
    return output


def inverse(x, name=None):
    return wrap(torch.linalg.inv(x._torch))


def multiplex(inputs, index, name=None):
    stacked = torch.stack([t._torch for t in inputs])
    rows = torch.arange(stacked.shape[1], device=stacked.device)
    return wrap(stacked[index._torch.reshape(-1), rows])


_IRREGULAR = {
    name: value
    for name, value in dict(globals()).items()
    if callable(value) and not name.startswith("_") and getattr(value, "__module__", None) == __name__
}

_GENERATED = {}
_GENERATED.update({name: (_make_rounded_unary if name in ROUNDED_UNARY else _make_unary)(fn)
                   for name, fn in UNARY.items()})
_GENERATED.update({name: _make_binary(fn) for name, fn in BINARY.items()})
_GENERATED.update({name: _make_reduction(fn) for name, fn in REDUCTIONS.items()})
for _name, _fn in _GENERATED.items():
    _fn.__name__ = _fn.__qualname__ = _name
    _fn.__doc__ = f"paddle.{_name}"
    globals()[_name] = _fn

#: Every op of this module, by paddle name.
OPS = {**_GENERATED, **_IRREGULAR}

#: ops that are not Tensor methods in paddle (they take a list, or no tensor first).
_NOT_METHODS = {"concat", "stack", "add_n", "multiplex", "shape", "rank", "assign", "where"}

__all__ = sorted(OPS)

# ---- Tensor methods and Python operators ---------------------------------
for _name, _fn in OPS.items():
    if _name not in _NOT_METHODS and not hasattr(Tensor, _name):
        setattr(Tensor, _name, _fn)
Tensor.where = lambda self, x=None, y=None, name=None: where(self, x, y)

def _inplace(name):
    def method(self, *args, **kwargs):
        result = OPS[name](self, *args, **kwargs)._torch
        if self._torch.requires_grad and self._torch.grad_fn is None:
            raise RuntimeError(
                f"(InvalidArgument) Leaf Var ({self.name}) that doesn't stop gradient can't use inplace strategy."
            )
        self._torch.copy_(result) if result.shape == self._torch.shape else setattr(self, "_torch", result)
        return self

    method.__name__ = name + "_"
    return method


for _name in ("add", "subtract", "multiply", "divide", "clip", "scale", "exp", "sqrt", "tanh", "sigmoid",
              "abs", "floor", "ceil", "round", "reciprocal", "pow", "square", "cast"):
    setattr(Tensor, _name + "_", _inplace(_name))

_OPERATORS = {
    "__add__": (torch.add, False),
    "__radd__": (torch.add, True),
    "__sub__": (torch.sub, False),
    "__rsub__": (torch.sub, True),
    "__mul__": (torch.mul, False),
    "__rmul__": (torch.mul, True),
    "__truediv__": (torch.true_divide, False),
    "__rtruediv__": (torch.true_divide, True),
    "__floordiv__": (torch.floor_divide, False),
    "__rfloordiv__": (torch.floor_divide, True),
    "__mod__": (torch.remainder, False),
    "__rmod__": (torch.remainder, True),
    "__pow__": (torch.pow, False),
    "__rpow__": (torch.pow, True),
    "__eq__": (torch.eq, False),
    "__ne__": (torch.ne, False),
    "__lt__": (torch.lt, False),
    "__le__": (torch.le, False),
    "__gt__": (torch.gt, False),
    "__ge__": (torch.ge, False),
    "__and__": (torch.logical_and, False),
    "__or__": (torch.logical_or, False),
    "__xor__": (torch.logical_xor, False),
}
for _dunder, (_fn, _reverse) in _OPERATORS.items():
    setattr(Tensor, _dunder, _make_binary(_fn, _reverse))


def _fast_mul(x, y):
    # the hottest operator: skip the generic path when both sides are plain
    if type(y) is Tensor:
        a, b = x._torch, y._torch
        if a.dtype is b.dtype:
            try:
                product = a * b
            except RuntimeError:
                return _slow_mul(x, y)
            out = _new(Tensor)
            out._torch = product
            out._sg = None
            out._name = None
            return out
    elif type(y) is float or type(y) is int:
        out = _new(Tensor)
        out._torch = x._torch * y
        out._sg = None
        out._name = None
        return out
    return _slow_mul(x, y)


def _fast_add(x, y):
    if type(y) is Tensor:
        a, b = x._torch, y._torch
        if a.dtype is b.dtype:
            try:
                total = a + b
            except RuntimeError:
                return _slow_add(x, y)
            out = _new(Tensor)
            out._torch = total
            out._sg = None
            out._name = None
            return out
    elif type(y) is float or type(y) is int:
        out = _new(Tensor)
        out._torch = x._torch + y
        out._sg = None
        out._name = None
        return out
    return _slow_add(x, y)


_slow_mul = Tensor.__mul__
_slow_add = Tensor.__add__
Tensor.__mul__ = Tensor.__rmul__ = _fast_mul
Tensor.__add__ = Tensor.__radd__ = _fast_add
Tensor.__matmul__ = matmul
Tensor.__rmatmul__ = lambda self, other: matmul(other, self)
Tensor.__neg__ = lambda self: wrap(-self._torch)
Tensor.__abs__ = lambda self: wrap(torch.abs(self._torch))
Tensor.__invert__ = lambda self: wrap(~self._torch)
Tensor.__pos__ = lambda self: self
