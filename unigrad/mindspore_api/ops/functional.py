"""MindSpore's functional ops (``ops.mul``, ``ops.sum``, ``ops.reshape`` ...) on torch.

Regular ops are table rows (``_ELEMENTWISE``: MindSpore name -> torch
function, tensors unboxed positionally); ops whose arguments differ from
torch's get a small function below the table.

>>> import unigrad.mindspore_api as ms
>>> print(mul(ms.Tensor([1.0, 2.0]), 3))
[3. 6.]
>>> print(sum(ms.Tensor([[1.0, 2.0], [3.0, 4.0]]), 1))
[3. 7.]
"""

import torch
import torch.nn.functional as F

from unigrad import numerics
from unigrad._engine.bridge import TensorBox
from unigrad._engine.kernel_values import with_values
from unigrad._engine.transforms import is_traced
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api import _misuse
from unigrad.mindspore_api.common.tensor import Tensor, _box, _failed_kernel, _failed_launch, _misused, _refused, default_device
from unigrad.mindspore_api import _kernels as kernels
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.numerics import mindspore_cpu

def _u(value):
    return value._torch if isinstance(value, TensorBox) else value


def _tensor_arg(value):
    """``value`` as a torch tensor (Python numbers become 0-D tensors)."""
    if isinstance(value, TensorBox):
        return value._torch
    if isinstance(value, torch.Tensor):
        return value
    return torch.as_tensor(value, device=default_device())


#: MindSpore name -> torch function taking the same positional tensors.
_ELEMENTWISE = {
    # one input
    "exp": torch.exp,
    "expm1": torch.expm1,
    "tanh": torch.tanh,
    "sigmoid": torch.sigmoid,
    "silu": F.silu,
    "mish": F.mish,
    "exp2": torch.exp2,
    "log": torch.log,
    "log1p": torch.log1p,
    "log2": torch.log2,
    "log10": torch.log10,
    "sin": torch.sin,
    "cos": torch.cos,
    "tan": torch.tan,
    "asin": torch.asin,
    "acos": torch.acos,
    "atan": torch.atan,
    "sinh": torch.sinh,
    "cosh": torch.cosh,
    "asinh": torch.asinh,
    "acosh": torch.acosh,
    "atanh": torch.atanh,
    "sqrt": torch.sqrt,
    "rsqrt": torch.rsqrt,
    "square": torch.square,
    "abs": torch.abs,
    "absolute": torch.abs,
    "neg": torch.neg,
    "negative": torch.neg,
    "reciprocal": torch.reciprocal,
    "sign": torch.sign,
    "floor": torch.floor,
    "ceil": torch.ceil,
    "trunc": torch.trunc,
    "erf": torch.erf,
    "erfc": torch.erfc,
    "softsign": F.softsign,
    "isnan": torch.isnan,
    "isinf": torch.isinf,
    "isfinite": torch.isfinite,
    "isneginf": torch.isneginf,
    "isposinf": torch.isposinf,
    "t": torch.t,
    "relu6": F.relu6,
    "hardsigmoid": F.hardsigmoid,
    "hardswish": F.hardswish,
    "selu": F.selu,
    "logsigmoid": KERNELS["logsigmoid"],
    # two inputs
    "add": torch.add,
    "sub": torch.sub,
    "mul": torch.mul,
    "maximum": torch.maximum,
    "minimum": torch.minimum,
    "matmul": KERNELS["matmul_any"],
    "mm": KERNELS["mm"],
    "bmm": KERNELS["matmul_any"],  # MindSpore's bmm broadcasts any number of batch dimensions
    "outer": torch.outer,
    "atan2": torch.atan2,
    "equal": torch.eq,
    "eq": torch.eq,
    "ne": torch.ne,
    "not_equal": torch.ne,
    "greater": torch.gt,
    "gt": torch.gt,
    "greater_equal": torch.ge,
    "ge": torch.ge,
    "less": torch.lt,
    "lt": torch.lt,
    "less_equal": torch.le,
    "le": torch.le,
    "floor_divide": torch.floor_divide,
    "remainder": torch.remainder,
    "xlogy": torch.xlogy,
    "hypot": torch.hypot,
    "kron": torch.kron,
    "inner": torch.inner,
    # three inputs
    "lerp": torch.lerp,
}

_TWO_INPUTS = {"add", "sub", "mul", "atan2", "equal", "eq", "ne", "not_equal", "greater", "gt", "greater_equal", "ge",
               "less", "lt", "less_equal", "le", "floor_divide", "remainder", "fmod"}
