"""A kernel's values on torch's gradient: how a front end shows another framework's numbers.

A framework's CPU kernel and torch's can differ in the last bits of the
forward values (and of the gradient's values); the derivative is the same
function. :func:`with_values` gives a kernel's values carrying the graph of
torch's result, so gradients (of any order, under ``torch.autograd`` and
``torch.func`` alike) are torch's; :func:`with_kernel_gradient` also gives
the first-order gradient the kernel's grad values (:func:`with_kernel_gradients` for an op of
several inputs); :func:`expanded_with_kernel_reduction`
sums a broadcast operand's gradient in a kernel's order. Dialect-free.
"""

import math

import torch

__all__ = ["with_values", "with_kernel_gradient", "with_kernel_gradients", "with_output_gradient",
           "expanded_with_kernel_reduction", "with_kernel_vjp", "torch_gradients", "showing_values",
           "showing_number", "with_first_order_derivative"]


_functorch_active = torch._C._are_functorch_transforms_active
_is_traced = torch._C._functorch.is_functorch_wrapped_tensor
_autograd_grad = torch.autograd.grad  # captured before any aliasing: the engine never calls a front end
_c_apply = torch._C._FunctionBase.__dict__["apply"]


def _fast_apply(function):
    """``function.apply`` without what torch's apply adds outside torch.func for a ``setup_context``
    Function: binding the arguments through ``inspect.signature`` on every call, several times a tiny
    kernel's cost (callers pass every argument positionally). Inside torch.func, torch's own apply."""
    bound = _c_apply.__get__(None, function)

    def apply(*args):
        return function.apply(*args) if _functorch_active() else bound(*args)

    return apply


def with_values(result, values):
    """``values``' numbers (same shape and dtype) carrying ``result``'s gradient.

    ``result.detach() - result`` is exactly +0 wherever ``result`` is finite,
    and subtracting +0 keeps every number, -0 included, bit for bit. Where
    ``result`` is not finite somewhere (a nan never equals itself, inf - inf
    is nan), and under vmap (no branch on the values), a Function shows
    ``values`` and passes every gradient and tangent to ``result`` unchanged.
    A torch.func wrapper is never taken for a constant: under jvp it carries
    a tangent and no ``requires_grad``.
    """
    if not result.requires_grad and not _is_traced(result):
        return values
    plain = result.detach()
    try:
        finite = _all_finite(plain)
    except RuntimeError:  # under vmap, where no element's value can decide
        finite = False
    if finite:
        return values - (plain - result)
    return _apply_shown(result, values)


def showing_values(result, values):
    """``result``, the fresh output of one torch op whose backward does not read that output (``mul``,
    ``mm``, ``sum``, ``add``), with ``values``' numbers (same shape; a wider dtype is rounded to ``result``'s,
    as ``.to`` rounds) written into it: the kernel's numbers forward, and the op's own backward node, run
    by torch's engine without calling into Python.

    The caller vouches that the op's gradient has the kernel's grad kernel's bits (a product over an inner
    dimension of 1, a derivative multiplied once). An op whose backward reads its output would find it
    changed: torch's engine raises then, it does not compute with the wrong numbers.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> y = showing_values(x * 3.0, torch.tensor([5.0, 6.0]))
    >>> y.detach(), torch.autograd.grad(y.sum(), x)
    (tensor([5., 6.]), (tensor([3., 3.]),))
    """
    result.detach().copy_(values)
    return result


#: the largest finite float32: ``fill_`` refuses a finite number beyond it (rather than round it to inf)
_FLOAT32_MAX = torch.finfo(torch.float32).max


def showing_number(result, number):
    """:func:`showing_values` for a 0-d float32 ``result`` and a Python float ``number`` (rounded to float32 as
    it is written): no tensor made for one number.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> y = showing_number(x.sum(), 1.0 + 2.0 ** -30)
    >>> y.item(), torch.autograd.grad(y, x)
    (1.0, (tensor([1., 1.]),))
    """
    if abs(number) <= _FLOAT32_MAX:
        result.detach().fill_(number)
    else:  # inf, nan, or rounded to +-inf or to the largest float
        result.detach().copy_(torch.tensor(number, dtype=result.dtype))
    return result


def with_first_order_derivative(values, t, derivative):
    """``values`` (a kernel's output for ``t``, same shape) whose gradient is ``grad * derivative``: one
    float32 multiply, as a grad kernel computing ``dout * f'(x)`` rounds it. ``derivative`` is held as a
    constant, so only where nothing recorded now is differentiated twice
    (:func:`unigrad._engine.transforms.first_order_only`); there it replaces an ``autograd.Function``
    (:func:`with_kernel_vjp`, :func:`with_output_gradient`), whose Python forward and backward cost
    several times a tiny kernel.

    >>> import torch
    >>> x = torch.tensor([0.5], requires_grad=True)
    >>> y = with_first_order_derivative(torch.sin(x.detach()), x, torch.cos(x.detach()))
    >>> torch.autograd.grad(y.sum(), x)[0] == torch.cos(x.detach())
    tensor([True])
    """
    return showing_values(t * derivative, values)


