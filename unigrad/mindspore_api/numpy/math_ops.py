"""``mindspore.numpy``'s math: elementwise functions, reductions and linear algebra, as tables over torch.

A row names torch's function for a MindSpore name; the generic paths
(``_unary``, ``_binary``) convert arguments and promote dtypes as MindSpore's
numpy does (``_convert.py``) and apply the ``dtype=`` override. Ops that have
a MindSpore float32 kernel (``mindspore_api/_kernels.py``) run it, so that
``mnp.exp`` and ``ops.exp`` give the same bits. Functions that MindSpore
composes from other ops (``log2`` is ``log(x) / log(2)``) are composed the same
way here, for the same rounding.
"""

import builtins
import math

import torch

from unigrad import numerics
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api._kernels import KERNELS, broadcast_binary, divisor, reduce_mean, reduce_sum
from unigrad.mindspore_api.numpy.array_creations import linspace
from unigrad.mindspore_api.numpy._convert import (
    FLOATS, alias, as_torch, as_torch_exact, axes_of, boxed, float_of, promoted, torch_dtype,
)
from unigrad.mindspore_api.ops import functional as F
from unigrad.numerics import mindspore_cpu, simd

_INTEGERS = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64)


def _kernel(name, torch_op):
    """The kernel-table entry for ``name`` (one op, one kernel), torch's op where there is none."""
    return KERNELS.get(name, torch_op)


#: Primitives whose type check names the dtypes it accepts (others pass it and fail at kernel selection).
_ACCEPTED = {"Exp": "{BFloat16, Bool, Complex128, Complex64, Float16, Float32, Float64, Int64}"}
_ACCEPTED_DTYPES = {"Exp": FLOATS + (torch.bool, torch.int64, torch.complex64, torch.complex128)}


def _unsupported(op):
    def check(t):
        if t.dtype not in FLOATS:
            if op in _ACCEPTED and t.dtype not in _ACCEPTED_DTYPES[op]:
                raise TypeError(f"For primitive[{op}], the input argument[input] must be a type of {_ACCEPTED[op]}, "
                                f"but got {mstype.from_torch(t.dtype)}.")
            raise TypeError(f"Select CPU operator[{op}] fail! Unsupported data type!")
        return t

    return check


# -- one input -----------------------------------------------------------------
def _floats_only(op):
    """MindSpore's kernel accepts floating inputs only (integers raise its TypeError)."""
    return _unsupported(op)


def _trigonometric(t):
    """Integers (and bool) are computed in float32, floats in their own dtype."""
    return float_of(t)


def _keep(t):
    return t


#: name -> (torch function or kernel-table name, how the input is prepared)
_UNARY = {
    "exp": ("exp", _floats_only("Exp")),
    "expm1": ("expm1", _floats_only("Expm1")),
    "log": ("log", _floats_only("Log")),
    "sqrt": ("sqrt", _trigonometric),
    "sin": ("sin", _trigonometric),
    "cos": ("cos", _trigonometric),
    "tan": ("tan", _trigonometric),
    "arcsin": ("asin", _trigonometric),
    "arccos": ("acos", _trigonometric),
    "arctan": ("atan", _trigonometric),
    "sinh": ("sinh", _trigonometric),
    "cosh": ("cosh", _trigonometric),
    "tanh": ("tanh", _trigonometric),
    "arcsinh": ("asinh", _trigonometric),
    "arccosh": ("acosh", _trigonometric),
    "arctanh": ("atanh", _trigonometric),
    "square": (torch.square, _keep),
    "negative": (torch.neg, _keep),
    "floor": (torch.floor, _floats_only("Floor")),
    "invert": (lambda t: _bitwise_not(t), _keep),
    "bitwise_not": (lambda t: _bitwise_not(t), _keep),
}


def _bitwise_not(t):
    if t.dtype in (torch.uint16, torch.uint32, torch.uint64):  # torch has no kernel: all ones minus t
        bits = {torch.uint16: 16, torch.uint32: 32, torch.uint64: 64}[t.dtype]
        return ((1 << bits) - 1 - t.to(torch.int64)).to(t.dtype) if bits < 64 else torch.bitwise_not(t.view(torch.int64)).view(t.dtype)
    return torch.bitwise_not(t)


def _unary(name, op, prepare):
    function = KERNELS.get(op, getattr(torch, op, None)) if isinstance(op, str) else op

    def unary(x, dtype=None):
        return boxed(function(prepare(as_torch(x))), dtype)

    unary.__name__ = unary.__qualname__ = name
    unary.__doc__ = f"``mindspore.numpy.{name}``: elementwise, on a Tensor or array-like."
    return unary


for _name, (_op, _prepare) in _UNARY.items():
    globals()[_name] = _unary(_name, _op, _prepare)


def absolute(x, dtype=None):
    t = as_torch(x)
    return boxed(torch.abs(t) if t.dtype != torch.bool else t, dtype)


abs, fabs = alias(absolute, "abs"), alias(absolute, "fabs")  # noqa: A001 - numpy's names


def positive(a, dtype=None):
    return boxed(torch.neg(torch.neg(_tensor_only(a))), dtype)


def reciprocal(x, dtype=None):
    t = as_torch(x)
    # MindSpore divides 1 by the tensor in its own dtype: integers truncate (1 / 2 is 0)
    return boxed(torch.div(1, t) if t.dtype in FLOATS else torch.div(1, t, rounding_mode="trunc").to(t.dtype), dtype)


