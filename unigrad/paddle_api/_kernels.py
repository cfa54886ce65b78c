"""paddle's kernel table: op name -> the one computation every spelling of the op runs.

``paddle.tanh``, ``Tensor.tanh``, ``Tensor.tanh_``, ``paddle.nn.functional.tanh``
and ``paddle.nn.Tanh`` all run ``KERNELS["tanh"]``, as in paddle each is one
kernel. An entry takes torch tensors and returns a torch tensor: under the
``exact`` numerics policy, on CPU, for the dtypes listed, it shows paddle's
CPU kernel's values (:mod:`unigrad.numerics`) on torch's gradient (and, where
given, paddle's grad kernel's values); otherwise it is torch's own op.
"""

import numpy as np
import torch
import torch.nn.functional as F

from unigrad import numerics
from unigrad._engine.kernel_values import (expanded_with_kernel_reduction, with_kernel_gradient,
                                           with_kernel_gradients, with_kernel_vjp, with_output_gradient, with_values)
from unigrad.numerics import bessel, eigen, libm, mkl, paddle_cpu, rsqrt_estimate, simd, sleef
from unigrad.numerics.float32 import f32

__all__ = ["KERNELS", "kernel", "output_gradient_kernel", "through_float64", "reduction", "with_broadcast_gradients",
           "matmul", "pow", "no_double_grad"]

_POLICY = numerics.POLICY


def no_double_grad(op, at_line):
    """paddle's error when a gradient is asked with create_graph=True through an op without a double grad."""
    return RuntimeError(
        f"(Unavailable) The Op {op}_grad doesn't have any grad op. If you don't intend calculating higher order "
        "derivatives, please set `create_graph`to False. (at "
        f"/paddle/paddle/fluid/eager/api/generated/eager_generated/backwards/nodes.cc:{at_line})\n"
    )


def kernel(torch_fn, exact, grad=None, refusal=None):
    """The entry for an op computed by ``torch_fn(t, *args)``: paddle's values ``exact[t.dtype](t, *args)``
    under the exact policy on CPU, with ``grad(t, out, dout, *args)``'s gradient values if given (and, for an
    op paddle cannot differentiate twice, ``refusal()``'s error when the gradient's own graph is asked for)."""

    def run(t, *args):
        values_fn = exact.get(t.dtype)
        if values_fn is None or not _POLICY.exact or not t.is_cpu or not t.numel():
            return torch_fn(t, *args)
        with torch.no_grad():
            values = values_fn(t.detach(), *args)
        if not (t.requires_grad and torch.is_grad_enabled()):
            return values
        if grad is not None:
            return with_kernel_gradient(t, values, torch_fn, grad, args, refusal)
        return with_values(torch_fn(t, *args), values)

    run.torch_fn, run.exact = torch_fn, exact
    return run


def output_gradient_kernel(torch_fn, exact, grad):
    """The entry for an op whose paddle grad kernel is a function of the output, ``grad(dout, out)``
    (bitwise the formula of torch's own backward): paddle's values forward, and the gradient computed
    on them; torch's op is not run at all."""

    def run(t):
        values_fn = exact.get(t.dtype)
        if values_fn is None or not _POLICY.exact or not t.is_cpu or not t.numel():
            return torch_fn(t)
        return with_output_gradient(t, values_fn, grad)

    run.torch_fn, run.exact = torch_fn, exact
    return run


def through_float64(torch_fn):
    """The entry for an op whose paddle float32 kernel rounds the exact value once: computed in float64
    (its gradient too) under the exact policy, where torch's float32 kernel can be an ulp off."""

    def run(t):
        if t.dtype is torch.float32 and _POLICY.exact and t.is_cpu:
            return torch_fn(t.double()).float()
        return torch_fn(t)

    run.torch_fn, run.exact = torch_fn, {torch.float32: lambda t: torch_fn(t.double()).float()}
    return run


def reduction(torch_fn, exact):
    """The entry for a reduction ``torch_fn(t, axes, keepdim)`` (``axes``: None for all, an int or a tuple):
    paddle's values ``exact[t.dtype](t, axes)`` under the exact policy on CPU, on torch's gradient
    (a sum's and a mean's gradients spread the output's gradient unchanged or divided by the count,
    as paddle's grad kernels do)."""

    def run(t, axes=None, keepdim=False):
        values_fn = exact.get(t.dtype)
        if values_fn is None or not _POLICY.exact or not t.is_cpu or not t.numel():
            return torch_fn(t, axes, keepdim)
        out = torch_fn(t, axes, keepdim)
        with torch.no_grad():
            values = values_fn(t.detach(), axes).reshape(out.shape)
        return with_values(out, values)

    run.torch_fn, run.exact = torch_fn, exact
    return run


