"""MindSpore's seeded CPU random ops, number for number.

MindSpore derives two seeds per call (``_get_graph_seed``): the global seed
(``set_seed``; 0 stands for 87654321) and an op seed that moves on by a fixed
constant each time the same ``(op, seed)`` pair is used. Its CPU kernels
scramble the pair with one Philox4x32-10 block into a 64-bit kernel seed
(words 1 and 0); both seeds 0 (no seed anywhere) seed from the operating system.
The engines and distributions are ``unigrad.numerics.random``'s:

- UniformReal (``uniform``, ``rand``, ``rand_like``): ``std::mt19937`` (low
  word of the seed), ``uniform_real_distribution<double>`` cast to float;
- UniformInt (``uniform`` int32, ``randint``, ``randint_like``): the same
  engine, ``uniform_int_distribution<int>`` as libstdc++ before 11 draws it;
- StandardNormal (``randn``, ``randn_like``, ``standard_normal``, ``normal``):
  ``normal_distribution<float>`` (polar method) on ``minstd_rand0``, one stream;
- RandomShuffle (``shuffle``): ``std::shuffle`` of the first axis on ``minstd_rand0``;
- ``randperm(n, seed)``: ``std::shuffle`` on ``std::mt19937(seed)``, the seed as given;
- Dropout (``dropout``, ``nn.Dropout``): one ``uniform_real_distribution<float>`` value per
  element on ``minstd_rand0``, kept when below ``keep_prob``; the output is
  ``mask * x * T(1.f / keep_prob)``. A ``Dropout`` primitive keeps its engine, so
  its calls continue one stream;
- Bernoulli (``bernoulli``): its own seed (not the global one) keys a Philox4x32-10 stream
  (counter ``(i, 0, offset)``), each word's low 23 bits a float in ``[0, 1)``, 1 where it is
  not above ``p``; without a seed the stream is seeded from the operating system;
- Multinomial (``multinomial`` with replacement): per row, the cumulative probabilities
  normalised by their sum, one ``uniform_real_distribution<float>`` value per sample on
  ``minstd_rand0``, the first category whose cumulative value is above it.

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
from unigrad.numerics import libm as _libm
from unigrad.numerics import random as _std
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common import get_seed, seed_listeners
from unigrad.mindspore_api.common.tensor import _box, _failed_launch
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.ops.array_ops import topk

__all__ = ["uniform", "rand", "rand_like", "randn", "randn_like", "standard_normal", "normal", "randint",
           "randint_like", "shuffle", "randperm", "dropout", "Dropout", "bernoulli",
           "multinomial", "StandardNormal", "UniformReal", "UniformInt"]

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
    _check_non_negative_int(op_seed, "seed", op_name)
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


def _minstd_canonical(words):
    """``generate_canonical<float>`` on ``std::minstd_rand0`` (words 1 .. 2**31 - 2): one word each."""
    return _std.generate_canonical(words - np.uint64(1), np.float32, 2147483646)


def _logf(values):
    return _libm.glibc_logf(values)


def _standard_normals(seed, count):
    """The StandardNormal CPU kernel: ``std::normal_distribution<float>`` on
    ``std::default_random_engine`` (``minstd_rand0``) seeded with the kernel seed, one stream."""
    return _std.normal_polar(_std.MinstdRand0(seed), count, np.float32, _minstd_canonical, _logf)


def _unit_floats(seed, count):
    """``static_cast<float>(std::uniform_real_distribution<double>(0, 1)(gen))``, ``count`` times, on
    ``std::mt19937(seed)``: libstdc++'s generate_canonical sums two words in double."""
    words = _std.MT19937(seed).take(2 * count)
    return _std.generate_canonical(words, np.float64, 2.0 ** 32, per_value=2).astype(np.float32)