def ceil(x, dtype=None):
    t = as_torch(x).to(torch.float32) if as_torch(x).dtype not in FLOATS else as_torch(x)
    return boxed(torch.neg(torch.floor(torch.neg(t.float() if t.dtype != torch.float32 else t))), dtype)


def fix(x):
    t = _tensor_only(x)
    t = t if t.dtype in FLOATS[:2] else t.to(torch.float32)  # float64 too is computed in float32
    return _box(torch.where(t < 0, torch.ceil(t), torch.floor(t)))


def trunc(x, dtype=None):
    return boxed(fix(x)._torch, dtype)


def rint(x, dtype=None):
    t = as_torch_exact(x)
    return boxed(torch.round(t) if t.dtype in FLOATS else t, dtype)


def sign(x, dtype=None):
    if not isinstance(x, (int, float, list, tuple)) and not hasattr(x, "_torch"):
        raise TypeError(f"integer, float, list, tuple or Tensor are expected, but got {x}")
    t = as_torch(x)
    if t.dtype == torch.bool:
        raise TypeError("sign does not accept dtype bool.")
    # x / |x| (integers divide into float32), 0 where x is 0
    return boxed(torch.sign(t) if t.dtype in FLOATS else torch.sign(t).to(torch.float32), dtype)


def signbit(x, dtype=None):
    t = _tensor_only(x)
    return boxed(torch.signbit(t) if t.dtype in FLOATS else t < 0, dtype)


def _log_base(base):
    def log_base(x, dtype=None):
        t = _floats_only("Log")(as_torch(x))
        log = KERNELS["log"]
        return boxed(log(t) / log(torch.tensor(base, dtype=t.dtype)), dtype)

    return log_base


log2 = _log_base(2)
log10 = _log_base(10)


def log1p(x, dtype=None):
    t = _floats_only("Log")(as_torch(x))
    return boxed(KERNELS["log"](t + 1), dtype)


def exp2(x, dtype=None):
    t = as_torch(x)
    return boxed(torch.pow(torch.tensor(2, dtype=t.dtype if t.dtype in FLOATS else torch.int32), t), dtype)


def cbrt(x, dtype=None):
    t = as_torch(x)
    t = t.to(torch.promote_types(t.dtype, torch.float32))
    magnitude = torch.abs(t)
    return boxed(magnitude / t * torch.pow(magnitude, _scalar(1.0 / 3.0, t)), dtype)


def _scalar(value, t):
    """A Python float next to a tensor, as MindSpore takes it: rounded to float32, then to the tensor's dtype."""
    return torch.tensor(value, dtype=torch.float32).to(t.dtype if t.dtype in FLOATS else torch.float32)


def deg2rad(x, dtype=None):
    t = _tensor_only(x)
    return boxed(t * _scalar(math.pi, t) / _scalar(180.0, t), dtype)


def rad2deg(x, dtype=None):
    t = _tensor_only(x)
    return boxed(t * _scalar(180.0, t) / _scalar(math.pi, t), dtype)


radians = alias(deg2rad, "radians")


def _tensor_only(x):
    """Functions that MindSpore's numpy checks with ``_check_input_tensor``: Tensors only."""
    if not hasattr(x, "_torch"):
        raise TypeError(f"expect Tensor, but got {_typeof(x)}")
    return x._torch


def _typeof(x):
    names = {list: "List", tuple: "Tuple", int: "Int", float: "Float", bool: "Bool", str: "String"}
    name = names.get(type(x))
    return f"<class 'mindspore._c_expression.typing.{name}'>" if name else str(type(x))


# -- two inputs ----------------------------------------------------------------
def _true_divide(a, b):
    if a.dtype not in FLOATS[:2] and b.dtype not in FLOATS[:2]:
        a, b = a.to(torch.float32), b.to(torch.float32)
    a, b = promoted(a, b)
    return torch.div(a, divisor(b))


def _remainder(a, b, c_style=False):
    """``a - b * floor(a / b)`` (``trunc`` for fmod) in float32 for integers, zero where b is 0, as MindSpore."""
    a, b = promoted(a, b)
    dtype = a.dtype
    if dtype not in FLOATS[:2]:
        a, b = a.to(torch.float32), b.to(torch.float32)
    quotient = torch.div(a, b)
    quotient = torch.where(quotient < 0, torch.ceil(quotient), torch.floor(quotient)) if c_style else torch.floor(quotient)
    result = a - b * quotient
    if dtype in _INTEGERS:
        result = torch.where(b == 0, torch.zeros_like(quotient), result)
    return result.to(dtype)


def _add(a, b):
    if a.dtype == b.dtype and a.dtype != torch.bool:
        return torch.add(a, b)  # x1 - (-x2) is exactly x1 + x2 within one dtype (wrapping alike)
    if b.dtype == torch.bool or (a.dtype == torch.bool and b.dtype == torch.bool):
        raise TypeError("Select CPU operator[Neg] fail! Unsupported data type!")
    return torch.sub(*_subtraction_operands(a, torch.neg(b)))  # MindSpore's CPU add is x1 - (-x2)


def _subtraction_operands(a, b):
    a, b = promoted(a, b)
    if a.dtype == torch.bool:
        raise TypeError("For primitive[Sub], the input argument[x] must be a type of {Tensor[BFloat16], Tensor[Float16], "
                        "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
                        "Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")
    return a, b


def _power(a, b):
    a, b = promoted(a, b)
    return torch.pow(a, b)