#: the broadcasting elementwise ops whose grad kernels sum a broadcast operand's gradient in order
#: (measured for add, subtract and multiply; divide runs the same reduction on its own products)
_ELEMENTWISE = frozenset({torch.add, torch.sub, torch.mul, torch.true_divide})


def with_broadcast_gradients(torch_fn, a, b, out):
    """``out = torch_fn(a, b)`` (an elementwise op that broadcast ``a`` or ``b``) again, with each broadcast
    operand's gradient summed in paddle's order (its grad kernels loop over the output from 0) under the
    exact policy on CPU; ``out`` itself otherwise."""
    if not (_POLICY.exact and out.dtype is torch.float32 and out.is_cpu) or torch_fn not in _ELEMENTWISE:
        return out
    shape = out.shape
    a_spread = isinstance(a, torch.Tensor) and a.requires_grad and a.shape != shape
    b_spread = isinstance(b, torch.Tensor) and b.requires_grad and b.shape != shape
    if not (a_spread or b_spread):
        return out
    if a_spread:
        a = expanded_with_kernel_reduction(a, shape, paddle_cpu.broadcast_grad_sum)
    if b_spread:
        b = expanded_with_kernel_reduction(b, shape, paddle_cpu.broadcast_grad_sum)
    return torch_fn(a, b)


#: the largest GEMM (m * k * n products) given MKL's bits: summing in MKL's order costs numpy about a
#: nanosecond a product, a few milliseconds here, where torch's GEMM takes a fraction of that; larger
#: products (compute-bound training, the benchmarks' 256x1024x1024) keep torch's kernel and speed
_SGEMM_MAX_PRODUCTS = 1 << 20


def _operand(t, transpose):
    return t.transpose(-1, -2) if transpose and t.dim() > 1 else t


def _claimed(a, b, transpose_a, transpose_b):
    """Whether paddle's matmul of these torch operands is given MKL's bits (2-D float32 on CPU, a shape
    :func:`unigrad.numerics.mkl.reproduced` admits, at most ``_SGEMM_MAX_PRODUCTS`` products)."""
    if not (a.dim() == 2 and b.dim() == 2 and a.dtype is torch.float32 and b.dtype is torch.float32
            and a.is_cpu and b.is_cpu):
        return False
    m, k = (a.shape[1], a.shape[0]) if transpose_a else a.shape
    n = b.shape[0] if transpose_b else b.shape[1]
    return 0 < m * k * n <= _SGEMM_MAX_PRODUCTS and k == (b.shape[1] if transpose_b else b.shape[0]) \
        and mkl.reproduced(m, k, n, transpose_a, transpose_b)


def _sgemm_values(a, b, transpose_a, transpose_b):
    """MKL's bits for ``op(a) @ op(b)`` (torch tensors as stored); torch's product where there is no
    numpy view (inside torch.func transforms)."""
    try:
        left, right = a.detach().numpy(), b.detach().numpy()
    except RuntimeError:
        return torch.matmul(_operand(a, transpose_a), _operand(b, transpose_b))
    return torch.from_numpy(mkl.sgemm(left.T if transpose_a else left, right.T if transpose_b else right))


def _claimed_batched(a, b, transpose_a, transpose_b):
    """Whether paddle's batched matmul of these operands is given MKL's bits: the same batch axes on both
    (no broadcasting: paddle may fold that into one GEMM), each matrix a claimed 2-D shape, and each
    matrix's output starting on a 16-byte boundary (measured: paddle runs one sgemm per matrix)."""
    if not (a.dim() == b.dim() >= 3 and a.shape[:-2] == b.shape[:-2]):
        return False
    m, k = (a.shape[-1], a.shape[-2]) if transpose_a else a.shape[-2:]
    n = b.shape[-2] if transpose_b else b.shape[-1]
    count = a.shape[:-2].numel()
    return (m * n) % 4 == 0 and count * m * k * n <= _SGEMM_MAX_PRODUCTS and a.dtype is torch.float32 \
        and b.dtype is torch.float32 and a.is_cpu and b.is_cpu \
        and k == (b.shape[-1] if transpose_b else b.shape[-2]) and mkl.reproduced(m, k, n, transpose_a, transpose_b)


