"""paddle's math, reduction, manipulation and linear-algebra ops on torch.

Regular mappings are rows of the tables below (paddle name -> torch
function, with paddle's argument names); irregular ops are small functions
beside them. Every op is also a ``Tensor`` method where paddle has one
(``x.sum(axis=0)``), and the Python operators are defined here too.
"""

import builtins
import collections
import functools
import inspect
import warnings

import numpy as np
import torch

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_gradient, with_values
from unigrad.numerics.float32 import f32
from unigrad.paddle_api import _dtype, _place
from unigrad.paddle_api import _kernels
from unigrad.paddle_api._kernels import KERNELS, with_broadcast_gradients
from unigrad.paddle_api.tensor import Tensor, unwrap, wrap
from unigrad.paddle_api.tensor import to_tensor as _to_tensor  # atleast_*'s non-tensor inputs

_new = object.__new__

# paddle name -> torch function of one tensor: ``op(x, name=None)``.
UNARY = {
    "abs": torch.abs,
    "acos": torch.acos,
    "asin": torch.asin,
    "asinh": torch.asinh,
    "acosh": torch.acosh,
    "atanh": torch.atanh,
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
    "pow": _kernels.pow,
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
    "mv": torch.mv,
    "bmm": _kernels.bmm,
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


def _kind_rank(dtype):
    return 2 if dtype.is_floating_point else 0 if dtype is torch.bool else 1


def _promoted_pair(a, b):
    """Operands of mixed dtypes as paddle's binary ops take them. A 0-D tensor against a tensor of
    rank >= 1 acts as a scalar: the other's dtype wins unless the 0-D one is of a higher kind
    (bool < int < float), which then wins; two 0-D tensors promote as numbers do; otherwise
    paddle's floating-only rule (``_check_promotion``)."""
    scalar_a, scalar_b = a.dim() == 0, b.dim() == 0
    if scalar_a != scalar_b and torch.float16 not in (a.dtype, b.dtype) and not (a.is_complex() or b.is_complex()):
        scalar, tensor = (a, b) if scalar_a else (b, a)
        dtype = scalar.dtype if _kind_rank(scalar.dtype) > _kind_rank(tensor.dtype) else tensor.dtype
        return a.to(dtype), b.to(dtype)
    if scalar_a and scalar_b and torch.float16 not in (a.dtype, b.dtype):
        dtype = torch.promote_types(a.dtype, b.dtype)
        return a.to(dtype), b.to(dtype)
    _check_promotion(a.dtype, b.dtype)
    return a, b


def _broadcast_error(x, y):
    """paddle's ValueError for torch tensors ``x`` and ``y`` whose shapes do not broadcast, else None."""
    try:
        broadcast_shape(x.shape, y.shape)
    except ValueError as error:
        return error
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
                a, b = _promoted_pair(a, b)
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
            out = torch_fn(a, b)
        except RuntimeError:
            if isinstance(b, torch.Tensor):
                mismatch = _broadcast_error(a, b)
                if mismatch is not None:
                    raise mismatch from None
            raise
        if out.requires_grad:
            out = with_broadcast_gradients(torch_fn, a, b, out)
        return wrap(out)

    return op


def _make_unary(torch_fn):
    def op(x, name=None):
        return wrap(torch_fn(x._torch))

    return op


def _axes(axis):
    if axis is None:
        return None
    if isinstance(axis, Tensor):
        axis = axis._torch.tolist()
    if isinstance(axis, (list, tuple)):
        return tuple(axis) if axis else None
    return axis


#: the source lines of paddle's reduce-axis checks (0-D input, too large, too small): its reductions'
#: infermeta, and max/min's own
_REDUCE_CHECK_LINES = (4097, 4104, 4114)
_MAX_MIN_CHECK_LINES = (4173, 4180, 4190)


def _reduce_error(t, axis, lines=_REDUCE_CHECK_LINES):
    """paddle's ValueError for a reduce axis out of range (None where every axis is in range)."""
    dims = axis if isinstance(axis, (tuple, list)) else (axis,)
    rank = t.dim()
    where = "(at /paddle/paddle/phi/infermeta/unary.cc:{})\n"
    for i, d in enumerate(dims):
        if rank == 0 and d not in (0, -1):
            return ValueError(
                "(InvalidArgument) When input 0D Tensor, the axis can only be -1, 0, None or []\n  [Hint: Expected "
                "axis[i] == 0 || axis[i] == -1 == true, but received axis[i] == 0 || axis[i] == -1:0 != true:1.] "
                + where.format(lines[0]))
        if rank and d >= rank:
            return ValueError(
                f"(InvalidArgument) The reduce dim index {i} should be in the range [ -dimension(X), dimension(X) ) "
                f"which dimension = {rank}. But received dim index = {d}.\n  [Hint: Expected axis[i] < x_rank, but "
                f"received axis[i]:{d} >= x_rank:{rank}.] " + where.format(lines[1]))
        if rank and d < -rank:  # (paddle's message has two spaces here)
            return ValueError(
                f"(InvalidArgument) The reduce dim index {i} should be in the range [ -dimension(X), dimension(X) )  "
                f"which dimension = {rank}. But received dim index = {d}.\n  [Hint: Expected axis[i] >= -x_rank, but "
                f"received axis[i]:{d} < -x_rank:{-rank}.] " + where.format(lines[2]))
    return None


#: float32 sums of up to this many values: torch adds them in order from 0, as paddle's Eigen kernel does
_ORDERED_SUM_MAX = 4


def _check_reduce_axes(t, dims):
    """paddle's ValueError for an axis out of range (paddle's kernels index the reduced axes themselves)."""
    if dims is not None:
        error = _reduce_error(t, dims)
        if error is not None:
            raise error


def _make_reduction(torch_fn, lines=_REDUCE_CHECK_LINES):
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
            error = _reduce_error(t, dims, lines)
            if error is not None:
                raise error from None
            raise

    return op


def sum(x, axis=None, dtype=None, keepdim=False, name=None):
    """``paddle.sum``: integers and bools sum to int64, as in paddle."""
    t = x._torch
    if axis is None and dtype is None and not keepdim and t.is_floating_point() and t.numel() <= _ORDERED_SUM_MAX:
        out = _new(Tensor)  # the common case, kept lean: torch sums a few values in order, as Eigen does
        out._torch = t.sum()
        out._sg = None
        out._name = None
        return out
    dims = _axes(axis)
    target = _dtype.to_torch(dtype)
    if target is None and (t.dtype == torch.bool or t.dtype == torch.int32):
        target = torch.int64
    try:
        if target is None or target == t.dtype:
            if t.dtype is torch.float32:
                _check_reduce_axes(t, dims)
                return wrap(KERNELS["sum"](t, dims, keepdim))
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
        if t.dtype is torch.float32:
            _check_reduce_axes(t, dims)
            return wrap(KERNELS["mean"](t, dims, keepdim))
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
    _check_reduce_axes(t, dims)
    if dims is None:
        out = torch.prod(t, dtype=target)
        return wrap(out.reshape([1] * t.dim()) if keepdim else out)
    for d in (dims if isinstance(dims, tuple) else (dims,)):
        t = torch.prod(t, d, keepdim=True, dtype=target)
    if not keepdim:
        t = t.squeeze(dims)
    return wrap(t)


def _sqrt_rounded(t):
    """sqrt rounded once, as paddle's (correctly rounded) sqrt kernel gives for float32 (and for integers,
    which paddle's sqrt takes to float32)."""
    if t.dtype is torch.float32 or not (t.is_floating_point() or t.is_complex()):
        return torch.sqrt(t.double()).float()
    return torch.sqrt(t)


def _variance(t, axis, correction, keepdim):
    """paddle's CPU variance, step by step as paddle composes it: the mean kept, the squared deviations
    summed, then divided by max(n - correction, 0) (0/0 is nan, as in paddle)."""
    dims = _axes(axis)
    if isinstance(dims, int):
        dims = (dims,)
    if dims is None:
        dims = tuple(range(t.dim()))
    try:
        if t.is_floating_point() or t.is_complex():
            u = t.mean(dims, keepdim=True)
        else:  # paddle's integer mean divides the integer sum, truncating
            u = torch.div(t.sum(dims, keepdim=True), builtins.max(t.numel(), 1) // builtins.max(
                t.sum(dims).numel(), 1), rounding_mode="trunc")
    except (IndexError, RuntimeError):
        error = _reduce_error(t, dims)
        if error is not None:
            raise error from None
        raise
    wide = torch.float32 if t.dtype is torch.float16 else t.dtype
    total = torch.sum((t - u) ** 2, dims, keepdim, dtype=wide)
    n = t.numel() / builtins.max(total.numel(), 1)
    if correction:
        n = builtins.max(n - correction, 0.0)
        if n <= 0:
            warnings.warn("Degrees of freedom is <= 0.", stacklevel=3)
    if not (t.is_floating_point() or t.is_complex()):
        return torch.div(total, int(n), rounding_mode="trunc")
    return (total / torch.tensor(n, dtype=wide, device=t.device)).to(t.dtype)


def var(x, axis=None, unbiased=None, keepdim=False, name=None, *, correction=1, out=None):
    if unbiased is not None and correction != 1:
        raise ValueError("Only one of unbiased and correction may be given")
    correction = (1.0 if unbiased else 0.0) if unbiased is not None else float(correction)
    return wrap(_variance(x._torch, axis, correction, keepdim))


def std(x, axis=None, unbiased=True, keepdim=False, name=None):
    return wrap(_sqrt_rounded(_variance(x._torch, axis, 1.0 if unbiased else 0.0, keepdim)))


