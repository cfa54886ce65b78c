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
