"""``mindspore.Generator`` and the default generator's functions (``manual_seed``, ``get_rng_state`` ...).

MindSpore 2.10's generator is a (seed, offset) pair that its ``mint`` random ops read and move on
(``_step``: every op takes the pair and adds 12 to the offset, whatever its size). Its state is a
16-byte UInt8 Tensor: the seed and the offset as little-endian int64. It is unrelated to ``set_seed``.
Reading or setting its state runs an op on the host, so a pending kernel failure is raised first.

>>> g = Generator().manual_seed(7)
>>> g.initial_seed(), g._step(12), int(g.get_state().asnumpy()[8])
(7, (7, 0), 12)
"""

import os

import numpy as np
import torch

from unigrad.mindspore_api._real_names import RealNamed
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import Tensor, _box, synchronize

__all__ = ["Generator", "default_generator", "seed", "manual_seed", "initial_seed", "set_rng_state", "get_rng_state"]

#: how far MindSpore's mint random ops move a generator's offset per call
STEP = 12


class Generator(RealNamed):
    """A seed and an offset that random ops read and move on."""

    def __init__(self):
        self._seed, self._offset = 0, 0

    def set_state(self, state):
        synchronize()
        if not isinstance(state, Tensor):
            raise RuntimeError("Invalid tensor input: State")
        if state.dtype != mstype.uint8:
            raise RuntimeError(f"State data type must be UInt8, but got {state.dtype}")
        words = np.ascontiguousarray(state.asnumpy()).view(np.int64)
        self._seed, self._offset = int(words[0]), int(words[1])

    def get_state(self):
        synchronize()
        return _box(torch.from_numpy(np.array([self._seed, self._offset], dtype=np.int64).view(np.uint8)))

    def seed(self):
        """A new seed from the operating system (32 bits, as ``std::random_device``); the offset restarts."""
        synchronize()
        self._seed, self._offset = int.from_bytes(os.urandom(4), "little"), 0
        return self._seed

    def manual_seed(self, seed):
        if not isinstance(seed, int):
            raise TypeError("Seed must be an integer.")
        if not -2**63 <= seed < 2**63:  # MindSpore makes an int64 Tensor of it
            raise RuntimeError("Cannot construct Tensor because of unsupported data type: 0.")
        synchronize()
        self._seed, self._offset = int(seed), 0
        return self

    def initial_seed(self):
        synchronize()
        return self._seed

    def _step(self, step):
        """This call's (seed, offset); the offset moves on by ``step``. Unlike the other calls it does not
        wait for failed kernels: a random op launched after one still launches (seen on MindSpore 2.10)."""
        current = self._seed, self._offset
        self._offset += step
        return current


default_generator = Generator()


def seed():
    return default_generator.seed()


def manual_seed(seed):  # noqa: F811 - MindSpore's name
    return default_generator.manual_seed(seed)


def initial_seed():
    return default_generator.initial_seed()


def get_rng_state():
    return default_generator.get_state()


def set_rng_state(state):
    default_generator.set_state(state)
