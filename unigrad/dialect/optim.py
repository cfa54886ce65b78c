"""The optimizer loop every front end's optimizers run.

An optimizer step, in any dialect, is one loop: for each parameter, in the
optimizer's order, take its gradient (skip the parameter when it has none),
and apply the dialect's update rule to it, without recording the update for
autograd. What differs is the dialect's own: where the gradients come from
(paddle's ``.grad``, MindSpore's argument tuple), what is done to them first
(paddle's clipping and regularizers, MindSpore's weight decay and loss
scale), and the update rules; a front end writes those and hands the pairs
to :func:`apply_updates`.

>>> import torch
>>> w = torch.ones(2, requires_grad=True)
>>> def sgd(index, param, grad, rate):
...     param.sub_(rate * grad)
>>> apply_updates([(w, torch.tensor([1.0, 2.0]), 0.5), (w, None, 0.5)], sgd)
>>> w
tensor([0.5000, 0.0000], requires_grad=True)
"""

import torch

__all__ = ["apply_updates"]


def apply_updates(entries, update, skip_missing=True):
    """``update(index, param, grad, *extra)`` for each ``(param, grad, *extra)`` of ``entries`` (consumed as
    the loop goes, so a generator's preparation of the next parameter comes after this one's update), under
    ``torch.no_grad()``. ``index`` counts every entry; with ``skip_missing``, an entry whose ``grad`` is None
    is passed over."""
    with torch.no_grad():
        for index, (param, grad, *extra) in enumerate(entries):
            if grad is None and skip_missing:
                continue
            update(index, param, grad, *extra)
