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
from unigrad.dialect.tensor import DialectTensor, boxed_binary, boxed_unary, install_operators
from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api import _misuse
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common._format import _NUMPY1_STR, tensor_repr, tensor_str, to_numpy
from unigrad.mindspore_api import _kernels as kernels
from unigrad.mindspore_api._kernels import KERNELS, broadcast_binary

def _matmul(a, b):
    """``a @ b`` through MindSpore's MatMul kernel (Python numbers: Python's own error)."""
    if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
        return KERNELS["matmul_any"](a, b)
    return operator.matmul(a, b)

__all__ = ["Tensor", "tensor"]  # default_device/set_default_device: unigrad internals (set_context)

_new = object.__new__
_device = [None]  # where new tensors go: None is torch's default (set_context(device_target=...))

#: MindSpore's PyNative executor launches kernels asynchronously: a kernel that fails (its
#: argument checks or its launch) raises at the next host synchronisation (printing, asnumpy
#: ...) of any tensor, once for all the failures pending.
#: [(exception class, message) of the first pending failure, outputs of the pending failures]
_pending_error = [None, []]


def _unregistered(kernel):
    """MindSpore 2.10's CPU backend has no kernel ``kernel`` (``Tensor.zero_``'s InplaceZero, ``mint.std``'s Std)."""
    return RuntimeError, with_call_stack(f"The kernel {kernel} unregistered.", "mindspore/ccsrc/pynative/utils/pyboost/pyboost_utils.cc:848 SelectKernel")


def _failed_launch(torch_tensor, error, shape_known=False):
    """The output of an op that fails asynchronously with ``error`` (exception class, message):
    the failure is pending (raised by the next read of any tensor) and the output can never be read.
    ``shape_known``: the output was made before the failing kernel ran (MindSpore's in-place random
    ops fill a new tensor), so its shape and dtype can be read, its values not."""
    out = _new(_Unfilled if shape_known else _Unlaunched)
    out._torch, out._failed = torch_tensor, error
    _pending_error[0] = _pending_error[0] or error
    _pending_error[1].append(out)
    return out


def _misused(error, torch_tensor):
    """On torch's failure path (called in an ``except`` block): MindSpore's asynchronous failure ``error``
    (an (exception class, message) pair from :mod:`_misuse`), whose output can never be read; torch's own
    error where ``error`` is None (a misuse not modelled)."""
    if error is None:
        raise  # noqa: PLE0704 - torch's error, being handled by the caller
    return _failed_launch(torch_tensor, error)


def _refused(error):
    """On torch's failure path: raise MindSpore's error ``error`` at the call (its synchronous checks), an
    (exception class, message) pair or an exception; torch's own where ``error`` is None."""
    if error is None:
        raise  # noqa: PLE0704
    if isinstance(error, tuple):
        error = error[0](error[1])
    raise error from None


def _failed_kernel(torch_tensor, error):
    """The output ``torch_tensor`` (as the kernel left it: zeros) of a kernel whose launch failed with ``error``
    (exception class, message): the next read of any tensor raises it, once; then the output reads."""
    _pending_error[0] = _pending_error[0] or error
    return _box(torch_tensor)


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


def _axis(axis):
    if isinstance(axis, list):
        return tuple(axis)
    return axis


def _shape_args(shape):
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        return tuple(shape[0])
    return shape


def _either(numpy_style, torch_style):
    """MindSpore 2.10 methods take numpy spellings (``axis``, ``keepdims``) and torch ones (``dim``, ``keepdim``)."""
    return numpy_style if torch_style is None else torch_style


def _reduced(torch_tensor, reduce, axis, keepdims):
    """``reduce`` (a torch reduction taking dim/keepdim) over ``axis`` (None: every axis)."""
    if axis is None:
        return reduce(torch_tensor) if not keepdims else reduce(torch_tensor, dim=tuple(range(torch_tensor.dim())), keepdim=True)
    return reduce(torch_tensor, dim=_axis(axis), keepdim=keepdims)


def _variance_axes(t, axis):
    """``axis`` (None, an int or a tuple) as a tuple of non-negative axes of ``t``."""
    if axis is None:
        return tuple(range(t.dim()))
    return tuple(sorted({a % t.dim() for a in ((axis,) if isinstance(axis, int) else axis)}))


def _two_pass_variance(t, axis, ddof, keepdims):
    """``sum((t - mean)**2) / (n - ddof)`` in ``t``'s own dtype: the rounding of MindSpore's Tensor.var/std
    (torch's Welford update differs in the last float32 bit); float32 through MindSpore's kernels."""
    if t.dtype is torch.float32 and t.dim():
        return kernels.variance(t, _variance_axes(t, axis), ddof, keepdims)
    dims = tuple(range(t.dim())) if axis is None else axis
    count = t.numel() // max(t.mean(dim=dims, keepdim=True).numel(), 1)
    centred = t - t.mean(dim=dims, keepdim=True)
    return (centred * centred).sum(dim=dims, keepdim=keepdims) / (count - ddof)