def _hypot(a, b):
    a, b = promoted(a, b)
    return torch.sqrt(torch.square(a) - torch.neg(torch.square(b)))


def _logaddexp(a, b):
    a, b = promoted(a, b)
    exp = KERNELS["exp"]
    return KERNELS["log"](exp(a) + exp(b))


def _logaddexp2(a, b):
    a, b = promoted(a, b)
    total = torch.pow(2, a) + torch.pow(2, b)
    log = KERNELS["log"]
    return log(total) / log(torch.tensor(2, dtype=total.dtype))


def _prop_nan(op):
    def extreme(a, b):
        # against a 0-D operand (a Python number), the other operand's dtype is kept
        keep = b.dtype if a.dim() == 0 and b.dim() else a.dtype if b.dim() == 0 and a.dim() else None
        out = op(*promoted(a, b))
        return out if keep is None else out.to(keep)

    return extreme


def _heaviside(a, b):
    a, b = promoted(a, b)
    a, b = torch.broadcast_tensors(a, b)
    return torch.where(a < 0, torch.zeros_like(b), torch.where(a > 0, torch.ones_like(b), b))


def _arctan2(a, b):
    return torch.atan2(*promoted(float_of(a), float_of(b)))


def _gcd(a, b):
    a, b = promoted(a, b)
    return torch.gcd(a, b) if a.dtype in _INTEGERS else torch.gcd(a.long(), b.long()).to(a.dtype)


def _lcm(a, b):
    a, b = promoted(a, b)
    return torch.lcm(a, b) if a.dtype in _INTEGERS else torch.lcm(a.long(), b.long()).to(a.dtype)


def _float_power(a, b):
    return torch.pow(a.to(torch.float32), b.to(torch.float32))


def _bitwise(op):
    def bitwise(a, b):
        return op(*promoted(a, b))

    return bitwise


def _copysign(a, b):
    a, b = torch.broadcast_tensors(a, b)
    if a.dtype == torch.bool or b.dtype == torch.bool:
        raise TypeError("sign does not accept dtype bool.")
    magnitude = torch.abs(a)
    return torch.where(b < 0, torch.neg(magnitude), magnitude)


#: name -> torch computation on two promoted-or-not torch tensors
_BINARY = {
    "add": _add,
    "subtract": lambda a, b: torch.sub(*_subtraction_operands(a, b)),
    "multiply": lambda a, b: torch.mul(*promoted(a, b)),
    "divide": _true_divide,
    "true_divide": _true_divide,
    "power": _power,
    "float_power": _float_power,
    "floor_divide": lambda a, b: torch.floor_divide(*promoted(a, b)),
    "remainder": _remainder,
    "mod": _remainder,
    "fmod": lambda a, b: _remainder(a, b, c_style=True),
    "maximum": _prop_nan(torch.maximum),
    "minimum": _prop_nan(torch.minimum),
    "hypot": _hypot,
    "logaddexp": _logaddexp,
    "logaddexp2": _logaddexp2,
    "heaviside": _heaviside,
    "arctan2": _arctan2,
    "gcd": _gcd,
    "lcm": _lcm,
    "copysign": _copysign,
    "bitwise_and": _bitwise(torch.bitwise_and),
    "bitwise_or": _bitwise(torch.bitwise_or),
    "bitwise_xor": _bitwise(torch.bitwise_xor),
}


def _broadcast_error(a, b):
    """MindSpore's ValueError for shapes that do not broadcast (checked by hand: torch.broadcast_shapes is slow)."""
    if a.shape == b.shape:
        return
    for x, y in zip(reversed(a.shape), reversed(b.shape)):
        if x != y and x != 1 and y != 1:
            raise ValueError(f"operands could not be broadcast together with shapes ({tuple(a.shape)}, {tuple(b.shape)})")


#: Functions MindSpore's numpy checks with ``_check_input_tensor`` (Python data refused).
_TENSORS_ONLY = {"multiply", "logaddexp2", "float_power"}


def _binary(name, compute):
    convert = _tensor_only if name in _TENSORS_ONLY else as_torch

    def binary(x1, x2, dtype=None):
        a, b = convert(x1), convert(x2)
        _broadcast_error(a, b)
        # a broadcast operand's gradient summed in MindSpore's order
        return boxed(broadcast_binary(compute, a, b), dtype)

    binary.__name__ = binary.__qualname__ = name
    binary.__doc__ = f"``mindspore.numpy.{name}``: elementwise on two Tensors or array-likes, broadcast."
    return binary


for _name, _compute in _BINARY.items():
    globals()[_name] = _binary(_name, _compute)


def divmod(x1, x2, dtype=None):  # noqa: A001 - numpy's name
    a, b = as_torch(x1), as_torch(x2)
    return boxed(torch.floor_divide(*promoted(a, b)), dtype), boxed(_remainder(a, b), dtype)


def clip(x, xmin, xmax, dtype=None):
    if xmin is None and xmax is None:
        raise ValueError("One of max or min must be given.")
    out = x
    if xmin is not None:
        out = maximum(out, xmin, dtype=dtype)
    if xmax is not None:
        out = minimum(out, xmax, dtype=dtype)
    return out


# -- reductions ----------------------------------------------------------------
def _reduce_axes(t, axis):
    if axis is not None and not isinstance(axis, (int, tuple, list)) or isinstance(axis, bool):
        raise TypeError(f"axis should be int, tuple or list, but got {type(axis).__name__}")
    return axes_of(axis, t.dim())


