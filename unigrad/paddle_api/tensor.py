"""paddle's dygraph ``Tensor``: a thin wrapper over one ``torch.Tensor``.

``stop_gradient`` is torch's ``requires_grad`` negated (with an explicit
override for the few tensors paddle reports differently, such as ``.grad``);
setting it to ``True`` on an intermediate result cuts the graph there, as in
paddle. Printing is paddle's (:mod:`unigrad.paddle_api._printing`). Methods
named like paddle's ops (``x.sum()``, ``x.exp()`` ...) are attached by
:mod:`unigrad.paddle_api.ops`.

>>> x = to_tensor([1.0, 2.0], stop_gradient=False)
>>> print(x * 2)
Tensor(shape=[2], dtype=float32, place=Place(cpu), stop_gradient=False,
       [2., 4.])
"""

import itertools
import warnings

import numpy as np
import torch

from unigrad._engine import tape
from unigrad.dialect.printing import host_values
from unigrad.dialect.tensor import DialectTensor
from unigrad.paddle_api import _dtype, _place, _printing
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Tensor", "Size", "to_tensor", "is_tensor", "is_complex", "is_floating_point", "is_integer"]


class VisibleDeprecationWarning(UserWarning):
    """The category of paddle's deprecation warnings (``Tensor.gradient()`` ...)."""


class Size(list, RealNamed):
    """``paddle.Size``: a list of ints printing as ``paddle.Size([2, 3])``."""

    __slots__ = ()

    def __repr__(self):
        return f"paddle.Size({list.__repr__(self)})"

    __str__ = __repr__

    # paddle's Size also concatenates with tuples (on either side), equals a tuple of the same ints,
    # slices to a Size and counts its elements
    def __add__(self, other):
        return Size(list(self) + list(other))

    def __radd__(self, other):
        return Size(list(other) + list(self))

    def __eq__(self, other):
        return list.__eq__(self, list(other) if isinstance(other, tuple) else other)

    def __ne__(self, other):
        return not self == other

    __hash__ = None

    def __getitem__(self, index):
        item = list.__getitem__(self, index)
        return Size(item) if isinstance(index, slice) else item

    def numel(self):
        count = 1
        for n in self:
            count *= n
        return count


# paddle names ``to_tensor`` results when created, other tensors when first asked.
_generated_names = itertools.count()
_eager_names = itertools.count()
_new = object.__new__


class TensorSize(int):
    """``Tensor.size``: the element count, and also callable as torch's ``size(dim=None)``, as paddle 3's."""

    def __new__(cls, count, shape):
        out = int.__new__(cls, count)
        out._shape = shape
        return out

    def __call__(self, dim=None):
        if dim is None:
            return Size(self._shape)
        return self._shape[dim]


def mark_grad_from_pylayer(leaf):
    """Note that ``leaf``'s .grad is first accumulated from a PyLayer's backward: paddle reports it
    ``stop_gradient=True`` (made without a graph). Kept on the torch tensor, so it dies with it."""
    leaf._unigrad_grad_from_pylayer = True


def wrap(torch_tensor):
    """A paddle Tensor around ``torch_tensor`` (the hot path of every op)."""
    out = _new(Tensor)
    out._torch = torch_tensor
    out._sg = None
    out._name = None
    return out


def unwrap(value):
    """The torch tensor of a paddle Tensor; anything else unchanged."""
    return value._torch if isinstance(value, Tensor) else value


class TensorHookRemoveHelper:
    """What ``register_hook`` returns: ``remove()`` takes the hook off."""

    __slots__ = ("_handle",)

    def __init__(self, handle):
        self._handle = handle

    def remove(self):
        """Take the hook off: True the first time, False once it is already off."""
        if self._handle is None:
            return False
        self._handle.remove()
        self._handle = None
        return True


def _is_differentiable(torch_dtype):
    return torch_dtype.is_floating_point or torch_dtype.is_complex