def _batched_sgemm_values(a, b, transpose_a, transpose_b):
    """MKL's bits for a batched ``op(a) @ op(b)``, one sgemm per matrix."""
    try:
        left, right = a.detach().numpy(), b.detach().numpy()
    except RuntimeError:
        return torch.matmul(_operand(a, transpose_a), _operand(b, transpose_b))
    return torch.from_numpy(mkl.sgemm(np.swapaxes(left, -1, -2) if transpose_a else left,
                                      np.swapaxes(right, -1, -2) if transpose_b else right))


def bmm(a, b):
    """paddle's bmm: its matmul's kernel for two 3-D operands of one batch; torch's bmm (and its errors) else."""
    if a.dim() == 3 and b.dim() == 3 and a.shape[0] == b.shape[0] and a.shape[2] == b.shape[1]:
        return matmul(a, b)
    return torch.bmm(a, b)


#: paddle's matmul grad kernel: for each (transpose_x, transpose_y), dx and dy as matmuls of
#: (first, second, transpose_first, transpose_second) among dout ("g"), x and y
_MATMUL_GRADS = {
    (False, False): (("g", "y", False, True), ("x", "g", True, False)),
    (False, True): (("g", "y", False, False), ("g", "x", True, False)),
    (True, False): (("y", "g", False, True), ("x", "g", False, False)),
    (True, True): (("y", "g", True, True), ("g", "x", True, True)),
}


def matmul(a, b, transpose_a=False, transpose_b=False):
    """``op(a) @ op(b)`` for torch tensors, paddle's matmul: under the exact policy, where
    :func:`_claimed`, MKL's sgemm bits, and gradients that are paddle's matmul grad kernel (themselves
    this matmul, so their bits are MKL's where claimed); torch's matmul otherwise."""
    if not _POLICY.exact:
        return torch.matmul(_operand(a, transpose_a), _operand(b, transpose_b))
    if a.dim() > 2 and b.dim() == 2 and not transpose_a:
        # paddle folds the leading axes of an N-D times 2-D product into one GEMM (measured: bitwise the 2-D one)
        folded = a.reshape(-1, a.shape[-1])
        if _claimed(folded, b, False, transpose_b):
            return matmul(folded, b, False, transpose_b).reshape(*a.shape[:-1], -1)
    if _claimed(a, b, transpose_a, transpose_b):
        values = _sgemm_values
    elif _claimed_batched(a, b, transpose_a, transpose_b):
        values = _batched_sgemm_values
    else:
        return torch.matmul(_operand(a, transpose_a), _operand(b, transpose_b))

    def vjp(grad, x, y):
        named = {"g": grad, "x": x, "y": y}
        return tuple(matmul(named[first], named[second], t_first, t_second) if wanted.requires_grad else None
                     for wanted, (first, second, t_first, t_second)
                     in zip((x, y), _MATMUL_GRADS[(transpose_a, transpose_b)]))

    return with_kernel_vjp(lambda x, y: values(x, y, transpose_a, transpose_b), vjp, a, b)


def _torch_sum(t, axes, keepdim):
    if axes is None:
        return t.sum().reshape([1] * t.dim()) if keepdim else t.sum()
    return torch.sum(t, axes, keepdim)


def _torch_mean(t, axes, keepdim):
    if axes is None:
        return t.mean().reshape([1] * t.dim()) if keepdim else t.mean()
    return torch.mean(t, axes, keepdim)


def _libm_tan(x):
    """paddle's tan on CPU is the C library's ``tanf``/``tan``."""
    return libm.elementwise("tanf", x) if x.dtype is _F32 else libm.through_numpy("tan", x, double=True)


_F32 = torch.float32


def _tan_grad(t, out, grad):
    """paddle's TanGradFunctor: ``dout / (cos(x) * cos(x))``; with SLEEF's scalar cos in float32 (measured: 0 of 2,000
    differ); float64 with torch's cos, paddle's double cos being another (42 of 2,000 differ; torch's formula,
    ``dout * (1 + y * y)``, 1,124)."""
    cos = sleef.cos(t, packets=False) if t.dtype is _F32 else torch.cos(t)
    return grad / (cos * cos)


