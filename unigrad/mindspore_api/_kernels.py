"""MindSpore's kernel table: op name -> the one computation every spelling of the op runs.

``ops.exp``, ``Tensor.exp``, ``ops.Exp()`` and the layers built on them all run
``KERNELS["exp"]``, as in MindSpore each is one kernel. An entry takes a torch
tensor and returns one: under the ``exact`` numerics policy, on CPU, it shows
the numbers of MindSpore's CPU kernel (:mod:`unigrad.numerics.mindspore_cpu`)
on torch's gradient; otherwise it is torch's own op.
"""

import functools
import math

import torch
import torch.nn.functional as F

from unigrad import numerics
from unigrad._engine.kernel_values import (expanded_with_kernel_reduction, showing_number, showing_values,
                                            torch_gradients, with_first_order_derivative, with_kernel_gradient,
                                            with_kernel_vjp, with_output_gradient, with_values)
from unigrad._engine.transforms import first_order_only, is_traced, torch_func_active
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.numerics import libm, mindspore_cpu, mindspore_cpu_grads, mindspore_cpu_losses, onednn, onednn_softmax, simd
from unigrad.numerics.plain import on_plain_values

__all__ = ["KERNELS", "softmax", "gelu", "matmul"]

_POLICY = numerics.POLICY

#: op name -> MindSpore's CPU float32 formula (float32 in, float32 out).
FLOAT32 = {"exp": mindspore_cpu.exp, "tanh": mindspore_cpu.tanh, "sigmoid": mindspore_cpu.sigmoid,
           "silu": mindspore_cpu.silu, "expm1": mindspore_cpu.expm1, "log": mindspore_cpu.log,
           "erf": functools.partial(libm.elementwise, "erff")}

#: op name -> MindSpore's CPU float16 formula: float16 steps, each rounded.
FLOAT16 = {"sigmoid": mindspore_cpu.sigmoid_float16, "silu": lambda x: x * mindspore_cpu.sigmoid_float16(x),
           "expm1": lambda x: torch.exp(x) - 1}  # Expm1 on float16: exp rounded to float16, then minus one

