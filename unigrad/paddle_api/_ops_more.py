"""More of paddle's top-level ops: paddle 3's aliases (``eq``, ``sub``, ``div`` ...), special functions, scatter and
gather variants, and small constructions (``block_diag``, ``combinations`` ...).

Each is written on unigrad's own paddle ops in the order paddle composes it (where paddle's is Python), or on
torch where paddle's is one C++ kernel whose values torch's agree with (measured against paddle 3.3.1).
:mod:`unigrad.paddle_api.ops` merges :data:`OPS` into its table, so every op here is also a Tensor method unless
:data:`NOT_METHODS` names it.
"""

import builtins
import math
import warnings

import numpy as np
import torch

from unigrad._engine.kernel_values import with_kernel_vjp
from unigrad.numerics import paddle_cpu
from unigrad.paddle_api import _dtype, _place
from unigrad.paddle_api._kernels import KERNELS
from unigrad.paddle_api.tensor import Tensor, to_tensor, wrap

_ops = None  # unigrad.paddle_api.ops, bound by ops.py once its own table exists (it imports this module)


def _op(name):
    return _ops.OPS[name]


# -- paddle 3's aliases -------------------------------------------------------------------------------------------

def _alias(name, target):
    def op(x, y, name=None, *, out=None):
        return _written(out, _op(target)(x, y))

    op.__name__ = op.__qualname__ = name
    op.__doc__ = f"``paddle.{name}``: ``paddle.{target}``."
    return op


def _written(out, result):
    if out is None:
        return result
    out._torch = result._torch.detach() if out.stop_gradient else result._torch
    return out


def sub(x, y, name=None, *, alpha=1, out=None):
    """``paddle.sub``: ``x - alpha * y`` (paddle's subtract)."""
    if alpha != 1:
        y = _op("scale")(y, alpha) if isinstance(y, Tensor) else y * alpha
    return _written(out, _op("subtract")(x, y))


def div(x, y, name=None, *, rounding_mode=None, out=None):
    """``paddle.div``: paddle's divide; ``rounding_mode`` "trunc" or "floor" rounds the quotient (integer
    operands then stay integers, as in paddle)."""
    integers = not builtins.any(isinstance(v, float) or isinstance(v, Tensor) and v._torch.is_floating_point()
                                for v in (x, y))
    if rounding_mode is None:
        return _written(out, _op("divide")(x, y))
    if integers:
        return _written(out, wrap(torch.div(_torch(x), _torch(y), rounding_mode=rounding_mode)))
    quotient = _op("divide")(x, y)
    return _written(out, _op("trunc" if rounding_mode == "trunc" else "floor")(quotient))


def _torch(value):
    return value._torch if isinstance(value, Tensor) else value


def positive(x, name=None):
    """``paddle.positive``: ``x`` itself (paddle refuses bool)."""
    if x._torch.dtype is torch.bool:
        raise TypeError("The data type of input must not be bool, but got paddle.bool")
    return x


def softmax(input, dim=None, dtype=None, *, out=None):  # noqa: A002 - paddle's names
    """``paddle.softmax`` (torch-style): the softmax kernel along ``dim`` (torch's legacy default axis), after the
    cast to ``dtype``."""
    t = input._torch if dtype is None else input._torch.to(_dtype.to_torch(dtype))
    if dim is None:
        dim = 0 if t.dim() in (0, 1, 3) else 1
    return _written(out, wrap(KERNELS["softmax"](t, dim)))


def matrix_transpose(x, name=None):
    """``paddle.matrix_transpose``: ``x.mT``."""
    return x.mT


def ravel(input):  # noqa: A002 - paddle's name
    """``paddle.ravel``: ``paddle.flatten(input)``."""
    return _op("flatten")(input)


def is_empty(x, name=None):
    """``paddle.is_empty``: a 0-D bool tensor, whether ``x`` has no elements."""
    return wrap(torch.tensor(x._torch.numel() == 0, device=x._torch.device))


def broadcast_shapes(*shapes):
    """``paddle.broadcast_shapes``: the shape every one of ``shapes`` broadcasts to."""
    result = list(shapes[0])
    for shape in shapes[1:]:
        result = _op("broadcast_shape")(result, list(shape))
    return result


# -- math ---------------------------------------------------------------------------------------------------------

