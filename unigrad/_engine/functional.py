"""Whole-function derivatives on torch.autograd: jacobian, hessian, vjp, jvp, hvp, vhp.

These are torch.autograd.functional's, so options (``create_graph``,
``strict``, ``vectorize``, ``strategy``), results (a tensor, a tuple, or a
tuple of tuples following the nesting of ``inputs`` and of ``func``'s
outputs) and errors are torch's. The functions are captured when this module
is imported, before any aliasing replaces their torch namesakes.

Their backward passes call ``torch.autograd.grad`` as torch's implementation
does, that is whatever ``torch.autograd.grad`` is at call time: under
aliasing, the torch front end's, which computes the same thing.
"""

import torch.autograd.functional as _functional

_jacobian = _functional.jacobian
_hessian = _functional.hessian
_vjp = _functional.vjp
_jvp = _functional.jvp
_hvp = _functional.hvp
_vhp = _functional.vhp


def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False, strategy="reverse-mode"):
    """The Jacobian of ``func`` at ``inputs`` (a tensor or a tuple of tensors).

    ``strategy`` is ``"reverse-mode"`` or ``"forward-mode"`` (which needs
    ``vectorize=True``); ``strict`` makes an output independent of an input
    an error instead of zeros.

    >>> import torch
    >>> jacobian(lambda x: x ** 2, torch.tensor([1.0, 2.0]))
    tensor([[2., 0.],
            [0., 4.]])
    """
    return _jacobian(func, inputs, create_graph=create_graph, strict=strict, vectorize=vectorize, strategy=strategy)


def hessian(func, inputs, create_graph=False, strict=False, vectorize=False, outer_jacobian_strategy="reverse-mode"):
    """The Hessian of scalar ``func`` at ``inputs``.

    >>> import torch
    >>> hessian(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]))
    tensor([[ 6.,  0.],
            [ 0., 12.]])
    """
    return _hessian(
        func, inputs, create_graph=create_graph, strict=strict, vectorize=vectorize,
        outer_jacobian_strategy=outer_jacobian_strategy,
    )


def vjp(func, inputs, v=None, create_graph=False, strict=False):
    """``(func(inputs), v^T J)``: the vector-Jacobian product (``v`` may be omitted for a scalar output).

    >>> import torch
    >>> vjp(lambda x: x ** 2, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 1.0]))
    (tensor([1., 4.]), tensor([2., 4.]))
    """
    return _vjp(func, inputs, v, create_graph, strict)


def jvp(func, inputs, v=None, create_graph=False, strict=False):
    """``(func(inputs), J v)``: the Jacobian-vector product (``v`` may be omitted for a one-element input).

    >>> import torch
    >>> jvp(lambda x: x ** 2, torch.tensor([1.0, 2.0]), torch.tensor([1.0, 0.0]))
    (tensor([1., 4.]), tensor([2., 0.]))
    """
    return _jvp(func, inputs, v, create_graph, strict)


def hvp(func, inputs, v=None, create_graph=False, strict=False):
    """``(func(inputs), H v)`` for scalar ``func``.

    >>> import torch
    >>> hvp(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]), torch.tensor([1.0, 1.0]))
    (tensor(9.), tensor([ 6., 12.]))
    """
    return _hvp(func, inputs, v, create_graph, strict)


def vhp(func, inputs, v=None, create_graph=False, strict=False):
    """``(func(inputs), v^T H)`` for scalar ``func``.

    >>> import torch
    >>> vhp(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]), torch.tensor([1.0, 1.0]))
    (tensor(9.), tensor([ 6., 12.]))
    """
    return _vhp(func, inputs, v, create_graph, strict)
