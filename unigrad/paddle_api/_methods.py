"""paddle's Tensor methods and Python operators, bound in one place from the op tables.

``x.tanh()``, ``x.tanh_()`` and ``paddle.tanh(x)`` are the same op: every
method here is the function of :mod:`unigrad.paddle_api.ops` of that name
(itself running :data:`unigrad.paddle_api._kernels.KERNELS`' entry where
there is one), and each in-place method runs the op and writes the result
back. The package imports this module once, after the op modules. It also fills
the ``paddle.tensor`` namespace (unigrad's tensor module) with the ops.
"""

import operator
import types

import torch

from unigrad import numerics

from unigrad.dialect.tensor import install, install_operators
from unigrad.paddle_api import _creation as creation
from unigrad.paddle_api import _ops_more, linalg, ops, tensor
from unigrad.paddle_api._gradients import backward
from unigrad.paddle_api import _kernels
from unigrad.paddle_api._kernels import with_broadcast_gradients
from unigrad.paddle_api.ops import OPS, _NOT_METHODS, _make_binary, matmul, negative, where
from unigrad.paddle_api.tensor import Tensor, _c_type_name, check_inplace, wrap

_new = object.__new__

install(Tensor, OPS, skip=_NOT_METHODS, only_missing=True)
Tensor.where = lambda self, x=None, y=None, name=None: where(self, x, y)

def _inplace(name):
    def method(self, *args, **kwargs):
        check_inplace(self)
        result = OPS[name](self, *args, **kwargs)._torch
        self._torch.copy_(result) if result.shape == self._torch.shape else setattr(self, "_torch", result)
        return self

    method.__name__ = name + "_"
    return method


install(Tensor, {_name + "_": _inplace(_name) for _name in (
    "add", "subtract", "multiply", "divide", "clip", "scale", "exp", "sqrt", "tanh", "sigmoid", "abs", "floor", "ceil",
    "round", "reciprocal", "pow", "square", "cast", "clamp", "masked_fill", "squeeze", "unsqueeze")})
install(Tensor, _ops_more.IN_PLACE_METHODS)


def _matrix_transpose(self):
    """``Tensor.mT``: the last two axes swapped (paddle refuses fewer than two)."""
    if self.ndim < 2:
        raise ValueError(f"Tensor.ndim({self.ndim}) is required to be greater than or equal to 2.")
    return wrap(self._torch.transpose(-1, -2))


Tensor.mT = property(_matrix_transpose)
install(Tensor, {"diag": creation.diag, "diagflat": creation.diagflat,
                 "histogram_bin_edges": creation.histogram_bin_edges}, only_missing=True)


def _as_dtype(name, dtype):
    """``Tensor.<name>()`` (``x.int()`` ...): the tensor cast to ``dtype``."""

    def method(self):
        return ops.cast(self, dtype)

    method.__name__ = method.__qualname__ = name
    return method


def _new_filled(fill):
    """``Tensor.new_ones`` & co.: a new tensor of ``size`` in this one's dtype (or ``dtype``), not recording."""

    def method(self, size, *args, dtype=None, device=None, requires_grad=False, pin_memory=False, name=None):
        shape = [size] if isinstance(size, int) else list(size)
        value = fill if fill is not None else args[0]
        return creation.full(shape, value, dtype=self.dtype if dtype is None else dtype)

    return method


def _softmax(self, axis=-1, dtype=None, name=None):
    """``Tensor.softmax``: ``paddle.nn.functional.softmax`` of this tensor."""
    from unigrad.paddle_api.nn import functional  # (nn builds on the Tensor this module completes)

    return functional.softmax(self, axis, dtype)


def _repeat(self, repeats):
    """``Tensor.repeat``: torch's repeat (each dim tiled ``repeats[i]`` times, leading dims added); fewer repeats
    than dims apply to the last dims, as paddle's tile does."""
    repeats = [repeats] if isinstance(repeats, int) else list(repeats)
    t = self._torch
    return wrap(t.repeat(*([1] * (t.dim() - len(repeats)) + repeats)))