def _uniform_ints(seed, low, high, count):
    """``std::uniform_int_distribution<int>(low, high - 1)`` on ``std::mt19937(seed)``, ``count`` times, as
    the libstdc++ MindSpore is built with does it (before 11: divide, reject the tail)."""
    drawn = _std.uniform_ints(_std.MT19937(seed), high - low, count, "division")
    return drawn.astype(np.int64) + low


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
            raise RuntimeError(with_call_stack(f"For 'Random', invalid min/max values: ({low}/{high})",
                                                "mindspore/ops/kernel/cpu/native/random_cpu_kernel.cc:62 LaunchUniformInt"))
        values = _uniform_ints(_kernel_seed(*seeds), low, high, math.prod(shape))
        return _box(torch.from_numpy(values.astype(np.int32)).to(minval._torch.device).reshape(shape))
    units = torch.from_numpy(_unit_floats(_kernel_seed(*seeds), math.prod(shape)).reshape(shape))
    low, high = minval._torch, maxval._torch
    units = units.to(low.device)
    return _box(units * (high - low) + low)


# --- the ops on MindSpore's StandardNormal, UniformReal and UniformInt kernels --------------------

#: MindSpore's ``float_type`` and ``int_type`` (those unigrad has)
_FLOAT_TYPES = (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)
_INT_TYPES = (mstype.int8, mstype.int16, mstype.int32, mstype.int64)


def _shape_of(size):
    """``rand``/``randn``'s ``*size``, read as MindSpore's ``_generate_shapes`` reads it."""
    if not size:
        return (1,)
    if len(size) == 1:
        if isinstance(size[0], int):
            return tuple(size)
        if isinstance(size[0], (list, tuple)):
            return tuple(size[0])
        raise TypeError(f"If the length of the argument 'shape' is 1, the type of the argument 'shape' must be "
                        f"one of ['int', 'list', 'tuple'], but got {size[0]}.")
    for value in size:
        if not isinstance(value, int):
            raise TypeError(f"If the length of the argument 'shape' is > 1, the type of the argument 'shape' must "
                            f"all be int, but got {value}.")
    return tuple(size)


def _float_dtype(op_name, dtype, default=mstype.float32):
    if dtype is None:
        return default
    if dtype not in _FLOAT_TYPES:
        raise ValueError(f"For '{op_name}', the 'dtype' must be a float type, but got {dtype}.")
    return dtype


def _cast(values, shape, dtype):
    """The kernel's float32 (or int32) values as a Tensor of ``shape``, cast to ``dtype`` as ``ops.cast`` does."""
    return _box(torch.from_numpy(np.ascontiguousarray(values)).reshape(shape).to(mstype.to_torch(dtype)))


def rand(*size, dtype=None, seed=None):
    """Floats uniform in ``[0, 1)``: MindSpore's UniformReal CPU kernel, then a cast to ``dtype``."""
    dtype = _float_dtype("rand", dtype)
    shape = _shape_of(size)
    values = _unit_floats(_kernel_seed(*_graph_seed(seed, "rand")), math.prod(shape))
    return _cast(values, shape, dtype)


def rand_like(input, seed=None, *, dtype=None):
    """``rand`` with ``input``'s shape (and, by default, its dtype)."""
    if not isinstance(input, TensorBox):
        raise TypeError(f"For 'rand_like', the 'input' must be a Tensor, but got {type(input)}")
    dtype = _float_dtype("rand_like", mstype.from_torch(input._torch.dtype) if dtype is None else dtype)
    shape = tuple(input._torch.shape)
    values = _unit_floats(_kernel_seed(*_graph_seed(seed, "rand_like")), math.prod(shape))
    return _cast(values, shape, dtype)


def _normal_kernel(op_name, seed, shape):
    return _standard_normals(_kernel_seed(*_graph_seed(seed, op_name)), math.prod(shape))


def randn(*size, dtype=None, seed=None):
    """Standard normal floats: MindSpore's StandardNormal CPU kernel, then a cast to ``dtype``."""
    dtype = _float_dtype("randn", dtype)
    shape = _shape_of(size)
    return _cast(_normal_kernel("randn", seed, shape), shape, dtype)


