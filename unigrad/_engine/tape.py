"""Imperative gradients on torch.autograd: ``grad`` and ``backward``.

The torch functions are captured when this module is imported, before any
aliasing can replace ``torch.autograd.grad``; the engine therefore never calls
back into a front end, even while ``unigrad run`` has aliased torch.
"""

import torch.autograd as _autograd

_autograd_grad = _autograd.grad
_autograd_backward = _autograd.backward


def grad(
    outputs,
    inputs,
    grad_outputs=None,
    retain_graph=None,
    create_graph=False,
    allow_unused=None,
    is_grads_batched=False,
    materialize_grads=False,
):
    """Sum of the gradients of ``outputs`` w.r.t. ``inputs``, without touching ``.grad``.

    ``outputs``/``inputs`` are tensors or sequences of them (``inputs`` may be
    a dict, giving a dict back); ``grad_outputs`` is the vector of the
    vector-Jacobian product (``None`` entries mean ones for scalars);
    ``retain_graph`` defaults to ``create_graph``; an input the outputs do not
    depend on is an error unless ``allow_unused`` (its gradient is then
    ``None``, or zeros with ``materialize_grads``).

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> grad((x * x).sum(), [x])
    (tensor([2., 4.]),)
    """
    return _autograd_grad(
        outputs,
        inputs,
        grad_outputs,
        retain_graph,
        create_graph,
        True,
        allow_unused,
        is_grads_batched,
        materialize_grads,
    )


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """Accumulate the gradients of ``tensors`` into the ``.grad`` of the graph's leaves.

    ``inputs`` restricts accumulation to those leaves. ``retain_graph``
    defaults to ``create_graph``; without it a second backward through the
    same graph fails.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> backward((x * x).sum())
    >>> x.grad
    tensor([2., 4.])
    """
    _autograd_backward(tensors, grad_tensors, retain_graph, create_graph, inputs=inputs)


# ---- additions: leaf hooks on accumulation, Jacobians ------------------------

import weakref as _weakref

import torch as _torch

# id(leaf) -> its AccumulateGrad node, kept alive while the leaf lives so that
# hooks registered on the node are not lost when torch drops its weak reference.
_accumulators = {}


def _accumulator(leaf):
    node = _accumulators.get(id(leaf))
    if node is None:
        with _torch.enable_grad():  # the node is reachable only through a recorded view
            node = leaf.view_as(leaf).grad_fn.next_functions[0][0]
        _accumulators[id(leaf)] = node
        _weakref.finalize(leaf, _accumulators.pop, id(leaf), None)
    return node


def register_accumulation_hook(leaf, hook):
    """Run ``hook(grad)`` on a leaf's gradient just before it is accumulated into ``.grad``.

    Unlike ``Tensor.register_hook`` it does not see the gradients that
    :func:`grad` returns for the leaf, only those that :func:`backward`
    accumulates. ``hook`` returns a replacement gradient or ``None``. Returns
    a handle with ``remove()``.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> handle = register_accumulation_hook(x, lambda g: g * 10)
    >>> grad((x * x).sum(), [x])
    (tensor([2., 4.]),)
    >>> backward((x * x).sum()); x.grad
    tensor([20., 40.])
    """

    def prehook(grad_outputs):
        result = hook(grad_outputs[0])
        return None if result is None else (result,)

    return _accumulator(leaf).register_prehook(prehook)


def jacobian(outputs, inputs, create_graph=False, allow_unused=True):
    """The Jacobian of a flat ``outputs`` tensor w.r.t. each of ``inputs``, row by row.

    Returns one tensor per input, of shape ``outputs.shape + input.shape``;
    an input the outputs do not depend on gives zeros.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> jacobian(x * x, [x])
    [tensor([[2., 0.],
            [0., 4.]])]
    """
    flat = outputs.reshape(-1)
    rows = [[] for _ in inputs]
    for i in range(flat.numel()):
        needs_graph = flat.requires_grad
        grads = (
            _autograd_grad(flat[i], inputs, retain_graph=True, create_graph=create_graph, allow_unused=True)
            if needs_graph
            else [None] * len(inputs)
        )
        for k, (g, x) in enumerate(zip(grads, inputs)):
            rows[k].append(_torch.zeros_like(x) if g is None else g)
    return [
        _torch.stack(r).reshape(tuple(outputs.shape) + tuple(x.shape))
        if r
        else _torch.zeros(tuple(outputs.shape) + tuple(x.shape), dtype=x.dtype, device=x.device)
        for r, x in zip(rows, inputs)
    ]