_THREE_INPUTS = {"lerp"}

#: Ops whose torch counterpart needs tensors, not Python numbers, in every position.
_NEEDS_TENSORS = {"maximum", "minimum", "atan2", "xlogy", "hypot", "matmul", "mm", "bmm", "outer", "kron", "inner"}


def _shape_of(value):
    return tuple(value.shape) if isinstance(value, torch.Tensor) else ()


#: MindSpore's error (at the next read) for two inputs whose shapes the op refuses, by the op's name
_SHAPE_ERRORS = {name: (lambda a, b, primitive=primitive: _misuse.broadcast_error(primitive, _shape_of(a), _shape_of(b)))
                 for name, primitive in (("add", "Add"), ("sub", "Sub"), ("mul", "Mul"), ("maximum", "Maximum"),
                                         ("minimum", "Minimum"), ("equal", "Equal"), ("eq", "Equal"))}
_SHAPE_ERRORS["matmul"] = lambda a, b: _misuse.matmul_error(a.shape, b.shape)
_SHAPE_ERRORS["mm"] = lambda a, b: _misuse.mm_error(a.shape, b.shape)
_SHAPE_ERRORS["bmm"] = lambda a, b: _misuse.bmm_error(a.shape, b.shape)


def _elementwise(name, torch_op):
    shape_error = _SHAPE_ERRORS.get(name, lambda a, b: None)
    if name in _NEEDS_TENSORS:

        def op(input, other):
            a, b = _tensor_arg(input), _tensor_arg(other)
            try:
                return _box(torch_op(a, b))
            except RuntimeError:
                return _misused(shape_error(a, b), a)

    elif name in _THREE_INPUTS:

        def op(input, end, weight):
            return _box(torch_op(_u(input), _u(end), _u(weight)))

    elif name in _TWO_INPUTS:

        def op(input, other):
            a = input._torch if isinstance(input, TensorBox) else input
            b = other._torch if isinstance(other, TensorBox) else other
            try:
                return _box(torch_op(a, b))
            except RuntimeError:
                return _misused(shape_error(a, b), a if isinstance(a, torch.Tensor) else b)

    else:
        kernel = KERNELS.get(name, torch_op)

        def op(input):
            return _box(kernel(_u(input)))

    op.__name__ = op.__qualname__ = name
    op.__doc__ = f"MindSpore's ``ops.{name}``: torch's ``{torch_op.__name__}`` on Tensors."
    return op


for _name, _torch_op in _ELEMENTWISE.items():
    globals()[_name] = _elementwise(_name, _torch_op)


# -- ops whose arguments differ from torch's -----------------------------------
def _dims(axis):
    if axis is None or axis == ():
        return None
    if isinstance(axis, list):
        return tuple(axis)
    return axis


#: reductions over every axis that have MindSpore's kernel in the table
_REDUCE_ALL = {torch.sum: KERNELS["sum_all"], torch.mean: KERNELS["mean_all"]}


#: the primitive each reduction runs, and whether its infer fails at the call (else at the next read)
_REDUCE_PRIMITIVES = {torch.sum: ("SumExt", False), torch.mean: ("ReduceMean", True), torch.amax: ("ReduceMax", False),
                      torch.amin: ("ReduceMin", False)}


def _reduce(torch_op, input, axis, keepdim, primitive=None):
    t = _u(input)
    axis = _dims(axis)
    if axis is None or axis == ():
        whole = _REDUCE_ALL.get(torch_op, torch_op)(t)
        return _box(whole.reshape((1,) * t.dim()) if keepdim else whole)
    try:
        if torch_op is torch.sum and t.dtype is torch.float32:
            return _box(kernels.reduce_sum(t, axis, keepdim))  # MindSpore's ReduceSum kernel
        if torch_op is torch.mean and t.dtype is torch.float32:
            return _box(kernels.reduce_mean(t, axis, keepdim))
        return _box(torch_op(t, dim=axis, keepdim=keepdim))
    except IndexError:
        name, at_call = _REDUCE_PRIMITIVES.get(torch_op, (None, False))
        if primitive is not None:
            name, at_call = primitive
        error = None if name is None else _misuse.axis_error(name, axis, t.dim())
        if at_call:
            _refused(error)
        return _misused(error, t)


def div(input, other, *, rounding_mode=None):
    a, b = _u(input), _u(other)
    try:
        if rounding_mode is None:
            return _box(kernels.divide(torch.div, a, b))
        return _box(torch.div(a, b, rounding_mode=rounding_mode))
    except RuntimeError:
        return _misused(_misuse.broadcast_error("Div", _shape_of(a), _shape_of(b)), a)