install(Tensor, {
    **{name: _as_dtype(name, dtype) for name, dtype in (("int", "int32"), ("long", "int64"), ("float", "float32"),
                                                   ("double", "float64"), ("half", "float16"), ("bool", "bool"),
                                                   ("byte", "uint8"), ("short", "int16"), ("bfloat16", "bfloat16"))},
    "type_as": lambda self, other: ops.cast(self, other.dtype),
    "softmax": _softmax,
    "contiguous": lambda self: self,
    "is_contiguous": lambda self: True,
    "new_ones": _new_filled(1), "new_zeros": _new_filled(0), "new_full": _new_filled(None), "new_empty": _new_filled(0),
    "repeat": _repeat,
})


def _fill_(self, value):
    """``Tensor.fill_``: every element set to the Python number ``value`` (cast to the dtype, as paddle does)."""
    if not isinstance(value, (int, float)):
        kind = "<class 'paddle.Tensor'>" if isinstance(value, Tensor) else str(type(value))
        raise TypeError(f"The type of 'value'  must be int or float, but received {kind}.")
    check_inplace(self)
    self._torch.fill_(value)
    return self


def _zero_(self):
    """``Tensor.zero_``: every element set to 0, in place."""
    check_inplace(self)
    self._torch.zero_()
    return self


Tensor.fill_ = _fill_
Tensor.zero_ = _zero_

#: the zero paddle's scale kernel adds after multiplying (a CPU 0-d tensor: it broadcasts to any device and dtype)
_SCALE_BIAS = torch.zeros(())
#: where torch's add takes ``alpha`` in the multiply's own precision (half types round it to theirs first)
_FUSED_SCALE_DTYPES = (torch.float32, torch.float64)


def _times(a, b):
    """``a * b`` as paddle computes it: a floating tensor times a Python number is its scale kernel, the product
    rounded, then +0 added, so a zero product is +0 where torch's mul keeps -0 (``-1.5 * 0``, or a product that
    underflows). For float32/float64 one kernel adds the zero in the multiply's fused step: the same bits unless a
    product underflows, which needs ``0 < |b| < 1``; there ``exact`` rounds the product first (two kernels)."""
    if type(b) in (int, float) and a.is_floating_point():
        if a.dtype in _FUSED_SCALE_DTYPES and not (0 < abs(b) < 1 and numerics.exact(a)):
            try:
                return torch.add(_SCALE_BIAS, a, alpha=b)
            except RuntimeError:  # b beyond the dtype's range (x * 1e40 in float32): the product's inf, below
                pass
        return torch.add(torch.mul(a, b), 0.0)
    return torch.mul(a, b)


_OPERATORS = {
    "__add__": (torch.add, False),
    "__radd__": (torch.add, True),
    "__sub__": (torch.sub, False),
    "__rsub__": (torch.sub, True),
    "__mul__": (_times, False),
    "__rmul__": (_times, False),  # commutes: the number stays second, where _times looks for it
    "__truediv__": (torch.true_divide, False),
    "__rtruediv__": (torch.true_divide, True),
    "__floordiv__": (torch.floor_divide, False),
    "__rfloordiv__": (torch.floor_divide, True),
    "__mod__": (torch.remainder, False),
    "__rmod__": (torch.remainder, True),
    "__pow__": (_kernels.pow, False),
    "__rpow__": (_kernels.pow, True),
    "__eq__": (torch.eq, False),
    "__ne__": (torch.ne, False),
    "__lt__": (torch.lt, False),
    "__le__": (torch.le, False),
    "__gt__": (torch.gt, False),
    "__ge__": (torch.ge, False),
    "__and__": (torch.logical_and, False),
    "__or__": (torch.logical_or, False),
    "__xor__": (torch.logical_xor, False),
}
install_operators(Tensor, _OPERATORS, _make_binary)