class Tensor(DialectTensor):
    """paddle's ``Tensor`` (``paddle.Tensor``)."""

    # _persistable is left unset by wrap() (the hot path) and read with a default
    __slots__ = ("_sg", "_name", "_persistable", "__weakref__")
    # shape, dtype, T and len() are the base's, bound to these tables when the class is made; ndim, dim() the base's
    _DTYPE_OF = _dtype.TABLE.by_torch
    _SHAPE_TYPE = Size
    _box = staticmethod(wrap)
    _LEN_OF_0D = (AssertionError, "len() of a 0-D tensor is wrong")

    def __init__(self, data=None, dtype=None, place=None, stop_gradient=True, name=None):
        source = to_tensor([] if data is None else data, dtype=dtype, place=place, stop_gradient=stop_gradient)
        self._torch = source._torch
        self._sg = source._sg
        self._name = name

    # ---- identity and metadata -------------------------------------------
    @property
    def stop_gradient(self):
        sg = self._sg
        return not self._torch.requires_grad if sg is None else sg

    @stop_gradient.setter
    def stop_gradient(self, value):
        value = bool(value)
        t = self._torch
        self._sg = None
        if not value:
            if not t.requires_grad:
                if _is_differentiable(t.dtype):
                    t.requires_grad_(True)
                else:
                    self._sg = False  # paddle allows it; gradients fail later
        elif t.requires_grad:
            if t.grad_fn is None:
                t.requires_grad_(False)
            else:
                self._torch = t.detach()  # paddle stops the gradient at this tensor

    @property
    def grad(self):
        t = self._torch
        g = t.grad if t.grad_fn is None else tape.retained_grad(t)
        if g is None or g._is_zerotensor():  # torch's known-zero derivative: no edge, no gradient in paddle
            return None
        out = wrap(g)
        # paddle reports a gradient as stop_gradient=False, unless a PyLayer's backward made it
        if t.grad_fn is None:
            out._sg = t.__dict__.get("_unigrad_grad_from_pylayer", False)
        else:  # paddle's zeros filled in for an unused output are made without a graph
            out._sg = tape.retained_grad_was_filled(t)
        return out

    @grad.setter
    def grad(self, value):
        self._torch.grad = None if value is None else unwrap(value)

    @property
    def place(self):
        return _place.Place(self._torch.device)

    ndimension = DialectTensor.dim

    @property
    def size(self):
        t = self._torch
        return TensorSize(t.numel(), t.shape)

    # ---- paddle 3's torch-style spellings ------------------------------------
    @property
    def requires_grad(self):
        return not self.stop_gradient

    @requires_grad.setter
    def requires_grad(self, value):
        self.stop_gradient = not value

    def requires_grad_(self, requires_grad=True):
        self.stop_gradient = not requires_grad
        return self

    def value(self):
        """paddle's ``Tensor.value()``: the tensor itself (its storage, in paddle's terms)."""
        return self

    @property
    def is_leaf(self):
        return self._torch.grad_fn is None

    @property
    def type(self):
        """The variable type: a dygraph Tensor is ``VarType.DENSE_TENSOR``."""
        return _dtype.VarType.DENSE_TENSOR

    @property
    def inplace_version(self):
        """How many times this tensor was changed in place (torch's version counter counts the same writes)."""
        return self._torch._version

    @property
    def name(self):
        if self._name is None:
            self._name = f"eager_tmp_{next(_eager_names)}"
        return self._name

    @name.setter
    def name(self, value):
        self._name = value

    @property
    def persistable(self):
        return getattr(self, "_persistable", False)

    @persistable.setter
    def persistable(self, value):
        # paddle's pybind setter takes a bool or None (read as False), nothing else
        if value is not None and type(value) is not bool:
            raise TypeError(
                f"(InvalidType) argument (position 1) must be bool, but got {_c_type_name(value)} "
                "(at /paddle/paddle/fluid/pybind/eager_utils.cc:286)\n"
            )
        self._persistable = bool(value)

    # ---- conversion ------------------------------------------------------
    def numpy(self):
        """A copy, as paddle's: writing to it leaves the tensor alone (a view of the copy, as paddle's owns no data)."""
        t = self._torch.detach()
        if t.dtype == torch.bfloat16:  # paddle hands out bfloat16 as its raw uint16 bits
            return t.cpu().view(torch.int16).numpy().view(np.uint16).copy().view()
        return t.cpu().resolve_conj().numpy().copy().view()

    def item(self, *args):
        t = self._torch
        if args:
            return t.reshape(-1)[args[0] if len(args) == 1 else np.ravel_multi_index(args, t.shape)].item()
        return t.item()

    def tolist(self):
        return self._torch.tolist()

    def astype(self, dtype):
        return wrap(self._torch.to(_dtype.to_torch(dtype)))

    cast = astype

    def detach(self):
        out = wrap(self._torch.detach())
        if self.persistable:  # paddle's detached tensor shares the source's persistable flag
            out._persistable = True
        return out

    def detach_(self):
        self._torch = self._torch.detach()
        self._sg = None
        return self

    def clone(self):
        return wrap(self._torch.clone())

    def cpu(self):
        return wrap(self._torch.cpu())

    def cuda(self, device_id=None, blocking=True):
        return wrap(self._torch.cuda(device_id))

    def numel(self):
        return wrap(torch.tensor(self._torch.numel(), dtype=torch.int64))

    def element_size(self):
        return self._torch.element_size()

    def is_floating_point(self):
        return self._torch.is_floating_point()

    def is_complex(self):
        return self._torch.is_complex()

    def is_integer(self):
        t = self._torch
        return not (t.is_floating_point() or t.is_complex() or t.dtype == torch.bool)

    def set_value(self, value):
        """Overwrite the values in place (no autograd), checking paddle's type, shape and dtype rules."""
        if value is self:
            return
        assert isinstance(value, (np.ndarray, Tensor, dict, str)), (
            "Variable set_value function, arguments type only support Variable, numpy, Tensor, dict, string."
        )
        if isinstance(value, (dict, str)):
            # paddle's string/vocab tensors; a numeric tensor only gets as far as the length check
            assert len(self) == len(value), (
                f"Variable length not match, Variable [ {self.name} ] need tensor with length {len(self)} "
                f"but load set tensor with length {len(value)}"
            )
            if isinstance(value, str):
                raise TypeError(
                    "(InvalidType) argument (position 1) must be list, but got str "
                    "(at /paddle/paddle/fluid/pybind/eager_utils.cc:1021)\n"
                )
            raise NotImplementedError("unigrad has no vocabulary (string) tensors to set a dict into")
        assert self.shape == list(value.shape), (
            f"Variable Shape not match, Variable [ {self.name} ] need tensor with shape {self.shape} "
            f"but load set tensor with shape {value.shape}"
        )
        if isinstance(value, Tensor):
            source, dtype = value._torch, value.dtype
        else:
            source = torch.from_numpy(np.ascontiguousarray(value))
            dtype = _dtype.from_torch(source.dtype)
        assert self.dtype == dtype, (
            f"Variable dtype not match, Variable [ {self.name} ] need tensor with dtype {self.dtype}  "
            f"but load tensor with dtype {dtype}"
        )
        with torch.no_grad():
            self._torch.copy_(source)

    def copy_(self, other, blocking=True):
        with torch.no_grad():
            self._torch.copy_(other._torch)
        return self

    def __array__(self, dtype=None, copy=None):
        array = self.numpy()
        return array if dtype is None else array.astype(dtype)

    def __bool__(self):
        t = self._torch
        if t.numel() != 1:
            raise AssertionError(
                "When Variable is used as the condition of if/while , Variable can only contain one element."
            )
        return bool(t.item())

    def __float__(self):
        return float(self.numpy())

    def __int__(self):
        return int(self.numpy())

    def __index__(self):
        return int(self._torch.item())

    def __format__(self, spec):
        if self._torch.dim() == 0:
            return format(self._torch.item(), spec)
        return object.__format__(self, spec)

    def __iter__(self):
        t = self._torch
        if t.dim() == 0:
            raise TypeError("iteration over a 0-D tensor")
        return (wrap(row) for row in t.unbind(0))

    # ---- printing --------------------------------------------------------
    def _values(self):
        return host_values(self._torch)

    def __str__(self):
        t = self._torch
        dtype = _dtype.from_torch(t.dtype)._str[7:]
        return _printing.tensor_to_string(
            list(t.shape), dtype, _place.Place(t.device), self.stop_gradient, self._values()
        )

    __repr__ = __str__

    # ---- autograd --------------------------------------------------------
    def gradient(self):
        warnings.warn(
            "\x1b[93m\nWarning:\nAPI \"paddle.base.dygraph.tensor_patch_methods.gradient\" is deprecated since 2.1.0, "
            "and will be removed in future versions.\n    Reason: Please use tensor.grad, which returns the tensor value "
            "of the gradient. \x1b[0m",
            VisibleDeprecationWarning,
            stacklevel=2,
        )
        g = self.grad
        return None if g is None else g.numpy()

    gradient.__qualname__ = "monkey_patch_tensor.<locals>.gradient"  # named in paddle's TypeError

    def retain_grads(self):
        """Keep this intermediate result's gradient in ``.grad`` after backward (each backward replaces it)."""
        tape.retain_grad(self._torch)

    def clear_gradient(self, set_to_zero=True):
        t = self._torch
        if t.grad_fn is not None:
            retained = tape.retained_grad(t)
            if retained is not None:
                tape.clear_retained_grad(t)
                if set_to_zero:  # a new zero tensor: the kept one may be shared with the graph
                    tape.retain_grad_value(t, torch.zeros_like(retained))
            return
        if t.grad is not None:
            if set_to_zero:
                t.grad.zero_()
            else:
                t.grad = None
                t.__dict__.pop("_unigrad_grad_from_pylayer", None)

    def clear_grad(self):
        """Zero ``.grad`` (paddle's ``clear_grad`` takes no arguments; ``clear_gradient`` takes ``set_to_zero``)."""
        self.clear_gradient(True)

    clear_grad.__qualname__ = "monkey_patch_tensor.<locals>.clear_grad"  # named in paddle's TypeError

    def register_hook(self, hook):
        if self.stop_gradient:
            raise RuntimeError(
                "Cannot register hook on a tensor that stop gradient."
            )

        def torch_hook(torch_grad):
            boxed = wrap(torch_grad)
            boxed._sg = False  # paddle's gradients inside backward are stop_gradient=False
            try:
                result = hook(boxed)
            except Exception as error:
                # paddle reports an error inside a hook as an OSError
                raise OSError(f"(External) {type(error).__name__}: {error}") from error
            return None if result is None else unwrap(result)

        t = self._torch
        if t.grad_fn is None:
            # paddle runs a leaf's hooks when its gradient is accumulated, not for paddle.grad's results
            return TensorHookRemoveHelper(tape.register_accumulation_hook(t, torch_hook))
        return TensorHookRemoveHelper(t.register_hook(torch_hook))

    def _register_backward_hook(self, hook):
        """Run ``hook()`` (no arguments) each time a backward pass has accumulated this leaf's gradient."""
        t = self._torch
        if t.grad_fn is not None:
            raise ValueError(
                "(InvalidArgument) Only can register backward hook for leaf Tensor.\n"
                "  [Hint: Expected egr::EagerUtils::IsLeafTensor(self->tensor) == true, but received "
                "egr::EagerUtils::IsLeafTensor(self->tensor):0 != true:1.] "
                "(at /paddle/paddle/fluid/pybind/eager_method.cc:2347)\n"
            )
        if not t.requires_grad:
            raise ValueError(
                "(InvalidArgument) Cannot register backward hook on a Tensor that stop gradient.\n"
                "  [Hint: Expected !egr::EagerUtils::unsafe_autograd_meta(self->tensor)->StopGradient() == true, "
                "but received !egr::EagerUtils::unsafe_autograd_meta(self->tensor)->StopGradient():0 != true:1.] "
                "(at /paddle/paddle/fluid/pybind/eager_method.cc:2351)\n"
            )
        tape.run_after_accumulation(t, hook)  # paddle runs these after the pass's final hooks

    def _grad_ivar(self):
        """The gradient (``.grad``), under paddle's internal name."""
        return self.grad

    # ---- indexing --------------------------------------------------------
    def __getitem__(self, index):
        t = self._torch
        torch_index = _torch_index(index)
        flips, torch_index = _without_negative_steps(t, torch_index)
        try:
            return wrap((t.flip(flips) if flips else t)[torch_index])
        except IndexError as error:
            paddles = _index_error(tuple(t.shape), index)
            if paddles is None:
                raise
            raise paddles from None

    def __setitem__(self, index, value):
        t = self._torch
        source = value._torch if isinstance(value, Tensor) else value
        if isinstance(source, np.ndarray):
            source = torch.as_tensor(source)
        flips, index = _without_negative_steps(t, _torch_index(index))
        if flips or (t.requires_grad and t.grad_fn is None):
            # paddle writes into leaves that require grad (torch only allows it out of place), and
            # through negative steps (a flipped copy here)
            new = t.detach().flip(flips) if flips else t.detach().clone()
            _assign(new, index, source.detach() if isinstance(source, torch.Tensor) else source)
            with torch.no_grad():
                t.copy_(new.flip(flips) if flips else new)
            return
        _assign(t, index, source)