def _all_finite(t):
    """Whether every element of ``t`` is finite: a finite sum says so in one reduction (isfinite's mask
    and its ``all()`` cost several times more on a small tensor); only a sum that is not (a non-finite
    element, or finite ones summing past the largest float) is checked element by element."""
    if not t.is_complex() and math.isfinite(t.sum()):
        return True
    return bool(torch.isfinite(t).all())


class _Shown(torch.autograd.Function):
    """``values`` forward; the gradient (and the tangent) of ``result``, which has the same shape and dtype,
    unchanged: the identity, so every order of torch's derivative of ``result`` is kept."""

    generate_vmap_rule = True

    @staticmethod
    def forward(result, values):
        return values.clone()

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad):
        return grad, None

    @staticmethod
    def jvp(ctx, result_tangent, _values_tangent):
        return result_tangent


class _KernelGradient(torch.autograd.Function):
    """Values already computed by the kernel; the gradient's values as the grad kernel computes them
    (``grad_kernel(x, out, grad_out, *args)``), on the graph of torch's gradient so higher orders work."""

    @staticmethod
    def forward(ctx, t, values, torch_fn, grad_kernel, args, refusal):
        ctx.save_for_backward(t, values)
        ctx.torch_fn, ctx.grad_kernel, ctx.args, ctx.refusal = torch_fn, grad_kernel, args, refusal
        return values.clone()

    @staticmethod
    def backward(ctx, grad):
        t, values = ctx.saved_tensors
        create = torch.is_grad_enabled()  # backward(create_graph=True) records this function
        if create and ctx.refusal is not None:
            raise ctx.refusal()
        with torch.no_grad():
            kernel_grad = ctx.grad_kernel(t.detach(), values.detach(), grad.detach(), *ctx.args)
        if not create:  # torch's gradient would carry no graph: the kernel's numbers are all there is to show
            return kernel_grad, None, None, None, None, None
        with torch.enable_grad():
            (exact,) = torch.autograd.grad(ctx.torch_fn(t, *ctx.args), t, grad, create_graph=True)
        return with_values(exact, kernel_grad), None, None, None, None, None


def with_kernel_gradient(t, values, torch_fn, grad_kernel, args=(), refusal=None):
    """``torch_fn(t, *args)``'s derivative showing ``values`` forward and ``grad_kernel(t, values, grad_out,
    *args)``'s numbers backward (first order; higher orders are torch's, or, for a framework without them,
    the exception ``refusal()`` gives, raised when the gradient's own graph is asked for)."""
    if not (t.requires_grad and torch.is_grad_enabled()):
        return values
    return _KernelGradient.apply(t, values, torch_fn, grad_kernel, args, refusal)


class _OutputGradient(torch.autograd.Function):
    """A kernel's values forward; backward ``grad_fn(dout, out)`` on those values, itself differentiable
    (so higher orders follow the same formula). Works under ``torch.func`` transforms."""

    generate_vmap_rule = True

    @staticmethod
    def forward(t, values_fn, grad_fn):
        return values_fn(t)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)
        ctx.save_for_forward(output)  # jvp reads saved_tensors too: forward mode saves its own
        ctx.grad_fn = inputs[2]

    @staticmethod
    def backward(ctx, grad):
        (out,) = ctx.saved_tensors
        return ctx.grad_fn(grad, out), None, None

    @staticmethod
    def jvp(ctx, t_tangent, _values_fn, _grad_fn):
        return ctx.grad_fn(t_tangent, ctx.saved_tensors[0])


def with_output_gradient(t, values_fn, grad_fn):
    """``values_fn(t)`` (a kernel's values) whose derivative is ``grad_fn(dout, out)`` evaluated on those
    values, for ops whose gradient is a function of their output (tanh: ``dout * (1 - out * out)``, the
    formula of both torch's and the frameworks' grad kernels). Nothing of torch's own op is computed.
    A torch.func wrapper always goes through the Function: under jvp it sets no ``requires_grad``, and
    ``values_fn``'s own steps would give the tangent (a clamp's zero, a polynomial's derivative)."""
    if not (t.requires_grad and torch.is_grad_enabled()) and not _is_traced(t):
        with torch.no_grad():
            return values_fn(t)
    return _apply_output_gradient(t, values_fn, grad_fn)


_apply_output_gradient = _fast_apply(_OutputGradient)
_apply_shown = _fast_apply(_Shown)