true_divide = div


def sum(input, dim=None, keepdim=False, *, dtype=None):
    t = _u(input)
    if dtype is not None:
        t = t.to(mstype.to_torch(dtype))
    return _reduce(torch.sum, t, dim, keepdim)


def mean(x, axis=None, keep_dims=False):
    t = _u(x)
    if t.dtype == torch.bool:
        raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
    if t.is_floating_point() or t.is_complex():
        return _reduce(torch.mean, t, axis, keep_dims)
    # integer inputs keep their dtype: the mean truncated toward zero
    return _box(_reduce(torch.mean, t.double(), axis, keep_dims)._torch.to(t.dtype))


def reduce_sum(x, axis=()):
    return _reduce(torch.sum, x, axis, False, ("ReduceSum", True))


def prod(input, axis=None, keep_dims=False, dtype=None):
    t = _u(input)
    if axis is None:
        return _box(t.prod())
    return _box(t.prod(dim=axis, keepdim=keep_dims))


def _extreme(torch_op, pick, input, axis, keepdims, initial, where):
    """``amax``/``amin``: positions where ``where`` is False count as ``initial``,
    which also takes part in the result."""
    t = _u(input)
    if where is not None:
        if initial is None:
            raise ValueError("initial value must be provided if 'where' is used.")
        t = torch.where(_tensor_arg(where), t, torch.as_tensor(initial, dtype=t.dtype, device=t.device))
    out = _reduce(torch_op, t, axis, keepdims)
    if type(out) is not Tensor:  # the axis is out of range: MindSpore's failed infer
        return out
    out = out._torch
    if initial is not None:
        out = pick(out, torch.as_tensor(initial, dtype=out.dtype, device=out.device))
    return _box(out)


def amax(input, axis=None, keepdims=False, *, initial=None, where=None):
    return _extreme(torch.amax, torch.maximum, input, axis, keepdims, initial, where)


def amin(input, axis=None, keepdims=False, *, initial=None, where=None):
    return _extreme(torch.amin, torch.minimum, input, axis, keepdims, initial, where)


def logsumexp(input, dim, keepdim=False):
    t = _u(input)
    dim = _dims(dim)
    result = torch.logsumexp(t, tuple(range(t.dim())) if dim is None else dim, keepdim)
    if isinstance(dim, (tuple, list)) and len(dim) == 1:
        dim = dim[0]
    if t.dtype != torch.float32 or not t.dim() or not numerics.exact(t):
        return _box(result)
    if dim is None or (isinstance(dim, (tuple, list)) and sorted(d % t.dim() for d in dim) == list(range(t.dim()))):
        # over every axis: the flattened tensor's one axis
        values = mindspore_cpu.logsumexp(t.reshape(-1), 0, False).reshape(result.shape)
    elif isinstance(dim, int):
        values = mindspore_cpu.logsumexp(t, dim, keepdim)
    else:
        return _box(result)
    return _box(with_values(result, values))


def _ms_std(t, axis, ddof, keepdims, squared):
    """MindSpore's ReduceStd (ddof 0 or 1) on float32 CPU tensors under ``exact``: its numbers and its
    gradient (``squared``: the variance, its std squared); torch's var/std otherwise."""
    dims = _dims(axis)
    dims = () if dims is None else (dims,) if isinstance(dims, int) else tuple(dims)
    if t.dtype != torch.float32 or ddof not in (0, 1) or not numerics.exact(t) or is_traced(t):
        torch_op = torch.var if squared else torch.std
        return torch_op(t, dim=dims or None, correction=ddof, keepdim=keepdims)
    return kernels.reduce_std(t, dims, bool(ddof), keepdims, squared)


def var(input, axis=None, ddof=0, keepdims=False):
    return _box(_ms_std(_u(input), axis, ddof, keepdims, squared=True))


def std(input, axis=None, ddof=0, keepdims=False):
    return _box(_ms_std(_u(input), axis, ddof, keepdims, squared=False))


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    return _box(torch.linalg.norm(_u(A), ord=ord, dim=_dims(dim), keepdim=keepdim))


#: the dtypes MindSpore's CumSum takes, as its type check lists them
_CUMSUM_DTYPES = ("BFloat16", "Complex128", "Complex64", "Float16", "Float32", "Float64", "Int16", "Int32", "Int64",
                  "Int8", "UInt16", "UInt32", "UInt64", "UInt8")


