"""``paddle.nn.Layer``: parameters, sublayers, train/eval, state_dict, printing.

Attributes that are :class:`Parameter`s or Layers are registered on
assignment, in order, as paddle does; names come from paddle's counters
(``linear_0``, ``linear_0.w_0``).
"""

import collections
import itertools
import operator
import re
import warnings

import numpy as np

from unigrad.dialect.modules import gather_state, walk_members, walk_modules
from unigrad.paddle_api.framework import Parameter, make_parameter, _unique_name
from unigrad.paddle_api.tensor import Tensor
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Layer"]

_hook_ids = itertools.count()


def _snake(name):
    """A class name in paddle's layer-name style: TwoLayerNet -> two_layer_net, Conv2D -> conv2d."""
    name = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()


def _forget(name, *stores):
    """``name`` taken out of each store (a dict) that has it: an attribute lives in one place."""
    for store in stores:
        if store is not None:
            store.pop(name, None)


class Layer(RealNamed):
    """Base class of layers: subclass it, create parameters in ``__init__``, compute in ``forward``."""

    def __init__(self, name_scope=None, dtype="float32"):
        object.__setattr__(self, "_parameters", collections.OrderedDict())
        object.__setattr__(self, "_sub_layers", collections.OrderedDict())
        object.__setattr__(self, "_buffers", collections.OrderedDict())
        object.__setattr__(self, "training", True)
        object.__setattr__(self, "_dtype", dtype)
        object.__setattr__(self, "_full_name", _unique_name(name_scope or _snake(type(self).__name__)))
        object.__setattr__(self, "_param_counts", collections.defaultdict(int))
        object.__setattr__(self, "_forward_pre_hooks", collections.OrderedDict())
        object.__setattr__(self, "_forward_post_hooks", collections.OrderedDict())

    def full_name(self):
        return self._full_name

    # ---- registration ----------------------------------------------------
    def __setattr__(self, name, value):
        d = self.__dict__
        params, layers, buffers = d.get("_parameters"), d.get("_sub_layers"), d.get("_buffers")
        if isinstance(value, Parameter):
            if params is None:
                raise ValueError("super().__init__() should be called first")
            _forget(name, d, buffers, layers)
            params[name] = value
        elif params is not None and name in params:
            if value is not None:
                raise TypeError(f"assignment to parameter '{name}' should be of type Parameter or None, but got "
                                f"'{type(value).__name__}'")
            params[name] = None
        elif isinstance(value, Layer):
            if layers is None:
                raise ValueError("super().__init__() should be called first")
            _forget(name, d, params, buffers)
            layers[name] = value
        elif layers is not None and name in layers:
            if value is not None:
                raise TypeError(f"assignment to sublayer '{name}' should be of type Layer or None, but got "
                                f"'{type(value).__name__}'")
            layers[name] = None
        elif isinstance(value, Tensor):
            if buffers is None:
                raise ValueError("super().__init__() should be called first")
            _forget(name, d, params, layers)
            # paddle keeps a tensor attribute as a buffer; only register_buffer makes one persistable
            if name not in buffers:
                d.setdefault("_non_persistable_buffer_names_set", set()).add(name)
            buffers[name] = value
        elif buffers is not None and name in buffers:
            if value is not None:
                raise TypeError(
                    f"assignment to buffers '{name}' should be of type core.DenseTensor or None, but got "
                    f"'{type(value).__name__}'")
            buffers[name] = None  # the name stays a buffer's, for a later tensor
        else:
            object.__setattr__(self, name, value)

    def __getattr__(self, name):
        d = self.__dict__
        for store in ("_parameters", "_sub_layers", "_buffers"):
            found = d.get(store)
            if found is not None and name in found:
                return found[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __delattr__(self, name):
        for store in (self._parameters, self._sub_layers, self._buffers):
            if name in store:
                del store[name]
                self.__dict__.get("_non_persistable_buffer_names_set", set()).discard(name)
                return
        object.__delattr__(self, name)

    def create_parameter(self, shape, attr=None, dtype=None, is_bias=False, default_initializer=None):
        param = make_parameter(shape, dtype or self._dtype, None, attr, is_bias, default_initializer)
        if param is not None and param._name is None:
            kind = "b" if is_bias else "w"
            number = self._param_counts[kind]
            self._param_counts[kind] += 1
            param._name = f"{self._full_name}.{kind}_{number}"
        return param

    def create_tensor(self, name=None, persistable=None, dtype=None):
        """An empty tensor of ``dtype`` (the layer's by default) for a later ``set_value``/assignment."""
        import torch

        from unigrad.paddle_api import _dtype
        from unigrad.paddle_api.tensor import wrap

        out = wrap(torch.empty([0], dtype=_dtype.to_torch(dtype or "float32")))
        out._name = f"{self._full_name}.{name}" if name is not None else _unique_name(
            f"{self._full_name}._generated_var")
        out._persistable = bool(persistable)
        return out

    def _check_new_name(self, name, kind, exists):
        """paddle's checks of a name ``add_parameter``/``register_buffer`` is given (``exists``: its message for
        an attribute the layer already has otherwise)."""
        if not isinstance(name, str):
            raise TypeError(f"The name of {kind} should be a string, but received {type(name).__name__}.")
        if "." in name:
            raise KeyError(f"The name of {kind} can not contain `.`, because when you access the newly added {kind} "
                           "in the form of `self.**.**`, it will cause AttributeError.")
        if name == "":
            raise KeyError(f"The name of {kind} can not be empty.")
        if hasattr(self, name) and name not in self.__dict__[f"_{kind}s"]:
            raise KeyError(exists)

    def add_parameter(self, name, parameter):
        if "_parameters" not in self.__dict__:
            raise RuntimeError("super().__init__() should be called firstly.")
        self._check_new_name(name, "parameter", f"The parameter '{name}' already exists.")
        if parameter is not None and not isinstance(parameter, Parameter):
            raise TypeError(f"The parameter to be added should be a Parameter, but received "
                            f"{type(parameter).__name__}.")
        self._parameters[name] = parameter
        return parameter

    def add_sublayer(self, name, sublayer):
        assert isinstance(sublayer, Layer) or sublayer is None
        self._sub_layers[name] = sublayer
        return sublayer

    def register_buffer(self, name, tensor, persistable=True):
        if "_buffers" not in self.__dict__:
            raise ValueError("super().__init__() should be called first")
        self._check_new_name(name, "buffer", f"attribute '{name}' already exists.")
        if tensor is not None and (not isinstance(tensor, Tensor) or isinstance(tensor, Parameter)):
            raise TypeError(f"The registered buffer should be a Paddle.Tensor, but received {type(tensor).__name__}.")
        self._buffers[name] = tensor
        transient = self.__dict__.setdefault("_non_persistable_buffer_names_set", set())
        if persistable:
            transient.discard(name)
        else:
            transient.add(name)

    # ---- traversal -------------------------------------------------------
    def named_parameters(self, prefix="", include_sublayers=True, remove_duplicate=True):
        yield from walk_members(self._walked(prefix, include_sublayers, remove_duplicate), _parameters_of,
                                dedupe=remove_duplicate)

    def _walked(self, prefix, include_sublayers, remove_duplicate):
        if include_sublayers:
            return self.named_sublayers(prefix=prefix, include_self=True, remove_duplicate=remove_duplicate)
        return [(prefix, self)]

    def parameters(self, include_sublayers=True):
        return [p for _, p in self.named_parameters(include_sublayers=include_sublayers)]

    def named_sublayers(self, prefix="", include_self=False, layers_set=None, remove_duplicate=True):
        """Depth-first ``(prefix, layer)`` pairs; a layer reachable twice comes once unless
        ``remove_duplicate`` is False."""
        # paddle walks the sublayers of a layer met again (prune=False): nothing new, unless a layer holds itself
        yield from walk_modules(self, _sublayers_of, prefix, layers_set, include_self, remove_duplicate, prune=False)

    def named_buffers(self, prefix="", include_sublayers=True, remove_duplicate=True):
        # a tensor registered as a buffer of two layers is listed once, under its first path (state_dict keeps both)
        yield from walk_members(self._walked(prefix, include_sublayers, remove_duplicate), _buffers_of,
                                dedupe=remove_duplicate)

    def buffers(self, include_sublayers=True):
        return [b for _, b in self.named_buffers(include_sublayers=include_sublayers)]

    def sublayers(self, include_self=False):
        return [layer for _, layer in self.named_sublayers(include_self=include_self)]

    def children(self):
        return iter(self._sub_layers.values())

    def named_children(self):
        return iter(self._sub_layers.items())

    def train(self):
        for layer in self.sublayers(include_self=True):
            object.__setattr__(layer, "training", True)
        return self

    def eval(self):
        for layer in self.sublayers(include_self=True):
            object.__setattr__(layer, "training", False)
        return self

    def apply(self, fn):
        for layer in self._sub_layers.values():
            layer.apply(fn)
        fn(self)
        return self

    def clear_gradients(self, set_to_zero=True):
        for p in self.parameters():
            if p.trainable:
                p.clear_gradient(set_to_zero)

    # ---- state -----------------------------------------------------------
    def state_dict(self, *args, **kwargs):
        """Parameters and persistable buffers, layer by layer (own parameters, own buffers, then sublayers)
        under dotted structured names; paddle also accepts torch's ``(destination, prefix, keep_vars)``."""
        if (len(args) >= 2 and isinstance(args[1], str)) or "prefix" in kwargs:
            for key, value in zip(("destination", "prefix", "keep_vars"), args):
                if key in kwargs:
                    raise TypeError(f"got multiple values for argument '{key}'")
                kwargs[key] = value
            return self._state_dict_impl(kwargs.get("destination"), True, kwargs.get("prefix", ""),
                                         keep_vars=kwargs.get("keep_vars", False))
        return self._state_dict_impl(*args, **kwargs)

    def _state_dict_impl(self, destination=None, include_sublayers=True, structured_name_prefix="", use_hook=True,
                         keep_vars=True):
        state = collections.OrderedDict() if destination is None else destination
        # buffers registered with persistable=False stay out (paddle keeps their names in this set)
        transient = self.__dict__.get("_non_persistable_buffer_names_set", ())
        return gather_state(state, structured_name_prefix, self._parameters, self._buffers,
                            self._sub_layers if include_sublayers else {},
                            lambda layer, prefix: layer._state_dict_impl(state, True, prefix, use_hook, keep_vars),
                            transient, None if keep_vars else _detached)

    def set_state_dict(self, state_dict, use_structured_name=True):
        """Sets each parameter and persistable buffer from ``state_dict`` (keyed by structured name, or by
        tensor name); entries missing or of another shape are skipped with a warning.
        Returns ``(missing_keys, unexpected_keys)``."""
        missing, matched, pairs = [], set(), []
        for key, target in self._state_dict_impl(use_hook=False).items():
            name = key if use_structured_name else target.name
            value = state_dict.get(name, None)
            if value is None:
                problem = f"{name} is not found in the provided dict."
            elif isinstance(value, (dict, list)):
                problem = None if len(value) == len(target) else (
                    f"{name} receives the length of {len(value)}, but the expected shape is {len(target)}")
            else:
                shape = value.shape() if callable(value.shape) else value.shape
                problem = None if list(shape) == list(target.shape) else (
                    f"{name} receives a shape {list(shape)}, but the expected shape is {list(target.shape)}.")
            if problem is not None:
                missing.append(name)
                warnings.warn(f"Skip loading for {key}. {problem}")
                continue
            matched.add(name)
            pairs.append((target, value))
        unexpected = [k for k in state_dict if k not in matched]
        for target, value in pairs:
            target.set_value(value)
        return missing, unexpected

    set_dict = set_state_dict
    load_dict = set_state_dict

    def to(self, device=None, dtype=None, blocking=None, non_blocking=None):
        """Parameters (and their gradients) and buffers moved to ``device`` and cast to ``dtype``, in place."""
        return self._to_impl(device, dtype, blocking, non_blocking, include_sublayers=True, floating_only=False)

    def _to_impl(self, device=None, dtype=None, blocking=None, non_blocking=None, include_sublayers=True,
                 floating_only=False):
        from unigrad.paddle_api import _place

        if device is None and dtype is None and blocking is None and non_blocking is None:
            return self
        torch_device = None
        if device is not None:
            if not isinstance(device, (str, _place.Place)):
                raise ValueError("device should be type of str, paddle.CPUPlace, paddle.CUDAPlace, "
                                 "paddle.CUDAPinnedPlace, paddle.XPUPlace, or paddle.base.libpaddle.Place, but got "
                                 f"{type(device).__name__}")
            torch_device = _place._parse(device)
        assert blocking is None or isinstance(blocking, bool), "blocking value error, must be the True, False or None"
        assert non_blocking is None or isinstance(non_blocking, bool), \
            "non_blocking value error, must be the True, False or None"
        _cast_members(self, torch_device, _dtype_module().to_torch(dtype), floating_only, include_sublayers, dtype)
        object.__setattr__(self, "_dtype", dtype)  # paddle keeps what it was given (None for a device move)
        return self

    def type(self, dst_type):
        """Every parameter and buffer (floating or not) cast to ``dst_type``."""
        dst_type = _checked_dtype(dst_type, "<class 'paddle.dtype'>")
        return self.apply(lambda layer: layer._to_impl(dtype=dst_type, floating_only=False, include_sublayers=True))

    def astype(self, dtype=None):
        """Records ``dtype`` as the layer's and its sublayers' dtype; paddle 3.3.1 leaves the parameters and
        buffers as they are (its casts there make copies that nothing keeps)."""
        dtype = _checked_dtype(dtype, dtype)
        object.__setattr__(self, "_dtype", dtype)
        for layer in self.sublayers():
            object.__setattr__(layer, "_dtype", dtype)
        return self

    def float(self, excluded_layers=None):
        return self._cast_floating("float32", [] if excluded_layers is None else excluded_layers)

    def float16(self, excluded_layers=None):
        from unigrad.paddle_api import amp

        if amp.is_float16_supported() is False:
            warnings.warn("Paddle compiled by the user does not support float16, so keep original data type.")
            return self
        return self._cast_floating("float16", excluded_layers)

    def bfloat16(self, excluded_layers=None):
        from unigrad.paddle_api import amp

        if amp.is_bfloat16_supported() is False:
            warnings.warn("Paddle compiled by the user does not support bfloat16, so keep original data type.")
            return self
        return self._cast_floating("bfloat16", excluded_layers)

    def _cast_floating(self, name, excluded_layers):
        """The floating parameters and buffers of each layer not of an excluded type cast to ``name``
        (paddle leaves BatchNorm out unless told otherwise)."""
        if excluded_layers is None:
            from unigrad.paddle_api import nn

            excluded_layers = [nn.BatchNorm]
        if isinstance(excluded_layers, type):
            excluded_layers = [excluded_layers]
        elif isinstance(excluded_layers, (list, tuple)):
            excluded_layers = list(excluded_layers)
        else:
            raise TypeError(f"excluded_layers should be type nn.Layer or list, but got "
                            f"{type(excluded_layers).__name__}.")
        dtype = _dtype_module().DTYPES[name]

        def cast(layer):
            if type(layer) not in excluded_layers:
                layer._to_impl(dtype=dtype, floating_only=True, include_sublayers=False)

        return self.apply(cast)

    def double(self):
        return self.type(_dtype_module().DTYPES["float64"])

    def half(self):
        return self.type(_dtype_module().DTYPES["float16"])

    def cpu(self):
        return self.to(device="cpu")

    def cuda(self, device=None):
        return self.to(device="gpu" if device is None else (f"gpu:{device}" if isinstance(device, int) else device))

    def create_variable(self, name=None, persistable=None, dtype=None):
        """An empty tensor named ``<layer>.<name>`` (or a generated name) for a later assignment."""
        return self.create_tensor(name, persistable, dtype)

    def to_static_state_dict(self, destination=None, include_sublayers=True, structured_name_prefix="",
                             use_hook=True, keep_vars=True):
        """``state_dict`` with the non-persistable buffers too."""
        state = collections.OrderedDict() if destination is None else destination
        return gather_state(state, structured_name_prefix, self._parameters, self._buffers,
                            self._sub_layers if include_sublayers else {},
                            lambda layer, prefix: layer.to_static_state_dict(state, True, prefix, use_hook,
                                                                             keep_vars),
                            (), None if keep_vars else _detached)

    # ---- calling ---------------------------------------------------------
    def forward(self, *inputs, **kwargs):
        raise NotImplementedError

    def register_forward_pre_hook(self, hook):
        key = next(_hook_ids)  # not len(hooks): a key freed by remove() would let a new hook overwrite a live one
        self._forward_pre_hooks[key] = hook
        return _RemovableHandle(self._forward_pre_hooks, key)

    def register_forward_post_hook(self, hook):
        key = next(_hook_ids)
        self._forward_post_hooks[key] = hook
        return _RemovableHandle(self._forward_post_hooks, key)

    register_forward_hook = register_forward_post_hook  # paddle 3's torch-style name: the same function

    def __call__(self, *inputs, **kwargs):
        for hook in self._forward_pre_hooks.values():
            result = hook(self, inputs)
            if result is not None:
                inputs = result if isinstance(result, tuple) else (result,)
        outputs = self.forward(*inputs, **kwargs)
        for hook in self._forward_post_hooks.values():
            result = hook(self, inputs, outputs)
            if result is not None:
                outputs = result
        return outputs

    # ---- printing --------------------------------------------------------
    def extra_repr(self):
        return ""

    def __repr__(self):
        lines = []
        for name, layer in self._sub_layers.items():
            text = repr(layer).replace("\n", "\n  ")
            lines.append(f"({name}): {text}")
        head = type(self).__name__ + "(" + self.extra_repr()
        if lines:
            return head + "\n  " + "\n  ".join(lines) + "\n)"
        return head + ")"

    def __dir__(self):
        return list(super().__dir__()) + list(self._parameters) + list(self._sub_layers)


def _dtype_module():
    from unigrad.paddle_api import _dtype

    return _dtype


_VALID_DTYPES = ("bfloat16", "float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
                 "complex64", "complex128", "bool")


def _checked_dtype(value, shown):
    """``value`` as a paddle dtype, if it names one paddle's ``Layer.astype``/``type`` accept; ``shown`` is what
    their ValueError prints (``type`` prints paddle's dtype class, not the value)."""
    dtypes = _dtype_module()
    if isinstance(value, (dtypes.dtype, np.dtype)) or (type(value) is str and value in _VALID_DTYPES):
        return value if isinstance(value, dtypes.dtype) else dtypes.DTYPES[np.dtype(value).name
                                                                           if isinstance(value, np.dtype) else value]
    raise ValueError("dtype value error, must be 'bfloat16', 'float16', 'float32', 'float64', 'int8', 'int16', "
                     "'int32', 'int64', 'uint8', 'complex64', 'complex128', 'bool', or paddle.dtype, numpy.dtype, "
                     f"but receive {shown}")


def _cast_members(layer, device, torch_dtype, floating_only, include_sublayers, dtype):
    """Each parameter (with its gradient) and buffer of ``layer`` moved and cast in place: the same Python
    objects hold the new values, as paddle shares the new data into the old tensors."""
    import torch

    if include_sublayers:
        for child in layer._sub_layers.values():
            if child is not None:
                _cast_members(child, device, torch_dtype, floating_only, include_sublayers, dtype)
                object.__setattr__(child, "_dtype", dtype)

    def moved(t):
        if floating_only and not (t.is_floating_point() or t.is_complex()):
            return t
        if (device is None or t.device == device) and (torch_dtype is None or t.dtype == torch_dtype):
            return t
        return t.detach().to(device=device, dtype=torch_dtype)

    for param in layer._parameters.values():
        if param is None:
            continue
        old = param._torch
        new = moved(old)
        if new is old:
            continue
        new.requires_grad_(old.requires_grad)
        if old.grad is not None:
            with torch.no_grad():
                new.grad = old.grad.to(device=device, dtype=torch_dtype)
        param._torch = new
    for buffer in layer._buffers.values():
        if buffer is not None:
            buffer._torch = moved(buffer._torch)


_parameters_of = operator.attrgetter("_parameters")
_buffers_of = operator.attrgetter("_buffers")
_sublayers_of = operator.attrgetter("_sub_layers")
_detached = operator.methodcaller("detach")


class _RemovableHandle:
    def __init__(self, store, key):
        self._store, self._key = store, key

    def remove(self):
        self._store.pop(self._key, None)