def _running_sums(t, axis):
    out = simd.running_sums(t, axis)
    return torch.cumsum(t, axis) if out is None else out


def _sqrt_grad(t, out, grad):
    """paddle's SqrtGradFunctor: dout * 0.5 / out."""
    return grad * 0.5 / out


def _relu_grad(t, out, grad):
    """paddle's ReluGradFunctor: ``dout * (out > 0)``, so a negative dout gives -0 where the input was not
    positive (torch's threshold_backward gives +0; measured: 497 of 2,000 gradients differed so). (A graph of
    torch's own nodes, ``x * (x > 0)``, would leave a second-order gradient unconnected, where paddle's is 0.)"""
    return grad * (out > 0).to(grad.dtype)


def _relu6_grad(t, out, grad):
    """paddle's Relu6GradFunctor: ``dout * ((out > 0) & (out < 6))``."""
    return grad * ((out > 0) & (out < 6.0)).to(grad.dtype)


def _refusal(op, line):
    """paddle's error for ``op``'s missing double grad (``line``: where paddle's generated nodes raise it), or
    None where paddle has a double grad."""
    return None if line is None else (lambda: no_double_grad(op, line))


def _hardsigmoid_torch(t, slope, offset):
    return (t * slope + offset).clamp(0.0, 1.0)


def _selu_torch(t, scale, alpha):
    return scale * torch.where(t > 0, t, alpha * torch.expm1(t))


def _gelu_torch(t, approximate):
    return F.gelu(t, approximate="tanh" if approximate else "none")


def _gelu_values(t, approximate):
    """paddle's GeluKernel: ``x * 0.5 * (1 + erf(x / sqrt 2))``, or ``0.5 * x * (1 + tanh(sqrt(2 / pi) * (x +
    0.044715 x^3)))`` with its Eigen tanh, in this order (measured: float32 bit for bit)."""
    if approximate:
        return 0.5 * t * (1 + KERNELS["tanh"](0.7978845608028654 * (t + 0.044715 * t ** 3)))
    return t * 0.5 * (1 + torch.erf(t * 0.7071067811865476))


_SQRT_2_OVER_PI = 2 / np.sqrt(np.pi) * np.sqrt(0.5)  # M_2_SQRTPI * M_SQRT1_2


def _gelu_grad(t, out, dout, approximate):
    """paddle's GeluGradFunctor, its constants cast to the dtype as C++ casts them: with ``approximate``
    ``0.5 * dout * (1 + y + (x - x * y^2) * (a + b x^2))``, y = tanh(a * (0.044715 x^3 + x)), its Eigen tanh;
    else ``dout * ((erf(x / sqrt 2) + 1) * 0.5 + exp(x^2 * -0.5) * x * (sqrt(2 / pi) / 2))`` (measured on 2,000
    float32 values under a random dout: 0 differ; torch's derivative of the forward, 1,180 and 1,235)."""
    cast = f32 if t.dtype is _F32 else float
    if approximate:
        alpha, constant = cast(_SQRT_2_OVER_PI), cast(0.044715)
        beta = cast(cast(alpha * constant) * 3)
        square = t * t
        y = KERNELS["tanh"](alpha * (constant * (square * t) + t))
        return (0.5 * dout) * ((1 + y) + (t - t * (y * y)) * (alpha + beta * square))
    first = (torch.erf(t * cast(np.sqrt(0.5))) + 1.0) * 0.5
    second = torch.exp((t * t) * -0.5) * t * cast(0.5 * _SQRT_2_OVER_PI)
    return dout * (first + second)