def randn_like(input, seed=None, *, dtype=None):
    """``randn`` with ``input``'s shape (float32 unless ``dtype`` says otherwise)."""
    if not isinstance(input, TensorBox):
        raise TypeError(f"For 'randn_like', the 'input' must be a Tensor, but got {type(input)}")
    dtype = _float_dtype("randn_like", dtype)
    shape = tuple(input._torch.shape)
    return _cast(_normal_kernel("randn_like", seed, shape), shape, dtype)


def standard_normal(shape, seed=None):
    """float32 standard normal values of ``shape`` (MindSpore's StandardNormal CPU kernel)."""
    shape = _checked_shape(shape)
    return _cast(_normal_kernel("standard_normal", seed, shape), shape, mstype.float32)


def _checked_shape(shape):
    if not isinstance(shape, tuple):
        raise TypeError(f"For 'StandardNormal', the 'shape' must be a tuple, but got {type(shape).__name__}.")
    return shape


def normal(shape, mean, stddev, seed=None):
    """``standard_normal(shape) * stddev + mean`` with MindSpore's broadcasting and dtype rules."""
    from unigrad.mindspore_api.common.tensor import Tensor

    for name, value in (("mean", mean), ("stddev", stddev)):
        if not isinstance(value, (TensorBox, int, float, np.ndarray)):
            raise TypeError(f"For 'normal', the type of '{name}' must be Tensor, int, or float, but got: {type(value)}")
    mean = mean if isinstance(mean, TensorBox) else Tensor(mean)
    stddev = stddev if isinstance(stddev, TensorBox) else Tensor(stddev)
    seeds = _graph_seed(seed, "normal")
    if not isinstance(shape, tuple):
        raise TypeError(f"Type of 'shape' must be tuple, but got: {type(shape)}")
    for item in shape:
        if not isinstance(item, int):
            raise TypeError(f"Elements of 'shape' must be int, but got: {type(item)}")
        if item < 1:
            raise ValueError(f"Elements of 'shape' must be positive int, but got: {item}")
    values = _standard_normals(_kernel_seed(*seeds), math.prod(shape))
    return _cast(values, shape, mstype.float32) * stddev + mean


def _int_dtype(op_name, dtype, default):
    if dtype is None:
        return default
    if dtype not in _INT_TYPES:
        raise ValueError(f"For '{op_name}', the 'dtype' must be an int type, but got {dtype}.")
    return dtype


def _uniform_int_values(seeds, low, high, shape):
    if high <= low:
        raise RuntimeError(with_call_stack(f"For 'Random', invalid min/max values: ({low}/{high})",
                                            "mindspore/ops/kernel/cpu/native/random_cpu_kernel.cc:62 LaunchUniformInt"))
    return _uniform_ints(_kernel_seed(*seeds), low, high, math.prod(shape)).astype(np.int32)


def _int_bounds(low, high):
    for value in (low, high):
        if not isinstance(value, int) or isinstance(value, bool):
            name = "low" if value is low else "high"
            raise TypeError(f"For 'randint_like', '{name}' must be an int, but got {type(value)}.")


def randint(low, high, size, seed=None, *, dtype=None):
    """Integers in ``[low, high)``: MindSpore's UniformInt CPU kernel (int32), then a cast to ``dtype``."""
    dtype = _int_dtype("randint", dtype, mstype.int64)
    if not isinstance(size, tuple):
        raise ValueError(f"For 'randint', the input 'size' must be a tuple, but got {size}.")
    _int_bounds(low, high)
    values = _uniform_int_values(_graph_seed(seed, "randint"), low, high, size)
    return _cast(values, size, dtype)


def randint_like(input, low, high, seed=None, *, dtype=None):
    """``randint`` with ``input``'s shape (and, by default, its dtype)."""
    if not isinstance(input, TensorBox):
        raise TypeError(f"For 'randint_like', the 'input' must be a Tensor, but got {type(input)}")
    dtype = _int_dtype("randint_like", mstype.from_torch(input._torch.dtype) if dtype is None else dtype, None)
    _int_bounds(low, high)
    shape = tuple(input._torch.shape)
    values = _uniform_int_values(_graph_seed(seed, "randint_like"), low, high, shape)
    return _cast(values, shape, dtype)