#: reductions whose float32 values come from MindSpore's kernels
_KERNEL_REDUCTIONS = {torch.sum: reduce_sum, torch.mean: reduce_mean}


def _reduced(t, reduce, axis, keepdims):
    axes = _reduce_axes(t, axis)
    if not axes:
        return t
    kernel = _KERNEL_REDUCTIONS.get(reduce) if t.dtype is torch.float32 else None
    if kernel is not None and t.numel():
        return kernel(t, axes, keepdims)
    return reduce(t, dim=axes, keepdim=keepdims)


def sum(a, axis=None, dtype=None, keepdims=False, initial=None):  # noqa: A001 - numpy's name
    t = as_torch(a)
    if t.dtype in _INTEGERS or t.dtype == torch.bool:
        t = t.to(torch.int64)  # MindSpore sums integers and bools in int64
    if dtype is not None:
        t = t.to(mstype.to_torch(dtype))
    out = _reduced(t, torch.sum, axis, keepdims)
    return _box(out if initial is None else out + initial)


def mean(a, axis=None, keepdims=False, dtype=None):
    t = as_torch(a)
    if t.dtype == torch.bool:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    if t.dtype in FLOATS:
        out = _reduced(t, torch.mean, axis, keepdims)
    else:
        out = _reduced(t.double(), torch.mean, axis, keepdims).to(t.dtype)  # truncated toward zero
    return boxed(out, dtype)


def _extreme(reduce, pairwise):
    def extreme(a, axis=None, keepdims=False, initial=None, where=True):
        t = as_torch(a)
        if initial is not None:
            t = pairwise(t, torch.as_tensor(initial, dtype=t.dtype))
        if where is not True:
            if initial is None:
                raise ValueError("initial value must be provided for where masks")
            t = torch.where(as_torch(where), t, torch.as_tensor(initial, dtype=t.dtype))
        return _box(_reduced(t, reduce, axis, keepdims))

    return extreme


amax = _extreme(torch.amax, torch.maximum)
max = alias(amax, "max")  # noqa: A001 - numpy's name
amin = _extreme(torch.amin, torch.minimum)
min = alias(amin, "min")  # noqa: A001 - numpy's name


def _nan_reduction(fill, reduce):
    def nan_reduction(a, axis=None, dtype=None, keepdims=False):
        t = as_torch(a)
        t = torch.where(torch.isnan(t), torch.as_tensor(fill, dtype=t.dtype), t)
        return boxed(_reduced(t, reduce, axis, keepdims), dtype)

    return nan_reduction


nanmax = _nan_reduction(-float("inf"), torch.amax)
nanmin = _nan_reduction(float("inf"), torch.amin)
nansum = _nan_reduction(0, torch.sum)


def nanmean(a, axis=None, dtype=None, keepdims=False):
    t = as_torch(a)
    return boxed(_reduced(t, torch.nanmean, axis, keepdims), dtype or mstype.float32)


def _nanvar(t, axis, ddof, keepdims):
    axes = _reduce_axes(t, axis)
    valid = ~torch.isnan(t)
    count = valid.sum(dim=axes, keepdim=True)
    centred = torch.where(valid, t - torch.nansum(t, dim=axes, keepdim=True) / count, torch.zeros_like(t))
    out = (centred * centred).sum(dim=axes, keepdim=True) / (count - ddof)
    return out if keepdims else out.squeeze(axes) if axes else out


def nanvar(a, axis=None, dtype=None, ddof=0, keepdims=False):
    return boxed(_nanvar(as_torch(a), axis, ddof, keepdims), dtype or mstype.float32)


def nanstd(a, axis=None, dtype=None, ddof=0, keepdims=False):
    return boxed(torch.sqrt(_nanvar(as_torch(a), axis, ddof, keepdims)), dtype or mstype.float32)


def nancumsum(a, axis=None, dtype=None):
    t = as_torch(a)
    return cumsum(_box(torch.where(torch.isnan(t), torch.zeros_like(t), t)), axis, dtype)


def _variance(t, axis, ddof, keepdims):
    t = float_of(t)
    axes = _reduce_axes(t, axis)
    count = 1
    for a in axes:
        count *= t.shape[a]
    centred = t - t.mean(dim=axes, keepdim=True)
    return (centred * centred).sum(dim=axes, keepdim=keepdims) / (count - ddof)


def _integer_variance(t, axis, ddof, keepdims):
    """MindSpore's variance of an integer tensor: the mean truncated to the integer dtype, then float32."""
    axes = _reduce_axes(t, axis)
    count = 1
    for a in axes:
        count *= t.shape[a]
    centred = t - (t.double().mean(dim=axes, keepdim=True)).to(t.dtype)
    return (centred * centred).sum(dim=axes, keepdim=keepdims).to(torch.float32) / (count - ddof)


def var(x, axis=None, ddof=0, keepdims=False):
    t = as_torch(x)
    if t.dtype == torch.bool:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    if t.dtype not in FLOATS:
        return _box(_integer_variance(t, axis, ddof, keepdims))
    return _box(t).var(axis, ddof, keepdims)  # the Tensor method's numbers, as MindSpore's numpy calls it


def std(x, axis=None, ddof=0, keepdims=False):
    t = as_torch(x)
    if t.dtype == torch.bool:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    if t.dtype not in FLOATS:
        return _box(torch.sqrt(_integer_variance(t, axis, ddof, keepdims)))
    return _box(t).std(axis, ddof, keepdims)  # the Tensor method's numbers, as MindSpore's numpy calls it


