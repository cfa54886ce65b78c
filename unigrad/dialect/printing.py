"""Printing helpers every front end's tensor printer starts from.

A printer reads a tensor's values on the host (:func:`host_values`) and, above
its threshold, shows only the first and last ``edge`` items of a dimension
with a ``...`` between them (:func:`shown_indices`). How each value is
written and laid out is the dialect's own (``paddle_api/_printing.py``,
``mindspore_api/common/_format.py``).

>>> shown_indices(8, 3, True), shown_indices(4, 3, True)
([0, 1, 2, None, 5, 6, 7], [0, 1, 2, 3])
"""

import torch

__all__ = ["host_values", "shown_indices"]


def host_values(torch_tensor):
    """The values of ``torch_tensor`` as a numpy array, without autograd history (bfloat16, which numpy
    lacks, as float32; a conjugated view resolved)."""
    t = torch_tensor.detach()
    if t.dtype == torch.bfloat16:
        t = t.float()
    return t.cpu().resolve_conj().numpy()


def shown_indices(length, edge, summarize):
    """The indices shown along a dimension of ``length``: all, or when ``summarize`` and there are more
    than ``2 * edge``, the first and last ``edge`` with ``None`` marking the ``...`` between them."""
    if summarize and length > 2 * edge:
        return [*range(edge), None, *range(length - edge, length)]
    return list(range(length))