#: Ops whose MindSpore CPU kernels round the exact result (libm's, for float16
#: via float32): computing in float64 and rounding reproduces them where
#: torch's float32 kernels are off by an ulp.
ROUNDED = {"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "sqrt", "erfc", "exp2"}

#: The one-input ops and torch's function for each (the native kernel, and the gradient's formula).
UNARY = {
    "exp": torch.exp, "expm1": torch.expm1, "tanh": torch.tanh, "sigmoid": torch.sigmoid, "silu": F.silu,
    "log": torch.log, "erf": torch.erf, "sin": torch.sin, "cos": torch.cos, "tan": torch.tan, "asin": torch.asin,
    "acos": torch.acos, "atan": torch.atan, "sinh": torch.sinh, "cosh": torch.cosh, "asinh": torch.asinh,
    "acosh": torch.acosh, "atanh": torch.atanh, "sqrt": torch.sqrt, "erfc": torch.erfc, "exp2": torch.exp2,
    "log2": torch.log2, "log10": torch.log10,
}

#: Ops whose gradient MindSpore divides by the input with RealDiv, which reads a -0 divisor as +0 (measured:
#: the gradient at -0 is +inf, torch's -inf): their graph takes ``x + 0.0`` (the same values, -0 made +0).
DIVIDES_BY_INPUT = {"log", "log2", "log10"}

_LOW_PRECISION = (torch.float16, torch.bfloat16, torch.float32)


def _entry(name, torch_op):
    """``torch_op`` with the numbers MindSpore's CPU kernel gives for op ``name``."""
    float32, float16, rounded = FLOAT32.get(name), FLOAT16.get(name), name in ROUNDED
    graph_op = (lambda t: torch_op(t + 0.0)) if name in DIVIDES_BY_INPUT else torch_op

    def run(t):
        if not _POLICY.exact or not isinstance(t, torch.Tensor) or not t.is_cpu:
            return torch_op(t)
        dtype = t.dtype
        # under vmap MindSpore runs the kernel on the whole batch (its packets and scalar tail split the
        # batch's memory, not each sample's): on_plain_values does the same
        if dtype is torch.float32 and float32 is not None:
            values = on_plain_values(float32, t.detach())
        elif dtype is torch.float16 and float16 is not None:
            values = on_plain_values(float16, t.detach())
        elif rounded and dtype in _LOW_PRECISION:
            values = torch_op(t.detach().double()).float()
            values = values if dtype is torch.float32 else values.to(dtype)
        elif t.requires_grad and t.is_floating_point():
            return graph_op(t)
        else:
            return torch_op(t)
        if not (t.requires_grad and torch.is_grad_enabled()) and not is_traced(t):
            return values  # no graph to carry: torch's own op would be computed for nothing
        return with_values(graph_op(t), values)

    run.__name__ = name
    run.torch_fn = torch_op
    return run


KERNELS = {name: _entry(name, torch_op) for name, torch_op in UNARY.items()}


#: Up to this many elements an op whose gradient is a function of its output records a first-order graph
#: (its derivative computed forward, a multiply, the values copied in) where it may; beyond, the passes over
#: the tensor that adds cost more than the autograd.Function's fixed Python cost (measured crossover for
#: tanh and exp at 1 thread: 32,768 elements).
_FIRST_ORDER_ELEMENTS = 1 << 15


def tanh(t):
    """``torch.tanh(t)`` with MindSpore's values, and MindSpore's TanhGrad on them (``dout * (1 - y * y)``,
    torch's formula, with the kernel's fused ``1 - y * y``); torch's own tanh is not run."""
    if t.dtype is not torch.float32 or not numerics.exact(t):
        return _tanh_other_dtypes(t)
    if t.requires_grad and t.numel() <= _FIRST_ORDER_ELEMENTS and first_order_only():
        values = mindspore_cpu.tanh(t.detach())
        return with_first_order_derivative(values, t, mindspore_cpu_grads.tanh_derivative(values))
    return with_output_gradient(t, mindspore_cpu.tanh, _tanh_grad)


def _tanh_grad(dout, out):
    """MindSpore's TanhGrad values (its fused ``1 - out * out``) on torch's formula's graph (higher orders)."""
    values = mindspore_cpu_grads.tanh_grad(dout.detach(), out.detach())
    if not torch.is_grad_enabled() and not torch_func_active():
        return values  # a first-order backward: the formula would carry no graph
    return with_values(dout * (1 - out * out), values)


_tanh_other_dtypes = KERNELS["tanh"]
tanh.torch_fn = torch.tanh
KERNELS["tanh"] = tanh


def exp(t):
    """``torch.exp(t)`` with MindSpore's values, and MindSpore's ExpGrad on them (dout * y): the gradient
    too then carries MindSpore's exp, not torch's, as in ``mnp.sum(mnp.exp(x) * 0.5)``'s gradient."""
    if t.dtype is not torch.float32 or not numerics.exact(t):
        return _exp_other_dtypes(t)
    if t.requires_grad and t.numel() <= _FIRST_ORDER_ELEMENTS and first_order_only():
        values = mindspore_cpu.exp(t.detach())
        return with_first_order_derivative(values, t, values)
    return with_output_gradient(t, mindspore_cpu.exp, _exp_grad)


def _exp_grad(grad, out):
    return grad * out


_exp_other_dtypes = KERNELS["exp"]
exp.torch_fn = torch.exp
KERNELS["exp"] = exp


def sigmoid(t):
    """``torch.sigmoid(t)`` with MindSpore's values, and MindSpore's SigmoidGrad on them, ``dout * (y * (1 -
    y))`` (measured: 0 of 4,001 gradients differ; torch's ``dout * (1 - y) * y`` rounds otherwise in a third)."""
    if t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu:
        return _sigmoid_values(t)
    if t.requires_grad and t.numel() <= _FIRST_ORDER_ELEMENTS and first_order_only():
        values = _sigmoid_values(t.detach())
        return with_first_order_derivative(values, t, values * (1.0 - values))
    return with_output_gradient(t, _sigmoid_values, _sigmoid_grad)


def _sigmoid_grad(dout, out):
    """SigmoidGrad, ``dout * (out * (1 - out))``, whose own bprop is MindSpore's: ``SigmoidGrad(out, g)`` for
    ``dout`` and ``g * dout * (1 - 2 * out)`` for ``out`` (so second orders round as MindSpore's)."""
    return with_kernel_vjp(_sigmoid_grad_values, _sigmoid_grad_vjp, dout, out)


def _sigmoid_grad_values(dout, out):
    return dout.detach() * (out.detach() * (1.0 - out.detach()))


def _sigmoid_grad_vjp(g, dout, out):
    return _sigmoid_grad(g, out), g * dout * (1.0 - 2.0 * out)


_sigmoid_values = KERNELS["sigmoid"]  # the kernel's values in every dtype, torch's gradient
sigmoid.torch_fn = torch.sigmoid
KERNELS["sigmoid"] = sigmoid


def _with_vjp(name, vjp):
    """KERNELS[name] whose float32 gradient is ``vjp(dout, x)``, made of table ops as MindSpore's bprop or grad
    kernel composes it (so every order is differentiable)."""
    entry = KERNELS[name]

    def kernel_values(x):
        return entry(x.detach())

    def gradients(dout, x):
        return (vjp(dout, x),)

    def run(t):
        if (t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu or is_traced(t)
                or not (t.requires_grad and torch.is_grad_enabled())):
            return entry(t)
        return with_kernel_vjp(kernel_values, gradients, t)

    run.__name__ = name
    run.torch_fn = entry.torch_fn
    return run


def _silu_vjp(dout, x):
    """SiLU's bprop as MindSpore composes it from Mul's and Sigmoid's: ``dout * s + SigmoidGrad(s, dout * x)``
    with ``s`` its Sigmoid kernel's (measured: 0 of 4,001 gradients differ; torch's formula differed in 70%)."""
    s = KERNELS["sigmoid"](x)
    return dout * s + _sigmoid_grad(dout * x, s)


KERNELS["silu"] = _with_vjp("silu", _silu_vjp)
#: ASinGrad and ACosGrad: ``+-dout / sqrt(1 - x*x)``, the square root correctly rounded (measured: 0 of 2,000)
KERNELS["asin"] = _with_vjp("asin", lambda dout, x: dout / KERNELS["sqrt"](1.0 - x * x))
KERNELS["acos"] = _with_vjp("acos", lambda dout, x: -(dout / KERNELS["sqrt"](1.0 - x * x)))


def sqrt(t):
    """``torch.sqrt(t)`` with MindSpore's values and its SqrtGrad on them, ``dout / (2 * y)`` (measured: 0 of
    2,000 gradients differ; 299 did through torch's graph)."""
    if t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu or is_traced(t):
        return _sqrt_values(t)
    return with_output_gradient(t, _sqrt_values, _sqrt_grad)


def _sqrt_grad(dout, out):
    return dout / (2.0 * out)


_sqrt_values = KERNELS["sqrt"]
sqrt.torch_fn = torch.sqrt
KERNELS["sqrt"] = sqrt


def softplus(t):
    """The Softplus primitive (``log(1 + exp(x))``): MindSpore's CPU kernel's values and its SoftplusGrad,
    ``dout / (1 + exp(-x))`` with its Exp kernel (measured: 0 of 2,000 gradients differ)."""
    if t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu or is_traced(t):
        return F.softplus(t)
    return with_kernel_vjp(_softplus_detached, _softplus_vjp, t)


def _softplus_detached(t):
    return mindspore_cpu.softplus(t.detach())


def _softplus_vjp(dout, x):
    return (dout / (1.0 + KERNELS["exp"](-x)),)


softplus.torch_fn = F.softplus
KERNELS["softplus"] = softplus


def _no_bprop(grad_primitive):
    """MindSpore's error for differentiating ``grad_primitive`` (a grad kernel without a bprop of its own)."""

    def refusal():
        return RuntimeError(with_call_stack(f"Illegal primitive {grad_primitive}'s bprop not defined",
                                             "mindspore/ccsrc/pynative/backward/op_grad/func_grad.h:157 CallBackward"))

    return refusal


def _with_grad_kernel(torch_op, grad_kernel, kernel=None, refusal=None):
    """``torch_op``'s derivative showing MindSpore's values ``kernel(x, *args)`` (default: torch's own) and, at
    first order on float32, its grad kernel ``grad_kernel(x, out, dout, *args)``; higher orders are torch's, or
    ``refusal()``'s error where MindSpore's grad kernel has no bprop."""
    values_fn = torch_op if kernel is None else kernel

    def run(t, *args):
        if t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu or is_traced(t):
            return torch_op(t, *args)
        return with_kernel_gradient(t, values_fn(t.detach(), *args), torch_op, grad_kernel, args, refusal)

    run.torch_fn = torch_op
    return run


def _elu_values(t):
    """Elu (alpha 1): ``x`` above 0, else its Exp kernel's ``exp(x) - 1`` (measured: 0 of 1,000 differ; torch's
    expm1 differed in a third)."""
    return torch.where(t > 0, t, KERNELS["exp"](t.detach()) - 1.0)


#: Elu's values (:func:`_elu_values`) and EluGrad on them, ``dout * (y + 1)`` below 0, else ``dout``; EluGrad
#: has no bprop
KERNELS["elu"] = _with_grad_kernel(F.elu, lambda _x, out, dout: mindspore_cpu_grads.elu_grad(dout, out), _elu_values,
                                   _no_bprop("EluGrad"))


def logsigmoid(t):
    """LogSigmoid as MindSpore composes it, Log of its Sigmoid kernel (measured: 0 of 1,000 values differ;
    torch's differed in 89%), and so the composition's gradient."""
    if t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu or is_traced(t):
        return F.logsigmoid(t)
    return KERNELS["log"](KERNELS["sigmoid"](t))


logsigmoid.torch_fn = F.logsigmoid
KERNELS["logsigmoid"] = logsigmoid


#: HSigmoidGrad: ``dout / 6`` inside (-3, 3), +0 outside (measured: 0 of 2,000 differ; torch's dout * (1/6)
#: differed in 307, and its zeros keep dout's sign)
KERNELS["hardsigmoid"] = _with_grad_kernel(
    F.hardsigmoid, lambda x, _out, dout: torch.where((x > -3.0) & (x < 3.0), dout / 6.0, torch.zeros_like(dout)),
    refusal=_no_bprop("HSigmoidGrad"))
#: SoftsignGrad: ``dout * (1 / ((1 + |x|) * (1 + |x|)))`` (measured: 0 of 2,000 differ; torch's 500)
KERNELS["softsign"] = _with_grad_kernel(
    F.softsign, lambda x, _out, dout: dout * (1.0 / ((1.0 + x.abs()) * (1.0 + x.abs()))))
#: ReLU6: +0 at or below 0 (-0 too, where torch's clamp keeps it), at most 6, a nan kept; ReLU6Grad: dout in
#: (0, 6] (at 6 too, where torch's gives 0), +0 elsewhere; it has no bprop (measured on 2,007 values: 0 differ)
KERNELS["relu6"] = _with_grad_kernel(
    F.relu6, lambda x, _out, dout: torch.where((x > 0) & (x <= 6), dout, torch.zeros_like(dout)),
    lambda x: torch.where(x <= 0, torch.zeros_like(x), x.clamp(max=6.0)), _no_bprop("ReLU6Grad"))


def _softshrink(t, lambd):
    return torch.where(t > lambd, t - lambd, torch.where(t < -lambd, t + lambd, torch.zeros_like(t)))


#: SoftShrink: ``x -+ lambd`` beyond ``+-lambd``, +0 between (torch's gives -0) and for a nan; SoftShrinkGrad:
#: +0 within ``[-lambd, lambd]``, else dout (a nan's too); it has no bprop (measured on 2,000 values: 0 differ)
KERNELS["softshrink"] = _with_grad_kernel(
    _softshrink, lambda x, _out, dout, lambd: torch.where((x >= -lambd) & (x <= lambd), torch.zeros_like(dout), dout),
    refusal=_no_bprop("SoftShrinkGrad"))
# the activations' kernels and bprops (mindspore_cpu, mindspore_cpu_grads: measured on 5,033 values, 0 differ)
KERNELS["hardswish"] = _with_grad_kernel(F.hardswish, lambda x, _out, dout: mindspore_cpu_grads.hardswish_grad(x, dout),
                                         mindspore_cpu.hardswish, _no_bprop("HSwishGrad"))
KERNELS["selu"] = _with_grad_kernel(F.selu, lambda _x, out, dout: mindspore_cpu_grads.selu_grad(out, dout),
                                    mindspore_cpu.selu, _no_bprop("EluGrad"))
KERNELS["celu"] = _with_grad_kernel(F.celu, mindspore_cpu_grads.celu_grad, mindspore_cpu.celu)
KERNELS["mish"] = _with_grad_kernel(F.mish, lambda x, _out, dout: mindspore_cpu_grads.mish_grad(x, dout),
                                    mindspore_cpu.mish)
KERNELS["log1p"] = _with_grad_kernel(torch.log1p, lambda x, _out, dout: dout / (x + 1.0), mindspore_cpu.log1p)
KERNELS["asinh"] = _with_grad_kernel(KERNELS["asinh"],  # its rounded values, and AsinhGrad's dout / coshf(y)
                                     lambda _x, out, dout: mindspore_cpu_grads.asinh_grad(out, dout))
KERNELS["asinh"].torch_fn = torch.asinh


def _fast_gelu_torch(t):
    size = t.abs()
    return t / (1 + torch.exp(-1.702 * size)) * torch.exp(0.851 * (t - size))


KERNELS["fast_gelu"] = _with_grad_kernel(
    _fast_gelu_torch, lambda x, _out, dout: mindspore_cpu_grads.fast_gelu_grad(x, dout), mindspore_cpu.fast_gelu)


def _with_derivative(name, derivative, first_order=None):
    """KERNELS[name] whose float32 gradient is ``dout * derivative(x)``, the derivative made of table ops as
    MindSpore's bprop or grad kernel composes it (so every order is differentiable). Where a first-order
    graph may be recorded, ``first_order(x)`` gives the values and the derivative for detached ``x`` (by
    default the entry's values and ``derivative(x)``)."""
    entry = KERNELS[name]
    if first_order is None:
        def first_order(x):
            return entry(x), derivative(x)

    def kernel_values(x):
        return entry(x.detach())

    def gradients(dout, x):
        return (dout * derivative(x),)

    def run(t):
        if (t.dtype is not torch.float32 or not numerics.exact(t) or not t.requires_grad
                or is_traced(t)):
            return entry(t)
        if first_order_only():
            values, first_derivative = first_order(t.detach())
            return with_first_order_derivative(values, t, first_derivative)
        return with_kernel_vjp(kernel_values, gradients, t)

    run.__name__ = name
    run.torch_fn = entry.torch_fn
    return run


def _rounded_from_one_copy(torch_fn, wide_derivative):
    """A ROUNDED op's first-order values and derivative, both correctly rounded from one float64 copy of
    ``x`` (MindSpore's grad kernel, SinGrad's ``dout * cos(x)``, rounds its own cos correctly, torch's
    does not); ``wide_derivative`` is the derivative on float64 ``x``, the values are rounded as written."""

    def first_order(x):
        wide = x.double()
        return torch_fn(wide), wide_derivative(wide).float()

    return first_order


KERNELS["sin"] = _with_derivative("sin", lambda x: KERNELS["cos"](x), _rounded_from_one_copy(torch.sin, torch.cos))
KERNELS["cos"] = _with_derivative("cos", lambda x: -KERNELS["sin"](x),
                                  _rounded_from_one_copy(torch.cos, lambda wide: torch.sin(wide).neg_()))


KERNELS["sinh"] = _with_derivative("sinh", lambda x: KERNELS["cosh"](x),
                                   _rounded_from_one_copy(torch.sinh, torch.cosh))
KERNELS["cosh"] = _with_derivative("cosh", lambda x: KERNELS["sinh"](x),
                                   _rounded_from_one_copy(torch.cosh, torch.sinh))


def _with_output_derivative(name, derivative):
    """KERNELS[name] whose float32 gradient is ``dout * derivative(y)`` on the kernel's output ``y``, as
    MindSpore's grad kernel computes it (measured: 0 of 2,000 gradients differ for each user below)."""
    entry = KERNELS[name]

    def run(t):
        if (t.dtype is not torch.float32 or not numerics.exact(t) or not t.is_cpu or is_traced(t)
                or not t.requires_grad):
            return entry(t)
        if t.numel() <= _FIRST_ORDER_ELEMENTS and first_order_only():
            values = entry(t.detach())
            return with_first_order_derivative(values, t, derivative(values))
        return with_output_gradient(t, entry, lambda dout, out: dout * derivative(out))

    run.__name__ = name
    run.torch_fn = entry.torch_fn
    return run


KERNELS["expm1"] = _with_output_derivative("expm1", lambda y: y + 1.0)  # Expm1's bprop: dout * (y + 1)
KERNELS["tan"] = _with_output_derivative("tan", lambda y: 1.0 + y * y)  # Tan's bprop: dout * (1 + y * y)

_TWO_OVER_SQRT_PI = torch.tensor(2 / math.sqrt(math.pi), dtype=torch.float32)

#: Erf's bprop: ``dout * (2/sqrt(pi) * Exp(-x*x))`` with MindSpore's Exp kernel (measured: 0 of 1,003
#: gradients differ; torch's derivative, whose exp is another, differed by up to 23 ulps)
KERNELS["erf"] = _with_derivative("erf", lambda x: _TWO_OVER_SQRT_PI * KERNELS["exp"](-(x * x)))
#: Erfc's bprop: ``dout * -(2/sqrt(pi) * Exp(-x*x))`` (measured: 0 of 2,000 differ)
KERNELS["erfc"] = _with_derivative("erfc", lambda x: -(_TWO_OVER_SQRT_PI * KERNELS["exp"](-(x * x))))


def softmax(t, axis):
    """``torch.softmax(t, axis)`` with the numbers MindSpore's CPU kernel gives, and its bprop's; like MindSpore's
    PyNative, no second order (it fails on a null input there)."""
    if not numerics.exact(t):
        return torch.softmax(t, axis)
    if t.dtype == torch.float32:
        if is_traced(t):
            return with_values(torch.softmax(t, axis), mindspore_cpu.softmax(t.detach(), axis))
        # (along an axis of one value MindSpore's second order runs, and is zeros, as torch's)
        refusal = _softmax_refusal if t.dim() and t.shape[axis] != 1 else None
        return with_kernel_gradient(t, mindspore_cpu.softmax(t.detach(), axis), torch.softmax,
                                    _softmax_grad, (axis,), refusal)
    result = torch.softmax(t, axis)
    if t.dtype == torch.float16:
        # float16 steps: exp of the shifted input, its sum, the division
        e = torch.exp(t.detach() - t.detach().amax(axis, keepdim=True))
        return with_values(result, e / e.sum(axis, keepdim=True))
    return result


def _softmax_refusal():
    return RuntimeError(with_call_stack(
        "The pointer[input_tensor] is null.",
        "mindspore/ccsrc/backend/common/kernel_graph/session_basic.cc:93 ConstructRunOpParameter", unexpected=True))


def _softmax_grad(_x, out, dout, axis):
    """Softmax's bprop as MindSpore composes it: ``(dout - ReduceSum(dout * out, -1, keep_dims)) * out`` along
    the last axis, another axis transposed there and back (measured: 0 of 2,000 gradients differ along
    either axis of a 2-D input; torch's softmax backward differed in 98%)."""
    moved = axis % out.dim() != out.dim() - 1 if out.dim() else False
    if moved:
        dout, out = dout.transpose(axis, -1), out.transpose(axis, -1)
    dx = (dout - reduce_sum(dout * out, -1, keepdim=True)) * out
    return dx.transpose(axis, -1) if moved else dx


def gelu(t, approximate="none"):
    """``F.gelu(t)`` with the numbers MindSpore's CPU kernels give: the erf form's composition and its gradient
    (:func:`mindspore_cpu_grads.gelu_grad`), the tanh form's GeLU and GeLUGrad."""
    if (t.dtype is not torch.float32 or approximate not in _GELU_FORMS or not numerics.exact(t) or not t.is_cpu
            or is_traced(t)):
        return F.gelu(t, approximate=approximate)
    values, grad = _GELU_FORMS[approximate]
    refusal = _no_bprop("GeLUGrad") if approximate == "tanh" else None  # (the erf form is a composition)
    return with_kernel_gradient(t, values(t.detach()), _gelu_torch, grad, (approximate,), refusal)


def _gelu_torch(t, approximate):
    return F.gelu(t, approximate=approximate)


#: approximate -> MindSpore's values and first-order gradient (measured on 5,033 values each: 0 differ)
_GELU_FORMS = {
    "none": (mindspore_cpu.gelu, lambda x, _out, dout, _form: mindspore_cpu_grads.gelu_grad(x, dout)),
    "tanh": (mindspore_cpu.gelu_tanh, lambda x, _out, dout, _form: mindspore_cpu_grads.gelu_tanh_grad(x, dout)),
}


KERNELS["softmax"] = softmax
KERNELS["gelu"] = gelu


def _logical(t, transposed):
    return t.transpose(-1, -2) if transposed else t


def _matmul_values(a, b, transpose_a, transpose_b):
    """The product's values: oneDNN's order (MindSpore's CPU MatMul) for float32 CPU tensors under
    ``exact`` up to :data:`onednn.EXACT_LIMIT` multiply-adds, torch's otherwise."""
    la, lb = _logical(a, transpose_a), _logical(b, transpose_b)
    if (a.dtype is torch.float32 and b.dtype is torch.float32 and numerics.exact(a) and b.is_cpu
            and not is_traced(a)
            and not is_traced(b)):
        if la.dim() == 2 and lb.dim() == 2:  # the usual case, decided in a few attribute reads
            (m, k), (k_b, n) = la.shape, lb.shape
            if k != k_b:
                return torch.matmul(la, lb)  # torch's error for the mismatch (oneDNN's kernel would not check)
            if m * k * n <= onednn.EXACT_LIMIT:
                return onednn.matmul(la, lb, transpose_a, transpose_b)
            return torch.matmul(la, lb)
        # the batch dimensions broadcast (only they: the matrices' own are M x K and K x N)
        batch = (torch.broadcast_shapes(la.shape[:-2], lb.shape[:-2]) if la.dim() > 2 and lb.dim() > 2
                 else la.shape[:-2])
        if la.shape[-1] != lb.shape[-2]:
            return torch.matmul(la, lb)  # torch's error for the mismatch
        if batch.numel() * la.shape[-2] * la.shape[-1] * lb.shape[-1] <= onednn.EXACT_LIMIT:
            if la.dim() == 2 or lb.dim() == 2:
                if la.dim() == lb.dim():
                    return onednn.matmul(la, lb, transpose_a, transpose_b)
                return torch.matmul(la, lb)
            la, lb = _batch_broadcast(la, lb)
            return onednn.matmul(la, lb, transpose_a, transpose_b)
    return torch.matmul(la, lb)


def _batch_broadcast(la, lb):
    batch = torch.broadcast_shapes(la.shape[:-2], lb.shape[:-2])
    return la.expand(batch + la.shape[-2:]), lb.expand(batch + lb.shape[-2:])


def _sum_to(grad, shape):
    """``grad`` summed over the dimensions broadcasting added to an input of ``shape``."""
    if grad.shape == shape:
        return grad
    extra = grad.dim() - len(shape)
    if extra > 0:
        grad = grad.sum(tuple(range(extra)))
    keep = tuple(i for i, size in enumerate(shape) if size == 1 and grad.shape[i] != 1)
    return grad.sum(keep, keepdim=True) if keep else grad


def _matmul_vjp(transpose_a, transpose_b, need_a, need_b):
    """MindSpore's MatMul bprop: both gradients are MatMuls, with these memory orientations; only the
    ones asked for (``need_a``, ``need_b``) are computed (a product is most of a tiny step's cost)."""

    def vjp(dout, a, b):
        ta, tb = transpose_a, transpose_b
        dx_flags, dw_flags = (ta and tb, ta or not tb), (not ta or tb, ta and tb)
        dx = dw = None
        if need_a:
            dx = _sum_to(matmul(b, dout, *dx_flags) if ta else matmul(dout, b, *dx_flags), a.shape)
        if need_b:
            dw = _sum_to(matmul(dout, a, *dw_flags) if tb else matmul(a, dout, *dw_flags), b.shape)
        return dx, dw

    return vjp


_MATMUL_VJPS = {(ta, tb, need_a, need_b): _matmul_vjp(ta, tb, need_a, need_b)
                for ta in (False, True) for tb in (False, True) for need_a in (False, True) for need_b in (False, True)}


def matmul(a, b, transpose_a=False, transpose_b=False):
    """MindSpore's ``MatMul(transpose_a, transpose_b)(a, b)`` on torch tensors of rank >= 2: the values
    of MindSpore's CPU kernel and, as MindSpore differentiates it, gradients that are MatMuls too."""
    if not (a.dtype is torch.float32 and b.dtype is torch.float32 and numerics.exact(a)):
        # torch's values, and torch's gradient (MatMuls too): nothing of MindSpore's to show, no Function to pay
        return torch.matmul(_logical(a, transpose_a), _logical(b, transpose_b))
    if a.dim() == 2 and b.dim() == 2:
        (m, k), n = _logical(a, transpose_a).shape, b.shape[0 if transpose_b else 1]
        if m * k * n > onednn.EXACT_LIMIT:
            # torch's product, and the bprop's two have as many multiply-adds: torch's too, so torch's own
            # graph gives the same numbers without a Function's Python cost on each pass
            return torch.matmul(_logical(a, transpose_a), _logical(b, transpose_b))
    # outside torch.func an input's requires_grad now is what autograd will ask of the bprop; inside, both
    every = torch_func_active()
    vjp = _MATMUL_VJPS[(transpose_a, transpose_b, every or a.requires_grad, every or b.requires_grad)]
    return with_kernel_vjp(functools.partial(_matmul_values, transpose_a=transpose_a, transpose_b=transpose_b),
                           vjp, a, b)


matmul.torch_fn = torch.matmul
KERNELS["matmul"] = matmul


def matmul_any(a, b):
    """``ops.matmul(a, b)`` (NumPy's rules: 1-D operands gain a dimension that is then dropped) through
    MindSpore's MatMul kernel."""
    if not _POLICY.exact or a.dim() == 0 or b.dim() == 0:
        return torch.matmul(a, b)  # native: torch's product (a 0-D operand: torch's error; callers check ranks first)
    out = matmul(a.unsqueeze(0) if a.dim() == 1 else a, b.unsqueeze(-1) if b.dim() == 1 else b)
    if a.dim() == 1 and b.dim() == 1:
        return out.reshape(out.shape[:-2])
    if b.dim() == 1:
        return out.squeeze(-1)
    return out.squeeze(-2) if a.dim() == 1 else out


matmul_any.torch_fn = torch.matmul


def _bias_add_vjp(grad, x, bias):
    """BiasAddGrad on the CPU: the rows summed one after another from 0 (float32)."""
    if not numerics.exact(grad) or grad.dtype is not torch.float32:
        return grad, grad.sum(0)
    return grad, simd.sequential_sum(grad, 0, from_zero=True)


def bias_add_rows(x, bias):
    """``BiasAdd`` of a 1-D ``bias`` to the rows of 2-D ``x`` (one float32 add); its gradient for the
    bias is MindSpore's BiasAddGrad (a sequential sum over the rows)."""
    return with_kernel_vjp(torch.add, _bias_add_vjp, x, bias)


def dense(x, weight, bias=None):
    """``nn.Dense``'s computation as MindSpore runs it: ``x`` flattened to 2-D, ``MatMul(x, weight,
    transpose_b=True)``, then ``BiasAdd`` (one float32 add), reshaped back."""
    if x.dim() < 2:
        return F.linear(x, weight, bias)
    rows = x.reshape(-1, x.shape[-1]) if x.dim() > 2 else x
    out = matmul(rows, weight, False, True)
    if bias is not None:
        out = bias_add_rows(out, bias)
    return out.reshape(x.shape[:-1] + (weight.shape[0],)) if x.dim() > 2 else out


def mm(a, b):
    """``ops.mm``: 2-D operands only (torch's error otherwise), MindSpore's MatMul kernel."""
    if a.dim() != 2 or b.dim() != 2:
        return torch.mm(a, b)
    return matmul(a, b)


mm.torch_fn = torch.mm
KERNELS["matmul_any"] = matmul_any
KERNELS["mm"] = mm
KERNELS["dense"] = dense


def _channel_weight(weight, x):
    """PReLU's weight broadcast along the channel axis (axis 1; a 0-d or 1-D input is one channel)."""
    if x.dim() < 2 or weight.numel() == 1:
        return weight.reshape(())
    return weight.reshape((-1,) + (1,) * (x.dim() - 2))


def _prelu_values(x, weight):
    return torch.where(x > 0, x, _channel_weight(weight, x) * x)


def _prelu_vjp(dout, x, weight):
    """MindSpore's PReLUGrad: ``dout`` where x > 0, else ``weight * dout``; the weight's gradient is each
    channel's ``dout * x`` over x <= 0, added in float32 in memory order (measured on 402 rows of 5 channels
    and on one weight for all: 0 differ)."""
    dx = torch.where(x > 0, dout, _channel_weight(weight, x) * dout)
    terms = torch.where(x > 0, torch.zeros_like(x), dout * x)
    if x.dim() >= 2 and weight.numel() > 1:
        per_channel = terms.movedim(1, -1).reshape(-1, x.shape[1])
    else:
        per_channel = terms.reshape(-1, 1)
    dw = simd.sequential_sum(per_channel, 0, from_zero=True).reshape(weight.shape)
    return dx, dw


def prelu(x, weight):
    """``ops.prelu``: ``x`` where positive, else the channel's weight times ``x``, with MindSpore's PReLUGrad
    under ``exact`` on float32 CPU tensors; torch's PReLU (its own gradients) otherwise."""
    if x.dtype is not torch.float32 or not numerics.exact(x) or not x.is_cpu or is_traced(x):
        if weight.numel() == 1 or (x.dim() >= 2 and weight.numel() == x.shape[1]):
            return F.prelu(x, weight.reshape(-1))
        return _prelu_values(x, weight)
    return with_kernel_vjp(_prelu_values, _prelu_vjp, x, weight)


prelu.torch_fn = F.prelu
KERNELS["prelu"] = prelu


def _sum_all_detached(t):
    return mindspore_cpu.sum_all(t.detach())


def _sum_all_vjp(grad, t):
    return (grad.expand(t.shape),)


#: up to this many elements a sum's graph node is torch.sum's own (beyond, its pass costs more than a Function)
_SUM_NODE_AS_TORCHS = 1 << 14


def _reduce_all(torch_op, divide):
    def run(t):
        """MindSpore's CPU ReduceSum/ReduceMean over every axis of a float32 tensor
        (:func:`mindspore_cpu.reduce_sum`, :func:`mindspore_cpu.reduce_mean`); torch's gradient."""
        if t.dtype is not torch.float32 or not numerics.exact(t) or t.numel() == 0 or is_traced(t):
            return torch_op(t)
        if divide:
            return with_values(torch_op(t), mindspore_cpu.reduce_mean(t.detach()))
        if t.requires_grad and t.numel() <= _SUM_NODE_AS_TORCHS and first_order_only():
            # torch.sum's own node, showing the kernel's sum
            wide = mindspore_cpu.small_sum_all_wide(t.detach())
            if wide is not None:
                return showing_number(torch_op(t), wide)
            return showing_values(torch_op(t), mindspore_cpu.sum_all(t.detach()))
        # the gradient, an expand, is differentiable at every order
        return with_kernel_vjp(_sum_all_detached, _sum_all_vjp, t)

    run.torch_fn = torch_op
    return run


def cumsum(t, axis):
    """MindSpore's CumSum along ``axis`` in ``t``'s dtype: under ``exact``, on floating CPU tensors, the running
    sums in order (:func:`simd.running_sums`), and the gradient its bprop's, the same kernel run backward
    along the axis over ``dout`` (measured on 3,000 float32 values: 0 values or gradients differ; torch's cumsum,
    2,876 values, and its reversed cumsum, 2,778 gradients)."""
    if not (t.is_floating_point() and numerics.exact(t)) or is_traced(t):
        return torch.cumsum(t, axis, dtype=t.dtype)

    def values(t):
        out = simd.running_sums(t, axis)
        return torch.cumsum(t, axis, dtype=t.dtype) if out is None else out

    def vjp(grad, t):
        return (cumsum(grad.flip(axis), axis).flip(axis),)

    return with_kernel_vjp(values, vjp, t)


cumsum.torch_fn = torch.cumsum
KERNELS["cumsum"] = cumsum


def cross(a, b, dim):
    """MindSpore's Cross along ``dim`` (of size 3) of broadcast ``a`` and ``b``: ``a1*b2 - a2*b1`` and its rotations in
    the tensors' dtype, as its CPU kernel and mindspore.numpy compute it (measured: 0 of 600 float32 values differ;
    torch's cross, 156); torch's gradient of those products."""
    a0, a1, a2 = a.unbind(dim)
    b0, b1, b2 = b.unbind(dim)
    return torch.stack((a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0), dim)


cross.torch_fn = torch.linalg.cross
KERNELS["cross"] = cross
KERNELS["sum_all"] = _reduce_all(torch.sum, False)
KERNELS["mean_all"] = _reduce_all(torch.mean, True)


def _bce_torch(x, target, weight, pos_weight, reduction):
    return F.binary_cross_entropy_with_logits(x, target, weight, reduction=reduction, pos_weight=pos_weight)


def bce_with_logits(x, target, weight=None, pos_weight=None, reduction="mean"):
    """``BCEWithLogitsLoss``: torch's values; under ``exact`` on float32 CPU tensors the gradient for the
    logits is MindSpore's CPU grad kernel's (:func:`mindspore_cpu.bce_with_logits_grad`), the other
    inputs' are torch's."""
    if not (x.dtype is torch.float32 and numerics.exact(x)) or is_traced(x):
        return _bce_torch(x, target, weight, pos_weight, reduction)
    extras = [t for t in (target, weight, pos_weight)]

    def values(x, *rest):
        return _bce_torch(x, *_restore(rest), reduction)

    def _restore(rest):
        it = iter(rest)
        return [next(it) if t is not None else None for t in extras]

    def vjp(dout, x, *rest):
        target, weight, pos_weight = _restore(rest)
        shape = x.shape
        full = [torch.ones_like(x) if t is None else t.expand(shape) for t in (target, weight, pos_weight)]
        dx = mindspore_cpu.bce_with_logits_grad(x.detach(), full[0].detach(), full[1].detach(), full[2].detach(),
                                                dout.detach(), reduction)
        wanted = [1 + i for i, t in enumerate(rest) if t.requires_grad]  # the other inputs' are torch's
        return (dx, *torch_gradients(values, (x, *rest), dout, wanted)[1:])

    return with_kernel_vjp(values, vjp, x, *[t for t in extras if t is not None])


KERNELS["bce_with_logits"] = bce_with_logits


def _ms_reduce_to(grad, shape):
    """``grad`` summed back to ``shape`` (a broadcast operand's gradient): ReduceSum over the broadcast axes,
    MindSpore's values (:func:`mindspore_cpu.reduce_sum`)."""
    if (grad.dim() == 2 and len(shape) == 1 and grad.dtype is torch.float32 and shape[0] == grad.shape[1] != 1
            and grad.shape[0] != 1):  # a bias's (the common case, straight to it): its rows in order from +0
        return simd.sequential_sum(grad, 0, from_zero=True)
    padded = (1,) * (grad.dim() - len(shape)) + tuple(shape)
    axes = [i for i, size in enumerate(padded) if size == 1 and grad.shape[i] != 1]
    if grad.dtype is torch.float32 and axes and grad.numel():
        return mindspore_cpu.reduce_sum(grad, axes).reshape(shape)
    return grad.sum_to_size(shape)


def _broadcast_operand(t, shape):
    """``t`` expanded to ``shape`` whose gradient MindSpore's binary-op bprop sums back (ReduceSum)."""
    if _summed_back_as_torch(t, shape):
        return t
    return expanded_with_kernel_reduction(t, shape, _ms_reduce_to)


def _summed_back_as_torch(t, shape):
    """Whether ``t``'s gradient from an op broadcasting it to ``shape`` is torch's own to the bit: no
    gradient, no broadcast, or one that only adds dimensions of size 1 (nothing is summed: torch's
    ``sum_to`` and :func:`_ms_reduce_to` both take ``sum_to_size``; a single element excepted, which
    MindSpore's ReduceSum over every axis handles)."""
    if t.shape == shape or not t.requires_grad or not torch.is_grad_enabled():
        return True
    count = t.numel()
    return count > 1 and count == shape.numel()


def broadcast_binary(torch_op, a, b):
    """``torch_op(a, b)``, where an operand broadcast to the result's shape needs a gradient, on operands
    whose gradients are summed back as MindSpore's binary-op bprop sums them (ReduceSum's order) instead of
    torch's ``sum_to_size``. Decided before the op runs: it runs once."""
    if (not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor) or a.shape == b.shape
            or not (a.requires_grad or b.requires_grad) or not torch.is_grad_enabled()):
        return torch_op(a, b)
    if (not numerics.exact(a) or not numerics.exact(b) or torch.result_type(a, b) is not torch.float32
            or is_traced(a) or is_traced(b)):
        return torch_op(a, b)
    shape = _broadcast_shape(a.shape, b.shape)
    if _summed_back_as_torch(a, shape) and _summed_back_as_torch(b, shape):
        return torch_op(a, b)
    return torch_op(_broadcast_operand(a, shape), _broadcast_operand(b, shape))