# --- the primitives: each keeps its engine, so its calls continue one stream --------------------

def _check_non_negative_int(value, arg, prim):
    """MindSpore's ``Validator.check_non_negative_int``: its TypeError and ValueError messages."""
    where = f"For '{prim}', the '{arg}'"
    if not isinstance(value, int):
        raise TypeError(f"{where} must be int, but got '{type(value).__name__}'")
    if isinstance(value, bool) or value < 0:
        error = TypeError if isinstance(value, bool) else ValueError
        raise error(f"{where} must be int and must >= 0, but got '{value}' with type '{type(value).__name__}'.")
    return value


class _RandomPrimitive:
    """MindSpore's ``StandardNormal``/``UniformReal``/``UniformInt(seed, seed2)``. Each output shape gets
    its own CPU kernel, made at its first launch with an engine seeded from the Philox-scrambled seed
    pair; a later call of the same shape continues that kernel's stream."""

    _engine_class = None

    def __init__(self, seed=0, seed2=0):
        name = type(self).__name__
        self.seed = _check_non_negative_int(seed, "seed", name)
        self.seed2 = _check_non_negative_int(seed2, "seed2", name)
        self._engines = {}

    def _engine_for(self, shape):
        if shape not in self._engines:
            self._engines[shape] = self._engine_class(_kernel_seed(self.seed, self.seed2))
        return self._engines[shape]

    def _shape(self, shape):
        name = type(self).__name__
        if isinstance(shape, TensorBox):
            shape = tuple(int(v) for v in shape._torch.reshape(-1).tolist())
        if not isinstance(shape, tuple):
            raise TypeError(f"For '{name}', the 'shape' must be a tuple, but got {type(shape).__name__}.")
        return shape


class StandardNormal(_RandomPrimitive):
    """Standard normal float32 values of ``shape``: ``normal_distribution<float>`` (a fresh object per
    launch) on the primitive's ``minstd_rand0``."""

    _engine_class = _std.MinstdRand0

    def __call__(self, shape):
        shape = self._shape(shape)
        values = _std.normal_polar(self._engine_for(shape), math.prod(shape), np.float32, _minstd_canonical, _logf)
        return _cast(values, shape, mstype.float32)


class UniformReal(_RandomPrimitive):
    """float32 values uniform in ``[0, 1)``: ``uniform_real_distribution<double>`` on the primitive's
    ``std::mt19937``, two words a value."""

    _engine_class = _std.MT19937

    def __call__(self, shape):
        shape = self._shape(shape)
        words = self._engine_for(shape).take(2 * math.prod(shape))
        values = _std.generate_canonical(words, np.float64, 2.0 ** 32, per_value=2).astype(np.float32)
        return _cast(values, shape, mstype.float32)


class UniformInt(_RandomPrimitive):
    """int32 values in ``[minval, maxval)`` (int32 scalar Tensors): ``uniform_int_distribution<int>``
    on the primitive's ``std::mt19937``, as libstdc++ before 11 draws it."""

    _engine_class = _std.MT19937

    def __call__(self, shape, minval, maxval):
        shape = self._shape(shape)
        for index, (arg, bound) in enumerate((("minval", minval), ("maxval", maxval)), 1):
            if not isinstance(bound, TensorBox):
                raise TypeError(with_call_stack(
                    f"For primitive[UniformInt], the input[{index}] should be a Tensor, but got {_abstract_type(bound)}.",
                    "mindspore/core/utils/check_convert_utils.cc:1548 CheckArgsType"))
            if bound._torch.dtype != torch.int32:
                raise TypeError(with_call_stack(
                    f"For primitive[UniformInt], the input argument[{arg}] must be a type of {{Tensor[Int32]}}, "
                    f"but got Tensor[{mstype.from_torch(bound._torch.dtype)}].",
                    "mindspore/core/utils/check_convert_utils.cc:1042 CheckTensorSubClass"))
        low, high = int(minval._torch.reshape(-1)[0]), int(maxval._torch.reshape(-1)[0])
        if high <= low:  # found by the kernel, which runs asynchronously: the error is pending
            return _failed_launch(torch.zeros(shape, dtype=torch.int32), (RuntimeError, with_call_stack(
                f"For 'Random', invalid min/max values: ({low}/{high})",
                "mindspore/ops/kernel/cpu/native/random_cpu_kernel.cc:62 LaunchUniformInt")))
        drawn = _std.uniform_ints(self._engine_for(shape), high - low, math.prod(shape), "division")
        return _cast((drawn.astype(np.int64) + low).astype(np.int32), shape, mstype.int32)