def ptp(x, axis=None, keepdims=False):
    t = _tensor_only(x)
    return _box(_reduced(t, torch.amax, axis, keepdims) - _reduced(t, torch.amin, axis, keepdims))


def average(x, axis=None, weights=None, returned=False):
    t = as_torch(x)
    axes = _reduce_axes(t, axis)
    if weights is None:
        avg = float_of(t).mean(dim=axes) if axes else t
        count = 1
        for a in axes:
            count *= t.shape[a]
        total = torch.full_like(avg, count)
    else:
        w = as_torch(weights)
        if w.shape != t.shape:
            if axis is None or w.dim() != 1:
                raise ValueError("Axis must be specified when shapes of x and weights differ.")
            shape = [1] * t.dim()
            shape[axes[0]] = w.shape[0]
            w = w.reshape(shape)
        total = torch.sum(w.expand_as(t) if w.shape != t.shape else w, dim=axes)
        avg = torch.sum(t * w, dim=axes) / total
    return (_box(avg), _box(total)) if returned else _box(avg)


def cumsum(a, axis=None, dtype=None):
    t = _tensor_only(a)
    if axis is None:
        t, axis = t.reshape(-1), 0
    target = torch_dtype(dtype) or (torch.int32 if t.dtype in (torch.bool, torch.int8, torch.int16, torch.uint8) else t.dtype)
    return _box(KERNELS["cumsum"](t.to(target), axis))


def cumprod(a, axis=None, dtype=None):
    t = as_torch_exact(a)
    if axis is None:
        t, axis = t.reshape(-1), 0
    if dtype is None:
        dtype = (torch.int32 if t.dtype in (torch.int8, torch.int16, torch.bool)
                 else torch.uint32 if t.dtype in (torch.uint8, torch.uint16) else t.dtype)
    else:
        dtype = mstype.to_torch(dtype)
    work = t if t.dtype == torch.float64 else t.to(torch.float32)
    return _box(simd.running_products(work, axis).to(dtype))


def count_nonzero(x, axis=None, keepdims=False):
    t = as_torch(x)
    if t.numel() == 0:
        return _box(torch.tensor(0, dtype=torch.int32))
    return _box(_reduced((t != 0).to(torch.int32), torch.sum, axis, keepdims).to(torch.int32))


def argmax(a, axis=None):
    t = as_torch(a)
    return _box(torch.argmax(t.to(torch.int32) if t.dtype == torch.bool else t, dim=axis))


def argmin(a, axis=None):
    t = as_torch(a)
    # MindSpore's argmin answers in int32, its argmax in int64
    return _box(torch.argmin(t.to(torch.int32) if t.dtype == torch.bool else t, dim=axis).to(torch.int32))


def trace(a, offset=0, axis1=0, axis2=1, dtype=None):
    t = _tensor_only(a)
    return boxed(torch.diagonal(t, offset, axis1, axis2).sum(-1), dtype)


# -- linear algebra ------------------------------------------------------------
def matmul(x1, x2, dtype=None):
    a, b = promoted(as_torch(x1), as_torch(x2))
    if a.dim() and b.dim() and a.shape[-1] != b.shape[-2 if b.dim() > 1 else 0]:
        raise RuntimeError(f"For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got "
                           f"{a.shape[-1]} and {b.shape[-2 if b.dim() > 1 else 0]}.")
    return boxed(torch.matmul(a, b), dtype)


def dot(a, b):
    if not hasattr(a, "_torch") or not hasattr(b, "_torch"):
        raise TypeError("the input x must be Tensor!")
    x, y = promoted(as_torch(a), as_torch(b))
    if x.dim() == 0 or y.dim() == 0:
        return _box(x * y)
    if x.shape[-1] != y.shape[-2 if y.dim() > 1 else 0]:
        raise ValueError("shapes are not aligned")
    if y.dim() == 1:
        return _box(torch.matmul(x, y))
    return _box(torch.tensordot(x, y, dims=([-1], [-2])))


def inner(a, b):
    x, y = promoted(as_torch(a), as_torch(b))
    if x.dim() == 0 or y.dim() == 0:
        return _box(x * y)
    if x.shape[-1] != y.shape[-1]:
        raise ValueError(f"shapes {tuple(x.shape)} {tuple(y.shape)} not aligned: {x.shape[-1]} (dim {x.dim() - 1}) "
                         f"!= {y.shape[-1]} (dim {y.dim() - 1})")
    return _box(torch.inner(x, y))


def outer(a, b):
    x, y = promoted(_tensor_only(a), _tensor_only(b))
    return _box(torch.outer(x.reshape(-1), y.reshape(-1)))


def tensordot(a, b, axes=2):
    x, y = promoted(as_torch(a), as_torch(b))
    if isinstance(axes, int):
        return _box(torch.tensordot(x, y, dims=axes))
    first, second = axes
    first = [first] if isinstance(first, int) else list(first)
    second = [second] if isinstance(second, int) else list(second)
    return _box(torch.tensordot(x, y, dims=(first, second)))