#: op name -> its entry. Ops not listed run torch's kernel under every policy (paddle's agrees bitwise
#: on the inputs measured, or is not reproduced yet).
KERNELS = {
    "tanh": output_gradient_kernel(torch.tanh, {_F32: paddle_cpu.tanh}, paddle_cpu.tanh_output_grad),
    "relu": kernel(F.relu, {_F32: F.relu, torch.float64: F.relu}, _relu_grad),
    "relu6": kernel(F.relu6, {_F32: F.relu6, torch.float64: F.relu6}, _relu6_grad,
                    refusal=_refusal("relu6", 50477)),
    # ExpGradFunctor is dout * out on paddle's own values (torch's formula, on torch's values): they part
    # wherever the kernel does, as below -88 where paddle's exp stays at 2.9e-39 and torch's underflows
    "exp": output_gradient_kernel(torch.exp, {_F32: paddle_cpu.exp}, torch.mul),
    # the grad functors, measured on 2,000 values under a random dout (0 differ; torch's formulas: 437-680 did):
    # LogGrad dout * (1 / x), SinGrad dout * cos(x) and CosGrad -dout * sin(x) with SLEEF's scalar functions
    # (each value reduced by its own size, where the forward kernels choose per packet: measured on 2,016
    # values mixing sizes, 31 and 40 differ the other way), ReciprocalGrad -dout * y * y
    "log": kernel(torch.log, {_F32: paddle_cpu.log}, lambda t, out, dout: dout * (1.0 / t)),
    "sin": kernel(torch.sin, {_F32: sleef.sin}, lambda t, out, dout: dout * sleef.cos(t, packets=False)),
    "reciprocal": kernel(torch.reciprocal, {_F32: torch.reciprocal}, lambda t, out, dout: -dout * out * out,
                         refusal=_refusal("reciprocal", 49753)),
    "sigmoid": kernel(torch.sigmoid, {_F32: paddle_cpu.sigmoid}, paddle_cpu.sigmoid_grad),
    "silu": kernel(F.silu, {_F32: paddle_cpu.silu}, paddle_cpu.silu_grad),
    "swish": kernel(F.silu, {_F32: paddle_cpu.swish}, paddle_cpu.swish_grad,
                    refusal=_refusal("swish", 63779)),
    "softplus": kernel(F.softplus, {_F32: paddle_cpu.softplus}, paddle_cpu.softplus_grad),
    "elu": kernel(F.elu, {_F32: paddle_cpu.elu}, paddle_cpu.elu_grad),
    "softmax": kernel(F.softmax, {_F32: paddle_cpu.softmax}, paddle_cpu.softmax_grad,
                      refusal=_refusal("softmax", 76113)),
    "log_softmax": kernel(F.log_softmax, {_F32: paddle_cpu.log_softmax}, paddle_cpu.log_softmax_grad,
                          refusal=_refusal("log_softmax", 36286)),
    "cos": kernel(torch.cos, {_F32: sleef.cos}, lambda t, out, dout: -dout * sleef.sin(t, packets=False)),
    "erf": kernel(torch.erf, {_F32: eigen.erf}, paddle_cpu.erf_grad, refusal=_refusal("erf", 16732)),
    # TanGrad: dout / (cos(x) * cos(x)) with paddle's SLEEF cos (measured: 0 of 2,000 differ; torch's 1,243)
    "tan": kernel(torch.tan, {_F32: _libm_tan, torch.float64: _libm_tan}, _tan_grad,
                  refusal=_refusal("tan", 64295)),
    # paddle's cumsum adds in order in the dtype, its grad kernel the same backward along the axis (measured on
    # 3,000 float32 values and both axes of 40x60: 0 values or gradients differ; torch's cumsum, 2,876 values)
    "cumsum": kernel(torch.cumsum, {_F32: _running_sums, torch.float64: _running_sums},
                     lambda t, out, dout, axis: _running_sums(dout.flip(axis), axis).flip(axis)),
    "sum": reduction(_torch_sum, {_F32: paddle_cpu.sum}),
    "mean": reduction(_torch_mean, {_F32: paddle_cpu.mean}),
    # paddle's AVX sqrt is the recording CPU's rsqrt estimate refined once (tabulated), its scalar tail
    # rounds correctly; its grad kernel is dout * 0.5 / out on those values
    "sqrt": kernel(torch.sqrt, {_F32: rsqrt_estimate.sqrt_expression}, _sqrt_grad),
    # Eigen's fast-math rsqrt: the same estimate refined once (1/std::sqrt on the tail); RsqrtGradFunctor
    # ((-0.5 * dout) * out) * out * out (measured on 2,000 values: 674 values, 1,500 gradients differed, now 0)
    "rsqrt": kernel(torch.rsqrt, {_F32: rsqrt_estimate.rsqrt_expression},
                    lambda t, out, dout: ((-0.5 * dout) * out) * out * out),
    # paddle's scalar loops (tensors of fewer than 8 values, and every tail) round these correctly
    "log2": through_float64(torch.log2),
    "log10": through_float64(torch.log10),
    # PowKernel, a float32 tensor to a float factor (``paddle.pow(x, 2.0)``, ``x ** 2``)
    "pow": kernel(torch.pow, {_F32: paddle_cpu.pow}, paddle_cpu.pow_grad),
    # GeluKernel's composition forward, GeluGradFunctor backward; paddle has no gelu double grad
    "gelu": kernel(_gelu_torch, {_F32: _gelu_values, torch.float64: _gelu_values}, _gelu_grad,
                   refusal=_refusal("gelu", 25317)),
}


