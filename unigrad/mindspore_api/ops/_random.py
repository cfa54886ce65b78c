"""MindSpore's seeded CPU random ops, number for number: ``ops.uniform``.

MindSpore derives two seeds per call (``_get_graph_seed``): the global seed
(``set_seed``; 0 stands for 87654321) and an op seed that moves on by a fixed
constant each time the same ``(op, seed)`` pair is used. Its CPU kernel
scrambles the pair with one Philox4x32-10 block into the seed of a
``std::mt19937``, and ``std::uniform_real_distribution<double>`` makes each
float from two 32-bit draws. Both seeds 0 (no seed anywhere) seed it from
the operating system, as ``std::random_device`` does there.

>>> import unigrad.mindspore_api as ms
>>> ms.set_seed(1234)
>>> print(uniform((1, 4), ms.Tensor(1.0), ms.Tensor(2.0)))
[[1.2981876 1.571862  1.9074631 1.4028666]]
"""

import math
import os

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.numerics import random as _std
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common import get_seed, seed_listeners
from unigrad.mindspore_api.common.tensor import _box, _with_call_stack

__all__ = ["uniform"]

_MASK32 = 0xFFFFFFFF
_DEFAULT_GRAPH_SEED = 87654321
_MAXINT32 = 2**31 - 1
_OP_SEED_STEP = 3528531795 ^ 3449720151  # MindSpore's keyConstant[0] ^ keyConstant[2]

#: (op name, op seed) -> the op seed its next call uses
_op_seeds = {}


def _reset_op_seeds():
    """What ``set_seed`` does to the op seeds: every pair starts again from its own seed."""
    for key in _op_seeds:
        _op_seeds[key] = key[1]


seed_listeners.append(_reset_op_seeds)


def _graph_seed(op_seed, op_name):
    """MindSpore's ``_get_graph_seed``: the (global, op) seed pair of this call."""
    global_seed = get_seed()
    global_seed = _DEFAULT_GRAPH_SEED if global_seed == 0 else 0 if global_seed is None else global_seed
    op_seed = 0 if op_seed is None else op_seed
    if global_seed == 0 and op_seed == 0:
        return 0, 0
    if not isinstance(op_seed, int) or isinstance(op_seed, bool) or op_seed < 0:
        raise ValueError(f"For '{op_name}', the 'seed' must be int and must >= 0, but got '{op_seed}' with type '{type(op_seed).__name__}'.")
    current = _op_seeds.setdefault((op_name, op_seed), op_seed)
    _op_seeds[(op_name, op_seed)] = current + _OP_SEED_STEP
    return global_seed % _MAXINT32, current % _MAXINT32


def _kernel_seed(seed, seed2):
    """The 64-bit seed MindSpore's CPU random kernels give their engine: Philox4x32-10's words 1 and 0
    over ``(seed, seed2)`` (``std::mt19937::seed`` keeps the low word, ``minstd_rand0`` takes it
    modulo 2**31 - 1); both seeds 0 means a seed from the operating system."""
    if seed == 0 and seed2 == 0:
        return int.from_bytes(os.urandom(8), "little")
    c0, c1, _, _ = _std.philox4x32_10((seed & _MASK32, seed >> 32, seed2 & _MASK32, seed2 >> 32), (0x3EC8F720, 0x02461E29))
    return (c1 << 32) | c0


def _unit_floats(seed, count):
    """``static_cast<float>(std::uniform_real_distribution<double>(0, 1)(gen))``, ``count`` times, on
    ``std::mt19937(seed)``: libstdc++'s generate_canonical sums two words in double."""
    words = _std.MT19937(seed).take(2 * count)
    return _std.generate_canonical(words, np.float64, 2.0 ** 32, per_value=2).astype(np.float32)


def _uniform_ints(seed, low, high, count):
    """``std::uniform_int_distribution<int>(low, high - 1)`` on ``std::mt19937(seed)``, ``count`` times, as
    the libstdc++ MindSpore is built with does it (before 11: divide, reject the tail)."""
    drawn = _std.uniform_ints(_std.MT19937(seed), high - low, count, "division")
    return (drawn.astype(np.int64) + low).tolist()


def uniform(shape, minval, maxval, seed=None, dtype=mstype.float32):
    """Floats uniform in ``[minval, maxval)`` (``dtype`` float32) drawn as MindSpore's CPU kernel draws them."""
    if not isinstance(minval, TensorBox) or not isinstance(maxval, TensorBox):
        raise TypeError("For functional operator[uniform], the input[minval] and input[maxval] must be a Tensor.")
    if dtype not in (mstype.int32, mstype.float32):
        raise TypeError(f"The 'uniform' doesn't support '{dtype}' and expect to receive [mindspore.int32, mindspore.float32].")
    for bound in (minval, maxval):
        bound_dtype = mstype.from_torch(bound._torch.dtype)
        if bound_dtype != dtype:
            raise TypeError(f"For 'uniform', the value data type '{dtype}' is not consistent with assigned tensor data type {bound_dtype}.")
    seeds = _graph_seed(seed, "uniform")
    shape = tuple(shape)
    if dtype == mstype.int32:
        low, high = int(minval._torch.reshape(-1)[0]), int(maxval._torch.reshape(-1)[0])
        if high <= low:
            raise RuntimeError(_with_call_stack(f"For 'Random', invalid min/max values: ({low}/{high})",
                                                "mindspore/ops/kernel/cpu/native/random_cpu_kernel.cc:62 LaunchUniformInt"))
        values = _uniform_ints(_kernel_seed(*seeds), low, high, math.prod(shape))
        return _box(torch.tensor(values, dtype=torch.int32, device=minval._torch.device).reshape(shape))
    units = torch.from_numpy(_unit_floats(_kernel_seed(*seeds), math.prod(shape)).reshape(shape))
    low, high = minval._torch, maxval._torch
    units = units.to(low.device)
    return _box(units * (high - low) + low)

