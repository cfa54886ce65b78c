"""The C++ standard-library randomness MindSpore's dataset engine uses, reproduced in Python.

- ``std::mt19937`` (its words come from numpy's MT19937, whose legacy seeding
  is the same ``init_genrand``) and ``std::shuffle`` over it as the libstdc++
  MindSpore is built with does it: positions drawn two at a time from one
  ``uniform_int_distribution`` call when the range allows, each call taking
  a word below the largest multiple of the range and dividing;
- ``std::mt19937_64``, which the shuffle buffer (``Dataset.shuffle``) draws from.

>>> shuffled(list(range(7)), 1)
[1, 0, 6, 3, 5, 4, 2]
"""

import numpy as np

__all__ = ["MT19937", "MT19937_64", "shuffled"]

_RANGE32 = 0xFFFFFFFF  # mt19937's max() - min()
_MASK64 = (1 << 64) - 1


class MT19937:
    """``std::mt19937(seed)``: ``next()`` gives its words one by one."""

    def __init__(self, seed):
        state = np.random.RandomState(seed & 0xFFFFFFFF).get_state()
        self._bits = np.random.MT19937()
        self._bits.state = {"bit_generator": "MT19937", "state": {"key": state[1], "pos": state[2]}}
        self._words, self._at = [], 0

    def __call__(self):
        if self._at == len(self._words):
            self._words, self._at = self._bits.random_raw(624).tolist(), 0
        self._at += 1
        return self._words[self._at - 1]

    def uniform_int(self, low, high):
        """``std::uniform_int_distribution(low, high)(*this)`` (both ends included)."""
        span = high - low + 1
        scaling = _RANGE32 // span
        limit = span * scaling
        while True:
            word = self()
            if word < limit:
                return low + word // scaling


class MT19937_64:
    """``std::mt19937_64(seed)``."""

    def __init__(self, seed):
        state = [seed & _MASK64]
        for i in range(1, 312):
            previous = state[-1]
            state.append((6364136223846793005 * (previous ^ (previous >> 62)) + i) & _MASK64)
        self._state, self._at = state, 312

    def _twist(self):
        state = self._state
        for k in range(312):
            y = (state[k] & 0xFFFFFFFF80000000) | (state[(k + 1) % 312] & 0x7FFFFFFF)
            state[k] = state[(k + 156) % 312] ^ (y >> 1) ^ (0xB5026F5AA96619E9 if y & 1 else 0)
        self._at = 0

    def __call__(self):
        if self._at >= 312:
            self._twist()
        y = self._state[self._at]
        self._at += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000
        y ^= (y << 37) & 0xFFF7EEE000000000
        return (y ^ (y >> 43)) & _MASK64


def shuffled(items, generator):
    """``std::shuffle(items, generator)`` in place (a seed makes a new ``std::mt19937``); returns ``items``."""
    rng = MT19937(generator) if isinstance(generator, int) else generator
    n = len(items)
    if n == 0:
        return items
    if _RANGE32 // n >= n:  # libstdc++: two swap positions from one draw
        i = 1
        if n % 2 == 0:
            j = rng.uniform_int(0, 1)
            items[i], items[j] = items[j], items[i]
            i += 1
        while i != n:
            bound = i + 1
            drawn = rng.uniform_int(0, bound * (bound + 1) - 1)
            first, second = divmod(drawn, bound + 1)
            items[i], items[first] = items[first], items[i]
            items[i + 1], items[second] = items[second], items[i + 1]
            i += 2
        return items
    for i in range(1, n):
        j = rng.uniform_int(0, i)
        items[i], items[j] = items[j], items[i]
    return items