#: the most values given PowKernel's bits: Eigen's pow is ~250 float32 steps a value (5 ms on 65,536 values,
#: where torch's pow takes 10 us); larger tensors keep torch's pow and speed (within an ulp of paddle's)
_EXACT_POW_MAX = 1 << 16


#: ops whose kernel and grad functor are ``paddle_cpu.<name>`` and ``paddle_cpu.<name>_grad`` (measured on
#: 2,000-6,000 values with their edges under a random dout: 0 differ): torch's op, and paddle's grad op name and
#: the line of its no-double-grad error
_FUNCTORS = {
    "log1p": (torch.log1p, "log1p", 35794),
    "expm1": (torch.expm1, "expm1", 17972),
    "hardswish": (F.hardswish, "hardswish", 74176),
    "hardsigmoid": (_hardsigmoid_torch, "hardsigmoid", 27063),
    "hardtanh": (F.hardtanh, "hardtanh", 27236),
    "softshrink": (F.softshrink, "softshrink", 59375),
    "tanhshrink": (F.tanhshrink, "tanh_shrink", 65171),
    "softsign": (F.softsign, "softsign", 59546),
    "mish": (F.mish, "mish", 41549),
    "selu": (_selu_torch, "selu", 54391),
    "celu": (F.celu, "celu", None),
    "log_sigmoid": (F.logsigmoid, "logsigmoid", 36781),
}
for _name, (_torch_fn, _grad_op, _line) in _FUNCTORS.items():
    KERNELS[_name] = kernel(_torch_fn, {_F32: getattr(paddle_cpu, _name)}, getattr(paddle_cpu, _name + "_grad"),
                            refusal=_refusal(_grad_op, _line))
#: the functions paddle's functors call the C library for on each value (paddle_cpu.scalar_function), and the
#: line of paddle's error for their double grad (acos has one)
for _name, _line in (("sinh", 58118), ("cosh", 11122), ("asin", 3069), ("acos", None), ("atan", 3573),
                     ("atanh", 3918), ("asinh", 3240)):
    KERNELS[_name] = kernel(getattr(torch, _name), {_F32: paddle_cpu.scalar_function(_name)},
                            paddle_cpu.scalar_function_grads(_name), refusal=_refusal(_name, _line))
del _name, _torch_fn, _grad_op, _line


def pow(a, b):
    """``paddle.pow(x, y)``, ``x ** y``: a float32 tensor to a Python number is paddle's PowKernel
    (``KERNELS["pow"]``, the number as its float factor) up to :data:`_EXACT_POW_MAX` values; a float32 tensor
    power is its ElementwisePow (:func:`_elementwise_pow`)."""
    if (type(b) in (int, float) and isinstance(a, torch.Tensor) and a.dtype is _F32
            and a.numel() <= _EXACT_POW_MAX):
        return KERNELS["pow"](a, float(b))
    if isinstance(b, torch.Tensor) and b.dtype is _F32 and (type(a) in (int, float) or a.dtype is _F32):
        return _elementwise_pow(a, b)
    return torch.pow(a, b)


def _elementwise_pow(a, b):
    """ElementwisePow (a float32 tensor or number to a float32 tensor): torch's values, which are paddle's
    (measured: 0 of 3,000 differ), and under the exact policy on CPU paddle's grad functors
    (:func:`paddle_cpu.elementwise_pow_grads`), a broadcast operand's gradient summed in paddle's order;
    paddle has no double grad."""
    out = torch.pow(a, b)
    inputs = (a, b) if isinstance(a, torch.Tensor) else (b,)
    if not (_POLICY.exact and out.is_cpu and out.numel() and out.requires_grad):
        return out

    def grad_kernel(dout):
        base = a if isinstance(a, torch.Tensor) else torch.tensor(a, dtype=_F32)
        x, y = base.detach().expand(out.shape), b.detach().expand(out.shape)
        dx, dy = paddle_cpu.elementwise_pow_grads(x, y, dout, (base.requires_grad, b.requires_grad))
        grads = [_summed_to(dx, base.shape), _summed_to(dy, b.shape)]
        return grads if isinstance(a, torch.Tensor) else grads[1:]

    return with_kernel_gradients(out.detach(), torch.pow if isinstance(a, torch.Tensor) else _power_of(a),
                                 grad_kernel, *inputs, refusal=_refusal("elementwise_pow", 73633))