def kron(a, b):
    x, y = promoted(as_torch(a), as_torch(b))
    return _box(torch.kron(x, y))


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    x, y = promoted(as_torch(a), as_torch(b))
    if axis is not None:
        axisa = axisb = axisc = axis
    x, y = torch.movedim(x, axisa, -1), torch.movedim(y, axisb, -1)
    if x.shape[-1] == 2:
        x = torch.cat([x, torch.zeros_like(x[..., :1])], -1)
    if y.shape[-1] == 2:
        y = torch.cat([y, torch.zeros_like(y[..., :1])], -1)
    x, y = torch.broadcast_tensors(x, y)
    out = KERNELS["cross"](x, y, -1)
    if as_torch(a).shape[axisa] == 2 and as_torch(b).shape[axisb] == 2:
        return _box(out[..., 2])
    return _box(torch.movedim(out, -1, axisc))


def multi_dot(arrays):
    tensors = [as_torch(a) for a in arrays]
    first_vector, last_vector = tensors[0].dim() == 1, tensors[-1].dim() == 1
    if first_vector:
        tensors[0] = tensors[0].unsqueeze(0)
    if last_vector:
        tensors[-1] = tensors[-1].unsqueeze(-1)
    out = torch.linalg.multi_dot(promoted(*tensors))
    if first_vector:
        out = out.squeeze(0)
    if last_vector:
        out = out.squeeze(-1)
    return _box(out)


def norm(x, ord=None, axis=None, keepdims=False):
    if not isinstance(ord, (int, float)) and ord not in (None, "fro", "nuc"):
        raise ValueError("invalid value for `ord`")
    t = float_of(as_torch(x))
    if axis is None:
        if ord is None:
            t = t.reshape(-1)
        if t.dim() not in (1, 2):
            raise ValueError("for None axis, array must a vector or a 2-D matrix")
    dims = axes_of(axis, t.dim())
    if len(dims) == 1:
        out = torch.linalg.vector_norm(t, 2 if ord is None else ord, dim=dims, keepdim=keepdims)
    elif len(dims) == 2:
        out = torch.linalg.matrix_norm(t, "fro" if ord is None else ord, dim=dims, keepdim=keepdims)
    else:
        raise ValueError("invalid number of dimensions to norm")
    return _box(out)


# -- differences, polynomials, histograms -----------------------------------------
def diff(a, n=1, axis=-1, prepend=None, append=None):
    t = as_torch(a)
    if n == 0:
        return _box(t)
    if n < 0:
        raise ValueError(f"order must be non-negative but got {n}")
    pre = None if prepend is None else as_torch(prepend)
    post = None if append is None else as_torch(append)
    return _box(torch.diff(t, n, axis, pre, post))


def ediff1d(ary, to_end=None, to_begin=None):
    t = as_torch(ary).reshape(-1)
    out = t[1:] - t[:-1]
    parts = [as_torch(to_begin).reshape(-1).to(out.dtype)] if to_begin is not None else []
    parts.append(out)
    if to_end is not None:
        parts.append(as_torch(to_end).reshape(-1).to(out.dtype))
    return _box(torch.cat(parts))


def trapz(y, x=None, dx=1.0, axis=-1):
    t = float_of(as_torch(y))
    if x is None:
        return _box(torch.trapezoid(t, dx=dx, dim=axis))
    return _box(torch.trapezoid(t, float_of(as_torch(x)), dim=axis))


def convolve(a, v, mode="full"):
    x, w = as_torch(a), as_torch(v)
    if x.numel() == 0 or w.numel() == 0:
        raise ValueError("Inputs cannot be empty.")
    if x.numel() < w.numel():
        x, w = w, x
    dtype = torch.promote_types(x.dtype, w.dtype)
    x, w = promoted(float_of(x), float_of(w))
    return _box(_correlated(x, torch.flip(w, (0,)), mode).to(dtype))  # integers convolve into integers