def divisor(b):
    """``b`` as MindSpore's CPU RealDiv reads a divisor under ``exact``: it does not look at a zero's sign
    (``x / -0`` is ``x / +0``: inf with x's sign, nan for 0; measured on MindSpore 2.10, float16/32/64), so
    a -0 becomes +0 (``b + 0.0`` changes no other value)."""
    if _POLICY.exact:
        if isinstance(b, torch.Tensor):
            if b.is_floating_point() and b.is_cpu:
                return b + 0.0
        elif type(b) is float and b == 0.0:
            return 0.0
    return b


def divide(torch_op, a, b):
    """``torch_op(a, b)``, a true division, on MindSpore's :func:`divisor`; a broadcast operand's gradient as
    :func:`broadcast_binary` sums it."""
    return broadcast_binary(torch_op, a, divisor(b))


def number_over_tensor(torch_op, number, t):
    """``number / t`` as MindSpore's ``Tensor.__rtruediv__`` computes it on the CPU under ``exact``:
    ``number * reciprocal(t)``, two roundings (measured: 4,099 of 4,099 values, where one division
    agrees on 71%), and IEEE's reciprocal, so ``3.0 / -0`` is -inf. ``torch_op(number, t)`` otherwise."""
    if (_POLICY.exact and type(number) in (int, float) and isinstance(t, torch.Tensor) and t.is_floating_point()
            and t.is_cpu and not is_traced(t)):
        return number * torch.reciprocal(t)
    return divide(torch_op, number, t)


