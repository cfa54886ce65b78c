"""paddle's CPU float32 kernels (AVX build, Eigen expressions) and their grad kernels, on torch.

Each forward kernel takes the float32 input (and the op's attributes) and
returns paddle's values; each grad kernel ``grad(x, out, dout, *attributes)``
returns the values of paddle's gradient kernel. Bit-exact against paddle
3.3.1 on CPU (see tests/numerics). The exponentials are Eigen expressions
(:func:`unigrad.numerics.eigen.exp_expression`: ``pexp`` on AVX packets, libm
on the tail); the logs of the scalar loops are libm's.
"""

import math

import torch

from unigrad.numerics import eigen, libm, simd
from unigrad.numerics.float32 import f32

__all__ = [
    "tanh", "tanh_grad", "tanh_output_grad", "exp", "log", "sigmoid", "sigmoid_grad", "silu", "silu_grad", "swish", "swish_grad",
    "softplus", "softplus_grad", "elu", "elu_grad", "softmax", "softmax_grad", "log_softmax", "log_softmax_grad",
]

tanh = eigen.tanh
exp = eigen.exp_expression


def log(t):
    """paddle's float32 log: the C library's ``logf`` of each value."""
    return libm.elementwise("logf", t)


def tanh_grad(t, out, grad):
    return grad * (1 - out * out)


def tanh_output_grad(grad, out):
    """paddle's TanhGradFunctor on its own output: dout * (1 - out * out)."""
    return grad * (1 - out * out)


def sigmoid(t):
    """paddle's sigmoid: 1 / (1 + exp(-x))."""
    return 1 / (1 + exp(-t))


def sigmoid_grad(t, out, grad):
    return grad * out * (1 - out)


def silu(t):
    """paddle's silu: x * (1 / (1 + exp(-x)))."""
    return t * sigmoid(t)


def silu_grad(t, out, grad):
    """paddle's SiluGradFunctor: dout * (1 / (1 + e) * (1 + x * e / (1 + e))) with e = exp(-x)."""
    e = exp(-t)
    return grad * ((1 / (1 + e)) * (1 + (t * e) / (1 + e)))


def swish(t):
    """paddle's swish (beta 1): x / (1 + exp(-x))."""
    return t / (1 + exp(-t))


def swish_grad(t, out, grad):
    """paddle's SwishGradFunctor (beta 1): s = 1 / (1 + exp(-x)), y = x * s, dout * (y + s * (1 - y))."""
    s = 1 / (1 + exp(-t))
    y = t * s
    return grad * (y + s * (1 - y))


def softplus(t, beta, threshold):
    """paddle's softplus: x where x * beta > threshold, else log(1 + exp(x * beta)) / beta (Eigen's exp
    and log on the packets, the C library's on the tail)."""
    scaled = t * beta
    curve = eigen.log1p_exp_expression(scaled)
    return torch.where(scaled > threshold, t, curve / beta)


def softplus_grad(t, out, grad, beta, threshold):
    """paddle's SoftplusGradFunctor: dout where x * beta > threshold, else dout / (1 + exp(-x * beta))."""
    scaled = t * beta
    return torch.where(scaled > threshold, grad, grad / (1 + exp(-scaled)))


def elu(t, alpha):
    """paddle's ELU functor: alpha (a float32 attribute) * (exp(x) - 1) below 0."""
    return torch.where(t < 0, f32(alpha) * (exp(t) - 1), t)


def elu_grad(t, out, grad, alpha):
    return torch.where(t < 0, grad * (out + f32(alpha)), grad)


def log_softmax(t, axis):
    """paddle's float32 log_softmax: x - max clipped at -64, exp over the whole tensor, the exps summed
    in order along ``axis``, the C library's logf of each sum."""
    shifted = (t - t.amax(axis, keepdim=True)).clamp(min=-64.0).contiguous()
    exps = exp(shifted).movedim(axis, -1)
    total = simd.sequential_sum(exps)
    return shifted - libm.elementwise("logf", total).unsqueeze(-1).movedim(-1, axis)


def log_softmax_grad(t, out, grad, axis):
    """paddle's log_softmax grad: dout - exp(out) * (dout summed in order along ``axis``)."""
    total = simd.sequential_sum(grad.movedim(axis, -1))
    return grad - exp(out.contiguous()) * total.unsqueeze(-1).movedim(-1, axis)


def _innermost(t, axis):
    return math.prod(t.shape[axis + 1:]) == 1


def softmax(t, axis):
    """paddle's float32 softmax: x - max clipped at -64; along the innermost axis its AVX loop (expf per
    value, ``vec_sum``), otherwise an Eigen expression (exp on packets, sums in order); then each value
    times 1 / sum."""
    axis = axis % t.dim() if t.dim() else 0
    shifted = (t - t.amax(axis, keepdim=True)).clamp(min=-64.0).contiguous()
    if _innermost(t, axis):
        exps = libm.elementwise("expf", shifted).movedim(axis, -1)
        total = simd.avx_pairwise_sum(exps)
    else:
        exps = exp(shifted).movedim(axis, -1)
        total = simd.sequential_sum(exps)
    return (exps * (1 / total).unsqueeze(-1)).movedim(-1, axis)


def softmax_grad(t, out, grad, axis):
    """paddle's softmax grad: (dout - sum(dout * out)) * out, the sum as the forward's (AVX lanes along
    the innermost axis, in order otherwise)."""
    axis = axis % t.dim() if t.dim() else 0
    products = (grad * out).movedim(axis, -1)
    total = simd.avx_pairwise_sum(products) if _innermost(t, axis) else simd.sequential_sum(products)
    return (grad - total.unsqueeze(-1).movedim(-1, axis)) * out