def cumsum(x, axis, dtype=None):
    """MindSpore's ``ops.cumsum``: the running sums along ``axis`` in ``x``'s dtype (cast to ``dtype`` first)."""
    t = _u(x)
    if t.dtype is torch.bool:
        raise TypeError(with_call_stack(
            "For primitive[CumSum], the input argument[x] must be a type of {"
            + ", ".join(f"Tensor[{name}]" for name in _CUMSUM_DTYPES) + "}, but got Tensor[Bool].",
            "mindspore/core/utils/check_convert_utils.cc:1042 CheckTensorSubClass"))
    if dtype is not None:
        t = t.to(mstype.to_torch(dtype))
    try:
        return _box(KERNELS["cumsum"](t, axis))
    except IndexError:  # (numpy's AxisError too, from the running sums)
        _refused(_misuse.axis_error("CumSum", axis, t.dim()))


def argmax(input, dim=None, keepdim=False):
    try:
        return _box(torch.argmax(_u(input), dim=dim, keepdim=keepdim))
    except IndexError:
        _refused(_misuse.axis_error("Argmax", dim, _u(input).dim()))


def argmin(input, axis=None, keepdims=False):
    try:
        return _box(torch.argmin(_u(input), dim=axis, keepdim=keepdims))
    except IndexError:
        _refused(_misuse.axis_error("Argmin", axis, _u(input).dim()))


def relu(input, inplace=False):
    return _box(torch.relu(_u(input)))


def leaky_relu(input, alpha=0.2):
    return _box(F.leaky_relu(_u(input), alpha))


def gelu(input, approximate="none"):
    return _box(KERNELS["gelu"](_u(input), approximate))


def hardtanh(input, min_val=-1.0, max_val=1.0):
    """``minimum(maximum(input, min_val), max_val)`` in the input's dtype, as MindSpore computes it: at a bound
    the gradient is split, so it is 0.5 there."""
    t = _u(input)
    low = torch.as_tensor(min_val, dtype=t.dtype, device=t.device)
    high = torch.as_tensor(max_val, dtype=t.dtype, device=t.device)
    return _box(torch.minimum(torch.maximum(t, low), high))


def softshrink(input, lambd=0.5):
    """``x - lambd`` above ``lambd``, ``x + lambd`` below ``-lambd``, +0 between (torch's gives -0 there)."""
    if lambd < 0:
        raise RuntimeError(f"For 'SoftShrink', the values for lambd should be greater or equal to 0, , "
                           f"but found to be [{lambd:g}].")
    return _box(KERNELS["softshrink"](_u(input), lambd))


def elu(input_x, alpha=1.0):
    """``x`` above 0, else ``exp(x) - 1`` with MindSpore's Exp kernel (its Elu takes alpha 1 only)."""
    if alpha != 1.0:
        raise ValueError(with_call_stack("EluIn Elu, alpha must be 1.0f.",
                                          "mindspore/ops/infer/ops_func_impl//elu.cc:27 InferShape"))
    return _box(KERNELS["elu"](_u(input_x)))


def celu(x, alpha=1.0):
    if alpha == 0:
        raise ValueError(with_call_stack(f"For primitive[CeLU], the alpha must be not equal to 0 , but got {alpha:g}.",
                                          "mindspore/core/include/utils/check_convert_utils.h:226 CheckValue"))
    return _box(KERNELS["celu"](_u(x), alpha))


def softmin(x, axis=-1, *, dtype=None):
    t = _u(x) if dtype is None else _u(x).to(mstype.to_torch(dtype))
    return softmax(_box(-t), axis)


def glu(x, axis=-1):
    """The first half of ``x`` along ``axis`` times the sigmoid of the second (MindSpore's Sigmoid kernel)."""
    t = _u(x)
    size = t.shape[axis]
    if size % 2:
        raise ValueError(with_call_stack(
            f"For 'Split', x_shape[{axis % t.dim()}] must be divisible by output_num = 2, but got {size}",
            "mindspore/ops/view/split_strides_calc.cc:31 SplitInputsCheck"))
    first, second = t.chunk(2, axis)
    return _box(first * KERNELS["sigmoid"](second))


_PRELU_TYPES = (torch.float16, torch.float32)