def reduce_sum(t, axis=None, keepdim=False):
    """``ReduceSum`` of ``t`` over ``axis`` (an int or a sequence; None: every axis): MindSpore's CPU values
    (:func:`mindspore_cpu.reduce_sum`) on torch's gradient (a broadcast)."""
    return _reduce(t, axis, keepdim, mean=False)


def reduce_mean(t, axis=None, keepdim=False):
    """``ReduceMean`` of ``t`` over ``axis`` (as :func:`reduce_sum`): MindSpore's CPU values
    (:func:`mindspore_cpu.reduce_mean`) on torch's gradient (a broadcast divided by the count)."""
    return _reduce(t, axis, keepdim, mean=True)


def _reduce(t, axis, keepdim, mean):
    given = tuple(range(t.dim())) if axis is None else (axis,) if isinstance(axis, int) else tuple(axis)
    rank = max(t.dim(), 1)
    if not all(isinstance(a, int) and -rank <= a < rank for a in given):  # torch's error for the axis
        return t.mean(given, keepdim=keepdim) if mean else t.sum(given, keepdim=keepdim)
    axes = tuple(sorted({a % rank for a in given})) if t.dim() else ()  # (MindSpore drops a repeated axis)
    if len(axes) == t.dim():  # every axis: the whole-tensor kernels (their own graphs)
        whole = KERNELS["mean_all" if mean else "sum_all"](t)
        return whole.reshape((1,) * t.dim()) if keepdim else whole
    result = t.mean(axes, keepdim=keepdim) if mean else t.sum(axes, keepdim=keepdim)
    if t.dtype is not torch.float32 or not numerics.exact(t) or is_traced(t):
        return result
    values = (mindspore_cpu.reduce_mean if mean else mindspore_cpu.reduce_sum)(t.detach(), axes)
    return with_values(result, values.reshape(result.shape))


