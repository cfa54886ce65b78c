"""``paddle.nn.functional`` activations beyond the one-kernel unary ones: ``prelu``, ``rrelu``, ``glu``,
``maxout``, ``swiglu`` and ``gumbel_softmax``."""

import numpy as np
import torch

from unigrad import numerics
from unigrad._engine.kernel_values import with_kernel_vjp
from unigrad.numerics import eigen, libm, paddle_cpu, simd
from unigrad.paddle_api import _random, ops
from unigrad.paddle_api._kernels import KERNELS
from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = ["prelu", "rrelu", "glu", "maxout", "swiglu", "gumbel_softmax"]

_PRELU_FORMATS = ["NC", "NCL", "NCHW", "NCDHW", "NLC", "NHWC", "NDHWC"]


def prelu(x, weight, data_format="NCHW", name=None):
    """``x`` where ``x > 0``, else ``weight * x``: one weight for all, or one per channel."""
    t, w = x._torch, weight._torch
    assert w.dim() in (0, 1), "The dim count of weight shape should be 0 or 1 in prelu()."
    if w.dim() == 1 and w.shape[0] > 1:
        if data_format not in _PRELU_FORMATS:
            raise ValueError("data_format must be one of 'NC', 'NCL', 'NCHW', 'NCDHW', "
                             f"'NLC', 'NHWC', 'NDHWC' but receive {data_format}")
        assert t.dim() > 1, ("The dim count of x should be equal or larger than 2 in prelu() when weight shape is "
                             "not [1].")
        channel_axis = t.dim() - 1 if data_format[1] != "C" else 1
        assert w.shape[0] == t.shape[channel_axis], (
            "The weight size should be equal to x input channel in prelu() when weight shape is not [1].")
    else:
        channel_axis = None
    return wrap(with_kernel_vjp(lambda t, w: torch.where(t > 0, t, _prelu_weight(w, t, channel_axis) * t),
                                lambda grad, t, w: _prelu_vjp(grad, t, w, channel_axis), t, w))


def _prelu_weight(w, t, channel_axis):
    if channel_axis is None:
        return w.reshape([])
    shape = [1] * t.dim()
    shape[channel_axis] = -1
    return w.reshape(shape)


def _prelu_vjp(grad, t, w, channel_axis):
    """paddle's prelu grad kernel: ``dout`` or ``weight * dout``; the weight's gradient adds ``x * dout`` of
    the non-positive elements one after another (from 0, in memory order) per channel."""
    dx = torch.where(t > 0, grad, _prelu_weight(w, t, channel_axis) * grad)
    terms = torch.where(t > 0, torch.zeros_like(t), t * grad)
    if channel_axis is None:
        terms = terms.reshape(-1, 1)
    else:  # the channel last, each channel's terms in memory order
        terms = terms.movedim(channel_axis, -1).reshape(-1, t.shape[channel_axis])
    if numerics.exact(terms):
        summed = simd.sequential_sum_numpy(terms.detach().numpy(), 0, from_zero=True)
        dw = torch.from_numpy(np.ascontiguousarray(summed)).reshape(w.shape)
    else:
        dw = terms.sum(0).reshape(w.shape)
    return dx, dw


def rrelu(x, lower=1.0 / 8.0, upper=1.0 / 3.0, training=True, name=None):
    """Negative inputs times a slope drawn from ``U(lower, upper)`` (its middle when not training).

    paddle's CPU kernel draws one float32 ``uniform_real_distribution(lower, upper)`` value per negative
    element, in order, from the global generator; non-negative elements draw nothing."""
    if not isinstance(lower, float) or not isinstance(upper, float):
        raise TypeError(f"The lower and upper values must be float type. Received: lower {lower}, upper {upper}.")
    if lower < 0 or lower > 1:
        raise ValueError(f"The lower value must be no less than zero or greater than one. Received: {lower}.")
    if upper < lower:
        raise ValueError(f"The upper value must be greater than lower value. Received: lower {lower}, upper {upper}.")
    if upper > 1:
        raise ValueError(f"The upper value must be no greater than one. Received: {upper}.")
    t = x._torch
    negative = t < 0
    if not training:
        slope = torch.full_like(t, float(np.float32((np.float32(lower) + np.float32(upper)) / 2.0)))
    else:
        count = int(negative.sum())
        drawn = _random.draw("uniform", [count], low=lower, high=upper, dtype=torch.float32, device=t.device)
        slope = torch.ones_like(t)
        slope[negative] = drawn.to(t.dtype)
    return wrap(torch.where(negative, t * slope, t))