def _assign(t, index, source):
    if isinstance(source, torch.Tensor) and source.dtype != t.dtype:
        source = source.to(t.dtype)  # paddle casts the value (its gradient flows back through the cast)
    try:
        t[index] = source
    except RuntimeError:
        if isinstance(source, torch.Tensor):
            with torch.no_grad():
                target = list(t[index].shape)
            try:
                torch.broadcast_shapes(tuple(source.shape), tuple(target))
            except RuntimeError:
                raise ValueError(
                    "(InvalidArgument) The shape of tensor assigned value must match the shape of target shape: "
                    f"{list(source.shape)}, but now shape is {target}. "
                    "(at /paddle/paddle/phi/kernels/funcs/slice_utils.h:79)") from None
        raise


def _without_negative_steps(t, index):
    """``(dims, index)``: torch slices only forward, so each slice with a negative step becomes a
    forward slice of ``t`` flipped along ``dims`` (the same elements in the same order)."""
    items = index if isinstance(index, tuple) else (index,)
    if not any(isinstance(i, slice) and i.step is not None and i.step < 0 for i in items):
        return [], index
    consuming = sum(i.dim() if isinstance(i, torch.Tensor) and i.dtype is torch.bool else 1
                    for i in items if i is not None and i is not Ellipsis)
    dims, out, dim = [], [], 0
    for item in items:
        if item is Ellipsis:
            dim += t.dim() - consuming
        elif isinstance(item, slice) and item.step is not None and item.step < 0:
            size = t.shape[dim]
            picked = range(*item.indices(size))
            if len(picked) == 0:
                item = slice(0, 0)
            else:
                first = size - 1 - picked[0]
                item = slice(first, first + (-item.step) * (len(picked) - 1) + 1, -item.step)
            dims.append(dim)
            dim += 1
        elif item is not None:
            dim += item.dim() if isinstance(item, torch.Tensor) and item.dtype is torch.bool else 1
        out.append(item)
    return dims, tuple(out) if isinstance(index, tuple) else out[0]