def _check_tensor(x, argument="x"):
    if not isinstance(x, Tensor):
        raise TypeError(f"{argument} must be tensor type, but got {type(x)}")


def addmm(input, x, y, beta=1.0, alpha=1.0, name=None):  # noqa: A002 - paddle's names
    """``paddle.addmm``: ``beta * input + alpha * (x @ y)``."""
    a, b, c = input._torch, x._torch, y._torch
    if b.dim() != 2 or c.dim() != 2:
        raise ValueError(f"The dimension of x, y should be 2 but receive x's shape: {list(b.shape)}, "
                         f"y's shape: {list(c.shape)}")
    if b.shape[1] != c.shape[0]:
        raise ValueError(f"The input Variable x's width must be equal with Variable y' height. But received x's "
                         f"shape = {list(b.shape)}, y's shape = {list(c.shape)}.")
    return wrap(torch.addmm(a, b, c, beta=beta, alpha=alpha))


def baddbmm(input, x, y, beta=1.0, alpha=1.0, name=None):  # noqa: A002 - paddle's names
    """``paddle.baddbmm``: ``beta * input + alpha * (x @ y)`` for batches of matrices."""
    return wrap(torch.baddbmm(input._torch, x._torch, y._torch, beta=beta, alpha=alpha))


def tensordot(x, y, axes=2, name=None):
    """``paddle.tensordot``: contraction of ``x``'s and ``y``'s ``axes`` (an int: the last of ``x`` with the first
    of ``y``; a list of ints: those axes of both; two lists: ``x``'s and ``y``'s, the shorter one completed from
    the longer)."""
    if isinstance(axes, Tensor):
        axes = axes._torch.tolist()
    if isinstance(axes, (list, tuple)):
        if builtins.all(isinstance(a, int) for a in axes):
            axes = [list(axes), list(axes)]
        else:
            first = [axes[0]] if isinstance(axes[0], int) else list(axes[0])
            second = first if len(axes) == 1 else [axes[1]] if isinstance(axes[1], int) else list(axes[1])
            if len(first) < len(second):
                first = first + second[len(first):]
            elif len(second) < len(first):
                second = second + first[len(second):]
            axes = [first, second]
    return wrap(torch.tensordot(x._torch, y._torch, dims=axes))


def vecdot(x, y, axis=-1, name=None):
    """``paddle.vecdot``: ``(x.conj() * y).sum(axis)``."""
    return _op("sum")(_op("multiply")(_op("conj")(x), y), axis=axis)


def logaddexp(x, y, name=None):
    """``paddle.logaddexp``: ``log1p(exp(-|x - y|)) + maximum(x, y)``, composed as paddle does."""
    log_1p = _op("log1p")(_op("exp")(_op("neg")(_op("abs")(_op("subtract")(x, y)))))
    maximum = _op("maximum")(x, y)
    if maximum._torch.dtype in (torch.int32, torch.int64):
        maximum = _op("cast")(maximum, log_1p.dtype)
    return _op("add")(log_1p, maximum)


def logcumsumexp(x, axis=None, dtype=None, name=None):
    """``paddle.logcumsumexp``: ``log(cumsum(exp(x)))`` along ``axis`` (flattened when None)."""
    t = x._torch if dtype is None else x._torch.to(_dtype.to_torch(dtype))
    if axis is None:
        t, axis = t.reshape(-1), 0
    return wrap(KERNELS["logcumsumexp"](t, axis))


def erfinv(x, name=None):
    """``paddle.erfinv``: the inverse error function."""
    return wrap(torch.erfinv(x._torch))


def nan_to_num(x, nan=0.0, posinf=None, neginf=None, name=None):
    """``paddle.nan_to_num``: NaN, +inf and -inf replaced (by the dtype's extremes by default)."""
    t = x._torch
    finfo = np.finfo(np.float32 if t.dtype is torch.float32 else np.float64)
    posinf = float(finfo.max) if posinf is None else posinf
    neginf = float(finfo.min) if neginf is None else neginf
    t = torch.where(torch.isnan(t), torch.full_like(t, nan), t)
    t = torch.where(t == float("inf"), torch.full_like(t, posinf), t)
    return wrap(torch.where(t == float("-inf"), torch.full_like(t, neginf), t))


def signbit(x, name=None):
    """``paddle.signbit``: whether each element's sign bit is set (-0.0 included)."""
    _check_tensor(x)
    return wrap(torch.signbit(x._torch))