def glu(x, axis=-1, name=None):
    """``a * sigmoid(b)`` for the two halves ``a, b`` of ``x`` along ``axis`` (paddle composes these ops)."""
    rank = x._torch.dim()
    if not -rank <= axis < rank:
        raise ValueError(f"Expected value range of `axis` is [{-rank}, {rank}), but received axis: {axis}")
    a, b = ops.chunk(x, 2, axis=axis)
    return ops.multiply(a, ops.sigmoid(b))


def maxout(x, groups, axis=1, name=None):
    """The largest of each ``groups`` consecutive channels along ``axis`` (1, 3 or -1)."""
    t = x._torch
    if axis not in (1, -1, 3):
        raise ValueError(
            f"(InvalidArgument) axis only supported 1, -1 or 3, but received axis is: {axis}.\n  [Hint: Expected "
            "axis == 1 || axis == -1 || axis == 3 == true, but received axis == 1 || axis == -1 || axis == 3:0 != "
            "true:1.] (at /paddle/paddle/phi/infermeta/unary.cc:2824)\n")
    axis = axis % t.dim()
    channels = t.shape[axis]
    shape = list(t.shape[:axis]) + [channels // groups, groups] + list(t.shape[axis + 1:])
    return wrap(t.reshape(shape).max(axis + 1).values)


def swiglu(x, y=None, name=None):
    """``silu(x) * y``; without ``y`` the two halves of ``x`` along its last axis."""
    if y is None:
        last = x._torch.shape[-1] if x._torch.dim() else 1
        if last % 2:
            raise ValueError(
                "(InvalidArgument) The last dim of Input(X) should be exactly divided by 2.\n  [Hint: Expected "
                f"dims[dims.size() - 1] % 2 == 0, but received dims[dims.size() - 1] % 2:{last % 2} != 0:0.] "
                "(at /paddle/paddle/phi/infermeta/binary.cc:4726)\n")
        x, y = ops.chunk(x, 2, axis=-1)
    return wrap(with_kernel_vjp(_swiglu_values, _swiglu_vjp, x._torch, y._torch))


def _exp_of_negated(t):
    """``exp(-t)`` as paddle's swiglu kernel takes it (the C library's expf for float32 on the CPU)."""
    if t.dtype is torch.float32 and numerics.exact(t):
        return libm.elementwise("expf", -t)
    return torch.exp(-t)


def _swiglu_values(a, b):
    # paddle's functor: x * y / (1 + exp(-x)), rounded in that order (measured: 0 of 20,000 off)
    return a * b / (1 + _exp_of_negated(a))


def _swiglu_vjp(grad, a, b):
    """paddle's swiglu grad: with s = 1 / (1 + exp(-x)), dx = dout * y * s * (1 + x - x * s), dy = x * s * dout,
    each rounded left to right (measured: 0 of 20,000 off)."""
    s = 1 / (1 + _exp_of_negated(a))
    return grad * b * s * ((1 + a) - a * s), a * s * grad


def gumbel_softmax(x, temperature=1.0, hard=False, axis=-1, name=None):
    """``softmax((x - log(-log(u))) / temperature)`` with ``u ~ U(1e-5, 1)`` drawn from the global generator;
    with ``hard`` the one-hot of each row's largest entry.

    paddle's kernel takes the logs with Eigen's vectorised log (not the C library's), and its gradient is the
    softmax gradient of the output it returned (no 1 / temperature; zero for a hard sample)."""
    t = x._torch
    u = _random.draw("uniform", list(t.shape), low=0.00001, high=1.0, dtype=t.dtype, device=t.device)
    exact = t.dtype is torch.float32 and numerics.exact(t)
    log = eigen.log if exact else torch.log
    with torch.no_grad():
        soft = KERNELS["softmax"]((t.detach() - log(-log(u))) / temperature, axis)
        if hard:
            index = soft.argmax(axis, keepdim=True)
            soft = torch.zeros_like(soft).scatter_(axis, index, 1.0)
    return wrap(with_kernel_vjp(lambda t: soft, lambda grad, t: (_softmax_grad_of_output(soft, grad, axis, exact),), t))


def _softmax_grad_of_output(out, grad, axis, exact):
    if exact:
        return paddle_cpu.softmax_grad(out, out, grad, axis)
    return (grad - (grad * out).sum(axis, keepdim=True)) * out