def sub(a, b):
    """``a - b`` whose broadcast operand's gradient is summed in MindSpore's ReduceSum order."""
    if not numerics.exact(a) or a.dtype is not torch.float32:
        return a - b
    shape = _broadcast_shape(a.shape, b.shape)
    return _broadcast_operand(a, shape) - _broadcast_operand(b, shape)


def _broadcast_shape(a, b):
    """The shape sizes ``a`` and ``b`` broadcast to, without ``torch.broadcast_shapes`` (which runs torch's
    Python reference code: tens of microseconds a call) unless they do not broadcast (its error)."""
    if a == b:
        return a
    padded_a, padded_b = (1,) * (len(b) - len(a)) + tuple(a), (1,) * (len(a) - len(b)) + tuple(b)
    if all(x == y or x == 1 or y == 1 for x, y in zip(padded_a, padded_b)):
        return torch.Size([y if x == 1 else x for x, y in zip(padded_a, padded_b)])
    return torch.broadcast_shapes(a, b)


def inner_log_softmax(x, axis):
    """``x - logsumexp(x, axis, keepdim=True)`` composed of MindSpore's ops as its ``cross_entropy``
    and ``nll_loss`` compute it (ReduceMax, Sub, Exp, ReduceSum, Log, Add, Sub), each op's kernel values
    and each op's gradient, so that forward values and gradients are MindSpore's."""
    top = x.amax(axis, keepdim=True)
    total = reduce_sum(KERNELS["exp"](sub(x, top)), axis, keepdim=True)
    return sub(x, KERNELS["log"](total) + top)



