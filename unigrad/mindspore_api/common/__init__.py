"""``mindspore.common``: Tensor, Parameter, dtypes, initializers and the global seed."""

import builtins

import numpy as np

from unigrad.mindspore_api.common import dtype, initializer
from unigrad.mindspore_api.common.dtype import *  # noqa: F401,F403  (mindspore.common re-exports the dtypes)
from unigrad.mindspore_api.common.dtype import __all__ as _dtype_names
from unigrad.mindspore_api.common.parameter import Parameter, ParameterTuple
from unigrad.mindspore_api.common.tensor import Tensor
from unigrad.mindspore_api.common.sparse_tensor import COOTensor, CSRTensor

__all__ = ["Tensor", "COOTensor", "CSRTensor", "Parameter", "ParameterTuple", "set_seed", "get_seed", "dtype", "initializer"] + _dtype_names

_seed = [None]


#: callables run by set_seed (random ops restart their per-op seed sequences, as in MindSpore)
seed_listeners = []


def set_seed(seed):
    """Seed unigrad's MindSpore generator and, as MindSpore does, ``numpy.random``."""
    if not isinstance(seed, int) or isinstance(seed, builtins.bool):
        raise TypeError(f"The argument 'seed' must be type of int, but got {type(seed)}.")
    if seed < 0:
        raise ValueError(f"The argument 'seed' must be greater than or equal to 0, but got {seed}.")
    _seed[0] = seed
    np.random.seed(seed)
    for restart in seed_listeners:
        restart()


def get_seed():
    """The seed given to :func:`set_seed` (``None`` before)."""
    return _seed[0]