def prelu(input, weight):
    """``x`` where positive, else the channel's weight (axis 1) times ``x``: MindSpore's PReLU and PReLUGrad.
    Its checks fail as MindSpore's do, when the kernel runs: the error is raised by the next read of a tensor."""
    x, w = _u(input), _u(weight)
    error = None
    for name, t in (("x", x), ("weight", w)):
        if error is None and t.dtype not in _PRELU_TYPES:
            error = TypeError, with_call_stack(
                f"For primitive[PReLU], the input argument[{name}] must be a type of {{Float16, Float32}}, but got "
                f"{mstype.from_torch(t.dtype)}.", "mindspore/core/utils/check_convert_utils.cc:1065 CheckSubClass")
    channels = x.shape[1] if x.dim() >= 2 else 1
    if error is None and w.dim() > 1:
        error = ValueError, with_call_stack("The dimension of 'weight' must be less than or equal to 1",
                                             "mindspore/ops/infer/ops_func_impl//prelu.cc:73 InferType")
    if error is None and w.numel() not in (1, channels):
        error = ValueError, with_call_stack(
            f"For 'Prelu', the length of 'weight' must be equal to number of channels: {channels}, but got "
            f"[const vector]{{{w.numel()}}}.", "mindspore/ops/kernel/cpu/native/prelu_cpu_kernel.cc:54 Resize")
    if error is not None:
        return _failed_launch(torch.empty_like(x), error)
    return _box(KERNELS["prelu"](x, w.to(x.dtype)))


def fast_gelu(x):
    """FastGeLU: ``x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))``, MindSpore's kernel and FastGeLUGrad."""
    return _box(KERNELS["fast_gelu"](_u(x)))


def tanhshrink(input):
    """``input - tanh(input)`` with MindSpore's Tanh kernel (integers as float32)."""
    if not isinstance(input, TensorBox):
        raise TypeError(f"For tanhshrink, the input must be a Tensor, but got {type(input)}.")
    t = _u(input)
    if not (t.is_floating_point() or t.is_complex()):
        t = t.float()
    return _box(t - KERNELS["tanh"](t))


def randomized_slopes(t, lower, upper):
    """RReLU's multiplier of each value of the torch tensor ``t``: 1 where positive, +0 at zero, and where
    negative a slope drawn uniformly from ``[lower, upper)`` by ``ops.uniform`` (one draw per value of ``t``,
    as MindSpore draws them, MindSpore's sign masks multiplied in its order)."""
    low, high = (_box(torch.tensor(float(v), device=t.device)) for v in (lower, upper))
    slopes = _u(uniform(tuple(t.shape), low, high)).to(t.dtype)
    sign = torch.sign(t.detach())
    return (sign.clamp(max=0) * slopes * -1) + sign.clamp(min=0)


def check_rrelu_bounds(lower, upper, type_error, name):
    """RReLU's checks of its bounds: ``type_error(bound_name, bound)`` for a bound neither int nor float, then
    MindSpore's ValueError where ``lower > upper``."""
    for bound_name, bound in (("upper", upper), ("lower", lower)):
        if not isinstance(bound, (float, int)):
            raise type_error(bound_name, bound)
    if lower > upper:
        raise ValueError(f"For {name}, the value of 'upper' must be greater than or equal to 'lower', "
                         f"but got upper: {upper}, lower: {lower}. ")


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3):
    """Randomized leaky ReLU: each negative value times a slope drawn from ``[lower, upper)``."""
    check_rrelu_bounds(lower, upper, lambda name, bound: TypeError(
        f"For 'rrelu', '{name}' must be an int or a float, but got {type(bound)}"), "'rrelu'")
    if not isinstance(input, TensorBox):
        raise TypeError(f"For 'rrelu', the 'input' must be a Tensor but got {type(input)}.")
    t = _u(input)
    return _box(randomized_slopes(t, lower, upper) * t)


def hardshrink(input, lambd=0.5):
    return _box(F.hardshrink(_u(input), lambd))


def threshold(input, thr, value):
    """``input`` where it is above ``thr``, else ``value``."""
    return _box(F.threshold(_u(input), thr, value))


def softplus(input, beta=1, threshold=20):
    if beta == 0:
        raise ValueError("For 'softplus', the value of 'beta' cannot be 0.")
    t = _u(input)
    if t.dtype != torch.float32 or not numerics.exact(t):
        return _box(F.softplus(t, beta, threshold))
    # (1 / beta) * Softplus(beta * x), x itself where beta * x > threshold, as MindSpore composes it
    scaled = t * beta
    return _box(torch.where(scaled > threshold, t, KERNELS["softplus"](scaled) * (1 / beta)))


