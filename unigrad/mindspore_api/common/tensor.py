"""MindSpore's ``Tensor``: a thin box around one ``torch.Tensor``.

``Tensor(input_data, dtype)`` takes lists, Python scalars, numpy arrays and
other tensors, infers MindSpore's dtypes (Python floats are float32, ints
int64, numpy arrays keep theirs) and prints as MindSpore 2.10 prints.

>>> import unigrad.mindspore_api as ms
>>> t = ms.Tensor([1, 2], ms.float32)
>>> print(t * 2)
[2. 4.]
>>> t
Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])
"""

import numbers
import operator

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common._format import tensor_repr, tensor_str, to_numpy

__all__ = ["Tensor", "tensor"]  # default_device/set_default_device: unigrad internals (set_context)

_new = object.__new__
_device = [None]  # where new tensors go: None is torch's default (set_context(device_target=...))


def default_device():
    """The torch device new tensors are created on (``None``: torch's default)."""
    return _device[0]


def set_default_device(device):
    _device[0] = device


def _unbox(value):
    return value._torch if isinstance(value, TensorBox) else value


def _box(torch_tensor):
    """A ``Tensor`` around ``torch_tensor``, without any checks (the hot path)."""
    out = _new(Tensor)
    out._torch = torch_tensor
    return out


def _unbox_index(index):
    if isinstance(index, tuple):
        return tuple(_unbox(i) for i in index)
    return _unbox(index)


_INPUT_TYPES = "['TensorPy', 'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']"


def _from_data(data, dtype):
    """The torch tensor for ``Tensor(data, dtype)``."""
    if not isinstance(data, (TensorBox, torch.Tensor, np.ndarray, np.generic, list, tuple, float, int, complex)):
        raise TypeError(f"For 'Tensor', the type of 'input_data' should be one of '{_INPUT_TYPES}', but got type '{type(data).__name__}'.")
    target = None if dtype is None else mstype.to_torch(dtype)
    if isinstance(data, TensorBox):
        data = data._torch.detach().clone()
        return data if target is None else data.to(target)
    if isinstance(data, torch.Tensor):
        data = data.detach().clone()
        return data if target is None else data.to(target)
    if isinstance(data, np.generic):
        inferred = None
    elif isinstance(data, bool):
        inferred = torch.bool
    elif isinstance(data, numbers.Integral) and not isinstance(data, np.integer):
        inferred = torch.int64
    elif isinstance(data, float):
        inferred = torch.float32
    else:
        inferred = None
    if target is not None:
        inferred = None  # convert straight to the requested dtype, without a float32 detour
    if isinstance(data, (list, tuple)):
        data = [to_numpy(item._torch) if isinstance(item, TensorBox) else item for item in data]
        try:
            array = np.array(data)
        except ValueError:
            raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.") from None
        if array.dtype == np.float64 and target is None and not _holds_numpy_float64(data):
            array = array.astype(np.float32)
    elif inferred is not None:
        array = np.array(data)
    else:
        array = np.asarray(data)
    if array.dtype.kind in "USO":
        raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.")
    torch_tensor = torch.from_numpy(np.array(array, copy=True))
    if inferred is not None:
        torch_tensor = torch_tensor.to(inferred)
    if target is not None:
        torch_tensor = torch_tensor.to(target)
    device = _device[0]
    return torch_tensor if device is None else torch_tensor.to(device)


def _holds_numpy_float64(items):
    return any(isinstance(i, np.ndarray) and i.dtype == np.float64 or isinstance(i, np.float64) for i in items)


def _binary(torch_op):
    def method(self, other):
        out = _new(Tensor)
        out._torch = torch_op(self._torch, other._torch if isinstance(other, TensorBox) else other)
        return out

    return method


def _reflected(torch_op):
    def method(self, other):
        out = _new(Tensor)
        out._torch = torch_op(other._torch if isinstance(other, TensorBox) else other, self._torch)
        return out

    return method


def _unary(torch_op):
    def method(self):
        out = _new(Tensor)
        out._torch = torch_op(self._torch)
        return out

    return method


def _axis(axis):
    if isinstance(axis, list):
        return tuple(axis)
    return axis


def _shape_args(shape):
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        return tuple(shape[0])
    return shape