Tensor.__module__ = "paddle"  # printed as <class 'paddle.Tensor'>


def check_inplace(x):
    """paddle refuses in-place ops on a leaf that requires grad (it names the tensor only if it has a name)."""
    if x._torch.requires_grad and x._torch.grad_fn is None:
        raise ValueError(
            f"(InvalidArgument) Leaf Var ({x._name or ''}) that doesn't stop gradient can't use inplace strategy.\n"
            "  [Hint: Expected !autograd_meta->StopGradient() && IsLeafTensor(target) == false, but received "
            "!autograd_meta->StopGradient() && IsLeafTensor(target):1 != false:0.] (at "
            "/paddle/paddle/fluid/eager/utils.cc:277)\n"
        )


_SLICE_UTILS = "(at /paddle/paddle/fluid/pybind/slice_utils.h:{})\n"


def _index_error(shape, index):
    """The error paddle's indexing raises for ``index`` into a tensor of ``shape``, or None where it raises
    none of these: an integer out of its axis' range (an axis past the last has none), more integers and
    slices than axes, a boolean mask of another length. Integers are checked first, in order."""
    items = list(index) if isinstance(index, tuple) else [index]
    consuming = [i for i in items if i is not None and i is not Ellipsis]
    skipped = max(len(shape) - len(consuming), 0)  # the axes an Ellipsis stands for
    axis = 0
    for position, item in enumerate(items):
        if item is None:
            continue
        if item is Ellipsis:
            axis += skipped
            continue
        size = shape[axis] if axis < len(shape) else 0
        if isinstance(item, (bool, np.bool_)) or (isinstance(item, (list, Tensor)) and _is_mask(item)):
            length = len(item) if isinstance(item, list) else (item.shape[0] if item.ndim else 1)
            if length != size:
                return IndexError(
                    f"(OutOfRange) The shape of boolean index {length} did not match indexed tensor {size} along "
                    f"axis {axis}.\n  [Hint: Expected slice_tensor.shape()[i] == dim_len, but received "
                    f"slice_tensor.shape()[i]:{length} != dim_len:{size}.] " + _SLICE_UTILS.format(525))
        elif isinstance(item, (int, np.integer)) and not -size <= item < size:
            return IndexError(f"(OutOfRange) The starting index {item} of slice is out of bounds in tensor {axis}-th "
                              f"axis, it should be in the range of [{-size}, {size}). " + _SLICE_UTILS.format(405))
        axis += 1
    if len(consuming) > len(shape):
        return ValueError(f"(InvalidArgument) Too many indices ({len(consuming)}) for tensor of dimension {len(shape)}."
                          "\n  [Hint: Expected valid_indices <= rank == true, but received valid_indices <= rank:0 != "
                          "true:1.] " + _SLICE_UTILS.format(560))
    return None


