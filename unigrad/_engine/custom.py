"""Functions with a gradient of their own, and hooks at a function's boundary, on torch.autograd.

``custom_function``  a user-defined op: its forward and backward share a
                     context (saved tensors, outputs without gradient,
                     inputs modified in place), any arguments and outputs
                     besides tensors (a framework's PyLayer or Function);
``custom_vjp``  runs a forward without recording it and, on the way back,
                a user's backward (a framework's custom ``bprop``);
``boundary``    runs a function normally but lets hooks see (and replace) the
                gradients of its outputs and of its inputs (a module's backward
                hooks), whatever the function does inside.

Both work on flat tuples of torch tensors; front ends box, unbox and check.
"""

import weakref

import torch

__all__ = ["custom_function", "CustomContext", "custom_vjp", "boundary"]


class CustomContext:
    """What one call of a :func:`custom_function` op shares between its forward and its backward.

    ``state`` is the front end's own (its context object, say); the rest is
    autograd's, per *tensor* argument (non-tensor arguments have no gradient).
    The op's graph node holds its context, which refers back to the node only
    weakly: no reference cycle keeps saved tensors alive after the graph goes.
    """

    __slots__ = ("_torch_ctx", "_tensor_positions", "_output_positions", "state")

    def __init__(self, torch_ctx):
        self._torch_ctx = weakref.ref(torch_ctx)
        self.state = None

    def save_for_backward(self, *tensors):
        """Keep ``tensors`` (or None) for backward, checked against in-place changes until then."""
        self._torch_ctx().save_for_backward(*tensors)

    @property
    def saved_tensors(self):
        """The tensors given to :meth:`save_for_backward` (in backward)."""
        return self._torch_ctx().saved_tensors

    def mark_non_differentiable(self, *outputs):
        """These outputs get no gradient: they never require one, backward receives zeros (or None) for them."""
        self._torch_ctx().mark_non_differentiable(*outputs)

    def mark_modified(self, *inputs):
        """These inputs, returned as outputs, count as modified in place: their version moves on, so a
        gradient that saved them before fails as for any in-place change."""
        self._torch_ctx().mark_dirty(*inputs)

    def set_materialize_grads(self, value):
        """Whether backward receives zeros (True, the default) or None for an output without a gradient."""
        self._torch_ctx().set_materialize_grads(value)

    @property
    def needs_input_grad(self):
        """Per tensor argument, whether it needs a gradient (in backward)."""
        needs = self._torch_ctx().needs_input_grad
        return tuple(needs[p] for p in self._tensor_positions)


def custom_function(name, forward, backward, once_differentiable=False):
    """``apply(*args)`` running the user-defined op ``forward(ctx, *args)``, differentiated by ``backward``.

    ``forward`` runs without recording (``args`` may hold anything besides
    tensors; its outputs are a tensor or a tuple that may hold other values,
    returned as they are). ``backward(ctx, *grads)`` receives one gradient
    per tensor output and returns one gradient (or None) per tensor argument.
    Under ``create_graph`` backward is recorded, so higher orders follow
    whatever it computes; with ``once_differentiable`` it is not, and
    differentiating its result raises. ``ctx`` is a :class:`CustomContext`;
    ``name`` names the op's gradient node (``<name>Backward``).

    >>> import torch
    >>> def forward(ctx, x, scale):
    ...     ctx.save_for_backward(x)
    ...     return x * x * scale, "note"
    >>> def backward(ctx, grad):
    ...     (x,) = ctx.saved_tensors
    ...     return (grad * 10,)
    >>> apply = custom_function("Square", forward, backward)
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> y, note = apply(x, 3.0)
    >>> y, note
    (tensor([ 3., 12.], grad_fn=<SquareBackward>), 'note')
    >>> torch.autograd.grad(y.sum(), x)
    (tensor([10., 10.]),)
    """

    def run_forward(torch_ctx, *args):
        ctx = CustomContext(torch_ctx)
        ctx._tensor_positions = [i for i, a in enumerate(args) if isinstance(a, torch.Tensor)]
        torch_ctx.custom_context = ctx
        outputs = forward(ctx, *args)
        flat = outputs if isinstance(outputs, tuple) else (outputs,)
        ctx._output_positions = [i for i, o in enumerate(flat) if isinstance(o, torch.Tensor)]
        return outputs

    def run_backward(torch_ctx, *grads):
        ctx = torch_ctx.custom_context
        tensor_grads = backward(ctx, *[grads[i] for i in ctx._output_positions])
        input_grads = [None] * len(torch_ctx.needs_input_grad)
        for position, grad in zip(ctx._tensor_positions, tensor_grads):
            input_grads[position] = grad
        return tuple(input_grads)

    if once_differentiable:
        run_backward = torch.autograd.function.once_differentiable(run_backward)
    function = type(name, (torch.autograd.Function,), {
        "__doc__": f"The user-defined op {name}.",
        "forward": staticmethod(run_forward),
        "backward": staticmethod(run_backward),
    })
    return function.apply