def _nll_loss(log_probs, target, target_dim, weight, ignore_index, reduction, label_smoothing):
    """MindSpore's ``_nll_loss`` on torch tensors, op for op (GatherD, Neg, MaskedFill, ReduceSum, Div)."""
    if target.dim() == log_probs.dim() - 1:
        target = target.unsqueeze(target_dim)
    target = target.long()
    pad = None
    if ignore_index is not None:
        pad = target == ignore_index
        target = target.masked_fill(pad, 0)
    if weight is not None:
        loss_weights = weight[target]
        shape = log_probs.shape
        flat = log_probs.reshape(shape[:2] + (-1,)) if log_probs.dim() != 2 else log_probs
        per_class = weight.reshape(weight.shape + (1,)) if log_probs.dim() != 2 else weight
        weighted = (flat * per_class).reshape(shape)
    else:
        weighted = log_probs
    loss = -weighted.gather(target_dim, target)
    smooth_loss = -reduce_sum(weighted, target_dim, keepdim=True)
    if weight is None:
        loss_weights = torch.ones_like(loss)
    if pad is not None:
        loss = loss.masked_fill(pad, 0.0)
        loss_weights = loss_weights.masked_fill(pad, 0.0)
        smooth_loss = smooth_loss.masked_fill(pad, 0.0)
    loss, smooth_loss = loss.squeeze(target_dim), smooth_loss.squeeze(target_dim)
    if reduction == "sum":
        loss, smooth_loss = KERNELS["sum_all"](loss), KERNELS["sum_all"](smooth_loss)
    elif reduction == "mean":
        count = KERNELS["sum_all"](loss_weights)
        loss, smooth_loss = KERNELS["sum_all"](loss) / count, KERNELS["sum_all"](smooth_loss) / count
    eps = label_smoothing / log_probs.shape[target_dim]
    return (1.0 - label_smoothing) * loss + eps * smooth_loss