def _is_mask(item):
    if isinstance(item, Tensor):
        return item._torch.dtype is torch.bool
    return bool(item) and all(isinstance(i, (bool, np.bool_)) for i in item)


def _torch_index(index):
    if isinstance(index, Tensor):
        return index._torch
    if isinstance(index, list) and index and all(isinstance(i, (list, tuple)) for i in index):
        # a nested list is one index array (numpy's rule since 1.23, paddle's), not one index per axis
        return torch.as_tensor(np.array(index))
    if isinstance(index, tuple):
        return tuple(i._torch if isinstance(i, Tensor) else i for i in index)
    if isinstance(index, list) and any(isinstance(i, Tensor) for i in index):
        return [i._torch if isinstance(i, Tensor) else i for i in index]
    return index


def _infer_torch_dtype(data):
    """paddle's default dtype for Python data: floats -> default float, ints -> int64, bools -> bool."""
    flat = data
    while isinstance(flat, (list, tuple)) and flat:
        flat = flat[0]
    array = np.asarray(data)
    kind = array.dtype.kind
    if kind == "f":
        return _dtype.to_torch(_dtype.get_default_dtype()), array
    if kind in "iu":
        return torch.int64, array
    if kind == "b":
        return torch.bool, array
    if kind == "c":
        return torch.complex64 if _dtype.get_default_dtype() != "float64" else torch.complex128, array
    raise TypeError(
        f"Can't constructs a 'paddle.Tensor' with data type {type(flat)}, data type must be "
        "scalar|list|tuple|np.ndarray|paddle.Tensor"
    )