def _correlated(x, w, mode):
    n = w.numel()
    padding = {"full": n - 1, "same": n // 2, "valid": 0}[mode]
    if mode == "same":
        left, right = (n - 1) // 2 + (n - 1) % 2 if n % 2 == 0 else n // 2, (n - 1) // 2 if n % 2 == 0 else n // 2
        left, right = n // 2, n - 1 - n // 2
        padded = torch.nn.functional.pad(x, (left, right))
    else:
        padded = torch.nn.functional.pad(x, (padding, padding))
    return torch.nn.functional.conv1d(padded.reshape(1, 1, -1), w.reshape(1, 1, -1)).reshape(-1)


def correlate(a, v, mode="valid"):
    x, w = promoted(float_of(as_torch(a)), float_of(as_torch(v)))
    if x.numel() < w.numel():
        return _box(torch.flip(_correlated(w, x, mode), (0,)))
    return _box(_correlated(x, w, mode))


def _poly1d(p):
    t = as_torch(p)
    if t.dim() != 1:
        raise ValueError("input array must be scalar or 1-d sequence")
    return t


def polyadd(a1, a2):
    x, y = promoted(_poly1d(a1), _poly1d(a2))
    size = builtins.max(x.numel(), y.numel())
    x = torch.nn.functional.pad(x, (size - x.numel(), 0))
    y = torch.nn.functional.pad(y, (size - y.numel(), 0))
    return _box(x + y)


def polysub(a1, a2):
    return polyadd(a1, _box(torch.neg(as_torch(a2))))


def polyval(p, x):
    coefficients, values = _poly1d(p), as_torch(x)
    powers = torch.arange(coefficients.numel() - 1, -1, -1, dtype=torch.float32)
    return _box(torch.sum(coefficients * values.reshape(values.shape + (1,)) ** powers, -1))


def polyder(p, m=1):
    t = _poly1d(p)
    if m < 0:
        raise ValueError("Order of derivative must be positive")
    if m >= t.numel():
        return _box(torch.tensor([], dtype=torch.float32))
    for _ in range(m):
        t = t[:-1] * torch.arange(t.numel() - 1, 0, -1, dtype=torch.int32)
    return _box(t)


def polymul(a1, a2):
    return convolve(a1, a2)


def polyint(p, m=1, k=None):
    t = _poly1d(p)
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    if m == 0:
        return _box(t)
    constants = torch.zeros(m, dtype=torch.float32) if k is None else as_torch(k).reshape(-1).to(torch.float32)
    if constants.numel() == 1 and m > 1:
        constants = constants.expand(m)
    t = t.to(torch.float32)
    for i in range(m):
        divisors = torch.arange(t.numel(), 0, -1, dtype=torch.float32)
        t = torch.cat([t / divisors, constants[i:i + 1]])
    return _box(t)


def gradient(f, *varargs, axis=None, edge_order=1):
    if edge_order != 1:
        raise NotImplementedError("edge_order != 1 not implemented")
    t = as_torch(f) if hasattr(f, "_torch") else as_torch(f)
    if t.dtype != torch.float64:
        t = t.to(torch.float32)
    axes = axes_of(axis, t.dim())
    spacing = [1.0] * len(axes) if not varargs else list(varargs) * (len(axes) if len(varargs) == 1 else 1)
    out = []
    for ax, dx in zip(axes, spacing):
        if t.shape[ax] < 2:
            raise ValueError("Shape of array too small to calculate a numerical gradient, at least 2 elements are required.")
        out.append(torch.gradient(t, spacing=float(dx) if not hasattr(dx, "_torch") else float(dx._torch), dim=ax, edge_order=1)[0])
    return _box(out[0]) if len(out) == 1 else [_box(g) for g in out]


def interp(x, xp, fp, left=None, right=None):
    values, xs, ys = float_of(as_torch(x)), float_of(as_torch(xp)), float_of(as_torch(fp))
    index = torch.clamp(torch.searchsorted(xs, values, right=True), 1, xs.numel() - 1)
    x0, x1, y0, y1 = xs[index - 1], xs[index], ys[index - 1], ys[index]
    out = y0 + (values - x0) * ((y1 - y0) / (x1 - x0))
    out = torch.where(values < xs[0], torch.as_tensor(ys[0] if left is None else left, dtype=out.dtype), out)
    out = torch.where(values > xs[-1], torch.as_tensor(ys[-1] if right is None else right, dtype=out.dtype), out)
    return _box(out)


def unwrap(p, discont=math.pi, axis=-1):
    t = float_of(as_torch(p))
    step = torch.diff(t, dim=axis)
    corrected = torch.remainder(step + math.pi, 2 * math.pi) - math.pi
    corrected = torch.where((corrected == -math.pi) & (step > 0), torch.full_like(corrected, math.pi), corrected)
    correction = torch.where(torch.abs(step) < discont, torch.zeros_like(step), corrected - step)
    head = t.narrow(axis, 0, 1)
    return _box(torch.cat([head, t.narrow(axis, 1, t.shape[axis] - 1) + torch.cumsum(correction, axis)], axis))


def searchsorted(a, v, side="left", sorter=None):
    if side not in ("left", "right"):
        raise ValueError(f"{side} is an invalid value for keyword 'side'")
    t, values = promoted(as_torch(a), as_torch(v))
    if sorter is not None:
        t = t[as_torch(sorter).long()]
    return _box(torch.searchsorted(t, values, right=side == "right").to(torch.int32))


def digitize(x, bins, right=False):
    values, edges = as_torch(x), as_torch(bins)
    if edges.dim() != 1:
        raise ValueError("bins should be 1-dimensional")
    values, edges = promoted(values, edges)
    if edges.numel() and edges[0] > edges[-1]:
        found = edges.numel() - torch.searchsorted(torch.flip(edges, (0,)), values, right=not right)
    else:
        found = torch.searchsorted(edges, values, right=not right)
    return _box(found.to(torch.int32))


def bincount(x, weights=None, minlength=0, length=None):
    t = as_torch(x)
    if t.dim() != 1:
        raise ValueError("`x` should be one-dimensional")
    if t.dtype not in _INTEGERS:
        raise TypeError("`x` should be an array of ints")
    t = t.clamp(min=0).long()
    if length is None:
        length = builtins.max(int(t.max()) if t.numel() else -1, minlength - 1) + 1
    hits = (t == torch.arange(length).reshape(length, 1))
    if weights is not None:
        w = as_torch(weights)
        if w.shape != t.shape:
            raise ValueError("`x` and `weights` must have the same length")
        hits = w * hits
    hits = hits.to(torch.float32)
    if numerics.exact(hits):  # MindSpore's ReduceSum order over the last axis
        return _box(mindspore_cpu.reduce_sum(hits, 1))
    return _box(torch.sum(hits, 1))


def _bin_edges(t, bins, value_range):
    """Explicit edges as given (their dtype kept), else ``bins`` equal bins over the range, as MindSpore's."""
    if hasattr(bins, "_torch") or isinstance(bins, (list, tuple)):
        edges = as_torch(bins)
        if edges.dim() != 1:
            raise ValueError("`bins` must be 1d, when an array")
        return edges
    t = t.to(torch.float32)
    if value_range is None:
        low, high = t.min(), t.max()
    else:
        low, high = (as_torch(v).to(torch.float32) for v in value_range)
    if high - low == 0:
        low, high = low - 0.5, high + 0.5
    return linspace(_box(low), _box(high), bins + 1)._torch


def histogram_bin_edges(a, bins=10, range=None, weights=None):  # noqa: A002 - numpy's name
    t = float_of(as_torch(a)).reshape(-1)
    return _box(_bin_edges(t, bins, range))


def _histogram_counts(t, edges, weights):
    edges = edges.to(t.dtype)
    index = torch.searchsorted(edges, t, right=True) - 1
    index = torch.where(t == edges[-1], torch.full_like(index, edges.numel() - 2), index)
    inside = (index >= 0) & (index < edges.numel() - 1)
    w = torch.ones_like(t) if weights is None else float_of(weights).reshape(-1)
    counts = torch.zeros(edges.numel() - 1, dtype=w.dtype)
    return counts.index_add(0, index[inside], w[inside])


def histogram(a, bins=10, range=None, weights=None, density=False):  # noqa: A002 - numpy's name
    t = float_of(as_torch(a)).reshape(-1)
    edges = _bin_edges(t, bins, range)
    counts = _histogram_counts(t, edges, None if weights is None else as_torch(weights))
    if density:
        counts = counts / (edges[1:] - edges[:-1]) / counts.sum()
    return _box(counts), _box(edges)


def histogramdd(sample, bins=10, range=None, weights=None, density=False):  # noqa: A002 - numpy's name
    if isinstance(sample, (list, tuple)):
        columns = [float_of(as_torch(s)).reshape(-1) for s in sample]
    else:
        columns = list(float_of(as_torch(sample)).unbind(-1))
    count = len(columns)
    bins = list(bins) if isinstance(bins, (list, tuple)) else [bins] * count
    ranges = list(range) if range is not None else [None] * count
    edges = [_bin_edges(c, b, r) for c, b, r in zip(columns, bins, ranges)]
    indices = []
    for column, edge in zip(columns, edges):
        index = torch.searchsorted(edge.to(column.dtype), column, right=True) - 1
        indices.append(torch.where(column == edge[-1], torch.full_like(index, edge.numel() - 2), index))
    shape = [e.numel() - 1 for e in edges]
    inside = torch.ones_like(indices[0], dtype=torch.bool)
    flat = torch.zeros_like(indices[0])
    for index, size in zip(indices, shape):
        inside &= (index >= 0) & (index < size)
        flat = flat * size + index
    w = torch.ones_like(columns[0]) if weights is None else float_of(as_torch(weights)).reshape(-1)
    counts = torch.zeros(math.prod(shape), dtype=w.dtype).index_add(0, flat[inside], w[inside]).reshape(shape)
    if density:
        volume = edges[0][1:] - edges[0][:-1]
        for edge in edges[1:]:
            volume = volume.unsqueeze(-1) * (edge[1:] - edge[:-1])
        counts = counts / counts.sum() / volume
    return _box(counts), [_box(e) for e in edges]


def histogram2d(x, y, bins=10, range=None, weights=None, density=False):  # noqa: A002 - numpy's name
    counts, edges = histogramdd((x, y), bins, range, weights, density)
    return counts, edges[0], edges[1]


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, dtype=None):
    t = float_of(as_torch(m))
    if t.dim() == 1:
        t = t.unsqueeze(0)
    if not rowvar and t.shape[0] != 1:
        t = t.T
    if y is not None:
        other = float_of(as_torch(y))
        other = other.unsqueeze(0) if other.dim() == 1 else other if rowvar else other.T
        t = torch.cat([t, other], 0)
    correction = (0 if bias else 1) if ddof is None else ddof
    fw = None if fweights is None else as_torch(fweights)
    aw = None if aweights is None else float_of(as_torch(aweights))
    out = torch.cov(t, correction=correction, fweights=fw, aweights=aw)
    return boxed(out, dtype)