def _sinc_parts(t):
    """sinc's intermediate values as paddle composes them: ``tmp = where(x != 0, x, 1e-20) * pi`` and
    ``sin(tmp) / tmp``, with paddle's sin kernel."""
    tmp = torch.where(t != 0, t, torch.full_like(t, 1.0e-20)) * torch.tensor(math.pi, dtype=t.dtype)
    return tmp, KERNELS["sin"](tmp) / tmp if t.dtype is torch.float32 else torch.sin(tmp) / tmp


def _sinc_values(t):
    tmp, quotient = _sinc_parts(t)
    return torch.where(~torch.isnan(quotient), quotient, torch.ones_like(t))


def _sinc_vjp(grad, t):
    """paddle's grad kernels through sinc's composition: the final where passes ``grad`` where the quotient is a
    number; divide's grads ``g / tmp`` and ``-g * out / tmp`` (not torch's ``-g * s / tmp^2``); sin's ``g * cos``
    (SLEEF's scalar cos, as paddle's sin grad); multiply's ``* pi``; the first where's mask."""
    from unigrad.numerics import sleef

    with torch.no_grad():
        tmp, quotient = _sinc_parts(t)
        g = torch.where(~torch.isnan(quotient), grad, torch.zeros_like(grad))
        cos = sleef.cos(tmp, packets=False) if t.dtype is torch.float32 else torch.cos(tmp)
        d_tmp = (g / tmp) * cos + -g * quotient / tmp
        d_x = d_tmp * torch.tensor(math.pi, dtype=t.dtype)
        return (torch.where(t != 0, d_x, torch.zeros_like(d_x)),)


def sinc(x, name=None):
    """``paddle.sinc``: ``sin(pi x) / (pi x)``, 1 at 0, composed as paddle does (0 taken as 1e-20), with the
    gradient of paddle's grad kernels through that composition (:func:`_sinc_vjp`)."""
    _check_tensor(x)
    return wrap(with_kernel_vjp(_sinc_values, _sinc_vjp, x._torch))


def frac(x, name=None, *, out=None):
    """``paddle.frac``: ``x - trunc(x)``."""
    if x.dtype not in (_dtype.DTYPES[n] for n in ("int32", "int64", "float32", "float64", "float16")):
        raise TypeError("The data type of input must be one of ['int32', 'int64', 'float32', 'float64', 'float16'], "
                        f"but got {x.dtype}")
    return _written(out, _op("subtract")(x, _op("trunc")(x)))


def copysign(x, y, name=None):
    """``paddle.copysign``: ``|x|`` with ``y``'s sign."""
    if isinstance(y, (float, int)):
        y = to_tensor(y, dtype=x.dtype)
    out_shape = _op("broadcast_shape")(list(x.shape), list(y.shape))
    if out_shape != list(x.shape):
        warnings.warn(f"The shape of broadcast output {out_shape} is different from the input tensor x with shape: "
                      f"{x.shape}, please make sure you are using copysign api correctly.")
    return wrap(torch.copysign(x._torch, y._torch).to(x._torch.dtype))


def _summed_to(grad, shape):
    return grad if grad.shape == shape else paddle_cpu.broadcast_grad_sum(grad, shape)


def heaviside(x, y, name=None):
    """``paddle.heaviside``: 0 below 0, ``y`` at 0, 1 above. Its grad kernel (torch has none): ``dout * 0`` for
    ``x`` and ``dout * (x == 0)`` for ``y`` (signed zeros included), a broadcast operand's summed in paddle's
    order."""
    a, b = x._torch, y._torch

    def vjp(grad, a, b):
        shape = grad.shape
        return (_summed_to(grad * 0, a.shape) if a.requires_grad else None,
                _summed_to(grad * (a.expand(shape) == 0).to(grad.dtype), b.shape) if b.requires_grad else None)

    return wrap(with_kernel_vjp(torch.heaviside, vjp, a, b))


def ldexp(x, y, name=None):
    """``paddle.ldexp``: ``x * 2 ** y`` composed as paddle does, in float64 if either is, else the default dtype."""
    _check_tensor(x)
    if not isinstance(y, Tensor):
        raise TypeError(f"y must be tensor type, but got {type(y)}")
    if torch.float64 in (x._torch.dtype, y._torch.dtype):
        dtype = "float64"
    else:
        dtype = _dtype.get_default_dtype()
    x, y = _op("cast")(x, dtype), _op("cast")(y, dtype)
    return _op("multiply")(x, _op("pow")(to_tensor(2, dtype=dtype), y))