def _with_alpha(name, torch_op, self, other, alpha):
    """``self op alpha * other`` with MindSpore's checks on ``alpha`` (``AddExt`` / ``SubExt``)."""
    other = _unbox(other)
    result = torch.result_type(self._torch, other)
    if isinstance(alpha, bool):
        if result != torch.bool:
            raise TypeError(f"For '{name}', boolean alpha need boolean input and other, but got {_type_name(self._torch)} and {_type_name(other)}")
    elif isinstance(alpha, float) and not (result.is_floating_point or result.is_complex):
        raise TypeError(f"For '{name}', floating alpha need floating input and other, but got {_type_name(self._torch)} and {_type_name(other)}")
    return _box(torch_op(self._torch, other, alpha=alpha))


def _type_name(value):
    if isinstance(value, torch.Tensor):
        return str(mstype.from_torch(value.dtype))
    return "Bool" if isinstance(value, bool) else "Int64" if isinstance(value, int) else "Float32"


def check_hook_fn(hook):
    """MindSpore's check of a hook function."""
    if not callable(hook):
        raise TypeError(f"Expected a callable hook function, but got {type(hook).__name__}.")


def _torch_level_hook(hook):
    """``hook`` on MindSpore Tensors as a torch tensor hook."""

    def torch_hook(grad):
        result = hook(_box(grad))
        if result is None:
            return None
        return result._torch if isinstance(result, TensorBox) else torch.as_tensor(result, dtype=grad.dtype)

    return torch_hook


def _materialized(init, shape, dtype, device):
    """The torch tensor ``init`` fills for ``shape`` and ``dtype`` (what ``Tensor.init_data()`` computes):
    MindSpore fills a numpy array of that dtype (bfloat16 through float32)."""
    torch_dtype = mstype.to_torch(dtype)
    numpy_dtype = torch.empty(0, dtype=torch.float32 if torch_dtype == torch.bfloat16 else torch_dtype).numpy().dtype
    array = np.zeros(shape, dtype=numpy_dtype)
    init(array)
    return torch.from_numpy(array).to(dtype=torch_dtype, device=device)


#: Whether any Tensor was ever given a hook while not recorded (kept in ``_hooks`` until it is
#: differentiated): until then a gradient function need not look for them, and reading an unset
#: ``_hooks`` slot costs an AttributeError per tensor.
pending_hooks = [False]


class _TensorHookHandle:
    """What ``Tensor.register_hook`` returns: ``remove()`` takes the hook away (twice is harmless)."""

    __slots__ = ("_torch_handle", "_hooks")

    def __init__(self, torch_handle, hooks=None):
        self._torch_handle = torch_handle
        self._hooks = hooks

    def remove(self):
        if self._torch_handle is not None:
            self._torch_handle.remove()
        elif self._hooks is not None:
            self._hooks.pop(self, None)


class _TensorMeta(type):
    """Prints a class as MindSpore's (``<class 'mindspore.common.tensor.Tensor'>``), as ``type(t)`` is printed in docs."""

    def __repr__(cls):
        return f"<class '{cls.__module__.replace('unigrad.mindspore_api', 'mindspore')}.{cls.__qualname__}'>"