def corrcoef(x, y=None, rowvar=True, dtype=None):
    c = cov(x, y, rowvar)._torch
    if not c.dim():
        return _box(c / c)
    stddev = torch.sqrt(torch.diagonal(c))
    c = c / stddev.unsqueeze(-1)
    c = c / stddev.unsqueeze(0)
    return boxed(torch.clamp(c, -1, 1), dtype)


__all__ = sorted(
    list(_UNARY) + list(_BINARY) + [
        "absolute", "abs", "fabs", "positive", "reciprocal", "ceil", "fix", "trunc", "rint", "sign", "signbit",
        "log2", "log10", "log1p", "exp2", "cbrt", "deg2rad", "rad2deg", "radians", "divmod", "clip",
        "sum", "mean", "amax", "amin", "max", "min", "nanmax", "nanmin", "nansum", "nanmean", "nanvar", "nanstd",
        "nancumsum", "var", "std", "ptp", "average", "cumsum", "cumprod", "count_nonzero", "argmax", "argmin",
        "trace", "matmul", "dot", "inner", "outer", "tensordot", "kron", "cross", "multi_dot", "norm", "diff",
        "ediff1d", "trapz", "convolve", "correlate", "polyadd", "polysub", "polyval", "polyder", "polymul",
        "polyint", "gradient", "interp", "unwrap", "searchsorted", "digitize", "bincount", "histogram_bin_edges",
        "histogram", "histogramdd", "histogram2d", "cov", "corrcoef",
    ]
)
del _name, _op, _prepare, _compute