def cross_entropy(x, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    """``ops.cross_entropy`` (and ``nn.CrossEntropyLoss``) on torch tensors: under ``exact`` on float32 CPU
    logits, MindSpore's composition (its inner log-softmax, then ``nll_loss`` for class indices or the
    weighted sum for probabilities), each op with MindSpore's values and gradient; torch's otherwise."""
    if not (x.dtype is torch.float32 and numerics.exact(x)) or is_traced(x):
        if not target.is_floating_point():
            target = target.long()
        return F.cross_entropy(x, target, weight, ignore_index=ignore_index, reduction=reduction,
                               label_smoothing=label_smoothing)
    class_dim = 0 if x.dim() == 1 else 1
    log_probs = inner_log_softmax(x, class_dim)
    if target.is_floating_point():
        n_classes = x.shape[class_dim]
        if label_smoothing > 0.0:
            target = target * (1 - label_smoothing) + label_smoothing / n_classes
        if weight is None:
            weight = torch.ones_like(log_probs)
        elif x.dim() != 1:
            weight = weight.reshape([weight.shape[0] if i == 1 else 1 for i in range(x.dim())])
        product = log_probs * target * weight
        if reduction == "mean":
            return -KERNELS["sum_all"](product) / (log_probs.numel() / n_classes)
        if reduction == "sum":
            return -KERNELS["sum_all"](product)
        return -reduce_sum(product, class_dim)
    if x.dim() in (1, 2, 4):
        return _nll_loss(log_probs, target, {1: 0, 2: -1, 4: 1}[x.dim()], weight, ignore_index, reduction,
                         label_smoothing)
    n, c = x.shape[:2]
    out = _nll_loss(log_probs.reshape(n, c, 1, -1), target.reshape(n, 1, -1), 1, weight, ignore_index, reduction,
                    label_smoothing)
    return out if reduction != "none" else out.reshape((n,) + x.shape[2:])


KERNELS["cross_entropy"] = cross_entropy


def _softmax_cross_entropy_vjp(dout, logits, labels):
    """SoftmaxCrossEntropyWithLogits' bprop: the kernel's gradient output times ``dout`` per row."""
    _, backprop = mindspore_cpu_losses.softmax_cross_entropy(logits.detach(), labels.detach())
    return backprop * dout.unsqueeze(-1), None


def softmax_cross_entropy(logits, labels):
    """The per-row loss of ``SoftmaxCrossEntropyWithLogits`` (2-D ``logits``, probabilities ``labels``):
    MindSpore's CPU kernel's values and gradient under ``exact`` on float32 CPU tensors, torch's otherwise."""
    if (logits.dtype is not torch.float32 or labels.dtype is not torch.float32 or logits.dim() != 2
            or not numerics.exact(logits) or is_traced(logits)):
        return -(labels * torch.log_softmax(logits, -1)).sum(-1)
    return with_kernel_vjp(lambda x, y: mindspore_cpu_losses.softmax_cross_entropy(x.detach(), y.detach())[0],
                           _softmax_cross_entropy_vjp, logits, labels)


def _sparse_softmax_cross_entropy_vjp(dout, logits, labels):
    """SparseSoftmaxCrossEntropyWithLogits' bprop: the grad kernel's output times ``dout``."""
    return mindspore_cpu_losses.sparse_softmax_cross_entropy_grad(logits.detach(), labels) * dout, None


def sparse_softmax_cross_entropy(logits, labels):
    """The mean loss of ``SparseSoftmaxCrossEntropyWithLogits`` (2-D ``logits``, class indices ``labels``):
    MindSpore's CPU kernel's values and gradient under ``exact`` on float32 CPU tensors, torch's otherwise."""
    if (logits.dtype is not torch.float32 or logits.dim() != 2 or not numerics.exact(logits)
            or is_traced(logits)):
        return -torch.log_softmax(logits, -1).gather(-1, labels.long().unsqueeze(-1)).mean()
    return with_kernel_vjp(lambda x, y: mindspore_cpu_losses.sparse_softmax_cross_entropy(x.detach(), y),
                           _sparse_softmax_cross_entropy_vjp, logits, labels)


KERNELS["softmax_cross_entropy"] = softmax_cross_entropy
KERNELS["sparse_softmax_cross_entropy"] = sparse_softmax_cross_entropy


def _pow_half_vjp(dout, var):
    """Pow's bprop for the exponent 0.5: ``dout * 0.5 * pow(var, -0.5)``, the power rounded once."""
    with torch.no_grad():
        power = torch.pow(var.detach().double(), -0.5).float()
    return (with_values(0.5 * torch.pow(var, -0.5), 0.5 * power) * dout,)


def reduce_std(t, axes, unbiased, keepdims, squared=False):
    """``ops.std`` (``squared``: ``ops.var``, MindSpore's ``Pow(std, 2)``) through the ReduceStd kernel on
    float32 CPU tensors: its std (and mean) and ReduceStd's bprop, ``(x - mean) * std_d / std / count +
    mean_d / count`` (``mean_d`` zeros: the mean is not an output here), each op rounded; Pow's bprop gives
    ``std_d = (2 * std) * dout``. ``axes``: the reduced axes (none: all)."""
    axes = tuple(a % t.dim() for a in axes) if t.dim() else ()
    reduced = axes or tuple(range(t.dim()))
    count = 1
    for a in reduced:
        count *= t.shape[a]
    kept_shape = [1 if d in reduced else size for d, size in enumerate(t.shape)]
    out_shape = kept_shape if keepdims else [size for d, size in enumerate(t.shape) if d not in reduced]

    def values(x):
        std_values = mindspore_cpu.reduce_std(x, axes, unbiased).reshape(out_shape)
        return std_values * std_values if squared else std_values

    def vjp(dout, x):
        with torch.no_grad():
            std_values, mean = mindspore_cpu.reduce_std_and_mean(x, axes, unbiased)
            std_values, mean, dout = (v.reshape(kept_shape) for v in (std_values, mean, dout))
            std_d = (2.0 * std_values) * dout if squared else dout
            dx = (x.detach() - mean) * std_d / std_values
            dx = dx / float(count - 1 if unbiased else count)
            return (dx + 0.0,)  # + mean_d / count, zeros

    return with_kernel_vjp(values, vjp, t)


def reduce_std_and_mean(t, axes, unbiased, keepdims):
    """The ReduceStd primitive's two outputs, std and mean over ``axes`` (none: all): :func:`reduce_std`, and
    the kernel's mean on ReduceMean's gradient (ReduceStd's bprop adds ``mean_d / count`` to the std's part);
    torch's ``std_mean`` where the kernel is not reproduced."""
    dims = tuple(a % t.dim() for a in axes) if t.dim() else ()
    if t.dtype is not torch.float32 or not numerics.exact(t) or is_traced(t):
        return torch.std_mean(t, dim=dims or None, correction=int(unbiased), keepdim=keepdims)
    mean = t.mean(dims or None, keepdim=keepdims) if t.dim() else t + 0.0
    mean_values = mindspore_cpu.reduce_std_and_mean(t, dims, unbiased)[1]
    return reduce_std(t, dims, unbiased, keepdims), with_values(mean, mean_values.reshape(mean.shape))


def variance(t, axes, ddof, keepdims):
    """``Tensor.var`` as MindSpore composes it for float32: ``ReduceSum((x - mean(x))**2) / (n - ddof)``, each
    op with MindSpore's values and gradients (the mean's broadcast gradient summed in ReduceSum's order)."""
    count = 1
    for a in axes:
        count *= t.shape[a]
    if t.dtype is not torch.float32 or not numerics.exact(t) or is_traced(t):
        centred = t - t.mean(dim=axes, keepdim=True)
        return (centred * centred).sum(dim=axes, keepdim=keepdims) / (count - ddof)
    centred = sub(t, _reduce(t, axes, True, mean=True))
    return _reduce(centred * centred, axes, keepdims, mean=False) / (count - ddof)


def std(t, axes, ddof, keepdims):
    """``Tensor.std`` as MindSpore composes it: ``Pow(var, 0.5)``, whose gradient is Pow's bprop."""
    var = variance(t, axes, ddof, keepdims)
    if var.dtype is not torch.float32 or not numerics.exact(var) or is_traced(var):
        return torch.sqrt(var)
    return with_kernel_vjp(lambda v: torch.sqrt(v.detach().double()).float(), _pow_half_vjp, var)


def _log_softmax_last(t):
    return torch.log_softmax(t, -1)


def log_softmax(t, axis=-1):
    """``LogSoftmax`` along ``axis``: MindSpore's CPU kernel (oneDNN's jit softmax_log forward) and LogSoftmaxGrad
    (oneDNN's reference backward on the kernel's output), which has no bprop, under ``exact`` for float32 CPU
    tensors along the last axis; torch's otherwise."""
    if (t.dtype is not torch.float32 or not isinstance(axis, int) or not -t.dim() <= axis < t.dim()
            or axis % t.dim() != t.dim() - 1 or not numerics.exact(t)
            or is_traced(t)):
        return torch.log_softmax(t, axis)
    return with_kernel_gradient(t, onednn_softmax.log_softmax(t.detach()), _log_softmax_last,
                                lambda _x, out, dout: onednn_softmax.log_softmax_backward(out, dout),
                                refusal=_no_bprop("LogSoftmaxGrad"))


log_softmax.torch_fn = torch.log_softmax
KERNELS["log_softmax"] = log_softmax