def _seeded_primitive(primitive, kernel_name):
    """``primitive`` as ``mindspore.numpy`` makes it: the global seed, when set, is the op seed."""
    seed = get_seed()
    if seed is None:
        return primitive()
    return primitive(*_graph_seed(seed, kernel_name))


# --- RandomShuffle and randperm ---------------------------------------------------------------

def _minstd_bounded(engine):
    """``uniform_int_distribution`` draws (libstdc++ before 11) on a ``minstd_rand0``: words start at 1."""

    class _FromZero:
        def peek(self, n):
            return engine.peek(n) - np.uint64(1)

        def skip(self, n):
            engine.skip(n)

    shifted = _FromZero()
    return lambda spans: _std.uniform_int_division(shifted, spans, 2147483646)


def _abstract_type(value):
    """How MindSpore's type checks name a non-Tensor argument (``List[Int64*3]``, ``Float32``)."""
    scalar = {bool: "Bool", int: "Int64", float: "Float32", str: "String"}
    if type(value) in scalar:
        return scalar[type(value)]
    if isinstance(value, (list, tuple)):
        kind = "List" if isinstance(value, list) else "Tuple"
        names = [_abstract_type(v) for v in value]
        if names and all(n == names[0] for n in names):
            return f"{kind}[{names[0]}*{len(names)}]"
        return f"{kind}[{', '.join(names)}]"
    return type(value).__name__


def shuffle(x, seed=None):
    """``x`` with its first axis permuted by MindSpore's RandomShuffle CPU kernel: ``std::shuffle`` of the
    positions on ``std::default_random_engine`` (``minstd_rand0``) seeded with the kernel seed."""
    if not isinstance(x, TensorBox):
        raise TypeError(f"For Primitive[RandomShuffle], the type of input argument[input_x] must be Tensor but got "
                        f"{_abstract_type(x)}.")
    seeds = _graph_seed(seed, "shuffle")
    t = x._torch
    if t.dim() == 0 or t.shape[0] < 2:
        return _box(t.clone())
    engine = _std.MinstdRand0(_kernel_seed(*seeds))
    order = _std.shuffled_positions(t.shape[0], _minstd_bounded(engine), 2147483646)
    return _box(t[torch.from_numpy(order).to(t.device)])


def randperm(n, seed=0, offset=0, dtype=mstype.int64):
    """A permutation of ``0 .. n-1``: MindSpore's CPU Randperm, ``std::shuffle`` on ``std::mt19937(seed)``
    (the seed as given; libstdc++ before 11 draws)."""
    count = int(n._torch.reshape(-1)[0]) if isinstance(n, TensorBox) else n
    if not isinstance(count, int) or isinstance(count, bool):
        raise TypeError(f"For 'randperm', the type of 'n' must be int or Tensor, but got {type(n)}.")
    if count < 0:
        raise ValueError(f"For 'RandpermV2', the input 'n' must be greater than 0, but got data: {count}.")
    engine = _std.MT19937(seed)
    order = _std.shuffled_positions(count, lambda spans: _std.uniform_int_division(engine, spans), 1 << 32)
    return _box(torch.from_numpy(order).to(mstype.to_torch(dtype)))


