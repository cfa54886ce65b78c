"""Tensors MindSpore makes straight from a numpy array (``Tensor.from_numpy``, dataset iterators,
``init_data``): they hold the array itself, and their ``repr`` is numpy's layout
(``value= [0.1, 0.2]``), not the C++ printer's. Any op on them gives an ordinary Tensor.

>>> import numpy as np
>>> repr(from_numpy(np.array([0.5, 2.0], np.float32)))
'Tensor(shape=[2], dtype=Float32, value= [0.5, 2. ])'
"""

import numpy as np
import torch

from unigrad.mindspore_api.common import tensor as _tensor
from unigrad.mindspore_api.common._format import _NUMPY1_STR, to_numpy

__all__ = ["from_numpy"]


class Tensor(_tensor.Tensor):
    """A Tensor sharing a numpy array's memory; prints its ``repr`` as numpy does."""

    __slots__ = ()
    __module__ = _tensor.Tensor.__module__

    def __repr__(self):
        self._sync()
        values = to_numpy(self._torch)
        head = f"Tensor(shape={list(values.shape)}, dtype={self.dtype}, value="
        with np.printoptions(**_NUMPY1_STR):
            text = np.array2string(values, separator=", ")
        return f"{head}{chr(10) if values.ndim > 1 else ' '}{text})"


def from_numpy(array):
    """A Tensor sharing ``array``'s memory (as ``mindspore.Tensor.from_numpy``)."""
    out = object.__new__(Tensor)
    out._torch = torch.from_numpy(array) if array.flags.writeable else torch.from_numpy(array.copy())
    device = _tensor.default_device()
    if device is not None:
        out._torch = out._torch.to(device)
    return out