def softmax(input, axis=-1, *, dtype=None):
    t = _u(input)
    # MindSpore's Softmax infer check (at the next read), not torch's IndexError
    error = _misuse.axis_error("Softmax", axis, t.dim()) if isinstance(axis, int) else None
    if error is not None:
        return _failed_launch(t, error)
    return _box(KERNELS["softmax"](t, axis))


def log_softmax(logits, axis=-1):
    t = _u(logits)
    try:
        return _box(KERNELS["log_softmax"](t, axis))
    except IndexError:
        return _misused(_misuse.axis_error("LogSoftmax", axis, t.dim()), t)


def reshape(input, shape):
    return input.reshape(tuple(shape)) if isinstance(input, TensorBox) else _box(_u(input).reshape(tuple(shape)))


def transpose(input, dims):
    t = _u(input)
    try:
        return _box(t.permute(tuple(dims)))
    except (IndexError, RuntimeError):
        return _misused(_misuse.dim_wrap_error(tuple(dims), t.dim()), t)


def permute(input, axis):
    return transpose(input, axis)


def swapaxes(input, axis0, axis1):
    return _box(_u(input).transpose(axis0, axis1))


def concat(tensors, axis=0):
    parts = [_u(t) for t in tensors]
    try:
        return _box(torch.cat(parts, axis))
    except (RuntimeError, IndexError):
        return _misused(_misuse.concat_error([p.shape for p in parts], axis), parts[0])


cat = concat


def stack(tensors, axis=0):
    parts = [_u(t) for t in tensors]
    try:
        return _box(torch.stack(parts, axis))
    except (RuntimeError, IndexError):
        _refused(_misuse.stack_error([p.shape for p in parts], axis))


def split(tensor, split_size_or_sections, axis=0):
    t = _u(tensor)
    if isinstance(axis, int) and not -t.dim() <= axis < t.dim():  # numpy's wording, at the call
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {t.dim()}")
    return tuple(_box(p) for p in torch.split(t, split_size_or_sections, axis))


def chunk(input, chunks, axis=0):
    return tuple(_box(p) for p in torch.chunk(_u(input), chunks, axis))


def squeeze(input, axis=None):
    t = _u(input)
    return _box(t.squeeze() if axis is None else t.squeeze(axis))


def unsqueeze(input, dim):
    t = _u(input)
    try:
        return _box(t.unsqueeze(dim))
    except IndexError:
        return _misused(_misuse.dim_wrap_error(dim, t.dim() + 1), t)


def expand_dims(input_x, axis):
    return unsqueeze(input_x, axis)


def flatten(input, order="C", *, start_dim=1, end_dim=-1):
    return _box(torch.flatten(_u(input), start_dim, end_dim))


def tile(input, dims):
    return _box(_u(input).tile(tuple(dims)))


def broadcast_to(input, shape):
    return _box(_u(input).broadcast_to(tuple(shape)))


def where(condition, input, other):
    return _box(torch.where(_u(condition), _tensor_arg(input), _tensor_arg(other)))


def masked_fill(input_x, mask, value):
    return _box(_u(input_x).masked_fill(_u(mask), _u(value)))


def clamp(input, min=None, max=None):
    return _box(torch.clamp(_u(input), _u(min), _u(max)))


clip = clamp


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    if isinstance(x, (tuple, list)):  # a sequence of tensors gives a tuple of clipped tensors
        return tuple(clip_by_value(item, clip_value_min, clip_value_max) for item in x)
    t = _u(x)
    low, high = (None if v is None else torch.as_tensor(_u(v), dtype=t.dtype, device=t.device)
                 for v in (clip_value_min, clip_value_max))
    return _box(torch.clamp(t, low, high))


def cast(input, dtype):
    return _box(_u(input).to(mstype.to_torch(dtype)))


def stop_gradient(value):
    """The values of ``value`` with no gradient flowing back through them (non-tensors as they are)."""
    if isinstance(value, (tuple, list)):
        return type(value)(stop_gradient(v) for v in value)
    if not isinstance(value, TensorBox):
        return value
    return _box(_u(value).detach())


def _creation_dtype(dtype, default=mstype.float32):
    return mstype.to_torch(default if dtype is None else dtype)


def _shape(shape):
    if isinstance(shape, int):
        return (shape,)
    if isinstance(shape, TensorBox):
        return tuple(shape._torch.tolist())
    return tuple(shape)


def ones(shape, dtype=None):
    return _box(torch.ones(_shape(shape), dtype=_creation_dtype(dtype), device=default_device()))


def zeros(size, dtype=None):
    return _box(torch.zeros(_shape(size), dtype=_creation_dtype(dtype), device=default_device()))


