"""Moves pytrees of dialect tensors to torch tensors and back.

A dialect tensor (paddle's or mindspore's ``Tensor``) is a thin wrapper over
one ``torch.Tensor``: a subclass of :class:`TensorBox` keeping it in
``_torch``. Front ends hand the engine torch tensors (``unwrap``), get torch
tensors back and box them again (``wrap``); ``lift`` does both around a
user's dialect function so that torch.func transforms can trace it.
Containers are tuples, lists, dicts and namedtuples, nested to any depth.
"""

import torch
from torch.utils import _pytree


class TensorBox:
    """Base class of dialect tensors: one ``torch.Tensor`` in ``_torch``, nothing else shared."""

    __slots__ = ("_torch",)


def _unbox(leaf):
    return leaf._torch if isinstance(leaf, TensorBox) else leaf


def unwrap(tree):
    """``tree`` with every dialect tensor replaced by its torch tensor.

    >>> import torch
    >>> class T(TensorBox):
    ...     __slots__ = ()
    >>> t = T(); t._torch = torch.ones(1)
    >>> unwrap({"a": (t, 2)})
    {'a': (tensor([1.]), 2)}
    """
    return _pytree.tree_map(_unbox, tree)


def wrap(tree, box):
    """``tree`` with every torch tensor replaced by ``box(tensor)``, the dialect's constructor."""
    return _pytree.tree_map(lambda leaf: box(leaf) if isinstance(leaf, torch.Tensor) else leaf, tree)


def lift(func, box):
    """The torch-level function of dialect function ``func``: boxes the arguments, unboxes the result."""

    def torch_level(*args, **kwargs):
        return unwrap(func(*wrap(args, box), **wrap(kwargs, box)))

    return torch_level