def frexp(x, name=None):
    """``paddle.frexp``: (mantissa, exponent) composed as paddle does (float exponents)."""
    if x._torch.dtype not in (torch.float32, torch.float64):
        raise TypeError(f"The data type of input must be one of ['float32', 'float64'], but got {x.dtype}")
    t = x._torch
    magnitude = t.abs()
    exponent = torch.floor(wrap(magnitude).log2()._torch)
    exponent = torch.where(torch.isinf(exponent), torch.zeros_like(exponent), exponent)
    mantissa = magnitude / 2 ** exponent
    exponent = torch.where(mantissa >= 1, exponent + torch.ones_like(exponent), exponent)
    mantissa = torch.where(mantissa >= 1, mantissa / 2 ** torch.ones_like(exponent), mantissa)
    mantissa = torch.where(t < 0, mantissa * -1, mantissa)
    return wrap(mantissa), wrap(exponent)


def nextafter(x, y, name=None):
    """``paddle.nextafter``: the next representable value after ``x`` towards ``y`` (not differentiable: paddle's
    result stops gradients)."""
    with torch.no_grad():
        return wrap(torch.nextafter(x._torch, y._torch))


def isin(x, test_x, assume_unique=False, invert=False, name=None):
    """``paddle.isin``: whether each element of ``x`` is in ``test_x``."""
    _check_tensor(x)
    _check_tensor(test_x)
    return wrap(torch.isin(x._torch, test_x._torch, assume_unique=assume_unique, invert=invert))


def isneginf(x, name=None):
    """``paddle.isneginf``: ``isinf(x) & signbit(x)``."""
    _check_tensor(x)
    return wrap(torch.isneginf(x._torch))


def isposinf(x, name=None):
    """``paddle.isposinf``: ``isinf(x) & ~signbit(x)``."""
    _check_tensor(x)
    return wrap(torch.isposinf(x._torch))


def isreal(x, name=None):
    """``paddle.isreal``: True for a real dtype, else whether the imaginary part is 0."""
    _check_tensor(x)
    return wrap(torch.isreal(x._torch))


def renorm(x, p, axis, max_norm):
    """``paddle.renorm``: each slice along ``axis`` scaled to p-norm at most ``max_norm``."""
    rank = x._torch.dim()
    if not axis < rank:
        raise ValueError(f"the axis:{axis} should be less then the shape's size {rank}:{list(x.shape)}")
    if axis < 0:
        if axis < -rank:
            raise ValueError(f"the axis:{axis} should not be less than -1 * length of input_shape:{-rank}")
        axis += rank
    return wrap(torch.renorm(x._torch, p, axis, max_norm))


def stanh(x, scale_a=0.67, scale_b=1.7159, name=None):
    """``paddle.stanh``: ``scale_b * tanh(scale_a * x)``."""
    return wrap(KERNELS["stanh"](x._torch, scale_a, scale_b))


def gammaln(x, name=None):
    """``paddle.gammaln``: ``log |gamma(x)|``."""
    return wrap(KERNELS["gammaln"](x._torch))


def gammainc(x, y, name=None):
    """``paddle.gammainc``: the regularized lower incomplete gamma function P(x, y)."""
    return wrap(torch.special.gammainc(x._torch, y._torch))


def gammaincc(x, y, name=None):
    """``paddle.gammaincc``: the regularized upper incomplete gamma function Q(x, y)."""
    return wrap(torch.special.gammaincc(x._torch, y._torch))


def _special(name, torch_fn):
    entry = KERNELS[name]

    def op(x, name=None):
        return wrap(entry(x._torch))

    op.__name__ = op.__qualname__ = name
    op.__doc__ = f"``paddle.{name}``: the modified Bessel function {name}."
    return op


i0 = _special("i0", torch.special.i0)
i0e = _special("i0e", torch.special.i0e)
i1 = _special("i1", torch.special.i1)
i1e = _special("i1e", torch.special.i1e)