def full(size, fill_value, *, dtype=None):
    return _box(torch.full(_shape(size), _u(fill_value), dtype=None if dtype is None else mstype.to_torch(dtype), device=default_device()))


def fill(type, shape, value):
    return _box(torch.full(_shape(shape), value, dtype=mstype.to_torch(type), device=default_device()))


def ones_like(input, *, dtype=None):
    return _box(torch.ones_like(_u(input), dtype=None if dtype is None else mstype.to_torch(dtype)))


def zeros_like(input, *, dtype=None):
    return _box(torch.zeros_like(_u(input), dtype=None if dtype is None else mstype.to_torch(dtype)))


def eye(n, m=None, dtype=None):
    return _box(torch.eye(n, n if m is None else m, dtype=_creation_dtype(dtype), device=default_device()))


def arange(start=0, end=None, step=1, *, dtype=None):
    if end is None:
        start, end = 0, start
    t = torch.arange(_u(start), _u(end), _u(step), device=default_device())
    return _box(t if dtype is None else t.to(mstype.to_torch(dtype)))


def linspace(start, end, steps):
    return _box(torch.linspace(_u(start), _u(end), steps, device=default_device()))


def one_hot(indices, depth, on_value=1, off_value=0, axis=-1):
    index = _u(indices).long()
    # an index outside [0, depth) gives a row of off_value, not an error
    hot = index.unsqueeze(-1) == torch.arange(depth, device=index.device)
    on, off = _tensor_arg(on_value), _tensor_arg(off_value)
    out = torch.where(hot, on, off)
    return _box(out if axis == -1 else out.movedim(-1, axis))


def gather(input_params, input_indices, axis, batch_dims=0):
    """``input_params`` indexed along ``axis`` by ``input_indices``; the first
    ``batch_dims`` dimensions of both are shared (indexed together)."""
    params, index = _u(input_params), _u(input_indices).long()
    rank = params.dim()
    if isinstance(axis, int) and not -rank <= axis <= rank:
        raise ValueError(with_call_stack(f"For primitive[Gather], the axis must be in [{-rank},{rank}], but got {axis}.",
                                         "mindspore/ops/infer/ops_func_impl//gather.cc:142 InferShape"))
    axis = axis % params.dim()
    batch = params.shape[:batch_dims]
    shape = batch + params.shape[batch_dims:axis] + index.shape[batch_dims:] + params.shape[axis + 1 :]
    try:
        return _box(_gathered(params, index, axis, batch_dims).reshape(shape))
    except (IndexError, RuntimeError):
        error = _misuse.gather_error(index, params.shape[axis])
        if error is not None:  # the CPU kernel's failure: the next read raises it, the output stays zeros
            return _failed_kernel(torch.zeros(shape, dtype=params.dtype, device=params.device), error)
        # a negative index counts from the end
        return _box(_gathered(params, torch.where(index < 0, index + params.shape[axis], index), axis,
                              batch_dims).reshape(shape))


def _gathered(params, index, axis, batch_dims):
    flat_params = params.reshape((-1,) + params.shape[batch_dims:])
    flat_index = index.reshape((flat_params.shape[0], -1))
    axis_in = axis - batch_dims
    return torch.stack([torch.index_select(p, axis_in, i) for p, i in zip(flat_params, flat_index)])


def mse_loss(input, target, reduction="mean"):
    return _box(F.mse_loss(_u(input), _u(target), reduction=reduction))


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    return _box(KERNELS["cross_entropy"](_u(input), _u(target), _u(weight), ignore_index, reduction, label_smoothing))


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    return _box(torch.addmm(_u(input), _u(mat1), _u(mat2), beta=beta, alpha=alpha))


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _box(torch.isclose(_u(input), _tensor_arg(other), rtol, atol, equal_nan))


def round(input, *, decimals=0):
    if decimals != 0:  # the CPU kernel rounds to integers only
        raise RuntimeError(f"For Round only support decimals equal 0, but got decimals equal {decimals}")
    return _box(torch.round(_u(input)))


def sort(input_x, axis=-1, descending=False):
    values, indices = torch.sort(_u(input_x), dim=axis, descending=descending)
    return _box(values), _box(indices.to(torch.int32))


def depend(value, expr):
    return value


def pow(input, exponent):
    a, b = _u(input), _u(exponent)
    try:
        return _box(torch.pow(a, b))
    except RuntimeError:
        return _misused(_misuse.broadcast_error("Pow", _shape_of(a), _shape_of(b)), a)