# --- Dropout ----------------------------------------------------------------------------------

class Dropout:
    """MindSpore's ``ops.Dropout(keep_prob, Seed0, Seed1)`` primitive on the CPU: called on ``x`` it
    returns ``(output, mask)``; the engine lives as long as the primitive, so calls continue its stream."""

    def __init__(self, keep_prob=0.5, Seed0=0, Seed1=0):
        self.keep_prob, self.seed0, self.seed1 = float(np.float32(keep_prob)), Seed0, Seed1
        self._engine = None

    def __call__(self, x):
        if not isinstance(x, TensorBox):
            raise TypeError(f"For Primitive[Dropout], the type of input argument[x] must be Tensor but got "
                            f"{_abstract_type(x)}.")
        t = x._torch
        if t.dtype not in (torch.float16, torch.float32, torch.float64):
            raise TypeError(f"For primitive[Dropout], the input argument[x] must be a type of {{Tensor[BFloat16], "
                            f"Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{mstype.from_torch(t.dtype)}].")
        if not 0.0 < self.keep_prob <= 1.0:  # checked by the kernel, when it first runs
            raise RuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got {self.keep_prob:g}")
        if self._engine is None:
            self._engine = _std.MinstdRand0(_kernel_seed(self.seed0, self.seed1))
        keep = np.float32(self.keep_prob)
        drawn = _minstd_canonical(self._engine.take(t.numel())) < keep
        mask = torch.from_numpy(drawn).reshape(t.shape).to(device=t.device, dtype=t.dtype)
        scale = torch.tensor(float(np.float32(1.0) / keep), dtype=t.dtype, device=t.device)
        return _box(mask * t * scale), _box(mask)


def dropout(input, p=0.5, training=True, seed=None):
    """``ops.dropout``: a fresh ``Dropout`` primitive with this call's seeds (``input`` unchanged when not training)."""
    if not isinstance(training, bool):
        raise TypeError(f"For 'dropout', the 'training' must be a bool, but got {type(training).__name__}.")
    if training is False:
        return input
    seeds = _graph_seed(seed, "dropout")
    return Dropout(1 - p, *seeds)(input)[0]


# --- Bernoulli --------------------------------------------------------------------------------

def _philox_stream(key, count, offset=0):
    """``count`` words of the Philox4x32-10 stream MindSpore's PhiloxRandom makes for a 64-bit ``key``:
    block ``i`` is counter ``(i, 0, offset)``, its four words in order."""
    return _std.philox_stream(key, count, (offset & _MASK32, (offset >> 32) & _MASK32))


def _mantissa_floats(words):
    """A word's low 23 bits as the mantissa of a float in [1, 2), minus 1."""
    bits = ((words & np.uint64(0x7FFFFF)) | np.uint64(127 << 23)).astype(np.uint32)
    return bits.view(np.float32) - np.float32(1)


_BERNOULLI_DTYPES = (torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.bool)