class _ExpandedWithKernelReduction(torch.autograd.Function):
    """``t`` expanded to ``shape``; backward the incoming gradient summed back to ``t``'s shape with
    ``reduce_kernel(grad, t_shape)``'s values, on the graph of torch's ``sum_to_size`` (higher orders)."""

    generate_vmap_rule = True

    @staticmethod
    def forward(t, shape, reduce_kernel):
        return t.expand(shape)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.source_shape, ctx.shape, ctx.reduce_kernel = inputs[0].shape, inputs[1], inputs[2]

    @staticmethod
    def backward(ctx, grad):
        with torch.no_grad():
            values = ctx.reduce_kernel(grad.detach(), ctx.source_shape)
        if not torch.is_grad_enabled() and not _functorch_active():
            return values, None, None  # a first-order backward: torch's sum would carry no graph
        return with_values(grad.sum_to_size(ctx.source_shape), values), None, None

    @staticmethod
    def jvp(ctx, t_tangent, _shape, _reduce_kernel):
        return t_tangent.expand(ctx.shape)


def expanded_with_kernel_reduction(t, shape, reduce_kernel):
    """``t`` broadcast to ``shape``, whose gradient is the output's gradient summed over the broadcast
    dims with ``reduce_kernel(grad, t.shape)``'s values (a framework's grad kernel reduces in its own
    order, torch's ``sum_to_size`` in another)."""
    return _apply_expanded_with_kernel_reduction(t, shape, reduce_kernel)


_apply_expanded_with_kernel_reduction = _fast_apply(_ExpandedWithKernelReduction)


class _KernelVjp(torch.autograd.Function):
    """A kernel's values forward; backward ``vjp_fn(grad, *inputs)``, itself made of differentiable ops
    (so higher orders follow the same kernels). Works under ``torch.func`` transforms."""

    generate_vmap_rule = True

    @staticmethod
    def forward(values_fn, vjp_fn, *inputs):
        return values_fn(*inputs)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.vjp_fn = inputs[1]
        ctx.save_for_backward(*inputs[2:])

    @staticmethod
    def backward(ctx, grad):
        return (None, None, *ctx.vjp_fn(grad, *ctx.saved_tensors))


def with_kernel_vjp(values_fn, vjp_fn, *inputs):
    """``values_fn(*inputs)`` (a kernel's values, one tensor) whose gradient is ``vjp_fn(grad, *inputs)``
    (one gradient or None per input), for ops whose gradients are themselves kernels of the framework
    (a matmul's are matmuls). Nothing of torch's own op is computed."""
    if not torch.is_grad_enabled():  # (a backward pass's own products land here: no context manager to enter)
        return values_fn(*inputs)
    if not any(isinstance(t, torch.Tensor) and t.requires_grad for t in inputs):
        with torch.no_grad():
            return values_fn(*inputs)
    return _apply_kernel_vjp(values_fn, vjp_fn, *inputs)


_apply_kernel_vjp = _fast_apply(_KernelVjp)


def with_kernel_gradients(values, torch_fn, grad_kernel, *inputs, refusal=None):
    """``values`` (a kernel's output for ``inputs``) carrying ``torch_fn(*inputs)``'s derivative: first order
    shows ``grad_kernel(grad_out)``'s numbers (one gradient or None per input, computed without recording); higher
    orders are torch's derivative of ``torch_fn`` showing those numbers, or, for a framework without them, the
    exception ``refusal()`` gives. :func:`with_kernel_gradient` for an op of several inputs (a normalisation's
    input, weight and bias).

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True); w = torch.tensor([3.0, 4.0], requires_grad=True)
    >>> y = with_kernel_gradients((x * w).detach(), torch.mul, lambda g: (g * w.detach(), g * x.detach()), x, w)
    >>> torch.autograd.grad(y.sum(), (x, w))
    (tensor([3., 4.]), tensor([1., 2.]))
    """

    def vjp(grad, *saved):
        if refusal is not None and torch.is_grad_enabled():  # backward(create_graph=True) records this
            raise refusal()
        with torch.no_grad():
            kernel_grads = tuple(grad_kernel(grad.detach()))
        if not torch.is_grad_enabled():  # first order: the grad kernel's numbers are all there is to show
            return kernel_grads
        with torch.enable_grad():  # higher orders: torch's derivative, on the inputs that have a graph
            leaves = [s if s.requires_grad else s.detach().requires_grad_() for s in saved]
            exact = _autograd_grad(torch_fn(*leaves), leaves, grad, create_graph=True, allow_unused=True)
        return tuple(k if g is None or k is None else with_values(g, k) for g, k in zip(exact, kernel_grads))

    return with_kernel_vjp(lambda *_: values, vjp, *inputs)


def torch_gradients(torch_fn, inputs, grad, positions):
    """torch's gradients of ``torch_fn(*inputs)`` seeded with ``grad``, for the inputs at ``positions`` (None for
    the others), at the inputs' values and not recorded: the inputs a kernel's backward leaves to torch.

    >>> import torch
    >>> torch_gradients(torch.mul, (torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), torch.ones(2), [1])
    [None, tensor([1., 2.])]
    """
    found = [None] * len(inputs)
    if not positions:
        return found
    with torch.enable_grad():
        leaves = [t.detach().requires_grad_() if i in positions else t.detach() for i, t in enumerate(inputs)]
        for i, g in zip(positions, _autograd_grad(torch_fn(*leaves), [leaves[i] for i in positions], grad)):
            found[i] = g
    return found