def polygamma(x, n, name=None):
    """``paddle.polygamma``: the ``n``-th derivative of digamma."""
    if not isinstance(n, int):
        raise TypeError(f"The input of n must be int type, but received: {type(n)} ")
    if n < 0:
        raise ValueError(f"The input of n must be greater than or equal to 0. But received n = {n}")
    return wrap(KERNELS["polygamma"](x._torch, n))


def multigammaln(x, p, name=None):
    """``paddle.multigammaln``: ``sum(lgamma(x + (1 - p .. 0) / 2)) + p (p - 1) / 4 log pi``, composed as paddle."""
    assert p >= 1, f"The p must be greater than or equal to 1, But received p is {p}.\n"
    c = 0.25 * p * (p - 1) * math.log(math.pi)
    b = _op("scale")(wrap(torch.arange(1 - p, 1, 1, dtype=x._torch.dtype, device=x._torch.device)), 0.5)
    return _op("add")(_op("sum")(_op("lgamma")(_op("add")(_op("unsqueeze")(x, -1), b)), axis=-1), c)


# -- indexing and scatter -----------------------------------------------------------------------------------------

def gather_nd(x, index, name=None):
    """``paddle.gather_nd``: the slices of ``x`` at the leading-axis coordinates in ``index``'s last axis."""
    t, idx = x._torch, index._torch.long()
    depth = idx.shape[-1]
    coordinates = tuple(idx[..., i] for i in range(depth))
    return wrap(t[coordinates] if depth else t.expand(*idx.shape[:-1], *t.shape))


def scatter_nd_add(x, index, updates, name=None):
    """``paddle.scatter_nd_add``: ``updates`` added into a copy of ``x`` at ``index``'s coordinates."""
    t, idx = x._torch, index._torch.long()
    depth = idx.shape[-1]
    coordinates = tuple(idx[..., i].reshape(-1) for i in range(depth))
    values = updates._torch.reshape(-1, *t.shape[depth:])
    return wrap(t.index_put(coordinates, values, accumulate=True))


def scatter_nd(index, updates, shape, name=None):
    """``paddle.scatter_nd``: ``scatter_nd_add`` into zeros of ``shape``."""
    zeros = torch.zeros([int(v) for v in (shape._torch.tolist() if isinstance(shape, Tensor) else shape)],
                        dtype=updates._torch.dtype, device=updates._torch.device)
    return scatter_nd_add(wrap(zeros), index, updates)


def scatter_add(input, dim, index, src):  # noqa: A002 - paddle's names
    """``paddle.scatter_add``: ``put_along_axis(input, index, src, dim, "add")``."""
    return wrap(torch.scatter_add(input._torch, dim, index._torch, src._torch))


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True):  # noqa: A002 - paddle's names
    """``paddle.scatter_reduce``: ``src`` reduced into ``input`` along ``dim`` at ``index``."""
    reduce = {"sum": "sum", "prod": "prod", "mean": "mean", "amin": "amin", "amax": "amax"}[reduce]
    return wrap(torch.scatter_reduce(input._torch, dim, index._torch, src._torch, reduce, include_self=include_self))


def index_sample(x, index):
    """``paddle.index_sample``: row ``i`` of ``x`` gathered at row ``i`` of ``index`` (both 2-D)."""
    return wrap(torch.gather(x._torch, 1, index._torch.long()))


def diagonal_scatter(x, y, offset=0, axis1=0, axis2=1, name=None):
    """``paddle.diagonal_scatter``: ``x`` with its diagonal replaced by ``y`` (no gradient reaches ``y``, as in
    paddle)."""
    return wrap(torch.diagonal_scatter(x._torch, y._torch.detach(), offset, axis1, axis2))


def select_scatter(x, values, axis, index, name=None):
    """``paddle.select_scatter``: ``x`` with its slice ``index`` along ``axis`` replaced by ``values``."""
    return wrap(torch.select_scatter(x._torch, values._torch, axis, index))


def slice_scatter(x, value, axes, starts, ends, strides, name=None):
    """``paddle.slice_scatter``: ``x`` with the strided slice along ``axes`` replaced by ``value``."""
    t = x._torch
    index = [builtins.slice(None)] * t.dim()
    for axis, start, end, stride in zip(axes, starts, ends, strides):
        index[axis] = builtins.slice(start, end, stride)
    out = t.clone()
    out[tuple(index)] = value._torch
    return wrap(out)


