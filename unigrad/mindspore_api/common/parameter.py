"""MindSpore's ``Parameter`` (a named, trainable Tensor) and ``ParameterTuple``.

>>> import unigrad.mindspore_api as ms
>>> w = ms.Parameter(ms.Tensor([1.0, 2.0]), name="w")
>>> w
Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True)
>>> type(w * 2).__name__
'Tensor'
"""

import itertools

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common.tensor import Tensor, _from_data

__all__ = ["Parameter", "ParameterTuple"]

_unnamed = itertools.count(1)


class Parameter(Tensor):
    """A Tensor with a ``name`` and ``requires_grad``: what ``nn.Cell`` trains."""

    __slots__ = ("name", "requires_grad", "_auto_named", "_unique", "__weakref__")

    def __init__(self, default_input, name=None, requires_grad=True, layerwise_parallel=False, parallel_optimizer=True, storage_format=""):
        if isinstance(default_input, Tensor):
            if getattr(default_input, "_init", None) is not None:
                default_input.init_data()  # MindSpore fills an initializer's tensor when a Parameter takes it
            torch_tensor = default_input._torch.detach()
            if isinstance(default_input, Parameter):
                torch_tensor = torch_tensor.clone()
        elif isinstance(default_input, torch.Tensor):
            torch_tensor = default_input.detach()
        else:
            torch_tensor = _from_data(default_input, None)
        if name is not None and not isinstance(name, str):
            raise ValueError(f"The type of the Parameter's name should be 'string' or 'None', but got {type(name)}.")
        if not isinstance(requires_grad, bool):
            raise TypeError("The argument `requires_grad` must be bool type")
        self._torch = torch_tensor
        self._auto_named = name is None
        self.name = f"Parameter#{next(_unnamed)}" if name is None else name
        self.requires_grad = requires_grad

    def __str__(self):
        return f"Parameter (name={self.name}, shape={self.shape}, dtype={self.dtype}, requires_grad={self.requires_grad})"

    __repr__ = __str__

    @property
    def unique(self):
        """MindSpore's settable flag (False until set; any value is kept), shadowing ``Tensor.unique`` as there."""
        return getattr(self, "_unique", False)

    @unique.setter
    def unique(self, value):
        self._unique = value

    def value(self):
        return Tensor._from_torch(self._torch)

    def set_data(self, data, slice_shape=False, sliced=False):
        """Replace the values (in place, keeping the dtype) with those of ``data``."""
        new = data._torch if isinstance(data, TensorBox) else _from_data(data, None)
        if tuple(new.shape) != tuple(self._torch.shape) and not slice_shape:
            raise ValueError(
                f"Can not change the shape of Parameter which has been initialized. "
                f"Current shape is {tuple(self._torch.shape)}, and incoming is {tuple(new.shape)}."
            )
        self._torch = new.detach().to(self._torch.dtype).clone()
        return self

    def clone(self, init="same"):
        """A new Parameter with the same name: a copy of the values, or ``init``'s (``"zeros"``, an
        initializer) in the same shape and dtype, as an optimizer makes its moments."""
        if init == "same":
            data = Tensor._from_torch(self._torch.clone())
        else:
            from unigrad.mindspore_api.common.initializer import initializer  # it builds on this module's Tensor
            data = initializer(init, tuple(self._torch.shape), self.dtype)
        twin = Parameter(data, name=self.name, requires_grad=self.requires_grad)
        twin._auto_named = self._auto_named
        return twin

    def init_data(self, layout=None, set_sliced=False):
        return self


class ParameterTuple(tuple):
    """A tuple of Parameters (what ``Cell.trainable_params()`` is usually wrapped in)."""

    def __new__(cls, iterable):
        items = tuple(iterable)
        for item in items:
            if not isinstance(item, Parameter):
                raise TypeError(
                    "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' collection, "
                    f"but got a {type(iterable)}. "
                )
        return super().__new__(cls, items)

    def clone(self, prefix, init="same"):
        clones = []
        for item in self:
            twin = item.clone(init)
            twin.name = prefix + "." + item.name
            clones.append(twin)
        return ParameterTuple(clones)