class Tensor(TensorBox):
    """MindSpore's Tensor (see the module docstring)."""

    __slots__ = ()

    def __init__(self, input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
        if input_data is None:
            if shape is None:
                _from_data(None, dtype)  # raises MindSpore's TypeError
            torch_tensor = torch.zeros(tuple(shape), dtype=mstype.to_torch(dtype or mstype.float32), device=_device[0])
            if init is not None:
                torch_tensor = init._fill(torch_tensor)
        else:
            torch_tensor = _from_data(input_data, dtype)
        self._torch = torch_tensor

    @staticmethod
    def _from_torch(torch_tensor):
        """The Tensor around ``torch_tensor`` (shared, not copied)."""
        return _box(torch_tensor)

    # -- attributes ------------------------------------------------------
    @property
    def shape(self):
        return tuple(self._torch.shape)

    @property
    def dtype(self):
        return mstype.from_torch(self._torch.dtype)

    @property
    def ndim(self):
        return self._torch.dim()

    @property
    def size(self):
        return self._torch.numel()

    @property
    def itemsize(self):
        return self._torch.element_size()

    @property
    def nbytes(self):
        return self._torch.numel() * self._torch.element_size()

    @property
    def strides(self):
        return tuple(s * self._torch.element_size() for s in self._torch.stride())

    @property
    def T(self):
        return _box(self._torch.permute(*reversed(range(self._torch.dim()))))

    # -- conversion ------------------------------------------------------
    def asnumpy(self):
        return to_numpy(self._torch)

    numpy = asnumpy

    def item(self, index=None):
        values = self._torch if index is None else self._torch.reshape(-1)[index]
        if values.numel() != 1:
            raise ValueError(f"The tensor should have only one element, but got {values.numel()}, more than one element is ambiguous.")
        return values.item()

    def tolist(self):
        return self._torch.tolist()

    def astype(self, dtype, copy=True):
        return _box(self._torch.to(mstype.to_torch(dtype)))

    def to(self, dtype):
        return _box(self._torch.to(mstype.to_torch(dtype)))

    def float(self):
        return _box(self._torch.float())

    def int(self):
        return _box(self._torch.int())

    def copy(self):
        return _box(self._torch.clone())

    def __array__(self, dtype=None, copy=None):
        values = to_numpy(self._torch)
        return values if dtype is None else values.astype(dtype)

    def __float__(self):
        return float(self._torch)

    def __int__(self):
        return int(self._torch)

    def __index__(self):
        return operator.index(self._torch)

    def __bool__(self):
        return bool(self._torch)

    def __len__(self):
        if self._torch.dim() == 0:
            raise TypeError("Not support len of a 0-D tensor")
        return self._torch.shape[0]

    def __iter__(self):
        return (_box(row) for row in self._torch.unbind(0))

    def __format__(self, spec):
        if self._torch.dim() == 0:
            return format(self._torch.item(), spec)
        return format(str(self), spec)

    # -- printing ----------------------------------------------------------
    def __repr__(self):
        return tensor_repr(self._torch, str(self.dtype))

    def __str__(self):
        return tensor_str(self._torch)

    # -- indexing ----------------------------------------------------------
    def __getitem__(self, index):
        return _box(self._torch[_unbox_index(index)])

    def __setitem__(self, index, value):
        self._torch[_unbox_index(index)] = _unbox(value)

    # -- operators ---------------------------------------------------------
    __add__ = _binary(operator.add)
    __radd__ = _reflected(operator.add)
    __sub__ = _binary(operator.sub)
    __rsub__ = _reflected(operator.sub)
    __mul__ = _binary(operator.mul)
    __rmul__ = _reflected(operator.mul)
    __truediv__ = _binary(operator.truediv)
    __rtruediv__ = _reflected(operator.truediv)
    __floordiv__ = _binary(operator.floordiv)
    __rfloordiv__ = _reflected(operator.floordiv)
    __mod__ = _binary(operator.mod)
    __rmod__ = _reflected(operator.mod)
    __pow__ = _binary(operator.pow)
    __rpow__ = _reflected(operator.pow)
    __matmul__ = _binary(operator.matmul)
    __rmatmul__ = _reflected(operator.matmul)
    __and__ = _binary(operator.and_)
    __or__ = _binary(operator.or_)
    __xor__ = _binary(operator.xor)
    __lt__ = _binary(operator.lt)
    __le__ = _binary(operator.le)
    __gt__ = _binary(operator.gt)
    __ge__ = _binary(operator.ge)
    __eq__ = _binary(operator.eq)
    __ne__ = _binary(operator.ne)
    __neg__ = _unary(operator.neg)
    __pos__ = _unary(operator.pos)
    __abs__ = _unary(operator.abs)
    __invert__ = _unary(operator.invert)
    __hash__ = object.__hash__

    def __iadd__(self, other):
        return self + other

    def __isub__(self, other):
        return self - other

    def __imul__(self, other):
        return self * other

    def __itruediv__(self, other):
        return self / other

    # -- methods the MindSpore docs use -------------------------------------
    def sum(self, axis=None, dtype=None, keepdims=False, initial=None):
        if axis is None and dtype is None and not keepdims and initial is None:
            return _box(self._torch.sum())
        t = self._torch if dtype is None else self._torch.to(mstype.to_torch(dtype))
        out = t.sum() if axis is None and not keepdims else t.sum(dim=_axis(axis), keepdim=keepdims)
        return _box(out if initial is None else out + initial)

    def mean(self, axis=None, keep_dims=False):
        if axis is None and not keep_dims:
            return _box(self._torch.mean())
        return _box(self._torch.mean(dim=_axis(axis), keepdim=keep_dims))

    def prod(self, axis=None, keep_dims=False):
        if axis is None:
            return _box(self._torch.prod())
        return _box(self._torch.prod(dim=axis, keepdim=keep_dims))

    def max(self, axis=None, keepdims=False):
        if axis is None:
            return _box(self._torch.amax() if not keepdims else self._torch.amax(dim=tuple(range(self.ndim)), keepdim=True))
        return _box(self._torch.amax(dim=_axis(axis), keepdim=keepdims))

    def min(self, axis=None, keepdims=False):
        if axis is None:
            return _box(self._torch.amin() if not keepdims else self._torch.amin(dim=tuple(range(self.ndim)), keepdim=True))
        return _box(self._torch.amin(dim=_axis(axis), keepdim=keepdims))

    def argmax(self, axis=None, keepdims=False):
        return _box(self._torch.argmax(dim=axis, keepdim=keepdims))

    def argmin(self, axis=None, keepdims=False):
        return _box(self._torch.argmin(dim=axis, keepdim=keepdims))

    def reshape(self, *shape):
        return _box(self._torch.reshape(_shape_args(shape)))

    def view(self, *shape):
        return _box(self._torch.reshape(_shape_args(shape)))

    def flatten(self, order="C", *, start_dim=0, end_dim=-1):
        return _box(self._torch.flatten(start_dim, end_dim))

    def ravel(self):
        return _box(self._torch.reshape(-1))

    def expand_dims(self, axis):
        return _box(self._torch.unsqueeze(axis))

    def unsqueeze(self, dim):
        return _box(self._torch.unsqueeze(dim))

    def squeeze(self, axis=None):
        return _box(self._torch.squeeze() if axis is None else self._torch.squeeze(axis))

    def transpose(self, *axes):
        axes = _shape_args(axes)
        if not axes:
            axes = tuple(reversed(range(self._torch.dim())))
        return _box(self._torch.permute(axes))

    def swapaxes(self, axis0, axis1):
        return _box(self._torch.transpose(axis0, axis1))

    def broadcast_to(self, shape):
        return _box(self._torch.broadcast_to(tuple(shape)))

    def expand_as(self, other):
        return _box(self._torch.expand_as(_unbox(other)))

    def tile(self, reps):
        return _box(self._torch.tile(tuple(reps)))

    def abs(self):
        return _box(self._torch.abs())

    def exp(self):
        return _box(self._torch.exp())

    def log(self):
        return _box(self._torch.log())

    def sqrt(self):
        return _box(self._torch.sqrt())

    def square(self):
        return _box(self._torch.square())

    def sin(self):
        return _box(self._torch.sin())

    def cos(self):
        return _box(self._torch.cos())

    def tanh(self):
        return _box(self._torch.tanh())

    def sigmoid(self):
        return _box(self._torch.sigmoid())

    def relu(self):
        return _box(self._torch.relu())

    def pow(self, exponent):
        return _box(self._torch.pow(_unbox(exponent)))

    def matmul(self, other):
        return _box(self._torch.matmul(_unbox(other)))

    def add(self, other):
        return _box(self._torch + _unbox(other))

    def sub(self, other):
        return _box(self._torch - _unbox(other))

    def mul(self, other):
        return _box(self._torch * _unbox(other))

    def div(self, other):
        return _box(self._torch / _unbox(other))

    def neg(self):
        return _box(-self._torch)

    def clip(self, xmin=None, xmax=None):
        return _box(self._torch.clamp(_unbox(xmin), _unbox(xmax)))

    clamp = clip

    def norm(self, ord=None, dim=None, keepdim=False):
        return _box(torch.linalg.norm(self._torch, ord=ord, dim=dim, keepdim=keepdim))

    def var(self, axis=None, ddof=0, keepdims=False):
        return _box(self._torch.var(dim=_axis(axis), correction=ddof, keepdim=keepdims))

    def std(self, axis=None, ddof=0, keepdims=False):
        return _box(self._torch.std(dim=_axis(axis), correction=ddof, keepdim=keepdims))

    def all(self, axis=None, keep_dims=False):
        return _box(self._torch.all() if axis is None else self._torch.all(dim=axis, keepdim=keep_dims))

    def any(self, axis=None, keep_dims=False):
        return _box(self._torch.any() if axis is None else self._torch.any(dim=axis, keepdim=keep_dims))

    def fill(self, value):
        return _box(torch.full_like(self._torch, value))

    def zero_(self):
        self._torch.zero_()
        return self

    def assign_value(self, value):
        self._torch = _unbox(value)
        return self

    def is_contiguous(self):
        return self._torch.is_contiguous()

    def contiguous(self):
        return _box(self._torch.contiguous())

    def dim(self):
        return self._torch.dim()

    def numel(self):
        return self._torch.numel()

    def nelement(self):
        return self._torch.numel()

    def stop_gradient(self):
        return _box(self._torch.detach())


def tensor(input_data=None, dtype=None, device=None):
    """``mindspore.tensor(data, dtype)``: a new Tensor, as ``Tensor(data, dtype)``."""
    return Tensor(input_data, dtype)