def to_tensor(data, dtype=None, place=None, stop_gradient=True):
    """``paddle.to_tensor``: a new leaf tensor from Python data, numpy or a tensor.

    Python floats become the default float dtype (float32), ints int64, bools
    bool; numpy arrays keep their dtype; a Python scalar gives a 0-D tensor.
    """
    target = _dtype.to_torch_listed(dtype)
    device = _place.current_device() if place is None else _place._parse(place)
    if isinstance(data, Tensor):
        warnings.warn(
            "To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach(), "
            "rather than paddle.to_tensor(sourceTensor).",
            UserWarning,
            stacklevel=2,
        )
        t = data._torch.detach().clone()
    elif isinstance(data, torch.Tensor):
        t = data.detach().clone()
    elif isinstance(data, np.ndarray) or isinstance(data, np.generic):
        array = np.asarray(data)
        if array.dtype == np.float16 or array.dtype.kind in "fiubc":
            t = torch.from_numpy(np.array(array, copy=True))
        else:
            raise TypeError(f"Can't constructs a 'paddle.Tensor' with data type {array.dtype}")
    else:
        inferred, array = _infer_torch_dtype(data)
        if target is None:
            target = inferred
        t = torch.from_numpy(np.array(array, copy=True))
    if target is not None and t.dtype != target:
        t = t.to(target)
    if t.device != device:
        t = t.to(device)
    out = wrap(t)
    out._name = f"generated_tensor_{next(_generated_names)}"
    if not stop_gradient:
        out.stop_gradient = False
    return out


def _c_type_name(value):
    """The type's name as a C extension reports it (``tp_name``): static types carry their module."""
    kind = type(value)
    if kind.__module__ == "builtins" or kind.__flags__ & (1 << 9):  # Py_TPFLAGS_HEAPTYPE
        return kind.__name__
    return f"{kind.__module__}.{kind.__name__}"


def _dtype_query(method):
    def query(x):
        if not isinstance(x, Tensor):
            raise TypeError(f"Expected Tensor, but received type of x: {type(x)}")
        return method(x)

    query.__name__ = method.__name__
    query.__doc__ = f"``paddle.{method.__name__}``: ``x.{method.__name__}()`` for a Tensor ``x``."
    return query


is_complex = _dtype_query(Tensor.is_complex)
is_floating_point = _dtype_query(Tensor.is_floating_point)
is_integer = _dtype_query(Tensor.is_integer)


def is_tensor(x):
    """Whether ``x`` is a paddle Tensor."""
    return isinstance(x, Tensor)