def _power_of(number):
    return lambda t: torch.pow(number, t)


def _summed_to(grad, shape):
    return grad if grad is None or grad.shape == shape else paddle_cpu.broadcast_grad_sum(grad, shape)


pow.torch_fn = torch.pow


# -- helper h2's entries: stanh and gammaln --------------------------------------------------------------------


def _stanh_torch(t, scale_a, scale_b):
    return scale_b * torch.tanh(scale_a * t)


def _stanh_values(t, scale_a, scale_b):
    """paddle's STanhFunctor: ``b * tanh(a * x)`` with its Eigen tanh, a and b cast to float32 (measured on 3,000
    values: 0 differ; torch's tanh, 1,635)."""
    return f32(scale_b) * paddle_cpu.tanh(f32(scale_a) * t)


def _stanh_grad(t, out, dout, scale_a, scale_b):
    """paddle's STanhGradFunctor: ``dout * a * b * (1 - tanh(a x)^2)`` in this order (measured: 0 of 3,000 differ)."""
    a, b = f32(scale_a), f32(scale_b)
    tanh = paddle_cpu.tanh(a * t)
    return dout * a * b * (1 - tanh * tanh)


def _lgammaf(t):
    """paddle's gammaln kernel: the C library's ``lgammaf`` on each value (measured on 3,000 values both sides of 0:
    0 differ; torch's lgamma, 959-1,157)."""
    values = libm.each("lgammaf", t.reshape(-1).numpy())
    return torch.from_numpy(values).reshape(t.shape)


KERNELS["stanh"] = kernel(_stanh_torch, {_F32: _stanh_values}, _stanh_grad)
# the gradient is torch's (dout * digamma(x)); paddle's digamma there is its own (934 of 3,000 differ)
KERNELS["gammaln"] = kernel(torch.lgamma, {_F32: _lgammaf})
# paddle's lgamma is lgammaf too, its grad dout * its digamma, which is Eigen's (measured on 6,000 values both sides
# of 0: 0 values or gradients differ; torch's lgamma 2,217, digamma 2,595)
# digamma's grad is dout * paddle's polygamma(x, 1) (measured: 0 of 3,000 differ)
KERNELS["digamma"] = kernel(torch.digamma, {_F32: eigen.digamma},
                            lambda t, out, dout: dout * paddle_cpu.polygamma(t, 1))
KERNELS["lgamma"] = kernel(torch.lgamma, {_F32: _lgammaf}, lambda t, out, dout: dout * eigen.digamma(t))


def _polygamma_torch(t, n):
    return torch.polygamma(n, t)


# paddle's polygamma: its own float32 Hurwitz zeta (paddle_cpu.polygamma), its grad dout * polygamma(x, n + 1)
# (measured on 3,000 positive values, n = 1, 2: 0 values or gradients differ; torch's, 1,763-1,818)
KERNELS["polygamma"] = kernel(_polygamma_torch, {_F32: paddle_cpu.polygamma},
                              lambda t, out, dout, n: dout * paddle_cpu.polygamma(t, n + 1))

# Cephes' Bessel functions in float32 (numerics.bessel), grads their derivatives in them (measured on 3,000 values
# in [-16, 16]: 0 values or gradients differ; torch's, 642-921 values)
for _name in ("i0", "i0e", "i1", "i1e"):
    KERNELS[_name] = kernel(getattr(torch.special, _name), {_F32: getattr(bessel, _name)},
                            getattr(bessel, _name + "_grad"))
del _name

# the forward is paddle_cpu.logcumsumexp's running log1p(exp(...)) (0 of 3,000 differ); the gradient is torch's
# (paddle's grad kernel is not reproduced: 2,602 of 3,000 differ, by up to 1e-2 relative)
KERNELS["logcumsumexp"] = kernel(torch.logcumsumexp, {_F32: paddle_cpu.logcumsumexp})