def bernoulli(input, p=0.5, seed=None):
    """0/1 in ``input``'s dtype, 1 with probability ``p`` (a number or a Tensor of ``input``'s shape),
    drawn as MindSpore's CPU Bernoulli kernel draws them."""
    from unigrad.mindspore_api.common.tensor import Tensor

    seed = -1 if seed is None else seed
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"For 'bernoulli', the type of 'seed' must be 'int', but got '{type(seed).__name__}'.")
    if seed < -1:
        raise ValueError(f"For 'Bernoulli', the 'seed' must be greater than or equal to -1, but got {seed}.")
    if not isinstance(input, TensorBox):
        raise TypeError(f"For Primitive[Bernoulli], the type of input argument[x] must be Tensor but got "
                        f"{_abstract_type(input)}.")
    p = p if isinstance(p, TensorBox) else Tensor([p])
    x, probs = input._torch, p._torch
    if x.dtype not in _BERNOULLI_DTYPES:
        raise TypeError(f"For 'Bernoulli', the type of 'x' must be in [Float32, Float64, Int8, Int16, Int32, Int64, "
                        f"UInt8, Bool], but got {mstype.from_torch(x.dtype)}.")
    count = x.numel()
    key = int.from_bytes(os.urandom(8), "little") if seed == -1 else seed
    draws = _mantissa_floats(_philox_stream(key, count))
    p_values = probs.detach().cpu().numpy()
    # a bad p fails in the kernel, which MindSpore launches asynchronously: the error is pending
    if p_values.ndim == 0 or p_values.shape == (1,):
        single = p_values.reshape(-1)[0]
        if single > 1 or single < 0:
            return _failed_launch(x, (ValueError, f"For bernoulli, p should be in [0, 1], but got {single:g}."))
        ones = draws <= single
    else:
        if tuple(p_values.shape) != tuple(x.shape):
            return _failed_launch(x, (ValueError, "For bernoulli, the shape of p is different from the shape of x."))
        if ((p_values > 1) | (p_values < 0)).any():
            return _failed_launch(x, (ValueError, "For bernoulli, p should be in [0, 1]."))
        ones = draws <= p_values.reshape(-1)
    return _box(torch.from_numpy(ones).reshape(x.shape).to(device=x.device, dtype=x.dtype))


# --- Multinomial ------------------------------------------------------------------------------

def multinomial(input, num_samples, replacement=True, seed=None):
    """Category indices (int32) drawn from the rows of ``input`` as MindSpore's CPU Multinomial kernel
    draws them; without replacement as MindSpore composes it (see ``_multinomial_without_replacement``)."""
    if not isinstance(input, TensorBox):
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got {type(input)}.")
    t = input._torch
    if t.dim() not in (1, 2):
        raise ValueError(f"For 'multinomial', the dimension of inputs must be 1d or 2d, but got {t.dim()}.")
    seeds = _graph_seed(seed, "multinomial")
    if not replacement:
        return _multinomial_without_replacement(t, num_samples, seeds)
    if num_samples < 0:
        raise ValueError(f"For 'Multinomial' num_samples should be a nonnegative number, but got {num_samples}.")
    rows = t.detach().cpu().numpy().reshape(-1, t.shape[-1])
    # the running sum and the division by the total in the input's type, as the kernel computes them
    cumulative = np.cumsum(rows, axis=1, dtype=rows.dtype)
    totals = cumulative[:, -1:]
    cumulative = np.where(totals != 0, cumulative / np.where(totals != 0, totals, 1), cumulative)
    engine = _std.MinstdRand0(_kernel_seed(*seeds))
    draws = _minstd_canonical(engine.take(rows.shape[0] * num_samples)).astype(rows.dtype)
    draws = draws.reshape(rows.shape[0], num_samples)
    picks = np.stack([np.searchsorted(row, d, side="right") for row, d in zip(cumulative, draws)])
    picks = np.minimum(picks, rows.shape[1] - 1).astype(np.int32)
    shape = (num_samples,) if t.dim() == 1 else (rows.shape[0], num_samples)
    return _box(torch.from_numpy(picks).reshape(shape).to(t.device))


def _multinomial_without_replacement(t, num_samples, seeds):
    """MindSpore's composition: one ``UniformReal(seed1, seed2)`` value per entry, ranked by
    ``log(u) / (input + 1e-6)`` (MindSpore's float32 Log kernel, float32 add and division) with TopK,
    whose int32 indices are the samples."""
    if t.shape[-1] < num_samples:
        raise ValueError(f"For 'multinomial', the 'num_samples' must be less than the last dimension of input "
                         f"without 'replacement', but got 'num_samples': {num_samples} and 'replacement': False")
    rows = t.shape[-2] if t.dim() > 1 else 1
    uniform = UniformReal(*seeds)((rows * t.shape[-1],))._torch
    if rows != 1:
        uniform = uniform.reshape(rows, t.shape[-1])
    ranks = KERNELS["log"](uniform) / (t + torch.tensor(1e-6, dtype=t.dtype))
    return topk(_box(ranks), num_samples)[1]