def _views(tensors):
    """Each tensor as a new view of itself: an autograd.Function's outputs must be its own tensors."""
    return tuple(t.view_as(t) for t in tensors)


def _attach_outputs(ctx, backward, input_count, *tensors):
    """Already computed outputs (``tensors`` after the inputs) attached to the inputs, ``backward`` their gradient."""
    ctx.state = (backward, input_count)
    ctx.save_for_backward(*tensors)  # saved, not kept on ctx: no reference cycle through the graph
    return _views(tensors[input_count:])


def _backward_of_attached(ctx, *grads):
    backward, count = ctx.state
    saved = ctx.saved_tensors
    input_grads = tuple(backward(saved[:count], saved[count:], grads))
    return (*input_grads, *([None] * (len(saved) - count)))


_apply_custom_vjp = custom_function("_CustomVjp", _attach_outputs, _backward_of_attached)


def custom_vjp(forward, backward, inputs):
    """``forward(*inputs)`` (a tuple of tensors), differentiated by ``backward`` instead of its own graph.

    ``backward(inputs, outputs, output_grads)`` returns one gradient (or
    ``None``) per input. Tensors that ``forward`` reads besides ``inputs``
    get no gradient through it. Outside grad mode it is ``forward`` alone.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> (y,) = custom_vjp(lambda x: (x * x,), lambda i, o, g: (g[0] * 10,), (x,))
    >>> torch.autograd.grad(y.sum(), x)
    (tensor([10., 10.]),)
    """
    if not torch.is_grad_enabled():
        return forward(*inputs)
    # The forward runs outside the autograd.Function (whose forward records nothing, even
    # under enable_grad), so that it may itself take gradients.
    with torch.no_grad():
        outputs = tuple(forward(*inputs))
    return _apply_custom_vjp(backward, len(inputs), *inputs, *outputs)


class _HookedIdentity(torch.autograd.Function):
    """Identity on the tensors; on the way back their gradients go through ``on_grads(state, grads)``."""

    @staticmethod
    def forward(ctx, on_grads, state, *tensors):
        ctx.on_grads, ctx.state = on_grads, state
        return _views(tensors)

    @staticmethod
    def backward(ctx, *grads):
        return (None, None, *ctx.on_grads(ctx.state, grads))


def _output_grads_seen(state, grads):
    """At the function's exit: the output gradients, replaced by the output hook's, kept for the input hook."""
    hook = state["on_output_grads"]
    if hook is not None:
        replaced = hook(grads)
        if replaced is not None:
            grads = tuple(replaced)
    state["output_grads"] = grads
    return grads


def _input_grads_seen(state, grads):
    """At the function's entry: the input gradients, replaced by the input hook's."""
    hook = state["on_input_grads"]
    if hook is not None:
        replaced = hook(grads, state.get("output_grads", ()))
        if replaced is not None:
            grads = tuple(replaced)
    return grads


def boundary(function, inputs, on_output_grads=None, on_input_grads=None):
    """``function(*inputs)`` (a tuple of tensors) with hooks on the gradients crossing its boundary.

    On the way back ``on_output_grads(output_grads)`` may return replacement
    output gradients, then ``on_input_grads(input_grads, output_grads)``
    replacement input gradients (``None`` keeps them). The input hook runs
    only for inputs that need a gradient.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> (y,) = boundary(lambda x: (x * 3,), (x,), on_input_grads=lambda gi, go: (gi[0] + 100,))
    >>> torch.autograd.grad(y.sum(), x)
    (tensor([103., 103.]),)
    """
    if not torch.is_grad_enabled():
        return function(*inputs)
    state = {"on_output_grads": on_output_grads, "on_input_grads": on_input_grads}
    if any(i.requires_grad for i in inputs):
        inputs = _HookedIdentity.apply(_input_grads_seen, state, *inputs)
    outputs = function(*inputs)
    if any(o.requires_grad for o in outputs):
        outputs = _HookedIdentity.apply(_output_grads_seen, state, *outputs)
    return outputs