def fmod(input, other):
    out = torch.fmod(_u(input), _u(other))
    # MindSpore's float fmod gives +0, never -0, for an exact multiple
    return _box(out + 0.0 if out.is_floating_point() else out)


def dot(input, other):
    """The sum over ``input``'s last axis and ``other``'s second to last (``numpy.dot`` for n-D)."""
    x, y = _u(input), _u(other)
    if x.dim() < 2 or y.dim() < 2:
        raise ValueError("For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',"
                         f"but got \\'len(x1_shape)\\': ({x.dim()}) and \\'len(x2_shape)\\': ({y.dim()}).")
    return _box(torch.tensordot(x, y, dims=([-1], [-2])))


def _logical(torch_op):
    def op(input, other):
        return _box(torch_op(_tensor_arg(input), _tensor_arg(other)))

    op.__name__ = op.__qualname__ = torch_op.__name__
    return op


logical_and = _logical(torch.logical_and)
logical_or = _logical(torch.logical_or)
logical_xor = _logical(torch.logical_xor)


def logical_not(input):
    return _box(torch.logical_not(_u(input)))


def dtype(x):
    """``ops.dtype(x)``: the dtype of a Tensor, Parameter or sparse tensor (MindSpore's ``DType`` primitive)."""
    return x.dtype


__all__ = sorted(
    list(_ELEMENTWISE)
    + [
        "div", "true_divide", "sum", "mean", "reduce_sum", "prod", "amax", "amin", "logsumexp", "var", "std", "norm",
        "cumsum", "argmax", "argmin", "relu", "leaky_relu", "gelu", "hardtanh", "softshrink", "hardshrink", "threshold",
        "elu", "celu", "softmin", "glu", "prelu", "fast_gelu", "tanhshrink", "rrelu",
        "softplus", "softmax", "log_softmax", "reshape",
        "transpose", "permute", "swapaxes", "concat", "cat", "stack", "split", "chunk", "squeeze", "unsqueeze",
        "expand_dims", "flatten", "tile", "broadcast_to", "where", "masked_fill", "clamp", "clip", "clip_by_value",
        "cast", "stop_gradient", "ones", "zeros", "full", "fill", "ones_like", "zeros_like", "eye", "arange",
        "linspace", "one_hot", "gather", "mse_loss", "cross_entropy", "addmm", "isclose", "round", "sort", "depend",
        "pow", "fmod", "dot", "logical_and", "logical_or", "logical_xor", "logical_not", "dtype",
    ]
)
del _name, _torch_op

# MindSpore's ops.functional also holds the gradient functions (``from mindspore.ops.functional import vjp``);
# they live in composite and are not part of this module's op table (__all__).
from unigrad.mindspore_api.ops.composite import (  # noqa: E402,F401
    get_grad, grad, jacfwd, jacrev, jvp, value_and_grad, vjp, vmap,
)

# MindSpore's ops.functional also holds the random ops (``F.standard_normal``); they live in _random
from unigrad.mindspore_api.ops._random import (  # noqa: E402,F401
    bernoulli, dropout, multinomial, normal, rand, rand_like, randint, randint_like, randn, randn_like, randperm,
    shuffle, standard_normal, uniform,
)


# --- ops functions that MindSpore's ``mint`` exports as the same object (``mint.cross is ops.cross``);
# MindSpore's doc examples of the mint names call them here.
def cross(input, other, dim=None):
    return input.cross(other, dim)


def cumprod(input, dim, dtype=None):
    return input.cumprod(dim, dtype)


def gcd(input, other):
    return input.gcd(other)


def nan_to_num(input, nan=0.0, posinf=None, neginf=None):
    return input.nan_to_num(nan, posinf, neginf)


def ravel(input):
    return reshape(input, (-1,))


def dstack(tensors):
    return _box(torch.dstack([_u(t) for t in tensors]))


def polar(abs, angle):
    return _box(torch.polar(_u(abs), _u(angle)))


def sinc(input):
    return _box(torch.sinc(_u(input)))


def erfinv(input):
    return _box(torch.erfinv(_u(input)))


def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, sorter=None):
    return _box(torch.searchsorted(_u(sorted_sequence), _u(values), out_int32=out_int32,
                                   right=right or side == "right", sorter=_u(sorter)))


def diff_ext(input, n=1, dim=-1, prepend=None, append=None):
    return input.diff(n, dim, prepend, append)


__all__ += ["cross", "cumprod", "gcd", "nan_to_num", "ravel", "dstack", "polar", "sinc", "erfinv", "searchsorted",
            "diff_ext"]