def _fast_binary(python_op, torch_fn, slow, with_number=None):
    """The hottest operators (``*``, ``+``): ``slow`` (the generic path) is skipped when both sides are plain,
    tensors of one dtype or a tensor and a Python int or float (``with_number(tensor, number)``, by default
    ``python_op``)."""
    with_number = with_number or python_op

    def method(x, y):
        if type(y) is Tensor:
            a, b = x._torch, y._torch
            if a.dtype is b.dtype:
                try:
                    result = python_op(a, b)
                except RuntimeError:
                    return slow(x, y)
                if result.requires_grad and a.shape != b.shape:
                    result = with_broadcast_gradients(torch_fn, a, b, result)
                out = _new(Tensor)
                out._torch = result
                out._sg = None
                out._name = None
                return out
        elif type(y) is float or type(y) is int:
            out = _new(Tensor)
            out._torch = with_number(x._torch, y)
            out._sg = None
            out._name = None
            return out
        return slow(x, y)

    return method


Tensor.__mul__ = Tensor.__rmul__ = _fast_binary(operator.mul, torch.mul, Tensor.__mul__, _times)
Tensor.__add__ = Tensor.__radd__ = _fast_binary(operator.add, torch.add, Tensor.__add__)
Tensor.__matmul__ = matmul
Tensor.__rmatmul__ = lambda self, other: matmul(other, self)


def _neg(self):
    """``-x``: paddle's scale by -1, adding +0 (no -0 from a zero); a bool tensor comes back as it is."""
    return wrap(self._torch.clone()) if self._torch.dtype is torch.bool else negative(self)


Tensor.__neg__ = _neg
Tensor.__abs__ = lambda self: wrap(torch.abs(self._torch))
Tensor.__invert__ = lambda self: wrap(~self._torch)
Tensor.__pos__ = lambda self: self


def _backward(self, grad_tensor=None, retain_graph=False):
    if grad_tensor is not None and not isinstance(grad_tensor, Tensor):
        raise AssertionError("The type of grad_tensor must be paddle.Tensor")
    if retain_graph is not None and type(retain_graph) is not bool:
        raise TypeError(
            f"(InvalidType) argument (position 3) must be bool, but got {_c_type_name(retain_graph)} "
            "(at /paddle/paddle/fluid/pybind/eager_utils.cc:286)\n"
        )
    retain_graph = bool(retain_graph)
    backward([self], None if grad_tensor is None else [grad_tensor], retain_graph, _from_tensor=True)


_backward.__name__ = "backward"
Tensor.backward = _backward


#: ops of unigrad's paddle that real ``paddle.tensor`` lacks (checked against paddle 3.3.1).
_NOT_IN_PADDLE_TENSOR = {"assign", "clone", "det", "get_rng_state", "inv", "logspace", "seed", "set_rng_state",
                         "tolist"}


#: the modules of real ``paddle.tensor`` whose ops doc examples call by their module (``paddle.tensor.math.frexp``)
_PADDLE_TENSOR_SUBMODULES = {"math", "search", "manipulation", "creation", "logic", "linalg", "stat", "attribute"}


def _tensor_namespace(name):
    """``paddle.tensor.<op>``: real ``paddle.tensor`` is the package holding the tensor ops (``paddle.tensor.triu``),
    while unigrad's tensor module holds the Tensor class; its op names are looked up in the op modules."""
    if name.startswith("_") or name in _NOT_IN_PADDLE_TENSOR:  # the import system probes ``__path__`` & co.
        raise AttributeError(f"module {tensor.__name__!r} has no attribute {name!r}")
    if name == "random":  # the submodule paddle.tensor.random: the random creation ops
        module = types.ModuleType("paddle.tensor.random", "paddle's random creation ops")
        for op in ("gaussian", "rand", "randn", "randint", "randperm", "uniform", "normal", "standard_normal"):
            setattr(module, op, getattr(creation, op))
        tensor.random = module
        return module
    if name in _PADDLE_TENSOR_SUBMODULES:  # paddle.tensor.math.frexp & co.: the same ops by their source module
        module = types.ModuleType(f"paddle.tensor.{name}", f"paddle's tensor ops ({name})")
        module.__getattr__ = _tensor_namespace
        setattr(tensor, name, module)
        return module
    for module in (ops, creation, linalg):
        if name in module.__all__:
            return getattr(module, name)
    raise AttributeError(f"module {tensor.__name__!r} has no attribute {name!r}")


tensor.__getattr__ = _tensor_namespace