def argwhere(input):  # noqa: A002 - paddle's name
    """``paddle.argwhere``: the coordinates of ``input``'s nonzero elements (a 2-D int64 tensor)."""
    return wrap(torch.argwhere(input._torch))


def kthvalue(x, k, axis=None, keepdim=False, name=None):
    """``paddle.kthvalue``: the ``k``-th smallest value along ``axis`` (last by default) and its index."""
    t = x._torch
    axis = -1 if axis is None else axis
    values, indices = torch.kthvalue(t, k, axis, keepdim)
    return wrap(values), wrap(indices)


def nanmedian(x, axis=None, keepdim=False, mode="avg", name=None):
    """``paddle.nanmedian``: the median of the non-NaN values (mode "avg" averages the two middle ones)."""
    t = x._torch
    dims = None if axis is None else ([axis] if isinstance(axis, int) else list(axis))
    if dims is None:
        flat, kept_shape = t.reshape(-1), [1] * t.dim()
    else:
        dims = [d % t.dim() for d in dims]
        rest = [d for d in range(t.dim()) if d not in dims]
        flat = t.permute(rest + dims).reshape(*[t.shape[d] for d in rest], -1)
        kept_shape = [1 if d in dims else t.shape[d] for d in range(t.dim())]
    ordered, order = torch.sort(torch.where(torch.isnan(flat), torch.full_like(flat, float("inf")), flat), -1)
    count = (~torch.isnan(flat)).sum(-1, keepdim=True)
    low = ((count - 1).clamp(min=0) // 2)
    high = torch.where(count % 2 == 0, low + 1, low).clamp(max=flat.shape[-1] - 1)
    low_values = ordered.gather(-1, low)
    if mode == "avg" or not isinstance(axis, int):
        values = (low_values + ordered.gather(-1, high)) / 2 if mode == "avg" else low_values
        values = torch.where(count == 0, torch.full_like(values, float("nan")), values).squeeze(-1)
        result = wrap(values.reshape(kept_shape) if keepdim else values.reshape([t.shape[d] for d in range(t.dim())
                                                                             if dims is not None and d not in dims]))
        return result
    values = torch.where(count == 0, torch.full_like(low_values, float("nan")), low_values).squeeze(-1)
    indices = order.gather(-1, low).squeeze(-1)
    shape = kept_shape if keepdim else [t.shape[d] for d in range(t.dim()) if dims is not None and d not in dims]
    return wrap(values.reshape(shape)), wrap(indices.reshape(shape))


def unique_consecutive(x, return_inverse=False, return_counts=False, axis=None, dtype="int64", name=None):
    """``paddle.unique_consecutive``: runs of equal elements collapsed (with the inverse and the run lengths)."""
    out, inverse, counts = torch.unique_consecutive(x._torch, return_inverse=True, return_counts=True, dim=axis)
    index_dtype = _dtype.to_torch(dtype)
    result = [wrap(out)]
    if return_inverse:
        result.append(wrap(inverse.to(index_dtype)))
    if return_counts:
        result.append(wrap(counts.to(index_dtype)))
    return result[0] if len(result) == 1 else tuple(result)


# -- construction -------------------------------------------------------------------------------------------------

def block_diag(inputs, name=None):
    """``paddle.block_diag``: the 0-D to 2-D ``inputs`` on a block diagonal."""
    for ary in inputs:
        if ary.ndim > 2:
            raise ValueError("For 'block_diag', the dimension of each elements in 'inputs' must be 0, 1, or 2, "
                             f"but got {ary.ndim}")
    return wrap(torch.block_diag(*[t._torch for t in inputs]))


def cartesian_prod(x, name=None):
    """``paddle.cartesian_prod``: every combination of one element of each 1-D tensor, one per row."""
    for t in x:
        if t.ndim != 1:
            raise ValueError(f"Expect a 1D vector, but got shape {t.shape}")
    if len(x) == 1:
        return x[0]
    return wrap(torch.cartesian_prod(*[t._torch for t in x]))


def combinations(x, r=2, with_replacement=False, name=None):
    """``paddle.combinations``: the length-``r`` combinations of a 1-D ``x``'s elements."""
    if x.ndim != 1:
        raise TypeError(f"Expect a 1-D vector, but got x shape {x.shape}")
    if not isinstance(r, int) or r < 0:
        raise ValueError(f"Expect a non-negative int, but got r={r}")
    return wrap(torch.combinations(x._torch, r, with_replacement))


def _indices(which, row, col, offset, dtype):
    fn = torch.tril_indices if which == "tril" else torch.triu_indices
    return wrap(fn(row, col, offset, device=_place.current_device()).to(_dtype.to_torch(dtype)))


def tril_indices(row, col, offset=0, dtype="int64"):
    """``paddle.tril_indices``: the coordinates of a ``row`` x ``col`` matrix's lower triangle (2 rows)."""
    if not isinstance(row, int) or row < 0:
        raise TypeError("row should be a non-negative int")
    if col is None:
        col = row
    return _indices("tril", row, col, offset, dtype)


def triu_indices(row, col=None, offset=0, dtype="int64"):
    """``paddle.triu_indices``: the coordinates of a ``row`` x ``col`` matrix's upper triangle (2 rows)."""
    if not isinstance(row, int) or row < 0:
        raise TypeError("row should be a non-negative int")
    return _indices("triu", row, row if col is None else col, offset, dtype)


def as_real(x, name=None):
    """``paddle.as_real``: a complex tensor as its (real, imaginary) pairs on a new last axis."""
    return wrap(torch.view_as_real(x._torch).clone())


def as_complex(x, name=None):
    """``paddle.as_complex``: (real, imaginary) pairs on the last axis as one complex tensor."""
    return wrap(torch.view_as_complex(x._torch.contiguous()).clone())


def view_as_real(input):  # noqa: A002 - paddle's name
    """``paddle.view_as_real``: as ``as_real``."""
    return as_real(input)


def view_as_complex(input):  # noqa: A002 - paddle's name
    """``paddle.view_as_complex``: as ``as_complex``."""
    return as_complex(input)


def pdist(x, p=2.0, name=None):
    """``paddle.pdist``: the ``p``-norm distances between every pair of ``x``'s rows (upper triangle, row-major),
    composed as paddle does."""
    assert x.ndim == 2, "The x must be 2-dimensional"
    t = x._torch
    d = _op("norm")(wrap(t[..., None, :] - t[..., None, :, :]), p=p, axis=-1)
    mask = ~torch.tril(torch.ones(d.shape, dtype=torch.bool))
    return _op("masked_select")(d, wrap(mask))


def unfold(x, axis, size, step, name=None):
    """``paddle.unfold``: the windows of ``size`` every ``step`` along ``axis``, on a new last axis (a view)."""
    return wrap(x._torch.unfold(axis, size, step))


#: every op of this module, by paddle name
OPS = {name: value for name, value in dict(globals()).items()
       if callable(value) and not name.startswith("_") and getattr(value, "__module__", None) == __name__
       and name not in ("Tensor", "to_tensor", "wrap")}
OPS.update({name: _alias(name, target) for name, target in (
    ("eq", "equal"), ("ne", "not_equal"), ("ge", "greater_equal"), ("le", "less_equal"), ("less", "less_than"),
    ("greater", "greater_than"), ("mul", "multiply"), ("gt", "greater_than"), ("lt", "less_than"))})
OPS["ger"] = _alias("ger", "outer")

#: the ops here that are no Tensor methods in paddle
NOT_METHODS = {"positive", "ger", "vecdot", "cartesian_prod", "tril_indices", "triu_indices", "pdist"}


def _in_place(name):
    """``paddle.<name>_`` / ``Tensor.<name>_``: the op run on ``x`` and its result written back into ``x``."""

    def op(x, *args, **kwargs):
        return _ops._in_place(x, _op(name)(x, *args, **kwargs))

    op.__name__ = op.__qualname__ = name + "_"
    op.__doc__ = f"``paddle.{name}_``: ``paddle.{name}`` in place."
    return op


#: paddle's in-place variants that are functions of paddle too (and Tensor methods)
OPS.update({name + "_": _in_place(name) for name in (
    "sub", "div", "addmm", "baddbmm", "nan_to_num", "sinc", "frac", "copysign", "ldexp", "renorm", "gammaln",
    "gammainc", "gammaincc", "i0", "polygamma", "multigammaln", "scatter_add", "less")})
#: those that are Tensor methods only
IN_PLACE_METHODS = {name + "_": _in_place(name) for name in ("mul", "erfinv")}