def median(x, axis=None, keepdim=False, mode="avg", name=None, *, out=None):
    """``paddle.median``: 'avg' averages the two middle values (in float32 unless x is float64); 'min'
    takes the lower one and, with an axis, also returns its index. A slice holding nan has median nan
    (its index: the first nan)."""
    if not isinstance(x, Tensor):
        raise TypeError("In median, the input x should be a Tensor.")
    if isinstance(axis, (list, tuple)) and len(axis) == 0:
        raise ValueError("Axis list should not be empty.")
    t = x._torch
    if t.dim() == 0:
        assert axis in [-1, 0, None], "when input 0-D, axis can only be [-1, 0] or default None"
    elif axis is not None and (not isinstance(axis, int) or not -t.dim() <= axis < t.dim()):
        raise ValueError("In median, axis should be none or an integer in range [-rank(x), rank(x)).")
    if mode not in ("avg", "min"):
        raise ValueError(f"Mode {mode} is not supported. Must be avg or min.")
    if mode == "avg" and t.dtype is not torch.float64:
        t = t.float()
    shape = list(t.shape)
    if axis is None or t.dim() == 0:
        work, dim = t.reshape(1, -1), 1
        kept = [1] * t.dim()
    else:
        work, dim = t, axis % t.dim()
        kept = shape[:dim] + [1] + shape[dim + 1:]
    n = work.shape[dim]
    ordered, order = torch.sort(work, dim=dim, stable=True)
    low = ordered.narrow(dim, (n - 1) // 2, 1)
    value = (low + ordered.narrow(dim, n // 2, 1)) / 2 if mode == "avg" else low
    index = order.narrow(dim, (n - 1) // 2, 1)
    if work.is_floating_point() or work.is_complex():
        nan = torch.isnan(work)
        has_nan = nan.any(dim, keepdim=True)
        value = torch.where(has_nan, torch.full_like(value, float("nan")), value)
        index = torch.where(has_nan, nan.to(torch.uint8).argmax(dim, keepdim=True), index)
    if keepdim:
        value, index = value.reshape(kept), index.reshape(kept)
    else:
        value, index = value.squeeze(dim), index.squeeze(dim)
        if axis is None or t.dim() == 0:
            value, index = value.reshape([]), index.reshape([])
    if mode == "min" and axis is not None:
        return wrap(value), wrap(index)
    return wrap(value)


def argmax(x, axis=None, keepdim=False, dtype="int64", name=None):
    return wrap(torch.argmax(x._torch, axis, keepdim).to(_dtype.to_torch(dtype)))


def argmin(x, axis=None, keepdim=False, dtype="int64", name=None):
    return wrap(torch.argmin(x._torch, axis, keepdim).to(_dtype.to_torch(dtype)))


def cumsum(x, axis=None, dtype=None, name=None):
    """paddle's cumsum: the running sums along ``axis`` (None: of the flattened tensor), cast to ``dtype`` first;
    integers sum to int64 without one."""
    t = x._torch
    if axis is None:
        t, axis = t.flatten(), 0
    if dtype is not None:
        t = t.to(_dtype.to_torch(dtype))
    _check_kernel("cumsum", t, "int16, float64, complex128, int32, uint8, float32, complex64, int64, int8")
    if not t.is_floating_point():  # integers sum to int64 unless a dtype was given
        return wrap(torch.cumsum(t, axis, dtype=None if dtype is None else t.dtype))
    return wrap(KERNELS["cumsum"](t, axis))


def cumprod(x, dim=None, dtype=None, name=None):
    t = x._torch
    if dim is None:
        t, dim = t.flatten(), 0
    return wrap(torch.cumprod(t, dim, dtype=_dtype.to_torch(dtype)))


def _euclidean(t, dims, keepdim):
    """The 2-norm as paddle computes it: sqrt (rounded once) of the sum of squares; torch's gradient."""
    out = torch.linalg.vector_norm(t, 2, dims, keepdim)
    if t.dtype is not torch.float32 and t.dtype is not torch.float64 or not numerics.exact(t):
        return out
    with torch.no_grad():
        size = t.detach().abs()
        # a 1-norm of the squares sums them in the order paddle's reduction does (measured)
        values = _sqrt_rounded(torch.linalg.vector_norm(size * size, 1, dims, keepdim))
    return with_values(out, values)


def _p_norm(t, p, dims, keepdim):
    """A vector p-norm as paddle's kernel computes it: p is a float32 attribute, and for float64 the
    root is taken with the float32 exponent 1/p."""
    if p == 2:
        return _euclidean(t, dims, keepdim)
    out = torch.linalg.vector_norm(t, p, dims, keepdim)
    if t.dtype is not torch.float64 or p == 0 or p in (float("inf"), float("-inf")) or not numerics.exact(t):
        return out
    order = f32(p)
    with torch.no_grad():
        # a 1-norm sums in the order paddle's reduction does (measured)
        powers = t.detach().abs() ** order
        values = torch.linalg.vector_norm(powers, 1, dims, keepdim) ** f32(1 / order)
    return with_values(out, values)


def norm(x, p=None, axis=None, keepdim=False, name=None):
    """``paddle.norm`` / ``paddle.linalg.norm``: Frobenius (2-norm of all values) by default."""
    t = x._torch
    dims = _axes(axis)
    if p is None or p == "fro" or (p == 2 and not (isinstance(dims, tuple) and len(dims) == 2)):
        if dims is None:
            out = _euclidean(t, None, False)
            return wrap(out.reshape([1] * t.dim()) if keepdim else out)
        return wrap(_euclidean(t, dims, keepdim))
    if p == "nuc":
        return wrap(torch.linalg.matrix_norm(t, "nuc", dims or (-2, -1), keepdim))
    if isinstance(dims, tuple) and len(dims) == 2:  # a matrix norm over two axes (2: the largest singular value)
        return wrap(torch.linalg.matrix_norm(t, float(p), dims, keepdim))
    if dims is None:
        out = _p_norm(t, float(p), None, False)
        return wrap(out.reshape([1] * t.dim()) if keepdim else out)
    return wrap(_p_norm(t, float(p), dims, keepdim))


#: the dtypes paddle's CPU matmul kernel is registered for
_MATMUL_DTYPES = (torch.float32, torch.float64, torch.int32, torch.int64, torch.complex64, torch.complex128)


def _check_matmul_dtype(t):
    """paddle's error for a CPU matmul (also inside ``linear``) of a dtype its kernel lacks (float16, bfloat16,
    bool, 8- and 16-bit integers)."""
    if t.dtype is not torch.float32 and t.dtype not in _MATMUL_DTYPES and t.device.type == "cpu":
        raise _no_kernel("matmul", t.dtype, "int32, int64, float64, complex128, float32, complex64")


def matmul(x, y, transpose_x=False, transpose_y=False, name=None):
    a, b = x._torch, y._torch
    if a.dtype is not b.dtype:
        _check_promotion(a.dtype, b.dtype)
    _check_matmul_dtype(a)
    try:
        return wrap(_kernels.matmul(a, b, transpose_x, transpose_y))
    except RuntimeError:
        if transpose_x:
            a = a.transpose(-1, -2) if a.dim() > 1 else a
        if transpose_y:
            b = b.transpose(-1, -2) if b.dim() > 1 else b
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
    if isinstance(shape, Tensor) and shape._torch.dim() == 1 and shape._torch.numel() == 1:
        # paddle 3.3.1 reads a one-element shape tensor as an int through numpy, which refuses, and its C++
        # binding then fails with this SystemError (paddle.normal with two tensors runs into it too)
        try:
            int(np.array(shape._torch.tolist()))
        except TypeError as error:
            raise SystemError("<built-in function reshape> returned a result with an exception set") from error
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


def _with_torch_style_dims(op):
    """``op(x, perm, name=None)`` also called as torch's transpose is, as paddle 3 decorates it: ``(x, dim0,
    dim1)`` (ints, or the keywords ``dim0``/``dim1``, ``axis0``/``axis1``) swaps two axes (arguments after them
    are ignored), and ``input`` names ``x``."""

    @functools.wraps(op)
    def run(*args, **kwargs):
        if "input" in kwargs and "x" not in kwargs:
            kwargs["x"] = kwargs.pop("input")
        dim0 = kwargs.pop("dim0", kwargs.pop("axis0", None))
        dim1 = kwargs.pop("dim1", kwargs.pop("axis1", None))
        if dim0 is None and len(args) > 1 and isinstance(args[1], int):
            dim0 = args[1]
        if dim1 is None and len(args) > 2 and isinstance(args[2], int):
            dim1 = args[2]
        if dim0 is not None and dim1 is not None:
            perm = list(range((kwargs["x"] if "x" in kwargs else args[0]).ndim))
            perm[dim0], perm[dim1] = perm[dim1], perm[dim0]
            kwargs["perm"] = perm
            args = args[:1]
        return op(*args, **kwargs)

    run.__signature__ = inspect.signature(op)
    return run


@_with_torch_style_dims
def transpose(x, perm, name=None):
    if isinstance(perm, int):  # one axis alone: paddle leaves the tensor as it is
        return wrap(x._torch.view_as(x._torch))
    return wrap(x._torch.permute(*perm))


swapaxes = swapdims = transpose


def concat(x, axis=0, name=None):
    """``paddle.concat``, with paddle's errors for an empty list, mixed dtypes and mismatched shapes."""
    if isinstance(axis, Tensor):
        axis = axis._torch.item()
    return _checked_concat(x, int(axis))


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


def repeat_interleave(x, repeats, axis=None, name=None):
    """Each element (each slice along ``axis``; the flattened tensor without one) repeated ``repeats`` times."""
    counts = repeats._torch if isinstance(repeats, Tensor) else repeats
    return wrap(torch.repeat_interleave(x._torch, counts, dim=axis))


def tile(x, repeat_times, name=None):
    return wrap(torch.tile(x._torch, tuple(_shape_list(repeat_times))))


#: the dtypes paddle's CPU flip kernel is registered for
_FLIP_DTYPES = (torch.int32, torch.int64, torch.float64, torch.complex128, torch.float32, torch.complex64, torch.bool)


def flip(x, axis, name=None):
    t = x._torch
    if t.dtype not in _FLIP_DTYPES and t.device.type == "cpu":
        raise _no_kernel("flip", t.dtype, "int32, int64, float64, complex128, float32, complex64, bool")
    return wrap(torch.flip(t, [axis] if isinstance(axis, int) else list(axis)))


def roll(x, shifts, axis=None, name=None):
    return wrap(torch.roll(x._torch, shifts, axis))


def split(x, num_or_sections, axis=0, name=None):
    t = x._torch
    if isinstance(num_or_sections, int):
        size, rest = divmod(t.shape[axis], num_or_sections) if num_or_sections > 0 else (0, 1)
        # one split node, as paddle's: its unused outputs then get zero gradients (see Tensor.retain_grads)
        parts = torch.split(t, size, axis) if rest == 0 and size > 0 else torch.tensor_split(t, num_or_sections, axis)
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
    """The slices of ``x`` at ``index`` along ``axis``; a negative index counts from the end, as in paddle."""
    t, positions = x._torch, index._torch
    try:
        return wrap(torch.index_select(t, axis, positions))
    except (IndexError, RuntimeError):
        size = t.shape[axis] if t.dim() else 1
        outside = (positions >= size) | (positions < -size)
        if bool(outside.any()):
            raise _index_select_range_error(int(positions[outside][0]), size) from None
        if not bool((positions < 0).any()):
            raise
    return wrap(torch.index_select(t, axis, torch.where(positions < 0, positions + size, positions)))


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


def nonzero(x, as_tuple=False, *, out=None):
    t = x._torch
    if t.dim() == 0:
        raise ValueError(
            "(InvalidArgument) Input(Condition) should have number of dimension at least 1\n  [Hint: Expected rank >= "
            "1UL, but received rank:0 < 1UL:1.] (at /paddle/paddle/phi/infermeta/unary.cc:3301)\n"
        )
    if as_tuple:  # one 1-D index tensor per dimension
        return tuple(wrap(i) for i in torch.nonzero(t, as_tuple=True))
    return wrap(torch.nonzero(t))


#: paddle's numbering of dtypes in its error messages (phi::DataType)
_PHI_CODES = {torch.bool: 1, torch.uint8: 2, torch.int8: 3, torch.int16: 5, torch.int32: 7, torch.int64: 9,
              torch.float32: 10, torch.float64: 11, torch.complex64: 12, torch.complex128: 13, torch.float16: 15,
              torch.bfloat16: 16}


def _retrieve_error(have, want):
    """paddle's error when a kernel for ``have`` is handed a second input of dtype ``want``."""
    name = lambda d: _dtype.from_torch(d)._str[7:]
    return ValueError(
        f"(InvalidArgument) The type of data we are trying to retrieve ({name(want)}) does not match the type of "
        f"data ({name(have)}) currently contained in the container.\n  [Hint: Expected dtype() == "
        f"phi::CppTypeToDataType<T>::Type(), but received dtype():{_PHI_CODES.get(have, 0)} != "
        f"phi::CppTypeToDataType<T>::Type():{_PHI_CODES.get(want, 0)}.] (at /paddle/paddle/phi/core/dense_tensor.cc:153)\n"
    )


def _no_kernel(kernel, dtype, supported):
    """paddle's error for a dtype its CPU kernel ``kernel`` is not registered for."""
    name = _dtype.from_torch(dtype)._str[7:]
    return RuntimeError(
        f"(NotFound) The kernel with key (CPU, Undefined(AnyLayout), {name}) of kernel `{kernel}` is not registered. "
        f"Selected wrong DataType `{name}`. Paddle support following DataTypes: {supported}.\n  [Hint: Expected "
        "kernel_iter == iter->second.end() && kernel_key.backend() == Backend::CPU != true, but received kernel_iter "
        "== iter->second.end() && kernel_key.backend() == Backend::CPU:1 == true:1.] (at "
        "/paddle/paddle/phi/core/kernel_factory.cc:317)\n"
    )


def dot(x, y, name=None):
    """``paddle.dot``: 1-D vectors, or the rows of two matrices; paddle's CPU kernel sums the products
    one after another, which the values here reproduce (the gradient is torch's)."""
    a, b = x._torch, y._torch
    if a.dtype is torch.bool or b.dtype is torch.bool:
        raise _no_kernel("dot", torch.bool, "int32, int64, float64, complex128, float32, complex64")
    if a.dtype is not b.dtype:
        raise _retrieve_error(b.dtype, a.dtype)
    if a.dim() not in (1, 2):
        raise RuntimeError(
            f"(PreconditionNotMet) ShapeError: The dimensions of input tensor X ({list(a.shape)}) should be 1 or 2\n"
            "  [Hint: Expected true == 1 == x_rank || 2 == x_rank, but received true:1 != 1 == x_rank || 2 == x_rank:0.] "
            "(at /paddle/paddle/phi/infermeta/binary.cc:1648)\n"
        )
    if a.shape != b.shape:
        if a.dim() == b.dim():
            raise RuntimeError(
                f"(PreconditionNotMet) ShapeError: The shape of input tensor X: {list(a.shape)} should be exactly "
                f"the same with input tensor Y: {list(b.shape)}\n  [Hint: Expected true == shape_match, but received "
                "true:1 != shape_match:0.] (at /paddle/paddle/phi/infermeta/binary.cc:1675)\n"
            )
        raise RuntimeError(
            f"(PreconditionNotMet) ShapeError: The shape of input tensor Y: {list(b.shape)} should match with "
            f"input tensor X: {list(a.shape)}\n  [Hint: Expected true == x_rank == static_cast<int>(y_dims.size()), but "
            "received true:1 != x_rank == static_cast<int>(y_dims.size()):0.] (at /paddle/paddle/phi/infermeta/binary.cc:1656)\n"
        )
    out = (a * b).sum(-1, dtype=a.dtype)
    if a.is_floating_point() and numerics.exact(a) and a.shape[-1]:
        with torch.no_grad():
            products = (a.detach() * b.detach()).numpy()
            values = torch.from_numpy(np.add.accumulate(products, axis=-1)[..., -1].copy())
        out = with_values(out, values)
    return wrap(out)


def dist(x, y, p=2, name=None):
    """``paddle.dist``: the p-norm of x - y (broadcast); p=0 counts the nonzero differences."""
    a, b = x._torch, y._torch
    if not a.is_floating_point():
        raise _no_kernel("dist", a.dtype, "float64, float32")
    if a.dtype is not b.dtype:
        raise _retrieve_error(a.dtype, b.dtype)
    mismatch = _broadcast_error(a, b)
    if mismatch is not None:
        raise mismatch
    difference = (a - b).reshape(-1)
    p = float(p)
    if p == 0:
        return wrap((difference != 0).sum().to(a.dtype))
    return wrap(_p_norm(difference, p, None, False))


def clip(x, min=None, max=None, name=None):
    lo = min._torch if isinstance(min, Tensor) else min
    hi = max._torch if isinstance(max, Tensor) else max
    return wrap(torch.clamp(x._torch, lo, hi))


def scale(x, scale=1.0, bias=0.0, bias_after_scale=True, act=None, name=None):
    """``paddle.scale``: a Tensor ``scale`` must hold one value; integer and bool tensors keep their dtype
    (paddle casts scale and bias to it first); ``act`` names an activation applied after."""
    t = x._torch
    if isinstance(scale, Tensor):
        if scale._torch.numel() != 1:
            raise ValueError(
                "(InvalidArgument) The Scalar only supports Tensor with 1 element, but now Tensor has "
                f"`{scale._torch.numel()}` elements\n  [Hint: Expected tensor_in.numel() == 1, but received "
                f"tensor_in.numel():{scale._torch.numel()} != 1:1.] (at /paddle/paddle/phi/api/lib/scalar.cc:27)\n"
            )
        scale = scale._torch.item()
    if not (t.is_floating_point() or t.is_complex()):
        kind = bool if t.dtype is torch.bool else int
        scale, bias = kind(scale), kind(bias)
        out = t * scale + bias if bias_after_scale else (t + bias) * scale
        out = out.to(t.dtype)
    else:
        out = t * scale + bias if bias_after_scale else (t + bias) * scale
    if not act:
        return wrap(out)
    if act in KERNELS:
        return wrap(KERNELS[act](out))
    return OPS[act](wrap(out))


def tril(x, diagonal=0, name=None):
    return wrap(torch.tril(x._torch, diagonal))


def triu(x, diagonal=0, name=None):
    return wrap(torch.triu(x._torch, diagonal))


def diagonal(x, offset=0, axis1=0, axis2=1, name=None):
    return wrap(torch.diagonal(x._torch, offset, axis1, axis2))


def trace(x, offset=0, axis1=0, axis2=1, name=None):
    return wrap(torch.diagonal(x._torch, offset, axis1, axis2).sum(-1))


def cross(x, y, axis=9, name=None):
    """``paddle.cross``: the default (9) is the first axis of size 3, not the last."""
    a, b = x._torch, y._torch
    if a.shape != b.shape:
        raise ValueError(
            "(InvalidArgument) The 'shape' of Input(X) should be equal to the 'shape' of Input(Y). But received "
            f"Input(X).dimensions = {list(a.shape)}, Input(Y).dimensions = {list(b.shape)}\n  [Hint: Expected "
            "dims_match == true, but received dims_match:0 != true:1.] (at /paddle/paddle/phi/infermeta/binary.cc:1016)\n"
        )
    if axis == 9 or axis is None:
        sizes = list(a.shape)
        if 3 not in sizes:
            raise ValueError(
                "(InvalidArgument) There must be at least one dimension 'd' so that Input(X/Y).dims()[d] is equal "
                f"to 3. But received: Input(X/Y).dims() == {sizes}.\n  [Hint: Expected dim == DDim::kMaxRank == false, "
                "but received dim == DDim::kMaxRank:1 != false:0.] (at /paddle/paddle/phi/kernels/cpu/cross_kernel.cc:65)\n"
            )
        axis = sizes.index(3)
    elif a.shape[axis] != 3:
        raise ValueError(
            "(InvalidArgument) Input(X/Y).dims()[dim] should be equal to 3.But received Input(X/Y).dims()[dim] = "
            f"{a.shape[axis]}.\n  [Hint: Expected x_dim[dim] == 3 && y_dim[dim] == 3 == true, but received x_dim[dim] == 3 "
            "&& y_dim[dim] == 3:0 != true:1.] (at /paddle/paddle/phi/infermeta/binary.cc:1039)\n"
        )
    return wrap(torch.linalg.cross(a, b, dim=axis))


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


#: what ``paddle.topk`` returns (paddle 3.3): a named pair
_TopKRetType = collections.namedtuple("TopKRetType", ["values", "indices"])


def topk(x, k, axis=None, largest=True, sorted=True, name=None):
    result = torch.topk(x._torch, int(k), -1 if axis is None else axis, largest, sorted)
    return _TopKRetType(wrap(result.values), _indices(result.indices, x._torch))


def allclose(x, y, rtol=1e-05, atol=1e-08, equal_nan=False, name=None):
    return wrap(torch.tensor(torch.allclose(x._torch, y._torch, rtol, atol, equal_nan)))


def isclose(x, y, rtol=1e-05, atol=1e-08, equal_nan=False, name=None):
    return wrap(torch.isclose(x._torch, y._torch, rtol, atol, equal_nan))


def equal_all(x, y, name=None):
    return wrap(torch.tensor(torch.equal(x._torch, y._torch)))


def lerp(x, y, weight, name=None):
    """``paddle.lerp``: paddle computes x + weight * (y - x) everywhere (torch switches formula at 0.5), and
    gives the weight no gradient."""
    a, b = x._torch, y._torch
    if a.dtype not in (torch.float32, torch.float64):
        raise _no_kernel("lerp", a.dtype, "float64, float32")
    w = weight._torch.detach() if isinstance(weight, Tensor) else torch.tensor(weight, dtype=a.dtype, device=a.device)
    out = torch.lerp(a, b, w)
    with torch.no_grad():
        values = a + w * (b - a)
    return wrap(with_values(out, values) if values.shape == out.shape else out)


def cast(x, dtype):
    return wrap(x._torch.to(_dtype.to_torch(dtype)))


def view(x, shape_or_dtype, name=None):
    """``paddle.view``: the same memory as another shape (a list, or sizes as separate arguments) or, given a
    dtype, its bits read as that dtype."""
    if isinstance(shape_or_dtype, (list, tuple, Tensor)):
        return reshape(x, shape_or_dtype)
    return wrap(x._torch.view(_dtype.to_torch(shape_or_dtype)))


def view_as(x, other, name=None):
    return reshape(x, list(other._torch.shape))


def permute(input, dims):  # noqa: A002 - paddle's name
    """``paddle.permute(input, *dims)``: torch's form of transpose."""
    return transpose(input, list(dims))


def cat(x, axis=0, name=None):
    """``paddle.cat``: concat under torch's name (``dim`` for ``axis``, ``tensors`` for ``x``)."""
    return concat(x, axis, name)


def clamp(x, min=None, max=None, name=None):  # noqa: A002 - paddle's names
    return clip(x, min, max, name)


def masked_fill(x, mask, value, name=None):
    """``value`` (a number or a one-value tensor) where ``mask`` is True, ``x`` elsewhere (``mask`` broadcast)."""
    t = x._torch
    fill = value._torch.reshape(()).to(t.dtype) if isinstance(value, Tensor) else torch.tensor(value, dtype=t.dtype)
    return wrap(torch.where(mask._torch, fill, t))


def moveaxis(x, source, destination, name=None):
    return wrap(torch.movedim(x._torch, source, destination))


def narrow(input, dim, start, length):  # noqa: A002 - paddle's names
    return wrap(torch.narrow(input._torch, dim, start, length))


def unflatten(x, axis, shape, name=None):
    return wrap(torch.unflatten(x._torch, axis, tuple(shape)))


def einsum(equation, *operands):
    """``paddle.einsum``: torch's einsum (its products are torch's GEMM, whose last bits may differ from paddle's)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = operands[0]
    return wrap(torch.einsum(equation, *[t._torch for t in operands]))


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
    """``paddle.assign``: a copy of ``x`` (a Tensor keeps its graph), or ``x`` written into ``output``.

    Non-tensors go through numpy as paddle does (Python floats give float64; a scalar that is not a numpy
    array gives shape [1]). An ``output`` of the same shape and dtype is written in place (its leaf status
    kept, unless the value carries a graph, which ``output`` then takes on); otherwise ``output`` is
    replaced by the value, shape and dtype included.
    """
    if isinstance(x, Tensor):
        source = x._torch
    else:
        array = np.array(x)
        if array.dtype.kind in "USO":  # paddle converts none of these, and hands back ``output`` as it is
            return output
        if array.ndim == 0 and not isinstance(x, np.ndarray):
            array = array.reshape(1)
        source = torch.from_numpy(array).to(_place.current_device())
    if output is None:
        return wrap(source.clone())
    target = output._torch
    if source.requires_grad:
        output._torch = source.clone()
    elif source.shape == target.shape and source.dtype is target.dtype:
        with torch.no_grad():
            target.copy_(source)
    else:
        output._torch = source.clone().requires_grad_(target.requires_grad and _differentiable(source))
    output._sg = None
    return output


def _differentiable(t):
    return t.is_floating_point() or t.is_complex()


#: the largest matrices whose LU results are reproduced bitwise, per dtype (measured against paddle 3.3.1;
#: beyond these sizes Eigen switches to blocked algorithms).
_LU_SIZES = {"det": {torch.float32: 16, torch.float64: 16}, "inverse": {torch.float32: 16, torch.float64: 8}}


def _lu_reproduced(t, kernel):
    return numerics.exact(t) and t.dim() >= 2 and t.shape[-1] <= _LU_SIZES[kernel].get(t.dtype, -1)


def _pivoted_lu(t):
    """Eigen's unblocked partial-pivoting LU of a batch of real matrices, as paddle's CPU kernels run it: the
    pivot is the first largest magnitude in the column, the column below it is divided by it, the trailing block
    updated with one rounding per product and per difference. Returns (lu, row order, sign of the row swaps)."""
    lu = t.clone()
    n = lu.shape[-1]
    batch = lu.shape[:-2]
    sign = torch.ones(batch, dtype=t.dtype, device=t.device)
    rows = torch.arange(n, device=t.device).expand(*batch, n)
    order = rows
    for k in range(n):
        size = lu[..., k:, k].abs()
        nonzero = size.amax(-1) != 0
        pivot = torch.where(nonzero, size.argmax(-1) + k, k)
        sign = torch.where(pivot != k, -sign, sign)
        swap = rows.clone()
        swap.scatter_(-1, pivot.unsqueeze(-1), torch.full_like(pivot, k).unsqueeze(-1))
        swap[..., k] = pivot
        lu = torch.gather(lu, -2, swap.unsqueeze(-1).expand_as(lu))
        order = torch.gather(order, -1, swap)
        below = lu[..., k + 1:, k]
        below = torch.where(nonzero.unsqueeze(-1), below / lu[..., k, k].unsqueeze(-1), below)
        lu[..., k + 1:, k] = below
        lu[..., k + 1:, k + 1:] -= below.unsqueeze(-1) * lu[..., k, k + 1:].unsqueeze(-2)
    return lu, order, sign


def _lu_det(t):
    """paddle's CPU determinant: the LU's swap sign times its diagonal's product, left to right."""
    lu, _, sign = _pivoted_lu(t)
    product = torch.ones(t.shape[:-2], dtype=t.dtype, device=t.device)
    if t.shape[-1]:
        product = lu[..., 0, 0]
        for i in range(1, t.shape[-1]):
            product = product * lu[..., i, i]
    return sign * product


def _lu_inverse(t):
    """paddle's CPU inverse (Eigen's PartialPivLU::inverse): the permuted identity solved with the unit lower,
    then the upper factor, each row's updates subtracted one by one, left to right, the upper solve ending
    with a multiplication by the reciprocal of the pivot."""
    lu, order, _ = _pivoted_lu(t)
    n = t.shape[-1]
    identity = torch.eye(n, dtype=t.dtype, device=t.device).expand_as(t)
    b = torch.gather(identity, -2, order.unsqueeze(-1).expand_as(t)).clone()
    for i in range(n):
        for k in range(i):
            b[..., i, :] -= lu[..., i, k:k + 1] * b[..., k, :]
    for i in range(n - 1, -1, -1):
        for k in range(i + 1, n):
            b[..., i, :] -= lu[..., i, k:k + 1] * b[..., k, :]
        b[..., i, :] *= (1 / lu[..., i, i]).unsqueeze(-1)
    return b


def _ordered_matmul(a, b):
    """a @ b with each product added in order of the inner index, rounding at each step (as paddle's CPU
    matmul gives for the small matrices of the inverse's gradient, measured)."""
    out = a[..., :, :1] * b[..., :1, :]
    for k in range(1, a.shape[-1]):
        out = out + a[..., :, k:k + 1] * b[..., k:k + 1, :]
    return out


def _inverse_grad(t, inverse, grad):
    """paddle's CPU inverse_grad: -inverse^T @ (dout @ inverse^T), each product in paddle's order."""
    transposed = inverse.transpose(-1, -2)
    return -_ordered_matmul(transposed, _ordered_matmul(grad, transposed))


def _paddle_inverse(t):
    """paddle's inverse where its values are reproduced (torch's elsewhere); paddle's error for a matrix with a
    zero pivot."""
    if not _lu_reproduced(t, "inverse"):
        return torch.linalg.inv(t)
    with torch.no_grad():
        lu, _, _ = _pivoted_lu(t.detach())
        if t.shape[-1] and bool((lu.diagonal(dim1=-2, dim2=-1) == 0).any()):
            raise ValueError(
                "(InvalidArgument) Input is not invertible.\n  [Hint: Expected min_abs_pivot > static_cast<T>(0), "
                "but received min_abs_pivot:0 <= static_cast<T>(0):0.] (at "
                "/paddle/paddle/phi/kernels/funcs/matrix_inverse.h:46)\n"
            )
    with torch.no_grad():
        values = _lu_inverse(t.detach())
    return with_kernel_gradient(t, values, torch.linalg.inv, _inverse_grad,
                                refusal=lambda: _kernels.no_double_grad("inverse", 32597))  # paddle has no higher order


def inverse(x, name=None):
    return wrap(_paddle_inverse(x._torch))


def multiplex(inputs, index, name=None):
    stacked = torch.stack([t._torch for t in inputs])
    rows = torch.arange(stacked.shape[1], device=stacked.device)
    return wrap(stacked[index._torch.reshape(-1), rows])


# ---------------------------------------------------------------------------------------------------------------
# Stacking and splitting helpers, broadcasting, and small elementwise ops of paddle 3.3 (hstack ... count_nonzero).
# paddle builds most of these in Python from concat, split, slice and scale: the errors its pieces raise are the
# ones reproduced here.
# ---------------------------------------------------------------------------------------------------------------

def _empty_list_error(function, argument, sequence):
    """paddle's argument parser refusing an empty list (its message names the parser's line, which differs for a
    list and a tuple)."""
    line = 1562 if isinstance(sequence, list) else 1604
    return ValueError(f"(InvalidArgument) {function}(): argument '{argument}' (position 0) must be list of Tensors, "
                      f"but got empty list (at /paddle/paddle/fluid/pybind/eager_utils.cc:{line})\n")


def _dtypes_agree(tensors):
    """paddle's kernel dispatch: every tensor of a list input must have the first one's dtype."""
    first = tensors[0].dtype
    for i, t in enumerate(tensors):
        if t.dtype is not first:
            name = lambda d: _dtype.from_torch(d)._str[7:]
            raise ValueError(
                "(InvalidArgument) The data_type of input tensor in list isn't consistent, the first tensor is "
                f"{name(first)}, but {i}th tensor is {name(t.dtype)}. "
                "(at /paddle/paddle/phi/api/lib/kernel_dispatch.cc:133)\n"
            )


def _checked_concat(tensors, axis):
    """concat of paddle Tensors with paddle's errors: an empty list, mixed dtypes, then (input by input) a rank
    or a size off the concatenation axis differing from the first input's."""
    if not tensors:
        raise _empty_list_error("concat", "x", tensors)
    parts = [t._torch for t in tensors]
    _dtypes_agree(parts)
    first = list(parts[0].shape)
    axis = axis + len(first) if axis < 0 else axis
    for i, part in enumerate(parts[1:], 1):
        shape = list(part.shape)
        if len(shape) != len(first):
            raise ValueError(
                f"(InvalidArgument) The shape of input[0] and input[{i}] is expected to be equal.But received "
                f"input[0]'s shape = {first}, input[{i}]'s shape = {shape}.\n  [Hint: Expected "
                f"inputs_dims[i].size() == out_dims.size(), but received inputs_dims[i].size():{len(shape)} != "
                f"out_dims.size():{len(first)}.] "
                "(at /paddle/paddle/phi/kernels/funcs/concat_funcs.h:45)\n"
            )
        for j, (want, have) in enumerate(zip(first, shape)):
            if j != axis and want != have:
                raise ValueError(
                    f"(InvalidArgument) The {j}-th dimension of input[0] and input[{i}] is expected to be equal.But "
                    f"received input[0]'s shape = {first}, input[{i}]'s shape = {shape}.\n  [Hint: Expected "
                    f"inputs_dims[0][j] == inputs_dims[i][j], but received inputs_dims[0][j]:{want} != "
                    f"inputs_dims[i][j]:{have}.] (at /paddle/paddle/phi/kernels/funcs/concat_funcs.h:72)\n"
                )
    return wrap(torch.cat(parts, axis))


def _at_least(inputs, rank):
    """``atleast_Nd``: each input (a Tensor, or data made one by ``to_tensor``) with leading and, for 3-D, trailing
    axes of size 1 added up to ``rank``; a Tensor of that rank already is returned itself. One input gives a
    Tensor, several (or one list or tuple holding a Tensor) a list."""
    if len(inputs) == 1 and isinstance(inputs[0], (list, tuple)) and builtins.any(
            isinstance(item, Tensor) for item in inputs[0]):
        inputs = inputs[0]
    # where the input's own axes go in the result, by its rank (numpy's convention: a matrix becomes [m, n, 1])
    padded = {1: {0: (1,)}, 2: {0: (1, 1), 1: (1, -1)}, 3: {0: (1, 1, 1), 1: (1, -1, 1), 2: (-1, -1, 1)}}[rank]
    results = []
    for item in inputs:
        tensor = item if isinstance(item, Tensor) else _to_tensor(item)
        t = tensor._torch
        if t.dim() >= rank:
            results.append(tensor)
            continue
        sizes = iter(t.shape)
        results.append(wrap(t.reshape([next(sizes) if s == -1 else s for s in padded[t.dim()]])))
    return results[0] if len(results) == 1 else results


def atleast_1d(*inputs, name=None):
    return _at_least(inputs, 1)


def atleast_2d(*inputs, name=None):
    return _at_least(inputs, 2)


def atleast_3d(*inputs, name=None):
    return _at_least(inputs, 3)


def _as_list(result):
    return result if isinstance(result, list) else [result]


def hstack(x, name=None):
    """Concatenation along the columns: the first axis of 1-D inputs (0-D ones made 1-D), else the second."""
    tensors = _as_list(atleast_1d(*x))
    return _checked_concat(tensors, 0 if tensors and tensors[0].ndim == 1 else 1)


def vstack(x, name=None):
    """Concatenation along the rows (axis 0), 0-D and 1-D inputs made rows first."""
    return _checked_concat(_as_list(atleast_2d(*x)), 0)


row_stack = vstack


def dstack(x, name=None):
    """Concatenation along the depth (axis 2), inputs made 3-D first (a matrix [m, n] as [m, n, 1])."""
    return _checked_concat(_as_list(atleast_3d(*x)), 2)


def column_stack(x, name=None):
    """Concatenation along axis 1, 0-D and 1-D inputs made columns first."""
    columns = [t if t.ndim >= 2 else wrap(t._torch.reshape(-1, 1)) for t in x]
    return _checked_concat(columns, 1)


def tensor_split(x, num_or_indices, axis=0, name=None):
    """Split along ``axis`` into ``num_or_indices`` parts (the first ``size % n`` one longer) or at the indices
    of a list (negative ones counted from the end, an index before the previous one giving an empty part)."""
    if isinstance(axis, Tensor):
        axis = int(axis._torch.item())
    t = x._torch
    if t.dim() <= 0 or t.dim() <= axis:
        raise ValueError(
            f"The input tensor's dimension must be greater than 0 or axis which is {axis}, but got {t.dim()}")
    if axis < -t.dim():
        raise IndexError("list index out of range")  # paddle reads x.shape[axis]
    total = t.shape[axis]
    if isinstance(num_or_indices, int):
        if num_or_indices <= 0:
            raise ValueError("num_or_indices must be larger than 0.")
        base, longer = divmod(total, num_or_indices)
        return split(x, [base + 1] * longer + [base] * (num_or_indices - longer), axis)
    if not isinstance(num_or_indices, (list, tuple)):
        raise ValueError(
            f"The num_or_indices should be int, list or tuple of ints, but got {type(num_or_indices)}")
    parts = []
    start = 0
    for end in [*num_or_indices, total]:
        first = start + total if start < 0 else start
        last = builtins.max(first, end + total if end < 0 else end)
        # slicing clips out-of-range bounds (and counts a still-negative start from the end), as paddle.slice does
        parts.append(wrap(t[(builtins.slice(None),) * (axis % t.dim()) + (builtins.slice(first, last),)]))
        start = end
    return parts


def _split_at_least(x, num_or_indices, rank, axis):
    if x.ndim < rank:
        raise ValueError(f"The input tensor's dimension must be greater than {rank - 1}, but got {x.ndim}")
    return tensor_split(x, num_or_indices, axis)


def hsplit(x, num_or_indices, name=None):
    """tensor_split along the columns: axis 1, or axis 0 of a 1-D tensor."""
    return _split_at_least(x, num_or_indices, 1, 1 if x.ndim > 1 else 0)


def vsplit(x, num_or_indices, name=None):
    return _split_at_least(x, num_or_indices, 2, 0)


def dsplit(x, num_or_indices, name=None):
    return _split_at_least(x, num_or_indices, 3, 2)


def unstack(x, axis=0, num=None):
    """The slices along ``axis`` (a list); ``num``, when given, must be their number (0 gives an empty list)."""
    t = x._torch
    rank = t.dim()
    if not -rank <= axis < rank:
        raise ValueError(f"`axis` must be in the range [-{rank}, {rank})")
    size = t.shape[axis]
    if num is not None and (num < 0 or num > size):
        raise ValueError(f"`num` must be in the range [0, {size})")
    if num is None:
        num = size
    if num == 0:
        return []
    if num != size:
        raise ValueError(
            f"(InvalidArgument) The number of attribute num is not equal to the length of the {axis % rank} axis of "
            f"Input(X). Expect {size} but got {num}.\n  [Hint: Expected num == x_dim[axis], but received num:{num} "
            f"!= x_dim[axis]:{size}.] (at /paddle/paddle/phi/infermeta/unary.cc:6549)\n"
        )
    return [wrap(p) for p in torch.unbind(t, axis)]


def _broadcast_shape_error(x_shape, y_shape, i, x_size, y_size):
    condition = ("x_dims_array[i] == y_dims_array[i] || (x_dims_array[i] <= 1 && x_dims_array[i] != 0) || "
                 "(y_dims_array[i] <= 1 && y_dims_array[i] != 0)")
    return ValueError(
        "(InvalidArgument) Broadcast dimension mismatch. Operands could not be broadcast together with the shape of "
        f"X = {x_shape} and the shape of Y = {y_shape}. Received [{x_size}] in X is not equal to [{y_size}] in Y at "
        f"i:{i}.\n  [Hint: Expected {condition} == true, but received {condition}:0 != true:1.] (at "
        "/paddle/paddle/phi/kernels/funcs/common_shape.h:72)\n"
    )


def broadcast_shape(x_shape, y_shape):
    """The shape two shapes broadcast to (a list of ints); a size of 1 stretches, 0 only meets 0 or 1. Two shapes
    that do not broadcast are paddle's ValueError, the one every broadcasting op raises (compared right-aligned,
    reported from the left)."""
    x_shape, y_shape = [int(s) for s in x_shape], [int(s) for s in y_shape]
    rank = builtins.max(len(x_shape), len(y_shape))
    x_full = [1] * (rank - len(x_shape)) + x_shape
    y_full = [1] * (rank - len(y_shape)) + y_shape
    out = []
    for i, (a, b) in enumerate(zip(x_full, y_full)):
        if a != b and not (a == 1 or b == 1):
            raise _broadcast_shape_error(x_shape, y_shape, i, a, b)
        out.append(b if a == 1 else a)
    return out


def broadcast_tensors(input, name=None):  # noqa: A002 - paddle's name
    """The inputs (a list or tuple, one dtype) expanded to their common broadcast shape."""
    if isinstance(input, Tensor):
        raise ValueError("(InvalidArgument) broadcast_tensors(): argument 'input' (position 0) must be list of "
                         "Tensors, but got Tensor (at /paddle/paddle/fluid/pybind/eager_utils.cc:1645)\n")
    if not input:
        raise _empty_list_error("broadcast_tensors", "input", input)
    parts = [t._torch for t in input]
    _dtypes_agree(parts)
    rank = builtins.max(p.dim() for p in parts)
    target = []
    for axis in range(rank):  # from the last axis, the first size other than 1 met is the one all must have
        size = None
        for p in parts:
            if axis >= p.dim():
                continue
            dim_size = p.shape[p.dim() - 1 - axis]
            if size is None or size == 1:
                size = dim_size
            elif dim_size != 1 and dim_size != size:
                raise ValueError(
                    "(InvalidArgument) BroadcastTensorsOp inputs does not satisfy bcast semantics, please check axis = "
                    f"{axis} in reverse order, dim_size[{dim_size}] != target_dim_size[{size}] (at "
                    "/paddle/paddle/phi/infermeta/multiary.cc:1199)\n"
                )
        target.insert(0, size)
    return [wrap(p.expand(target).contiguous()) for p in parts]


def _scaled_angle(x, factor):
    """``x * factor`` through paddle's scale kernel, integers counted as float32 first."""
    dtype = x._torch.dtype
    if dtype in (torch.int32, torch.int64):
        return scale(cast(x, "float32"), factor)
    if dtype is torch.float16:  # the factor is a float16 too
        return scale(x, float(np.float16(factor)))
    return scale(x, factor)


def deg2rad(x, name=None):
    return _scaled_angle(x, np.pi / 180.0)


def rad2deg(x, name=None):
    return _scaled_angle(x, 180 / np.pi)


#: the dtypes paddle's CPU abs kernel (which gcd and lcm run first) is registered for
_ABS_DTYPES = (torch.int32, torch.int64, torch.float64, torch.complex128, torch.float32, torch.complex64)


def _gcd_operands(x, y):
    """x and y broadcast to one shape, as paddle's gcd takes them (``y`` must have a shape: a number fails)."""
    if not isinstance(y, Tensor):
        raise AttributeError(f"'{type(y).__name__}' object has no attribute 'shape'")
    shape = broadcast_shape(x.shape, y.shape)
    a, b = x._torch.expand(shape), y._torch.expand(shape)
    for t in (a, b):
        if t.dtype not in _ABS_DTYPES:
            raise _no_kernel("abs", t.dtype, "int32, int64, float64, complex128, float32, complex64")
    if a.dtype is not b.dtype:
        try:
            _check_promotion(b.dtype, a.dtype)  # paddle's first mixed op is where(y != 0, y, x)
        except TypeError as error:
            raise TypeError(f"{error}\n") from None
        common = torch.promote_types(a.dtype, b.dtype)
        a, b = a.to(common), b.to(common)
    return a, b


def _gcd(a, b):
    """Euclid's algorithm on whole tensors (floats too, with a floored remainder), until every divisor is 0."""
    larger, smaller = a.abs(), b.abs()
    while bool((smaller != 0).any()):
        active = smaller != 0
        remainder = torch.remainder(larger, torch.where(active, smaller, torch.ones_like(smaller)))
        larger = torch.where(active, smaller, larger)
        smaller = torch.where(active, remainder, torch.zeros_like(smaller))
        larger, smaller = torch.maximum(larger, smaller), torch.minimum(larger, smaller)
    return larger


def gcd(x, y, name=None):
    """The greatest common divisor, elementwise (always >= 0; gcd(0, 0) = 0)."""
    return wrap(_gcd(*_gcd_operands(x, y)))


def lcm(x, y, name=None):
    """The least common multiple, elementwise: |x * y| // gcd, 0 where the gcd is 0."""
    divisor = _gcd(*_gcd_operands(x, y))
    product = (x._torch * y._torch).abs()
    safe = torch.where(divisor == 0, torch.ones_like(divisor), divisor)
    return wrap(torch.where(divisor == 0, torch.zeros_like(divisor), torch.floor_divide(product, safe)))


def hypot(x, y, name=None):
    """sqrt(x ** 2 + y ** 2) computed as written (no rescaling, unlike torch.hypot); integers give float32."""
    if not isinstance(x, Tensor):
        raise TypeError(f"x must be tensor type, but got {type(x)}")
    if not isinstance(y, Tensor):
        raise TypeError(f"y must be tensor type, but got {type(y)}")
    broadcast_shape(x.shape, y.shape)  # paddle's add refuses mismatched shapes with this message
    return OPS["sqrt"](OPS["add"](OPS["pow"](x, 2), OPS["pow"](y, 2)))


def negative(x, name=None):
    """-x as paddle's scale kernel computes it: x * -1 + 0, so 0 stays +0."""
    if x._torch.dtype is torch.bool:
        raise TypeError("The `-` operator, on a bool tensor is not supported.")
    return scale(x, -1.0)


_SGN_DTYPES = (torch.float16, torch.float32, torch.float64, torch.complex64, torch.complex128)


def sgn(x, name=None):
    """The sign of a real tensor; x / |x| of a complex one (0 at 0)."""
    t = x._torch
    if t.dtype not in _SGN_DTYPES:
        raise TypeError("The data type of input must be one of ['float16', 'float32', 'float64', 'complex64', "
                        f"'complex128'], but got {_dtype.from_torch(t.dtype)}")
    return wrap(torch.sgn(t)) if t.is_complex() else OPS["sign"](x)


def count_nonzero(x, axis=None, keepdim=False, name=None):
    """The number of nonzero elements (int64), over ``axis`` (all axes without one)."""
    if isinstance(axis, int):
        axis = [axis]
    _check_reduce_axes(x._torch, tuple(axis) if axis else None)  # paddle's sum's checks
    return sum(cast(cast(x, "bool"), "int64"), axis=axis, keepdim=keepdim)


def logit(x, eps=None, name=None):
    """log(x / (1 - x)); a nonzero ``eps`` clamps x into [eps, 1 - eps] first (its gradient 0 outside).
    Integers give float32."""
    t = x._torch
    if not (t.is_floating_point() or t.is_complex()):
        t = t.to(torch.float32)
    return wrap(torch.logit(t, eps or None))


# ---------------------------------------------------------------------------------------------------------------
# Differences, rotations, cumulative extremes, uniqueness and sorted search of paddle 3.3 (diff ... msort).
# paddle builds several of these in Python (diff from concat, slice and subtract; take from flatten and
# index_select; rot90 from flip and transpose): the errors of those pieces are the ones reproduced here.
# ---------------------------------------------------------------------------------------------------------------

def _written_to(out, result):
    """``result``, also written into the Tensor ``out`` where one is given (paddle's ``out=``: ``out`` takes the
    result's shape and values and is returned)."""
    if out is None:
        return result
    out._torch = result._torch
    return out


def diff(x, n=1, axis=-1, prepend=None, append=None, name=None, *, out=None):
    """The n-th forward difference along ``axis`` (logical xor for bool). paddle clamps an axis below -rank to 0
    and reads the size of one past the last axis (an IndexError)."""
    if n < 1:
        raise ValueError(f"Diff expects input to be at least one-dimensional but got {n}")
    rank = x._torch.dim()
    axis = builtins.max(axis + rank if axis < 0 else axis, 0)
    pieces = [p for p in (prepend, x, append) if p is not None]
    if len(pieces) > 1:
        first_rank = pieces[0]._torch.dim()
        if axis >= first_rank:  # paddle's concat checks the axis against its first input
            raise ValueError(
                f"(InvalidArgument) The axis is expected to be in range of [-{first_rank}, {first_rank}), but got "
                f"{axis}\n  [Hint: Expected axis >= -rank && axis < rank == true, but received axis >= -rank && "
                "axis < rank:0 != true:1.] (at /paddle/paddle/phi/infermeta/multiary.cc:1366)\n")
        t = _checked_concat(pieces, axis)._torch
    else:
        t = x._torch
    if axis >= t.dim():
        raise IndexError("list index out of range")
    lead = (builtins.slice(None),) * axis
    for _ in range(n):
        back, front = t[lead + (builtins.slice(1, None),)], t[lead + (builtins.slice(0, -1),)]
        t = torch.logical_xor(back, front) if t.dtype is torch.bool else back - front
    return _written_to(out, wrap(t))


def rot90(x, k=1, axes=[0, 1], name=None):  # noqa: B006 - paddle's default
    """Rotation by 90 degrees ``k`` times in the plane of ``axes``, from the first axis towards the second."""
    rank = x._torch.dim()
    if len(axes) != 2:
        raise ValueError(f"expected total rotation axes == 2, but got axes = {len(axes)}")
    if rank < 2:
        raise ValueError(f"expected total dims >= 2, but got total dims = {rank}")
    if axes[0] == axes[1] or builtins.abs(axes[0] - axes[1]) == rank:
        raise ValueError(f"expected rotation axes to be different, but got axis0 = {axes[0]}, and axis1 = {axes[1]}")
    for i in (0, 1):
        if not -rank <= axes[i] < rank:
            raise ValueError(f"Rotation axis{i} out of range, axis{i} = {axes[i]}")
    return wrap(torch.rot90(x._torch, int(k % 4), list(axes)))


def _diag_dim_error(which, dim, rank):
    """paddle's error for ``dim1`` or ``dim2`` (``which``: "Dim1" or "Dim2") of diag_embed out of range."""
    var = which.lower()
    if dim > rank:
        hint = f"Expected {var} <= x_dims.size(), but received {var}:{dim} > x_dims.size():{rank}"
        line = {"Dim1": 875, "Dim2": 894}[which]
    else:
        hint = f"Expected {var} >= -(x_dims.size() + 1), but received {var}:{dim} < -(x_dims.size() + 1):{-rank - 1}"
        line = {"Dim1": 866, "Dim2": 885}[which]
    return IndexError(
        f"(OutOfRange) {which} is out of range (expected to be in range of [{-rank - 1}, {rank}], but got {dim}).\n"
        f"  [Hint: {hint}.] (at /paddle/paddle/phi/infermeta/unary.cc:{line})\n")


def diag_embed(input, offset=0, dim1=-2, dim2=-1):  # noqa: A002 - paddle's name
    """Matrices (in the plane ``dim1``, ``dim2`` of the result) with the last axis of ``input`` on their
    ``offset`` diagonal; data that is not a Tensor is made one by ``to_tensor``."""
    # paddle makes other data a tensor through numpy: Python floats become float64
    tensor = input if isinstance(input, Tensor) else _to_tensor(np.asarray(input))
    t = tensor._torch
    rank = t.dim()
    for which, dim in (("Dim1", dim1), ("Dim2", dim2)):
        if not -rank - 1 <= dim <= rank:
            raise _diag_dim_error(which, dim, rank)
    first, second = dim1 % (rank + 1), dim2 % (rank + 1)
    if first == second:
        raise ValueError(
            f"(InvalidArgument) diagonal dimensions should not be identical {first} vs {second}.\n  [Hint: Expected "
            f"dim1_ != dim2_, but received dim1_:{first} == dim2_:{second}.] (at "
            "/paddle/paddle/phi/infermeta/unary.cc:908)\n")
    # paddle's diag_embed records no gradient: its result stops gradient whatever the input
    return wrap(torch.diag_embed(t.detach(), offset, dim1, dim2))


def _index_range_error(op, dim, value, size, lines):
    """paddle's ValueError for an index ``value`` outside an axis of ``size`` in ``op``'s CPU kernel (``dim``: the
    kernel's name for the axis; ``lines``: where its checks are in ``<op>_impl.h``, too large then too small)."""
    if value >= size:
        hint, line = f"index_data[i] < input_dim[{dim}], but received index_data[i]:{value} >= input_dim[{dim}]:{size}", \
            lines[0]
    else:
        hint, line = (f"index_data[i] >= -input_dim[{dim}], but received index_data[i]:{value} < "
                      f"-input_dim[{dim}]:{-size}"), lines[1]
    return ValueError(
        f"(InvalidArgument) Variable value (index) of OP({op}) expected >= -{size} and < {size}, but got "
        f"{value}. Please check input value.\n  [Hint: Expected {hint}.] (at "
        f"/paddle/paddle/phi/kernels/cpu/{op}_impl.h:{line})\n")


def _index_select_range_error(value, size):
    return _index_range_error("index_select", "dim", value, size, (96, 86))


def take(x, index, mode="raise", name=None):
    """The elements of the flattened ``x`` at ``index`` (shaped as ``index``). 'raise' counts a negative index
    from the end once (index_select then takes one more turn from the end, and refuses the rest); 'wrap' takes
    indices modulo the size; 'clip' clamps them into range."""
    if mode not in ("raise", "wrap", "clip"):
        raise ValueError(f"'mode' in 'take' should be 'raise', 'wrap', 'clip', but received {mode}.")
    if not isinstance(index, Tensor):
        raise TypeError(f"The type of 'index' must be Tensor, but got {type(index)}")
    if index._torch.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"The data type of 'index' must be one of ['int32', 'int64'], but got {index.dtype}")
    flat, positions = x._torch.reshape(-1), index._torch.reshape(-1).long()
    size = flat.shape[0]
    if mode == "raise":
        positions = torch.where(positions < 0, positions + size, positions)
        outside = (positions >= size) | (positions < -size)
        if bool(outside.any()):
            raise _index_select_range_error(int(positions[outside][0]), size)
        positions = torch.where(positions < 0, positions + size, positions)
    elif mode == "wrap":
        positions = positions % size
    elif size > 0:
        positions = positions.clamp(0, size - 1)
    return wrap(flat[positions].reshape(index._torch.shape))


def _cumulative_extreme(torch_fn, x, axis, dtype):
    t = x._torch
    if axis is None:
        t, axis = t.reshape(-1), 0
    rank = t.dim()
    if axis >= rank or axis < -rank:
        hint, line = ((f"axis < x_dims.size(), but received axis:{axis} >= x_dims.size():{rank}", 705) if axis >= rank
                      else (f"axis >= -x_dims.size(), but received axis:{axis} < -x_dims.size():{-rank}", 696))
        raise IndexError(
            f"(OutOfRange) axis is out of range (expected to be in range of [-{rank}, {rank}), but got {axis}).\n"
            f"  [Hint: Expected {hint}.] (at /paddle/paddle/phi/infermeta/unary.cc:{line})\n")
    index_dtype = _dtype.to_torch(dtype)
    if index_dtype not in (torch.int32, torch.int64):
        raise ValueError(
            "(InvalidArgument) dtype of indices must be DataType::INT32 or DataType::INT64\n  [Hint: Expected (dtype "
            "== DataType::INT32 || dtype == DataType::INT64) == true, but received (dtype == DataType::INT32 || dtype "
            "== DataType::INT64):0 != true:1.] (at /paddle/paddle/phi/infermeta/unary.cc:689)\n")
    values, indices = torch_fn(t, axis)
    return wrap(values), wrap(indices.to(index_dtype))


def cummax(x, axis=None, dtype="int64", name=None):
    """The running maximum along ``axis`` (of the flattened tensor without one) and the index where it was
    reached (the last of equal values; a NaN stays), as a tuple."""
    return _cumulative_extreme(torch.cummax, x, axis, dtype)


def cummin(x, axis=None, dtype="int64", name=None):
    """The running minimum, as :func:`cummax`."""
    return _cumulative_extreme(torch.cummin, x, axis, dtype)


def mode(x, axis=-1, keepdim=False, name=None):
    """The most frequent value along ``axis`` (the smallest of equally frequent ones) and the index of its last
    occurrence, as a tuple."""
    t = x._torch
    rank = t.dim()
    if rank == 0 and axis in (-1, 0):  # a 0-D tensor is its own mode
        return wrap(t.clone()), wrap(torch.zeros((), dtype=torch.int64))
    if axis > rank or axis < -rank:
        hint, line = ((f"axis <= dim_size, but received axis:{axis} > dim_size:{rank}", 3056) if axis > 0
                      else (f"axis >= -dim_size, but received axis:{axis} < -dim_size:{-rank}", 3064))
        raise ValueError(f"(InvalidArgument) the axis must be [-{rank}, {rank}), but received {axis} .\n  [Hint: "
                         f"Expected {hint}.] (at /paddle/paddle/phi/infermeta/unary.cc:{line})\n")
    values, indices = torch.mode(t, axis, keepdim)
    return wrap(values), wrap(indices)


def unique(x, return_index=False, return_inverse=False, return_counts=False, axis=None, dtype="int64",
           sorted=True, name=None):  # noqa: A002 - paddle's name
    """The sorted unique elements (of the flattened tensor, or the unique slices along ``axis``), with, as asked,
    the index of each one's first occurrence, the inverse indices and the counts, in ``dtype``; paddle sorts
    whatever ``sorted`` says. Inputs with NaN are not reproduced (paddle's results for them are unspecified)."""
    t = x._torch
    if t.dtype not in (torch.int32, torch.int64, torch.float32, torch.float64):
        raise _no_kernel("unique", t.dtype, "int32, int64, float64, float32")
    rank = t.dim()
    if axis is not None and axis >= rank:
        raise ValueError(
            f"(InvalidArgument) The axis({axis}) should be less than the dimension size({rank}) of x.\n  [Hint: "
            f"Expected axis_value < x.dims().size(), but received axis_value:{axis} >= x.dims().size():{rank}.] (at "
            "/paddle/paddle/phi/infermeta/unary.cc:6436)\n")
    if axis is not None and axis < -rank:
        raise ValueError(
            f"(InvalidArgument) The axis({axis + rank}) + rank(x) ({-rank}) should be greater than or equal to 0.\n"
            f"  [Hint: Expected axis_value >= 0, but received axis_value:{axis + rank} < 0:0.] (at "
            "/paddle/paddle/phi/infermeta/unary.cc:6443)\n")
    index_dtype = _dtype.to_torch(dtype)
    if axis is None:
        t, axis = t.reshape(-1), 0
    values, inverse, counts = torch.unique(t, sorted=True, return_inverse=True, return_counts=True, dim=axis)
    results = [wrap(values)]
    if return_index:
        # the first occurrence of each unique entry: the smallest position among those mapped to it
        positions = torch.arange(inverse.shape[0], dtype=torch.int64)
        first = torch.full((counts.shape[0],), inverse.shape[0], dtype=torch.int64)
        results.append(wrap(first.scatter_reduce(0, inverse, positions, "amin").to(index_dtype)))
    if return_inverse:
        results.append(wrap(inverse.to(index_dtype)))
    if return_counts:
        results.append(wrap(counts.to(index_dtype)))
    return results[0] if len(results) == 1 else tuple(results)


def searchsorted(sorted_sequence, values, out_int32=False, right=False, name=None, *, side=None, out=None,
                 sorter=None):
    """The indices at which ``values`` would be inserted into the innermost axis of ``sorted_sequence`` to keep
    it sorted (after the first equal element with ``right`` or ``side='right'``); int32 with ``out_int32``."""
    s, v = sorted_sequence._torch, values._torch
    if s.dim() != 1 and (s.dim() != v.dim() or s.shape[:-1] != v.shape[:-1]):
        raise RuntimeError(
            f"(Unavailable) The dimensions of sorted_sequence tensor ( {', '.join(map(str, s.shape))} ) and values "
            f"tensor ( {', '.join(map(str, v.shape))} ) can not match. Because the input sorted_sequence tensor must "
            "be 1 dimension or the first N-1 dimensions of sorted_sequence tensor and input values tensor must "
            "match. Please input appropriate sorted_sequence and values again! \n  [Hint: Expected flag == true, but "
            "received flag:0 != true:1.] (at /paddle/paddle/phi/infermeta/binary.cc:4037)\n")
    if sorter is not None:
        s = torch.gather(s, -1, sorter._torch.long())
    if s.dtype is not v.dtype:  # paddle compares across dtypes: both as the wider one
        common = torch.promote_types(s.dtype, v.dtype)
        s, v = s.to(common), v.to(common)
    right = right or side == "right"
    return _written_to(out, wrap(torch.searchsorted(s, v, out_int32=out_int32, right=right)))


def bucketize(x, sorted_sequence, out_int32=False, right=False, name=None, *, out=None):
    """The bucket of each element of ``x`` among the 1-D ``sorted_sequence``'s boundaries (searchsorted)."""
    if sorted_sequence._torch.dim() != 1:
        raise ValueError(f"sorted_sequence tensor must be 1 dimension, but got dim {sorted_sequence._torch.dim()}")
    return searchsorted(sorted_sequence, x, out_int32, right, out=out)


_BITWISE_DTYPES = (torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64)


def bitwise_not(x, out=None, name=None):
    """Bitwise not of an integer tensor (logical not of a bool one)."""
    t = x._torch
    if t.dtype not in _BITWISE_DTYPES:
        raise _no_kernel("bitwise_not", t.dtype, "int16, int32, uint8, bool, int64, int8")
    return _written_to(out, wrap(torch.bitwise_not(t)))


def index_fill(x, index, axis, value, name=None):
    """A copy of ``x`` with the slices at ``index`` along ``axis`` set to ``value`` (a number or a 0-D Tensor)."""
    if not isinstance(index, Tensor):
        raise ValueError("index must be Tensor")
    t = x._torch
    if not isinstance(axis, int) or not -t.dim() <= axis < t.dim():
        raise ValueError("The axis should be int, and in range [-rank(x), rank(x))")
    positions = index._torch.reshape(-1).long()
    positions = torch.where(positions < 0, positions + t.shape[axis], positions)
    if isinstance(value, Tensor):
        value = value._torch.to(t.dtype)
    return wrap(t.index_fill(axis, positions, value))


def msort(input, *, out=None):  # noqa: A002 - paddle's name
    """The tensor sorted along its first axis (a 0-D one as it is)."""
    t = input._torch
    return _written_to(out, wrap(torch.sort(t, dim=0, stable=True).values if t.dim() else t.clone()))


# ---------------------------------------------------------------------------------------------------------------
# Scattering and indexed updates, counting, integration, slicing, quantiles and sampling of paddle 3.3 (scatter,
# put_along_axis, index_add, index_put, masked_scatter, bincount, histogram, trapezoid, vander, polar, cdist, slice,
# strided_slice, crop, quantile, randint_like, bernoulli, multinomial). paddle's CPU kernels write repeated indices
# in order (the last write wins) and add in order: the helpers below make torch do the same, whatever its own order.
# ---------------------------------------------------------------------------------------------------------------

from unigrad.paddle_api import _random  # noqa: E402 -- paddle's CPU random streams (randint_like, bernoulli)
from unigrad.paddle_api.tensor import check_inplace  # noqa: E402


def _dtype_name(dtype):
    """paddle's short name of a torch dtype (``float32``)."""
    return _dtype.from_torch(dtype)._str[7:]


def _check_kernel(kernel, t, supported):
    """paddle's error for a CPU ``kernel`` lacking ``t``'s dtype; ``supported``: its dtype list as paddle prints it."""
    if t.device.type == "cpu" and _dtype_name(t.dtype) not in supported.split(", "):
        raise _no_kernel(kernel, t.dtype, supported)


def _not_tensor_error(function, argument, position, value):
    """paddle's argument parser refusing a non-Tensor argument."""
    return ValueError(f"(InvalidArgument) {function}(): argument '{argument}' (position {position}) must be Tensor, "
                      f"but got {type(value).__name__} (at /paddle/paddle/fluid/pybind/eager_utils.cc:1526)\n")


def _in_place(x, result):
    """``x`` holding ``result`` (a paddle in-place op): refused on a leaf that requires grad."""
    check_inplace(x)
    if result._torch.shape == x._torch.shape:
        x._torch.copy_(result._torch)
    else:  # a broadcast result replaces the tensor, as paddle does
        x._torch = result._torch
    return x


def _last_writes(targets):
    """For 1-D flat positions ``targets``: True where an entry is the last one writing its position."""
    order = torch.arange(targets.numel(), device=targets.device)
    if not targets.numel():
        return order == 0
    last = torch.full((int(targets.max()) + 1,), -1, dtype=order.dtype, device=targets.device)
    last = last.scatter_reduce(0, targets, order, "amax")
    return last[targets] == order


def _overwritten(t, targets, values, gradient_to_all):
    """``t`` with its flat positions ``targets`` set to ``values`` (1-D, one per target), the last write winning
    where a position repeats. Each value's gradient is the output's at its target (``gradient_to_all``, as
    paddle's scatter and index_put give), or only the last write's (put_along_axis)."""
    flat = t.reshape(-1)
    last = _last_writes(targets)
    out = flat.index_put((targets[last],), values[last])
    if gradient_to_all and not bool(last.all()) and out.requires_grad:
        out = with_values(flat.index_put((targets,), values), out.detach())
    return out.reshape(t.shape)


def _positions(t):
    """The flat position of every element of ``t`` (int64, shaped like ``t``): gathered like ``t`` is, they say
    where a scatter writes."""
    return torch.arange(t.numel(), device=t.device).reshape(t.shape)


def _expand_error(have, want):
    return ValueError(
        f"(InvalidArgument) The value ({have}) of the non-singleton dimension does not match the corresponding value "
        f"({want}) in shape for expand_v2 op.\n  [Hint: Expected vec_in_dims[i] == expand_shape[i], but received "
        f"vec_in_dims[i]:{have} != expand_shape[i]:{want}.] (at /paddle/paddle/phi/kernels/impl/expand_kernel_impl.h:64)\n")


def _expanded(t, shape):
    """``t`` broadcast to ``shape`` with paddle's expand error."""
    shape = list(shape)
    offset = len(shape) - t.dim()
    for i, size in enumerate(t.shape):
        if size != 1 and (i + offset < 0 or size != shape[i + offset]):
            raise _expand_error(size, shape[i + offset] if i + offset >= 0 else 1)
    return t.expand(shape)


def _scatter_checked(x, index, updates):
    """scatter's arguments checked as paddle checks them; returns (torch x, 1-D int64 index, updates)."""
    for position, (argument, value) in enumerate((("x", x), ("index", index), ("updates", updates))):
        if not isinstance(value, Tensor):
            raise _not_tensor_error("scatter", argument, position, value)
    t, i, u = x._torch, index._torch, updates._torch
    _check_kernel("scatter", t, "int32, int64, float64, float32")
    if i.dim() == 2 and i.shape[1] != 1:
        raise ValueError(
            "(InvalidArgument) The last dim of the index should be 1 when the index is a 2D tensor, but we get "
            f"{i.shape[1]}.\n  [Hint: Expected index_dims[1] == 1, but received index_dims[1]:{i.shape[1]} != 1:1.] "
            "(at /paddle/paddle/phi/infermeta/ternary.cc:2570)\n")
    if i.dim() == 0:
        if u.dim() != t.dim() - 1:
            raise ValueError(
                "(InvalidArgument) When the Input(Index) is a 0D tensor, the Input(Updates) should have the shape "
                f"size as Input(X)'s shape size - 1. But received the size of Input(x)'s shape is {t.dim()},  the "
                f"size of Input(Updates)'s shape is {u.dim()}.\n  [Hint: Expected (ref_dims.size() - 1 == "
                "updates_dims.size()) == true, but received (ref_dims.size() - 1 == updates_dims.size()):0 != true:1.] "
                "(at /paddle/paddle/phi/infermeta/ternary.cc:2608)\n")
        u = u.unsqueeze(0)
    elif u.dim() and i.shape[0] > u.shape[0]:
        raise ValueError(
            "(InvalidArgument) The first dimension size of Input(Index) should be no greater than Input(Updates), "
            f"but received first dimension size of Input(Index) is {i.shape[0]}, Input(Updates) is  {u.shape[0]}.\n"
            f"  [Hint: Expected index_dims[0] <= updates_dims[0], but received index_dims[0]:{i.shape[0]} > "
            f"updates_dims[0]:{u.shape[0]}.] (at /paddle/paddle/phi/infermeta/ternary.cc:2597)\n")
    if u.dtype is not t.dtype:
        raise _retrieve_error(u.dtype, t.dtype)
    if i.dtype not in (torch.int32, torch.int64):
        raise ValueError(
            f"(InvalidArgument) Index holds the wrong type, it holds [{_dtype_name(i.dtype)}],but desires to be "
            "[int32] or [int64].\n  [Hint: Expected index_type_match == true, but received index_type_match:0 != "
            "true:1.] (at /paddle/paddle/phi/kernels/cpu/scatter_kernel.cc:46)\n")
    for d in range(1, t.dim()):
        if u.shape[d] != t.shape[d]:
            raise ValueError(
                "(InvalidArgument) The dimensions of the source tensor and target tensor should match, but received "
                f"source tensor's {d}-th dimension is {u.shape[d]},target tensor's {d}-th dimension is {t.shape[d]}.\n"
                f"  [Hint: Expected src_dims[i] == dst_dims[i], but received src_dims[i]:{u.shape[d]} != "
                f"dst_dims[i]:{t.shape[d]}.] (at /paddle/paddle/phi/kernels/funcs/scatter.h:114)\n")
    i = i.reshape(-1).long()
    size = t.shape[0]
    for bad in i[(i >= size) | (i < -size)].tolist()[:1]:
        if bad >= size:
            raise IndexError(
                "(OutOfRange) The index is out of bounds, please check whether the values of index and dimensions of "
                f"input meet the requirements. each index should be less than 1st-dim size ({size}) of input, but "
                f"received [{bad}]\n  [Hint: Expected index_ < dst_dims[0], but received index_:{bad} >= "
                f"dst_dims[0]:{size}.] (at /paddle/paddle/phi/kernels/funcs/scatter.h:149)\n")
        raise IndexError(
            "(OutOfRange) The index is out of bounds, please check whether the dimensions of index and input meet "
            f"the requirements. It should be greater than or equal to [-{size}], but received [{bad}]\n  [Hint: "
            f"Expected index_ >= -dst_dims[0], but received index_:{bad} < -dst_dims[0]:-{size}.] (at "
            "/paddle/paddle/phi/kernels/funcs/scatter.h:139)\n")
    return t, torch.where(i < 0, i + size, i), u.narrow(0, 0, i.shape[0])


def scatter(x, index, updates, overwrite=True, name=None, out=None):
    """The rows of ``x`` at ``index`` (1-D, or [N, 1]; negative counted from the end) replaced by the rows of
    ``updates`` (the last one where an index repeats), or with ``overwrite=False`` set to the sum of the updates
    for them (the rows' own values dropped). Every update row gets the gradient of the row it was written to."""
    t, i, u = _scatter_checked(x, index, updates)
    if overwrite:
        targets = _positions(t).index_select(0, i).reshape(-1)
        result = _overwritten(t, targets, u.reshape(-1), gradient_to_all=True)
    else:  # index_add adds in index order, as paddle's kernel does
        result = t.index_fill(0, i, 0).index_add(0, i, u)
    return _written_to(out, wrap(result))


def scatter_(x, index, updates, overwrite=True, name=None):
    """:func:`scatter` written into ``x``."""
    return _in_place(x, scatter(x, index, updates, overwrite))


_PUT_REDUCTIONS = {"add": "sum", "mul": "prod", "multiply": "prod", "mean": "mean", "amin": "amin", "amax": "amax"}


def _put_along_axis_operands(arr, indices, values, axis, broadcast):
    """put_along_axis' indices and values as paddle prepares them: broadcast over ``arr`` (the indices keeping
    their size along ``axis``) unless an index axis is longer than arr's; without ``broadcast`` the values are
    cut to the indices' shape."""
    if len(arr.shape) != len(indices.shape):
        raise ValueError("`indices` and `arr` must have the same number of dimensions!")
    t = arr._torch
    rank = t.dim()
    assert -rank <= axis < rank, f"'axis'  must be in the range of [-{rank}, {rank})"
    axis = axis % rank
    i = indices._torch
    if broadcast:
        v = values._torch if isinstance(values, Tensor) else _to_tensor(values)._torch
        if builtins.all(a >= b for a, b in zip(t.shape, i.shape)):
            shape = list(t.shape)
            shape[axis] = i.shape[axis]
            i = _expanded(i, shape)
        v = _expanded(v, i.shape)
    else:
        if isinstance(values, Tensor):
            v = values._torch
            if v.dim() != i.dim():
                raise ValueError("`indices` and `values` must have the same number of dimensions!")
            for d in range(rank):
                if (d != axis and t.shape[d] < i.shape[d]) or i.shape[d] > v.shape[d]:
                    raise RuntimeError(
                        f"Size does not match at dimension {d} expected index {indices.shape} to be smaller than self "
                        f"{arr.shape} apart from dimension {axis} and to be smaller size than values {values.shape}")
            v = v[tuple(builtins.slice(0, n) for n in i.shape)]
        else:
            v = _to_tensor(values)._torch.to(t.dtype)
            if v.numel() == 1:
                v = v.reshape([1] * i.dim()).expand(i.shape) if i.dim() else v.reshape(())
        if not bool((i < t.shape[axis]).all()):
            raise RuntimeError(f"one of element of indices is out of bounds for dimension {axis} with size "
                               f"{t.shape[axis]}")
    if i.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"The data type of indices should be one of ['int32', 'int64'], but got {_dtype_name(i.dtype)}")
    return t, i.long(), v, axis


def put_along_axis(arr, indices, values, axis, reduce="assign", include_self=True, broadcast=True):
    """``values`` written into ``arr`` at ``indices`` along ``axis`` ('assign': the last write wins and alone gets
    a gradient) or combined with what is there ('add', 'mul'/'multiply', 'mean', 'amin', 'amax'; with
    ``include_self=False`` the written positions' own values are left out)."""
    t, i, v, axis = _put_along_axis_operands(arr, indices, values, axis, broadcast)
    _check_kernel("put_along_axis", t, "int64, int16, float64, int32, uint8, float32")
    if v.dtype is not t.dtype:
        raise _retrieve_error(v.dtype, t.dtype)
    if reduce != "assign" and reduce not in _PUT_REDUCTIONS:
        raise ValueError(
            f"(InvalidArgument) can not support reduce: '{reduce}' for scatter kernel, only support reduce op: 'add', "
            "'assign', 'mul', 'mean', 'amin', 'amax' and 'multiply', the default reduce op is 'assign'  (at "
            "/paddle/paddle/phi/kernels/cpu/put_along_axis_kernel.cc:86)\n")
    size = t.shape[axis]
    outside = (i >= size) | (i < -size)
    if bool(outside.any()):
        bad = int(i[outside][0])
        raise IndexError(
            f"(OutOfRange) Variable value (index) of scatter cpu kernel, expected >= -{size} and < {size}, but got "
            f"{bad}.Please check the input value.\n  [Hint: Expected (index >= -self_select_dim_size) && (index < "
            "self_select_dim_size) == true, but received (index >= -self_select_dim_size) && (index < "
            "self_select_dim_size):0 != true:1.] (at /paddle/paddle/phi/kernels/funcs/gather_scatter_functor.cc:304)\n")
    i = torch.where(i < 0, i + size, i)
    if reduce == "assign":
        targets = _positions(t).gather(axis, i).reshape(-1)
        return wrap(_overwritten(t, targets, v.reshape(-1), gradient_to_all=False))
    # torch's scatter_reduce adds in order and shares its gradients with paddle's (ties of amin/amax split evenly)
    return wrap(t.scatter_reduce(axis, i, v, _PUT_REDUCTIONS[reduce], include_self=include_self))


def _put_along_axis_(arr, indices, values, axis, reduce="assign", include_self=True, broadcast=True):
    """``Tensor.put_along_axis_``: :func:`put_along_axis` written into ``arr`` (paddle has no function of it)."""
    return _in_place(arr, put_along_axis(arr, indices, values, axis, reduce, include_self, broadcast))


_put_along_axis_.__name__ = "put_along_axis_"


def _index_add_range_error(value, size):
    return _index_range_error("index_add", "axis", value, size, (68, 58))


def index_add(x, index, axis, value, alpha=1, name=None, *, out=None):
    """``x`` with ``value * alpha`` added to its slices at ``index`` (1-D) along ``axis``, repeated indices adding
    in order. Also torch's form ``index_add(x, dim, index, source)``."""
    if isinstance(index, int) and isinstance(axis, Tensor):  # torch's positional order: dim before index
        index, axis = axis, index
    t, i = x._torch, index._torch
    rank = t.dim()
    _check_kernel("index_add", t, "int32, int64, float64, float16, float32")
    if not -rank <= axis < rank:
        raise IndexError(
            f"(OutOfRange) Attr(dim) is out of range, It's expected to be in range of [-{rank}, {rank - 1}]. But "
            f"received Attr(axis) = {axis}.\n  [Hint: Expected axis < input_dim.size() && axis >= (0 - "
            "input_dim.size()) == true, but received axis < input_dim.size() && axis >= (0 - input_dim.size()):0 != "
            "true:1.] (at /paddle/paddle/phi/infermeta/binary.cc:2611)\n")
    axis %= rank
    if i.dim() != 1:
        raise ValueError(
            f"(InvalidArgument) The 'shape' of Input(Index) must be 1-D tensor. But received: the 'shape' of "
            f"Input(Index) is [{', '.join(map(str, i.shape))}], the dimension of Input(Index) is [{i.dim()}].\n  "
            "[Hint: Expected index_dim.size() == 1 == true, but received index_dim.size() == 1:0 != true:1.] (at "
            "/paddle/paddle/phi/infermeta/binary.cc:2623)\n")
    v = value._torch
    for d in range(rank):
        if d != axis and d < v.dim() and v.shape[d] != t.shape[d]:
            raise ValueError(
                "(InvalidArgument) The add_value parameter does not supported broadcast, so input_dim[i]"
                f"({t.shape[d]}) must be equal to add_value_dim[i]({v.shape[d]}) when i({d}) != axis({axis}).\n  "
                "[Hint: Expected input_dim[i] == add_value_dim[i] == true, but received input_dim[i] == "
                "add_value_dim[i]:0 != true:1.] (at /paddle/paddle/phi/infermeta/binary.cc:2645)\n")
    if i.dtype not in (torch.int32, torch.int64):
        raise ValueError(
            f"(InvalidArgument) Input(Index) holds the wrong type, it holds {_dtype_name(i.dtype)}, but desires to be "
            "int32 or int64\n  [Hint: Expected index_type_match == true, but received index_type_match:0 != true:1.] "
            "(at /paddle/paddle/phi/infermeta/binary.cc:2661)\n")
    v = (value * alpha)._torch if alpha != 1 else v  # paddle scales first, with its scalar promotion
    if v.dtype is not t.dtype:
        error = _retrieve_error(v.dtype, t.dtype)
        raise ValueError(str(error).replace("dense_tensor.cc:153", "dense_tensor.cc:167"))
    size = t.shape[axis]
    i = i.long()
    outside = (i >= size) | (i < -size)
    if bool(outside.any()):
        raise _index_add_range_error(int(i[outside][0]), size)
    return _written_to(out, wrap(t.index_add(axis, torch.where(i < 0, i + size, i), v)))


def index_add_(x, index, axis, value, alpha=1, name=None):
    """:func:`index_add` written into ``x``."""
    if isinstance(index, int) and isinstance(axis, Tensor):
        index, axis = axis, index
    return _in_place(x, index_add(x, index, axis, value, alpha))


def index_put(x, indices, value, accumulate=False, name=None):
    """``x`` with the elements picked by ``indices`` (a tuple or list of integer or bool tensors, as ``x[indices]``
    picks them) set to ``value`` (broadcast; the last write wins where an element repeats) or, with
    ``accumulate``, increased by it (in order)."""
    if not isinstance(value, Tensor):
        raise _not_tensor_error("index_put", "value", 2, value)
    t, v = x._torch, value._torch
    keys = []
    for index in indices:
        k = index._torch
        if k.dtype is not torch.bool and k.dtype not in (torch.int32, torch.int64):
            raise _retrieve_error(k.dtype, torch.int64)
        keys.append(k if k.dtype is torch.bool else k.long())
    if v.dtype is not t.dtype:
        raise ValueError(
            "(InvalidArgument) The data type of tensor value must be same to the data type of tensor x.\n  [Hint: "
            f"Expected x.dtype() == value.dtype(), but received x.dtype():{_PHI_CODES.get(t.dtype, 0)} != "
            f"value.dtype():{_PHI_CODES.get(v.dtype, 0)}.] (at /paddle/paddle/phi/kernels/cpu/index_put_kernel.cc:112)\n")
    selected = _positions(t)[tuple(keys)]
    targets = selected.reshape(-1)
    values = _expanded(v, selected.shape).reshape(-1)
    if accumulate:
        return wrap(t.reshape(-1).index_add(0, targets, values).reshape(t.shape))
    return wrap(_overwritten(t, targets, values, gradient_to_all=True))


def index_put_(x, indices, value, accumulate=False, name=None):
    """:func:`index_put` written into ``x``."""
    return _in_place(x, index_put(x, indices, value, accumulate))


def masked_scatter(x, mask, value, name=None):
    """``x`` (broadcast with ``mask``) with its elements where ``mask`` is True taken, in order, from the
    elements of ``value``."""
    assert x.dtype == value.dtype, (f"x and value must have the same dtype, but got x dtype is {x.dtype}, value dtype "
                                    f"is {value.dtype}")
    assert mask.dtype == _dtype.DTYPES["bool"]
    shape = broadcast_shape(mask.shape, x.shape)
    m = mask._torch.expand(shape)
    count = int(m.sum())
    # paddle reports the last position its running count of the mask reaches: one less than the count
    assert count <= value._torch.numel(), (f"mask true nums must be <= value size, but got mask true nums is "
                                           f"{count - 1}, value size is {value._torch.numel()}")
    return wrap(torch.masked_scatter(x._torch.expand(shape), m, value._torch))


def masked_scatter_(x, mask, value, name=None):
    """:func:`masked_scatter` written into ``x``."""
    return _in_place(x, masked_scatter(x, mask, value))


def bincount(x, weights=None, minlength=0, name=None):
    """How often each value 0, 1, ... occurs in the 1-D non-negative integer tensor ``x`` (int64), or the sums of
    ``weights`` per value (float32 and float64 weights keep their dtype, integer ones give float64); at least
    ``minlength`` long. paddle records no gradient for it."""
    t = x._torch
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError("Elements in Input(x) should all be integers")
    if t.dim() != 1:
        raise ValueError(
            "(InvalidArgument) The 'shape' of Input(X) must be 1-D tensor.But the dimension of Input(X) is "
            f"[{t.dim()}]\n  [Hint: Expected input_dim.size() == 1, but received input_dim.size():{t.dim()} != 1:1.] "
            "(at /paddle/paddle/phi/infermeta/binary.cc:280)\n")
    if weights is not None:
        w = weights._torch.detach()
        if w.shape[0] != t.shape[0]:
            raise ValueError(
                "(InvalidArgument) The 'shape' of Input(Weights) must be equal to the 'shape' of Input(X).But "
                f"received: the 'shape' of Input(Weights) is [{', '.join(map(str, w.shape))}],the 'shape' of Input(X) "
                f"is [{t.shape[0]}]\n  [Hint: Expected weights_dim[0] == input_dim[0], but received "
                f"weights_dim[0]:{w.shape[0]} != input_dim[0]:{t.shape[0]}.] (at /paddle/paddle/phi/infermeta/binary.cc:299)\n")
        _check_kernel("bincount", w, "int32, int64, float64, float32")
    if isinstance(minlength, Tensor):
        minlength = int(minlength._torch.item())
    if t.numel() and int(t.min()) < 0:
        low = int(t.min())
        raise ValueError(
            "(InvalidArgument) The elements in input tensor must be non-negative ints\n  [Hint: Expected "
            "*std::min_element(input_data, input_data + input_numel) >= static_cast<InputT>(0), but received "
            f"*std::min_element(input_data, input_data + input_numel):{low} < static_cast<InputT>(0):0.] (at "
            "/paddle/paddle/phi/kernels/cpu/bincount_kernel.cc:45)\n")
    if minlength < 0:
        raise ValueError(
            "(InvalidArgument) The minlength should be greater than or equal to 0.But received minlength is "
            f"{minlength}\n  [Hint: Expected int_minlength >= 0, but received int_minlength:{minlength} < 0:0.] (at "
            "/paddle/paddle/phi/kernels/cpu/bincount_kernel.cc:96)\n")
    length = builtins.max(int(t.max()) + 1 if t.numel() else 0, minlength)
    if weights is None:
        return wrap(torch.bincount(t, minlength=length))
    dtype = w.dtype if w.is_floating_point() else torch.float64
    # index_add sums in order, in the weights' dtype, as paddle's kernel does (torch.bincount sums in double)
    return wrap(torch.zeros(length, dtype=dtype, device=t.device).index_add(0, t.long(), w.to(dtype)))


def _histogram_range(t, bins, min, max):  # noqa: A002 - paddle's names
    """The range histogram counts over, as paddle's kernel takes it (in the input's dtype): [min, max], the data's
    own range when both are 0, widened by 1 each way when empty."""
    if bins < 1:
        raise ValueError(
            f"(InvalidArgument) The bins should be greater than or equal to 1.But received nbins is {bins}\n  [Hint: "
            f"Expected bins >= 1, but received bins:{bins} < 1:1.] (at /paddle/paddle/phi/infermeta/binary.cc:2374)\n")
    if max < min:
        raise ValueError(
            f"(InvalidArgument) max must be larger or equal to min.But received max is {max:f}, min is {min:f}\n  "
            f"[Hint: Expected max >= min, but received max:{max:g} < min:{min:g}.] (at "
            "/paddle/paddle/phi/infermeta/binary.cc:2380)\n")
    kind = t.dtype if t.is_floating_point() else torch.int64
    low, high = torch.tensor(min, dtype=kind), torch.tensor(max, dtype=kind)
    if min == 0 and max == 0 and t.numel():
        low, high = t.min().to(kind), t.max().to(kind)
    if low == high:
        low, high = low - 1, high + 1
    return low, high


def histogram(input, bins=100, min=0.0, max=0.0, weight=None, density=False, name=None):  # noqa: A002
    """Counts of the elements of ``input`` in ``bins`` equal bins over [min, max] (the data's range when both are
    0; the last bin includes max; values outside are not counted): int64, or float32 with ``weight`` (summed per
    bin) or ``density`` (normalized to integrate to 1)."""
    t = input._torch.detach().reshape(-1)
    if weight is not None:
        w = weight._torch.detach()
        if list(w.shape) != list(input._torch.shape):
            raise ValueError(
                "(InvalidArgument) The shape of weight should be equal to the shape of input.But received weight "
                f"shape is [{', '.join(map(str, w.shape))}], input shape is "
                f"[{', '.join(map(str, input._torch.shape))}]\n  [Hint: Expected weight_dims == input.dims(), but "
                f"received weight_dims:{', '.join(map(str, w.shape))} != input.dims():"
                f"{', '.join(map(str, input._torch.shape))}.] (at /paddle/paddle/phi/infermeta/binary.cc:2389)\n")
        if w.dtype is not t.dtype:
            raise _retrieve_error(t.dtype, w.dtype)
    low, high = _histogram_range(t, bins, min, max)
    span = high - low
    if t.is_floating_point() and not bool(torch.isfinite(span)):
        limit = torch.finfo(t.dtype).max
        raise ValueError(
            "(InvalidArgument) The range of max - min is out of range for target type, current kernel type is "
            f"{'f' if t.dtype is torch.float32 else 'd'}, the range should less than {limit:f} but now min is "
            f"{float(low):f}, max is {float(high):f}.\n  [Hint: Expected range < static_cast<double>(std::"
            f"numeric_limits<T>::max()), but received range:{float(span):g} >= static_cast<double>(std::"
            f"numeric_limits<T>::max()):{limit:g}.] (at /paddle/paddle/phi/kernels/cpu/histogram_kernel.cc:63)\n")
    values = t.to(low.dtype)
    inside = (values >= low) & (values <= high)
    # the bin of each value, in the input's arithmetic: (v - min) * bins / (max - min), truncated; max joins the last
    if values.is_floating_point():
        index = ((values - low) * bins / span).floor()
    else:
        index = torch.div((values - low) * bins, span, rounding_mode="floor")
    index = index.clamp(0, bins - 1).long()[inside]
    if weight is None and not density:
        return wrap(torch.bincount(index, minlength=bins))
    amounts = w.reshape(-1)[inside].float() if weight is not None else torch.ones(index.shape[0])
    hist = torch.zeros(bins, dtype=torch.float32, device=t.device).index_add(0, index, amounts.to(t.device))
    if density:  # the shares of the total, over the bin width (measured order; weighted ones may differ by an ulp)
        hist = hist / hist.sum() * bins / span.float()
    return wrap(hist)


def _check_float_input(t):
    if t.dtype not in (torch.float16, torch.float32, torch.float64):
        raise TypeError(
            "The data type of input must be Tensor, and dtype should be one of ['paddle.float16', 'paddle.float32', "
            "'paddle.float64', 'paddle.base.core.DataType.FLOAT16', 'paddle.base.core.DataType.FLOAT32', "
            f"'paddle.base.core.DataType.FLOAT64'], but got {_dtype.from_torch(t.dtype)}")


def _trapezoids(y, x, dx, axis):
    """The areas of the trapezoids under ``y`` along ``axis``: spacing ``dx`` (1 by default) or the differences
    of the sample points ``x`` (1-D along ``axis``, or shaped like ``y``)."""
    if x is not None and dx is not None:
        raise ValueError("Not permitted to specify both x and dx input args.")
    _check_float_input(y._torch)
    t = y._torch
    axis %= builtins.max(t.dim(), 1)
    n = t.shape[axis]
    upper, lower = t.narrow(axis, 1, builtins.max(n - 1, 0)), t.narrow(axis, 0, builtins.max(n - 1, 0))
    if x is not None:
        _check_float_input(x._torch)
        s = x._torch
        if s.dim() == 1:
            s = s.reshape([-1] + [1] * (t.dim() - 1 - axis))
            step = s[1:] - s[:-1]
        else:
            step = s.narrow(axis, 1, n - 1) - s.narrow(axis, 0, n - 1)
    elif isinstance(dx, Tensor):
        step = dx._torch
    else:
        step = 1.0 if dx is None else dx
    return step * (upper + lower) / 2, axis


def trapezoid(y, x=None, dx=None, axis=-1, name=None):
    """The integral of ``y`` along ``axis`` by the trapezoidal rule (the areas summed as paddle's sum adds)."""
    areas, axis = _trapezoids(y, x, dx, axis)
    return sum(wrap(areas), axis=axis)


def cumulative_trapezoid(y, x=None, dx=None, axis=-1, name=None):
    """The running integrals of ``y`` along ``axis`` by the trapezoidal rule (one fewer than ``y`` has)."""
    areas, axis = _trapezoids(y, x, dx, axis)
    return cumsum(wrap(areas), axis=axis)


def vander(x, n=None, increasing=False, name=None):
    """The Vandermonde matrix of the 1-D ``x``: ``n`` (default len(x)) columns of its powers, highest first (lowest
    first with ``increasing``), each power the previous one times x."""
    t = x._torch
    if n is None:
        n = t.shape[0] if t.dim() else 1
    if n < 0:
        raise ValueError("N must be non-negative.")
    if t.dim() != 1:
        raise ValueError(f"The input of x is expected to be a 1-D Tensor.But now the dims of Input(X) is {t.dim()}.")
    if n == 0:
        return wrap(t.new_empty((t.shape[0], 0)))
    powers = [torch.ones_like(t)]
    for _ in range(n - 1):  # one rounding per power (torch's cumprod accumulates floats in double)
        powers.append(powers[-1] * t)
    powers = torch.stack(powers, 1)
    return wrap(powers if increasing else powers.flip(1))


def polar(abs, angle, name=None, *, out=None):  # noqa: A002 - paddle's names
    """The complex numbers of magnitude ``abs`` and phase ``angle``: abs * cos(angle) + abs * sin(angle) j."""
    abs.dtype, angle.dtype  # noqa: B018 - paddle reads both dtypes first (an AttributeError for other data)
    try:
        real = OPS["multiply"](abs, OPS["cos"](angle))
    except TypeError as error:  # paddle's multiply ends this message with a newline
        raise TypeError(f"{error}\n") from None
    imag = OPS["multiply"](abs, OPS["sin"](angle))
    return _written_to(out, wrap(torch.complex(real._torch, imag._torch)))


_CDIST_MODES = ("use_mm_for_euclid_dist_if_necessary", "use_mm_for_euclid_dist", "donot_use_mm_for_euclid_dist")


def cdist(x, y, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary", name=None):
    """The p-norm distances between the rows of ``x`` [.., P, M] and ``y`` [.., R, M] (batch axes broadcast).
    For p = 2 with more than 25 rows (or 'use_mm_for_euclid_dist') through a matrix product, as paddle does;
    its last bits may differ from paddle's."""
    if compute_mode not in _CDIST_MODES:
        raise ValueError("The compute_mode should be 'use_mm_for_euclid_dist_if_necessary', 'use_mm_for_euclid_dist' "
                         f"or 'donot_use_mm_for_euclid_dist', but received compute_mode is {compute_mode}.")
    a, b = x._torch, y._torch
    assert a.dim() >= 2, f"The x must be at least 2-dimensional, But received Input x's dimensional is {a.dim()}.\n"
    assert b.dim() >= 2, f"The y must be at least 2-dimensional, But received Input y's dimensional is {b.dim()}.\n"
    assert a.shape[-1] == b.shape[-1], ("The x and y must have same last dimension, But received Input x's last "
                                        f"dimension is {a.shape[-1]}, Input y's last dimension is {b.shape[-1]}.\n")
    assert p >= 0, f"The p must be greater than or equal to 0, But received p is {p}.\n"
    if a.dtype is not b.dtype:
        a, b = _promoted_pair(a, b)
    _check_kernel("p_norm", a, "float64, float32")
    matrix = compute_mode == "use_mm_for_euclid_dist" or (
        compute_mode == _CDIST_MODES[0] and (a.shape[-2] > 25 or b.shape[-2] > 25))
    if p == 2 and matrix:
        return wrap(torch.cdist(a, b, 2.0, "use_mm_for_euclid_dist"))
    batch = broadcast_shape(a.shape[:-2], b.shape[:-2])
    a = a.expand(batch + list(a.shape[-2:]))
    b = b.expand(batch + list(b.shape[-2:]))
    return wrap(_p_norm(a.unsqueeze(-2) - b.unsqueeze(-3), float(p), -1, False))


def _ints(values):
    """A list of ints from a list or tuple of ints and one-element Tensors, or from a 1-D Tensor."""
    if isinstance(values, Tensor):
        return [int(v) for v in values._torch.reshape(-1).tolist()]
    return [int(v._torch.item()) if isinstance(v, Tensor) else int(v) for v in values]


def slice(input, axes, starts, ends):  # noqa: A001,A002 - paddle's names
    """``input`` cut to [start, end) along each of ``axes`` (Python's slicing: negative bounds counted from the
    end, out-of-range ones clipped)."""
    if not isinstance(axes, (list, tuple)):
        raise ValueError(f"Input axes must be a python list or tuple, but received {type(axes)}")
    if not axes:
        raise ValueError("Input axes should not be an empty list/tuple.")
    starts, ends = _ints(starts), _ints(ends)
    for which, bounds, line in (("starts", starts, 4764), ("ends", ends, 4771)):
        if len(axes) != len(bounds):
            raise ValueError(
                f"(InvalidArgument) The length of axes ({len(axes)}) and length of {which} ({len(bounds)}) should be "
                f"same.\n  [Hint: Expected axes.size() == {which}_arr.size(), but received axes.size():{len(axes)} != "
                f"{which}_arr.size():{len(bounds)}.] (at /paddle/paddle/phi/infermeta/unary.cc:{line})\n")
    t = input._torch
    for axis, start, end in zip(axes, starts, ends):
        # an axis past either end is the last or the first, as paddle clamps it
        axis = builtins.min(builtins.max(axis + t.dim() if axis < 0 else axis, 0), t.dim() - 1)
        t = t[(builtins.slice(None),) * axis + (builtins.slice(start, end),)]
    return wrap(t)


def strided_slice(x, axes, starts, ends, strides, name=None):
    """``x`` cut to start:end:stride along each of ``axes`` (Python's slicing, negative strides included)."""
    if builtins.any(isinstance(v, Tensor) or (isinstance(v, (list, tuple)) and builtins.any(
            isinstance(item, Tensor) for item in v)) for v in (starts, ends, strides)):
        # paddle 3.3.1's binding fails on bounds given as (or holding) Tensors
        raise SystemError("<built-in function strided_slice> returned a result with an exception set")
    starts, ends, strides = _ints(starts), _ints(ends), _ints(strides)
    for which, values, line in (("starts", starts, 5264), ("ends", ends, 5253), ("strides", strides, 5275)):
        if len(values) != len(axes):
            raise ValueError(
                f"(InvalidArgument) The size of {which} attribute in StridedSlice operator is not equal to the size of "
                f"axes attribute. The {which} attribute's size is {len(values)}, axes attribute's size is "
                f"{len(axes)}.\n  [Hint: Expected {which}_size == axes.size(), but received {which}_size:"
                f"{len(values)} != axes.size():{len(axes)}.] (at /paddle/paddle/phi/infermeta/unary.cc:{line})\n")
    t = x._torch
    rank = t.dim()
    for i, axis in enumerate(axes):
        if axis >= rank:
            raise ValueError(
                "(InvalidArgument) The axes should be less than or equal to input tensor's rank.But received "
                f"{axis} of axes[{i}], input tensor shape [{rank}]\n  [Hint: Expected axes[i] < in_dims.size(), but "
                f"received axes[i]:{axis} >= in_dims.size():{rank}.] (at /paddle/paddle/phi/infermeta/unary.cc:5236)\n")
    for axis, start, end, stride in zip(axes, starts, ends, strides):
        if stride == 0:
            raise ValueError(
                "(InvalidArgument) stride index in StridedSlice operator is 0.\n  [Hint: Expected stride_index != 0, "
                "but received stride_index:0 == 0:0.] (at /paddle/paddle/phi/kernels/funcs/strided_slice.h:67)\n")
        axis %= rank
        picked = range(*builtins.slice(start, end, stride).indices(t.shape[axis]))
        if stride > 0:  # a view, as torch slices
            t = t[(builtins.slice(None),) * axis + (builtins.slice(picked.start, picked.start + len(picked) * stride,
                                                                   stride),)]
        else:
            t = t.index_select(axis, torch.tensor(list(picked), dtype=torch.int64, device=t.device))
    return wrap(t)


def crop(x, shape=None, offsets=None, name=None):
    """The block of ``x`` of ``shape`` (-1: to the end; None: x's shape) starting at ``offsets`` (0s by default)."""
    t = x._torch
    sizes = list(t.shape) if shape is None else _ints([shape] if isinstance(shape, int) else shape)
    if len(sizes) != t.dim():
        raise ValueError(
            f"(InvalidArgument) The number of elements ({len(sizes)}) of attribute 'shape' for CropTensor must be "
            f"equal to the number of dimensions ({t.dim()}) of the input.\n  [Hint: Expected shape_dims.size() == "
            f"x_dim.size(), but received shape_dims.size():{len(sizes)} != x_dim.size():{t.dim()}.] (at "
            "/paddle/paddle/phi/infermeta/unary.cc:760)\n")
    _check_kernel("crop", t, "int32, int64, float64, float32")
    starts = [0] * t.dim() if offsets is None else _ints(offsets)
    for i, size in enumerate(sizes):
        if size < -1:
            raise ValueError(
                f"(InvalidArgument) When the value ({size}) of the {i}th element for shape of Op(crop_tensor) is "
                f"negative, only -1 is supported.\n  [Hint: Expected shape[i] == -1, but received shape[i]:{size} != "
                "-1:-1.] (at /paddle/paddle/phi/kernels/impl/crop_kernel_impl.h:52)\n")
    for i, (size, start) in enumerate(zip(sizes, starts)):
        if start < 0:
            raise ValueError(
                f"(InvalidArgument) The offsets ({start}) of the {i}th elements of Op(crop_tensor) should be greater "
                f"than or equal to 0.\n  [Hint: Expected offsets_vec[i] >= 0, but received offsets_vec[i]:{start} < "
                "0:0.] (at /paddle/paddle/phi/kernels/impl/crop_kernel_impl.h:103)\n")
        size = t.shape[i] - start if size == -1 else size
        if start + size > t.shape[i]:
            raise ValueError(
                f"(InvalidArgument) The sum of the {i}th elements of offsets ({start}) and shape ({size}) of "
                f"Op(crop_tensor) should be less than or equal to the size of {i}th dimension of the input.\n  [Hint: "
                f"Expected offsets_vec[i] + shape_vec[i] <= x_dims[i], but received offsets_vec[i] + shape_vec[i]:"
                f"{start + size} > x_dims[i]:{t.shape[i]}.] (at /paddle/paddle/phi/kernels/impl/crop_kernel_impl.h:113)\n")
        sizes[i] = size
    for i, (size, start) in enumerate(zip(sizes, starts)):
        t = t.narrow(i, start, size)
    return wrap(t)


_QUANTILE_MODES = ("linear", "lower", "higher", "nearest", "midpoint")


def _quantile(x, q, axis, keepdim, interpolation, ignore_nan):
    """quantile and nanquantile: each slice sorted (NaN last), the q-th position q * (n - 1) taken in the input's
    dtype, its neighbours interpolated as paddle's lerp does (x + w * (y - x); 'midpoint': (x + y) / 2). A slice
    with NaN (of only NaN, for nanquantile) gives NaN."""
    if not isinstance(x, Tensor):
        raise TypeError("input x should be a Tensor.")
    if isinstance(q, Tensor):
        if q._torch.dim() > 1:
            raise ValueError("q should be a 0-D tensor or a 1-D tensor")
        q = q._torch.tolist()
    elif not isinstance(q, (int, float, list, tuple)):
        raise TypeError("Type of q should be int, float, list or tuple, or tensor")
    if interpolation not in _QUANTILE_MODES:
        raise ValueError("interpolation must be one of 'linear', 'lower', 'higher', 'nearest' or 'midpoint', but got "
                         f"{interpolation}")
    t = x._torch
    scalar = isinstance(q, (int, float)) or len(q) == 1
    qs = [q] if isinstance(q, (int, float)) else list(q)
    if not qs:
        raise ValueError("q should not be empty")
    for value in qs:
        if not 0 <= value <= 1:
            raise ValueError("q should be in range [0, 1]")
    rank = t.dim()
    axes = list(range(rank)) if axis is None else [axis] if not isinstance(axis, (list, tuple)) else list(axis)
    for a in axes:
        if not isinstance(a, int) or not -builtins.max(rank, 1) <= a < builtins.max(rank, 1):
            raise ValueError("Axis should be None, int, or a list, element should in range [-rank(x), rank(x)).")
    axes = [a % builtins.max(rank, 1) for a in axes]
    if len(set(axes)) != len(axes):
        raise ValueError("Each element of 'source' must be unique!")
    if interpolation in ("linear", "midpoint"):
        _check_kernel("lerp", t, "float64, float32")
    kept = [1 if d in axes else s for d, s in enumerate(t.shape)]
    rest = [d for d in range(rank) if d not in axes]
    work = t.permute(rest + axes).reshape([t.shape[d] for d in rest] + [-1]) if rank else t.reshape(1)
    ordered = torch.sort(work, dim=-1, stable=True).values  # NaN sort last, in their order
    nan = torch.isnan(work) if work.is_floating_point() else torch.zeros_like(work, dtype=torch.bool)
    count = (~nan).sum(-1, keepdim=True) if ignore_nan else torch.full_like(work[..., :1], work.shape[-1], dtype=torch.int64)
    kind = t.dtype  # paddle computes the position in x's dtype (q cast to an integer one, truncated)
    results = []
    for value in qs:
        position = torch.tensor(value, dtype=kind) * (count - 1).clamp(min=0).to(kind)
        low, high = position.floor(), position.ceil()
        pick = lambda p: ordered.gather(-1, p.long().clamp(0, work.shape[-1] - 1))
        if interpolation == "lower":
            result = pick(low)
        elif interpolation == "higher":
            result = pick(high)
        elif interpolation == "nearest":
            result = pick(torch.round(position))
        else:
            below, above = pick(low), pick(high)
            if interpolation == "linear":
                result = below + (position - low).to(below.dtype) * (above - below)
            else:
                result = (below + above) / 2
        if work.is_floating_point():
            # such a slice gives its last sorted value, a NaN (the last one), and the gradient goes there
            empty = (count == 0) if ignore_nan else nan.any(-1, keepdim=True)
            result = torch.where(empty, ordered[..., -1:].expand_as(result), result)
        result = result.reshape([t.shape[d] for d in rest])
        results.append(result.reshape(kept) if keepdim else result)
    return wrap(results[0] if scalar else torch.stack(results))


def quantile(x, q, axis=None, keepdim=False, interpolation="linear", name=None, *, out=None):
    """The ``q``-th quantiles (a number, or a list giving a leading axis) of ``x`` over ``axis`` (an int, a list,
    or all), a slice with NaN giving NaN."""
    return _written_to(out, _quantile(x, q, axis, keepdim, interpolation, ignore_nan=False))


def nanquantile(x, q, axis=None, keepdim=False, interpolation="linear"):
    """:func:`quantile` ignoring NaN (a slice of only NaN gives NaN)."""
    return _quantile(x, q, axis, keepdim, interpolation, ignore_nan=True)


def randint_like(x, low=0, high=None, dtype=None, name=None):
    """Random integers in [low, high) ([0, low) without ``high``) shaped like ``x``, in ``dtype`` (x's by default):
    paddle's randint draws (bit for bit on the CPU), cast."""
    if high is None:
        low, high = 0, low
    if low >= high:
        raise ValueError(f"randint_like's low must less then high, but received low = {low}, high = {high}")
    t = x._torch
    target = t.dtype if dtype is None else _dtype.to_torch(dtype)
    drawn = _random.draw("randint", low, high, list(t.shape), dtype=torch.int64, device=t.device)
    return wrap(drawn.to(target))


def _bernoulli_draws(probabilities, checked=True):
    """paddle's CPU bernoulli kernel: one uniform draw in the tensor's dtype per element, 1 where it is below the
    element's probability (which must lie in [0, 1] when ``checked``)."""
    _check_kernel("bernoulli", probabilities, "float64, float32")
    if checked and probabilities.numel():
        for bad in probabilities[probabilities > 1].tolist()[:1]:
            raise IndexError(f"(OutOfRange) The probability should be <= 1, but got {bad:f}\n  [Hint: Expected p <= "
                             f"1.0, but received p:{bad:g} > 1.0:1.] (at /paddle/paddle/phi/kernels/cpu/bernoulli_kernel.cc:26)\n")
        for bad in probabilities[probabilities < 0].tolist()[:1]:
            raise IndexError(f"(OutOfRange) The probability should be >= 0, but got {bad:f}\n  [Hint: Expected p >= "
                             f"0.0, but received p:{bad:g} < 0.0:0.] (at /paddle/paddle/phi/kernels/cpu/bernoulli_kernel.cc:30)\n")
    drawn = _random.draw("uniform", list(probabilities.shape), dtype=probabilities.dtype, device=probabilities.device)
    return (drawn < probabilities).to(probabilities.dtype)


def bernoulli(x, p=None, name=None):
    """0/1 drawn with the probabilities in ``x`` (or ``p`` for every element), in x's dtype."""
    t = x._torch.detach()
    if p is not None:
        t = torch.full_like(t, p)
    return wrap(_bernoulli_draws(t))


def bernoulli_(x, p=0.5, name=None):
    """``x`` filled with 0/1 drawn with probability ``p`` (a number, or a Tensor broadcast to x). paddle draws
    x uniformly and compares, so ``p`` outside [0, 1] is no error here."""
    t = x._torch
    chances = p._torch.to(t.dtype).expand(t.shape) if isinstance(p, Tensor) else torch.full_like(t, p)
    return _in_place(x, wrap(_bernoulli_draws(chances.detach(), checked=False)))


def multinomial(x, num_samples=1, replacement=False, name=None, *, out=None):
    """``num_samples`` category indices drawn per row of ``x`` (1-D or 2-D; weights, not necessarily normalized),
    as paddle's CPU kernel draws them: one uniform draw per sample, the first category whose normalized running
    sum exceeds it; without ``replacement`` a drawn category's weight is zeroed."""
    t = x._torch.detach()
    if not 0 < t.dim() <= 2:
        hint = ("<= 2", f"x_rank <= 2, but received x_rank:{t.dim()} > 2:2", 3185) if t.dim() else \
            ("> 0", "x_rank > 0, but received x_rank:0 <= 0:0", 3179)
        raise ValueError(f"(InvalidArgument) The number of dimensions of the input probability distribution should be "
                         f"{hint[0]}, but got {t.dim()}.\n  [Hint: Expected {hint[1]}.] "
                         f"(at /paddle/paddle/phi/infermeta/unary.cc:{hint[2]})\n")
    rows = t.reshape(-1, t.shape[-1])
    ftype = np.float64 if t.dtype is torch.float64 else np.float32
    weights = rows.cpu().numpy().astype(ftype)
    if weights.size and (weights < 0).any():
        bad = float(weights[weights < 0][0])
        raise ValueError(
            f"(InvalidArgument) The input of multinomial distribution should be >= 0, but got {bad:f}.\n  [Hint: "
            f"Expected prob_value >= 0.0, but received prob_value:{bad:g} < 0.0:0.] (at "
            "/paddle/paddle/phi/kernels/funcs/multinomial_functor.h:42)\n")
    if not replacement and (weights != 0).sum(-1).min() < num_samples:
        raise ValueError(
            "(InvalidArgument) When replacement is False, number of samples should be less than non-zero categories."
            "\n  [Hint: Expected (replacement || (num_categories - num_zeros >= num_samples)) == true, but received "
            "(replacement || (num_categories - num_zeros >= num_samples)):0 != true:1.] (at "
            "/paddle/paddle/phi/kernels/funcs/multinomial_functor.h:61)\n")
    if t.device.type != "cpu":  # paddle's GPU stream is not reproduced
        drawn = torch.multinomial(rows.float(), num_samples, replacement)
    else:
        drawn = np.empty((weights.shape[0], num_samples), dtype=np.int64)
        for r, row in enumerate(weights):
            row = row.copy()
            for s in range(num_samples):
                running = np.cumsum(row, dtype=ftype)
                draw = _random.draw("uniform", [1], dtype=t.dtype if t.dtype is torch.float64 else torch.float32)
                u = ftype(draw.item())
                chosen = int(np.searchsorted(running / running[-1], u, side="right"))
                chosen = builtins.min(chosen, row.shape[0] - 1)
                drawn[r, s] = chosen
                if not replacement:
                    row[chosen] = 0
        drawn = torch.from_numpy(drawn)
    return _written_to(out, wrap(drawn.reshape(list(t.shape[:-1]) + [num_samples]) if t.dim() else drawn.reshape(-1)))


_IRREGULAR = {
    name: value
    for name, value in dict(globals()).items()
    if callable(value) and not name.startswith("_") and getattr(value, "__module__", None) == __name__
}

_GENERATED = {name: _make_unary(KERNELS.get(name, fn)) for name, fn in UNARY.items()}
_GENERATED.update({name: _make_binary(fn) for name, fn in BINARY.items()})
_GENERATED.update({name: _make_reduction(fn, _MAX_MIN_CHECK_LINES if name in ("max", "min") else _REDUCE_CHECK_LINES)
                   for name, fn in REDUCTIONS.items()})
for _name, _fn in _GENERATED.items():
    _fn.__name__ = _fn.__qualname__ = _name
    _fn.__doc__ = f"paddle.{_name}"
    globals()[_name] = _fn

#: Every op of this module, by paddle name.
OPS = {**_GENERATED, **_IRREGULAR}

#: ops that are not Tensor methods in paddle (they take a list, or no tensor first).
_NOT_METHODS = {"concat", "cat", "stack", "add_n", "multiplex", "shape", "rank", "assign", "where", "einsum",
                "hstack", "vstack", "dstack", "column_stack", "row_stack", "searchsorted",
                "crop", "randint_like", "bernoulli"}

from unigrad.paddle_api import _ops_more  # noqa: E402 -- paddle 3's aliases, special functions, scatter variants

_ops_more._ops = __import__(__name__, fromlist=["OPS"])
OPS.update(_ops_more.OPS)
globals().update(_ops_more.OPS)
_NOT_METHODS |= _ops_more.NOT_METHODS

__all__ = sorted(OPS)


# paddle's Tensor has put_along_axis_, which is no function of paddle's
Tensor.put_along_axis_ = _put_along_axis_