class Tensor(DialectTensor, metaclass=_TensorMeta):
    """MindSpore's Tensor (see the module docstring)."""

    # _init: the initializer of Tensor(shape=, init=) until init_data(); _hooks: register_hook's
    # functions while the tensor is not recorded (applied when it is differentiated). Both unset on most tensors.
    __slots__ = ("_init", "_hooks")
    # shape, dtype, T and len() are the base's, bound to these tables when the class is made; ndim, dim() the base's
    _DTYPE_OF = mstype.TABLE.by_torch
    _box = staticmethod(_box)
    _LEN_OF_0D = (TypeError, "Not support len of a 0-D tensor")

    def __init__(self, input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
        if input_data is None:
            if shape is None:
                _from_data(None, dtype)  # raises MindSpore's TypeError
            if init is not None:  # filled by init_data(): until then only its shape and dtype exist
                torch_tensor = torch.empty(tuple(shape), dtype=mstype.to_torch(dtype or mstype.float32), device="meta")
                self._init = init
            else:
                torch_tensor = torch.zeros(tuple(shape), dtype=mstype.to_torch(dtype or mstype.float32), device=_device[0])
        else:
            torch_tensor = _from_data(input_data, dtype)
        self._torch = torch_tensor

    # -- gradient hooks -----------------------------------------------------
    def register_hook(self, hook):
        """Run ``hook(grad)`` on this tensor's gradient (its result replaces it); returns a handle with ``remove()``."""
        check_hook_fn(hook)
        torch_tensor = self._torch
        if torch_tensor.requires_grad:  # recorded (inside a gradient function): hook the recorded tensor
            return _TensorHookHandle(torch_tensor.register_hook(_torch_level_hook(hook)))
        try:
            hooks = self._hooks
        except AttributeError:
            hooks = self._hooks = {}
        pending_hooks[0] = True
        handle = _TensorHookHandle(None, hooks)
        hooks[handle] = hook
        return handle

    def _leaf_hook(self):
        """The torch-level function of this tensor's pending hooks (for the engine's leaf), or None."""
        hooks = getattr(self, "_hooks", None)
        if not hooks:
            return None

        def run_hooks(grad):
            for hook in list(hooks.values()):
                result = hook(_box(grad))
                if result is not None:
                    grad = result._torch if isinstance(result, TensorBox) else torch.as_tensor(result, dtype=grad.dtype)
            return grad

        return run_hooks

    @staticmethod
    def from_numpy(array):
        """A Tensor sharing ``array``'s memory; its ``repr`` is numpy's layout, as in MindSpore."""
        return host_tensor_from_numpy(array)

    @staticmethod
    def _from_torch(torch_tensor):
        """The Tensor around ``torch_tensor`` (shared, not copied)."""
        return _box(torch_tensor)

    # -- attributes ------------------------------------------------------
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
    def data(self):
        """A Tensor sharing the storage, with no autograd history."""
        return _box(self._torch.detach())

    @property
    def init(self):
        """The initializer of ``Tensor(shape=, init=)`` until ``init_data()``, else None."""
        return getattr(self, "_init", None)

    @init.setter
    def init(self, value):
        self._init = value

    # -- conversion ------------------------------------------------------
    def _sync(self):
        """Wait for the launched kernels, as MindSpore does before reading data: raise a failed launch."""
        error = _pending_error[0]
        if error is not None:
            _pending_error[:] = [None, []]
            raise error[0](error[1])

    def asnumpy(self):
        self._sync()
        if getattr(self, "_init", None) is not None:
            self.init_data()
        return to_numpy(self._torch)

    numpy = asnumpy

    # to_coo: installed by common/sparse_tensor.py, which defines the sparse classes on top of this one

    def item(self, index=None):
        self._sync()
        values = self._torch if index is None else self._torch.reshape(-1)[index]
        if values.numel() != 1:
            raise ValueError(f"The tensor should have only one element, but got {values.numel()}, more than one element is ambiguous.")
        return values.item()

    def tolist(self):
        self._sync()
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

    def init_data(self, slice_index=None, shape=None, opt_shard_group=None):
        """Fill a tensor built with an initializer (``Tensor(shape=, init=)``) and return it; once only."""
        init = getattr(self, "_init", None)
        if init is None:
            raise TypeError("init_data must be set Tensor.init, init can't be None")
        self._torch = _materialized(init, tuple(self._torch.shape), self.dtype, _device[0])
        self._init = None
        return self

    def _uninitialized_text(self):
        """How MindSpore prints a tensor whose initializer has not run yet."""
        shape = list(self._torch.shape)
        newline = "\n" if len(shape) > 1 else ""
        return f"Tensor(shape={shape}, dtype={self.dtype}, value={newline}<uninitialized>)"

    def __array__(self, dtype=None, copy=None):
        self._sync()
        values = to_numpy(self._torch)
        return values if dtype is None else values.astype(dtype)

    def __float__(self):
        self._sync()
        return float(self._torch)

    def __int__(self):
        self._sync()
        return int(self._torch)

    def __index__(self):
        return operator.index(self._torch)

    def __bool__(self):
        self._sync()
        count = self._torch.numel()
        if count != 1:
            raise ValueError(with_call_stack(
                f"The tensor should have only one element, but got {count}, more than one element is ambiguous.",
                "mindspore/core/utils/value_utils.cc:359 TensorItem",
            ))
        return bool(self._torch)

    def __iter__(self):
        # a generator, as MindSpore's: a 0-D Tensor fails on the first next(), not in iter()
        if self._torch.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        for row in self._torch.unbind(0):
            yield _box(row)

    def __format__(self, spec):
        # MindSpore formats a Tensor as its str and refuses any format spec
        if spec:
            raise TypeError("unsupported format string passed to Tensor.__format__")
        return str(self)

    # -- printing ----------------------------------------------------------
    def __repr__(self):
        self._sync()
        if self._torch.is_meta:  # MindSpore warns on stderr and shows zeros for a tensor not filled yet
            return tensor_repr(torch.zeros(self._torch.shape, dtype=self._torch.dtype), str(self.dtype))
        return tensor_repr(self._torch, str(self.dtype))

    def __str__(self):
        self._sync()
        if self._torch.is_meta and getattr(self, "_init", None) is not None:
            return self._uninitialized_text()
        return tensor_str(self._torch)

    # -- indexing ----------------------------------------------------------
    def __getitem__(self, index):
        try:
            return _box(self._torch[_unbox_index(index)])
        except (IndexError, TypeError, RuntimeError):
            if isinstance(index, TensorBox) and self._torch.dim():  # a Gather, whose CPU kernel fails at the next read
                error = _misuse.gather_error(index._torch, self._torch.shape[0])
                if error is not None:
                    shape = tuple(index._torch.shape) + tuple(self._torch.shape[1:])
                    return _failed_kernel(torch.zeros(shape, dtype=self._torch.dtype, device=self._torch.device), error)
            _refused(_misuse.index_error(index, tuple(self._torch.shape)))

    def __setitem__(self, index, value):
        self._torch[_unbox_index(index)] = _unbox(value)

    # -- operators: installed from the tables below the class ------------------
    def __iadd__(self, other):
        return self + other

    def __isub__(self, other):
        return self - other

    def __imul__(self, other):
        return self * other

    def __itruediv__(self, other):
        return self / other

    # -- methods the MindSpore docs use -------------------------------------
    # Reductions take both overloads MindSpore 2.10 documents: numpy-style
    # (axis, keepdims, ...) and torch-style (dim, keepdim, ...).
    def sum(self, *args, axis=None, dim=None, dtype=None, keepdims=None, keepdim=None, initial=None):
        if not args and axis is None and dim is None and dtype is None and not keepdims and not keepdim \
                and initial is None:  # the common case: everything summed
            return _box(KERNELS["sum_all"](self._torch))
        # positional: (axis, dtype, keepdims, initial), or torch's (dim, keepdim) when the second is a bool
        if len(args) > 4:
            raise TypeError(f"Tensor.sum() takes at most 4 positional arguments but {len(args)} were given")
        names = ("axis", "keepdims") if len(args) == 2 and isinstance(args[1], bool) else ("axis", "dtype", "keepdims", "initial")
        given = dict(zip(names, args))
        axis = _either(given.get("axis", axis), dim)
        keepdims = bool(_either(given.get("keepdims", keepdims), keepdim))
        dtype, initial = given.get("dtype", dtype), given.get("initial", initial)
        if axis is None and dtype is None and not keepdims and initial is None:
            return _box(KERNELS["sum_all"](self._torch))
        t = self._torch if dtype is None else self._torch.to(mstype.to_torch(dtype))
        try:
            if t.dtype is torch.float32 and axis != () and isinstance(axis, (int, tuple, list)):
                out = kernels.reduce_sum(t, axis, keepdims)  # the ReduceSum kernel, as ops.sum
            else:
                out = _reduced(t, torch.sum, axis, keepdims)
        except IndexError:
            return _misused(_misuse.axis_error("SumExt", axis, t.dim()), t)
        return _box(out if initial is None else out + initial)

    def mean(self, *args, axis=None, keep_dims=False, dtype=None, dim=None, keepdim=None):
        if len(args) > 2:
            raise TypeError(f"Tensor.mean() takes at most 2 positional arguments but {len(args)} were given")
        # the keyword axis picks the older overload (ReduceMean, checked at the call); else MeanExt
        primitive = "ReduceMean" if axis is not None else "MeanExt"
        axis = args[0] if args else axis
        keep_dims = args[1] if len(args) > 1 else keep_dims
        axis, keep_dims = _either(axis, dim), _either(keep_dims, keepdim)
        t = self._torch if dtype is None else self._torch.to(mstype.to_torch(dtype))
        try:
            return self._mean(t, axis, keep_dims)
        except IndexError:
            error = _misuse.axis_error(primitive, axis, t.dim())
            if primitive == "ReduceMean":
                _refused(error)
            return _misused(error, t)

    @staticmethod
    def _mean(t, axis, keep_dims):
        if t.dtype == torch.bool:
            raise RuntimeError("For 'ReduceMean', unsupported reduce operation for bool.")
        if t.dtype.is_floating_point or t.dtype.is_complex:
            if axis is None or axis == ():
                whole = KERNELS["mean_all"](t)
                return _box(whole.reshape((1,) * t.dim()) if keep_dims else whole)
            if t.dtype is torch.float32 and isinstance(axis, (int, tuple, list)):
                return _box(kernels.reduce_mean(t, axis, keep_dims))
            return _box(_reduced(t, torch.mean, axis, keep_dims))
        # integer means stay integers, truncated toward zero
        return _box(_reduced(t.double(), torch.mean, axis, keep_dims).trunc().to(t.dtype))

    def prod(self, axis=None, keep_dims=False, dtype=None, *, dim=None, keepdim=None):
        axis, keep_dims = _either(axis, dim), _either(keep_dims, keepdim)
        t = self._torch if dtype is None else self._torch.to(mstype.to_torch(dtype))
        if axis is None and not keep_dims:
            return _box(t.prod())
        return _box(t.prod(dim=axis, keepdim=keep_dims))

    def max(self, *args, dim=None, keepdim=None, axis=None, keepdims=None, initial=None, where=True, return_indices=False):
        return _extremum("max", self, args, dim, keepdim, axis, keepdims, initial, where, return_indices)

    def min(self, *args, dim=None, keepdim=None, axis=None, keepdims=None, initial=None, where=True, return_indices=False):
        return _extremum("min", self, args, dim, keepdim, axis, keepdims, initial, where, return_indices)

    def argmax(self, axis=None, keepdims=False, *, dim=None, keepdim=None):
        axis = _either(axis, dim)  # keepdims is ignored over the whole tensor, as in MindSpore
        try:
            return _box(self._torch.argmax() if axis is None else self._torch.argmax(dim=axis, keepdim=_either(keepdims, keepdim)))
        except IndexError:
            _refused(_misuse.axis_error("Argmax", axis, self._torch.dim()))

    def argmin(self, axis=None, keepdims=False, *, dim=None, keepdim=None):
        axis = _either(axis, dim)
        try:
            out = self._torch.argmin() if axis is None else self._torch.argmin(dim=axis, keepdim=_either(keepdims, keepdim))
        except IndexError:
            _refused(_misuse.axis_error("Argmin", axis, self._torch.dim()))
        return _box(out.int())  # MindSpore's argmin gives int32 indices (its argmax int64)

    def reshape(self, *shape):
        shape = _shape_args(shape)
        try:
            return _box(self._torch.reshape(shape))
        except RuntimeError:
            return _misused(_misuse.reshape_error(shape, self._torch.numel()), self._torch)

    def view(self, *shape):
        if len(shape) == 1 and isinstance(shape[0], mstype.Type):  # view(dtype): the same bytes read as dtype
            return _box(self._torch.view(shape[0].torch_dtype))
        return self.reshape(*shape)

    def flatten(self, start_dim=0, end_dim=-1, *, order="C"):
        if isinstance(start_dim, str):  # flatten(order): the numpy-style overload
            order, start_dim = start_dim, 0
        if order not in ("C", "F"):
            raise ValueError(f"For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got '{order}'")
        t = self._torch
        if order == "F":
            return _box(t.permute(*reversed(range(t.dim()))).reshape(-1))
        rank = max(t.dim(), 1)
        if start_dim % rank > end_dim % rank:
            raise ValueError("For 'flatten', 'start_dim' cannot come after 'end_dim'.")
        return _box(t.flatten(start_dim, end_dim))

    def ravel(self):
        return _box(self._torch.reshape(-1))

    def expand_dims(self, axis):
        try:
            return _box(self._torch.unsqueeze(axis))
        except IndexError:  # Tensor.expand_dims checks its axis in Python, at the call
            _refused(_misuse.range_error(axis, self._torch.dim() + 1, "in range of", " with type 'int'"))

    def unsqueeze(self, dim):
        try:
            return _box(self._torch.unsqueeze(dim))
        except IndexError:
            return _misused(_misuse.dim_wrap_error(dim, self._torch.dim() + 1), self._torch)

    def squeeze(self, axis=None):
        return _box(self._torch.squeeze() if axis is None else self._torch.squeeze(axis))

    def transpose(self, *axes, dim0=None, dim1=None):
        if dim0 is not None or dim1 is not None:
            axes = (dim0, dim1)
        if len(axes) == 2 and all(isinstance(a, int) for a in axes):  # transpose(dim0, dim1): swap two axes
            try:
                return _box(self._torch.transpose(*axes))
            except IndexError:
                return _misused(_misuse.dim_wrap_error(axes, self._torch.dim()), self._torch)
        axes = _shape_args(axes)
        if not axes:
            axes = tuple(reversed(range(self._torch.dim())))
        if len(axes) != self._torch.dim():
            raise ValueError(
                f"For Tensor.transpose, the number of axes must be equal to the dimension of Tensor, but got {len(axes)} in the number of axes."
            )
        try:
            return _box(self._torch.permute(axes))
        except (IndexError, RuntimeError):
            return _misused(_misuse.dim_wrap_error(axes, self._torch.dim()), self._torch)

    def swapaxes(self, axis0, axis1):
        try:
            return _box(self._torch.transpose(axis0, axis1))
        except IndexError:  # checked in Python, at the call
            rank = self._torch.dim()
            _refused(_misuse.range_error(axis0, rank) or _misuse.range_error(axis1, rank))

    def broadcast_to(self, shape):
        return _box(self._torch.broadcast_to(tuple(shape)))

    def expand_as(self, other=None, *, x=None):  # x: the older overload's name for other
        return _box(self._torch.expand_as(_unbox(_either(other, x))))

    def tile(self, reps):
        return _box(self._torch.tile(tuple(reps)))

    def abs(self):
        return _box(self._torch.abs())

    def square(self):
        return _box(self._torch.square())

    def pow(self, exponent):
        return _box(self._torch.pow(_unbox(exponent)))

    def matmul(self, other):
        return self @ other

    def add(self, other, *, alpha=1):
        if alpha == 1 and not isinstance(alpha, (bool, float)):
            return self + other if isinstance(other, Tensor) else _box(self._torch + _unbox(other))
        return _with_alpha("AddExt", torch.add, self, other, alpha)

    def sub(self, other=None, *, alpha=1, y=None):  # y: the older overload's name for other
        other = _either(other, y)
        if alpha == 1 and not isinstance(alpha, (bool, float)):
            return self - other if isinstance(other, Tensor) else _box(self._torch - _unbox(other))
        return _with_alpha("SubExt", torch.sub, self, other, alpha)

    def mul(self, other):
        return self * other if isinstance(other, Tensor) else _box(self._torch * _unbox(other))

    def div(self, other):
        if isinstance(other, Tensor):
            return self / other
        return _box(kernels.divide(operator.truediv, self._torch, _unbox(other)))

    def neg(self):
        return _box(-self._torch)

    def clip(self, xmin=None, xmax=None):
        return _box(self._torch.clamp(_unbox(xmin), _unbox(xmax)))

    clamp = clip

    def norm(self, ord=None, dim=None, keepdim=False):
        return _box(torch.linalg.norm(self._torch, ord=ord, dim=dim, keepdim=keepdim))

    def var(self, axis=None, ddof=0, keepdims=False):
        return _box(_two_pass_variance(self._torch, _axis(axis), ddof, keepdims))

    def std(self, axis=None, ddof=0, keepdims=False, *, dim=None, correction=None, keepdim=None):
        axis, ddof, keepdims = _either(axis, dim), _either(ddof, correction), _either(keepdims, keepdim)
        t = self._torch
        if t.dtype is torch.float32 and t.dim():  # MindSpore's composition: Pow(var, 0.5)
            return _box(kernels.std(t, _variance_axes(t, _axis(axis)), ddof, keepdims))
        return _box(torch.sqrt(_two_pass_variance(t, _axis(axis), ddof, keepdims)))

    def all(self, axis=None, keep_dims=False, *, dim=None, keepdim=None):
        return _box(_reduced(self._torch, torch.all, _either(axis, dim), _either(keep_dims, keepdim)))

    def any(self, axis=None, keep_dims=False, *, dim=None, keepdim=None):
        return _box(_reduced(self._torch, torch.any, _either(axis, dim), _either(keep_dims, keepdim)))

    def fill(self, value):
        return _box(torch.full_like(self._torch, value))

    def zero_(self):
        """Zero in place, where the kernel exists (not on MindSpore 2.10's CPU backend).

        On CPU the launch fails asynchronously: the call returns a new tensor that can never be
        read, ``self`` keeps its values, and the next read of any tensor raises the error.
        """
        if self._torch.device.type != "cpu":
            self._torch.zero_()
            return self
        return _failed_launch(self._torch, _unregistered("InplaceZero"))

    def assign_value(self, value):
        self._torch = _unbox(value)
        return self

    def is_contiguous(self):
        return self._torch.is_contiguous()

    def contiguous(self):
        return _box(self._torch.contiguous())

    def numel(self):
        return self._torch.numel()

    def nelement(self):
        return self._torch.numel()


#: MindSpore's Python operators: torch's on the boxed tensors, a broadcast operand's gradient summed in MindSpore's
#: order (only when a gradient is recorded); ``/`` as RealDiv reads a zero divisor, a number over a tensor by its
#: reciprocal (as MindSpore computes each); ``@`` through the MatMul kernel, not elementwise.
_BINARY_OPERATORS = {
    "__add__": (operator.add, False),
    "__radd__": (operator.add, True),
    "__sub__": (operator.sub, False),
    "__rsub__": (operator.sub, True),
    "__mul__": (operator.mul, False),
    "__rmul__": (operator.mul, True),
    "__truediv__": (operator.truediv, False, kernels.divide),
    "__rtruediv__": (operator.truediv, True, kernels.number_over_tensor),
    "__floordiv__": (operator.floordiv, False),
    "__rfloordiv__": (operator.floordiv, True),
    "__mod__": (operator.mod, False),
    "__rmod__": (operator.mod, True),
    "__pow__": (operator.pow, False),
    "__rpow__": (operator.pow, True),
    "__matmul__": (_matmul, False, None),
    "__rmatmul__": (_matmul, True, None),
    "__and__": (operator.and_, False),
    "__or__": (operator.or_, False),
    "__xor__": (operator.xor, False),
    "__lt__": (operator.lt, False),
    "__le__": (operator.le, False),
    "__gt__": (operator.gt, False),
    "__ge__": (operator.ge, False),
    "__eq__": (operator.eq, False),
    "__ne__": (operator.ne, False),
}
_UNARY_OPERATORS = {
    "__neg__": (operator.neg,),
    "__pos__": (operator.pos,),
    "__abs__": (operator.abs,),
    "__invert__": (operator.invert,),
}


def _operator_error(dunder):
    """``on_error`` for ``Tensor.<dunder>`` (:func:`boxed_binary`): MindSpore's error for operands whose shapes do not
    fit, at the call or at the next read of the output as MindSpore gives it; None for the reflected operators."""
    if dunder == "__matmul__":
        primitive, at_call = None, False
    elif dunder in _misuse.BINARY_OPERATOR_NAMES:
        primitive, ext, at_call = _misuse.BINARY_OPERATOR_NAMES[dunder]
    else:
        return None

    def on_error(self, other):
        a, b = self._torch, _unbox(other)
        error = _misuse.matmul_error(a.shape, b.shape) if primitive is None else \
            _misuse.broadcast_error(primitive, a.shape, getattr(b, "shape", ()), ext)
        if at_call:
            _refused(error)
        return _misused(error, a)

    return on_error


install_operators(Tensor, {dunder: (dunder, *arguments) for dunder, arguments in _BINARY_OPERATORS.items()},
                  lambda dunder, op, reflected, compute=broadcast_binary: boxed_binary(
                      Tensor, op, reflected, compute, on_error=_operator_error(dunder)))


install_operators(Tensor, _UNARY_OPERATORS, lambda op: boxed_unary(Tensor, op))


#: one-input methods that run the op of the same name: the kernel table's entry (so ``t.tan()`` is ``ops.tan(t)``
#: to the bit), or torch's function where the table has none
_KERNEL_METHODS = ("exp", "log", "sqrt", "sin", "cos", "erf", "tanh", "sigmoid", "expm1", "tan", "sinh", "cosh",
                   "erfc", "asin", "acos", "atan", "asinh", "acosh", "atanh", "log2", "log10", "log1p")


def _kernel_method(name):
    kernel = KERNELS.get(name, getattr(torch, name))

    def method(self):
        return _box(kernel(self._torch))

    method.__name__ = method.__qualname__ = name
    return method


for _name in _KERNEL_METHODS:
    setattr(Tensor, _name, _kernel_method(_name))
del _name


# name: (values and indices along a dim, values over axes, elementwise against ``initial``)
_EXTREMA = {"max": (torch.max, torch.amax, torch.maximum), "min": (torch.min, torch.amin, torch.minimum)}


class _Unlaunched(Tensor):
    """The output of a kernel that failed to launch: even its shape and dtype cannot be read."""

    __slots__ = ("_failed",)
    __qualname__ = "Tensor"  # MindSpore's output is a plain Tensor

    def _sync(self):
        # waiting for this tensor's own launch synchronises the queue while the failure is pending
        if any(out is self for out in _pending_error[1]):
            _pending_error[:] = [None, []]
        raise self._failed[0](self._failed[1])

    @property
    def shape(self):
        self._sync()

    @property
    def dtype(self):
        self._sync()

    @property
    def ndim(self):
        self._sync()


class _Unfilled(_Unlaunched):
    """A new tensor that a failed in-place kernel should have filled: shape and dtype are known."""

    __slots__ = ()
    __qualname__ = "Tensor"
    shape, dtype, ndim = Tensor.shape, Tensor.dtype, Tensor.ndim


_Unlaunched.__name__ = _Unfilled.__name__ = "Tensor"  # type(out).__name__ too, as MindSpore's output is a plain Tensor


def synchronize():
    """Wait for the launched kernels, as MindSpore does before it reads data or runs a host-side op:
    raise a pending failure (once)."""
    error = _pending_error[0]
    if error is not None:
        _pending_error[:] = [None, []]
        raise error[0](error[1])


def _extremum(name, self, args, dim, keepdim, axis, keepdims, initial, where, return_indices):
    """``Tensor.max`` / ``min``: ``(values, indices)`` for an int dim (torch style), else values (numpy style);
    an axis out of range fails as MindSpore's MaxDim/MinDim (torch style) or ArgMaxWithValue/ArgMinWithValue."""
    try:
        return _extremum_values(name, self, args, dim, keepdim, axis, keepdims, initial, where, return_indices)
    except IndexError:
        numpy_style = axis is not None or keepdims is not None or initial is not None or where is not True
        first = args[0] if args else dim if dim is not None else axis
        t = self._torch
        if numpy_style or not isinstance(first, int):
            error = _misuse.axis_error("ArgMaxWithValue" if name == "max" else "ArgMinWithValue", first, t.dim())
            return (_misused(error, t), _misused(error, t)) if return_indices else _misused(error, t)
        error = _misuse.axis_error("MaxDim" if name == "max" else "MinDim", first, t.dim())
        return _misused(error, t), _misused(error, t)


def _extremum_values(name, self, args, dim, keepdim, axis, keepdims, initial, where, return_indices):
    with_indices, reduce, pairwise = _EXTREMA[name]
    if len(args) > 2:
        raise TypeError(f"Tensor.{name}() takes at most 2 positional arguments but {len(args)} were given")
    numpy_style = axis is not None or keepdims is not None or initial is not None or where is not True or return_indices
    first = args[0] if args else dim
    if not numpy_style and isinstance(first, int) and not isinstance(first, bool):
        keep = _either(args[1] if len(args) > 1 else False, keepdim)
        values, indices = with_indices(self._torch, first, keepdim=keep)
        return _box(values), _box(indices)
    axis = first if args else axis
    keepdims = bool(_either(args[1] if len(args) > 1 else keepdims, keepdim))
    t = self._torch
    if where is not True:
        t = torch.where(_unbox(where), t, torch.as_tensor(initial, dtype=t.dtype))
    if return_indices:
        values, indices = with_indices(t, axis, keepdim=keepdims)
        return _box(values), _box(indices)
    out = _reduced(t, reduce, axis, keepdims)
    if initial is not None:
        out = pairwise(out, torch.as_tensor(initial, dtype=out.dtype))
    return _box(out)


def tensor(input_data=None, dtype=None, device=None):
    """``mindspore.tensor(data, dtype)``: a new Tensor, as ``Tensor(data, dtype)``."""
    return Tensor(input_data, dtype)


class HostTensor(Tensor):
    """A Tensor MindSpore makes straight from a numpy array (``Tensor.from_numpy``, dataset iterators,
    ``init_data``): it holds the array itself, and its ``repr`` is numpy's layout (``value= [0.5, 2. ]``),
    not the C++ printer's. Any op on it gives an ordinary Tensor."""

    __slots__ = ()
    __module__ = Tensor.__module__

    def __repr__(self):
        self._sync()
        values = to_numpy(self._torch)
        head = f"Tensor(shape={list(values.shape)}, dtype={self.dtype}, value="
        with np.printoptions(**_NUMPY1_STR):
            text = np.array2string(values, separator=", ")
        return f"{head}{chr(10) if values.ndim > 1 else ' '}{text})"


HostTensor.__name__ = HostTensor.__qualname__ = "Tensor"  # MindSpore has one Tensor class: type(t) prints as it


def from_numpy(array):
    """``mindspore.from_numpy(array)``: a Tensor sharing ``array``'s memory (as ``Tensor.from_numpy``)."""
    return host_tensor_from_numpy(array)


def host_tensor_from_numpy(array):
    """A Tensor sharing ``array``'s memory (as ``mindspore.Tensor.from_numpy``).

    >>> repr(host_tensor_from_numpy(np.array([0.5, 2.0], np.float32)))
    'Tensor(shape=[2], dtype=Float32, value= [0.5, 2. ])'
    """
    if not isinstance(array, np.ndarray):
        raise TypeError("Expected a NumPy array.")
    out = object.__new__(HostTensor)
    out._torch = torch.from_numpy(array) if array.flags.writeable else torch.from_numpy(array.copy())
    device = default_device()
    if device is not None:
        out._torch = out._torch.to(device)
    return out
