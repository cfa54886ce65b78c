"""Parameters (``paddle.create_parameter``, ``ParamAttr``) and paddle's framework queries.

A :class:`Parameter` is a Tensor that requires grad from birth
(``stop_gradient=False``), has a paddle-style unique name
(``linear_0.w_0``) and prints as ``Parameter containing:`` then the tensor.
"""

import collections
import math

import torch

from unigrad.paddle_api import _dtype, _place
from unigrad.paddle_api._flags import get_flags, set_flags
from unigrad.paddle_api._initializers import XavierUniform, global_initializer
from unigrad.paddle_api.tensor import Tensor
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Parameter", "ParamAttr", "create_parameter", "in_dynamic_mode", "disable_static", "set_flags", "get_flags"]

_name_counters = collections.defaultdict(int)
#: every parameter name given out so far: paddle's dygraph refuses a second parameter of the same name.
_parameter_names = set()


def _unique_name(prefix):
    """``prefix_N`` with N counting per prefix, as paddle's unique_name.generate."""
    number = _name_counters[prefix]
    _name_counters[prefix] += 1
    return f"{prefix}_{number}"


class Parameter(Tensor):
    """A trainable tensor (paddle's EagerParamBase)."""

    __slots__ = ("trainable", "optimize_attr", "regularizer", "need_clip", "do_model_average", "is_distributed")

    def __init__(self, data, name=None, trainable=True, requires_grad=None):
        # ``paddle.nn.Parameter(tensor, requires_grad=...)`` (paddle 3's torch-style spelling) or a torch tensor
        if isinstance(data, Tensor):
            data = data._torch
            name = name or _unique_name("_eager_param_base")
        if requires_grad is not None:
            trainable = requires_grad
        torch_tensor = data
        self._torch = torch_tensor.detach().requires_grad_(trainable)
        self._sg = None
        self._name = name
        self._persistable = True  # paddle saves parameters with the model
        self.trainable = trainable
        self.optimize_attr = {"learning_rate": 1.0}
        self.regularizer = None
        self.need_clip = True
        self.do_model_average = True
        self.is_distributed = False

    def __str__(self):
        return "Parameter containing:\n" + Tensor.__str__(self)

    __repr__ = __str__


# printed as paddle prints it: <class 'paddle.base.framework.EagerParamBase'>
Parameter.__name__ = Parameter.__qualname__ = "EagerParamBase"
Parameter.__module__ = "paddle.base.framework"


class ParamAttr(RealNamed):
    """How a parameter is created: name, initializer, learning rate, trainable."""

    def __init__(self, name=None, initializer=None, learning_rate=1.0, regularizer=None, trainable=True,
                 do_model_average=True, need_clip=True):
        # paddle type-checks the arguments only in static mode: dygraph keeps whatever it is given
        self.name = name
        if name == "":
            raise ValueError("name of ParamAttr can not be empty str")
        self.initializer = initializer
        self.learning_rate = learning_rate
        self.regularizer = regularizer
        self.trainable = trainable
        self.do_model_average = do_model_average
        self.need_clip = need_clip


def make_parameter(shape, dtype=None, name=None, attr=None, is_bias=False, default_initializer=None,
                   prefix="create_parameter", suffix_counter=None):
    """A new :class:`Parameter`, initialised as paddle would (zeros for biases, Xavier otherwise; a global
    initializer takes the default's place, a ParamAttr's own initializer still wins)."""
    if attr is False:
        return None
    if attr is True:  # paddle reads True as "the default attributes"
        attr = None
    default_initializer = global_initializer(is_bias) or default_initializer
    if isinstance(attr, str):
        attr = ParamAttr(name=attr)
    elif attr is not None and not isinstance(attr, ParamAttr) and hasattr(attr, "_make"):
        attr = ParamAttr(initializer=attr)  # an initializer given directly as the attr
    attr = attr or ParamAttr()
    torch_dtype = _dtype.to_torch(dtype or _dtype.get_default_dtype())
    device = _place.current_device()
    shape = [int(s) for s in shape]
    initializer = attr.initializer or default_initializer
    if initializer is None:
        values = (torch.zeros(shape, dtype=torch_dtype, device=device) if is_bias
                  else XavierUniform()._make(shape, torch_dtype, device))
    else:
        values = initializer._make(shape, torch_dtype, device)
    full_name = attr.name if attr.name is not None else name
    if full_name is not None:
        claim_parameter_name(full_name)
    param = Parameter(values, full_name, attr.trainable)
    param.optimize_attr = {"learning_rate": attr.learning_rate}
    param.regularizer = attr.regularizer
    param.need_clip = attr.need_clip
    param.do_model_average = attr.do_model_average
    return param


def claim_parameter_name(name):
    """Record a parameter's name; paddle's ValueError if a parameter already has it."""
    if name in _parameter_names:
        raise ValueError(
            f"parameter name [{name}] have be been used. In dygraph mode, the name of parameter can't be same."
            "Please check the parameter attr value passed to self.create_parameter or constructor of dygraph Layers"
        )
    _parameter_names.add(name)


def create_parameter(shape, dtype, name=None, attr=None, is_bias=False, default_initializer=None):
    """``paddle.create_parameter``: a Parameter named ``create_parameter_N.w_0`` (``b_0`` for a bias)."""
    param = make_parameter(shape, dtype, name, attr, is_bias, default_initializer)
    if param._name is None:
        param._name = _unique_name("create_parameter") + (".b_0" if is_bias else ".w_0")
        _parameter_names.add(param._name)
    return param


def in_dynamic_mode():
    """Always true: unigrad is paddle's dygraph."""
    return True


def disable_static(place=None):
    """Dygraph mode, paddle's default and unigrad's only mode: nothing to switch. ``place`` sets the device."""
    if place is not None:
        _place.set_device(place)


def enable_static():
    """Not claimed: unigrad runs paddle's dygraph only, so a static program cannot be built."""
    raise NotImplementedError(
        "paddle.enable_static(): unigrad reproduces paddle's dynamic graph (dygraph) mode only; "
        "static graph programs (paddle.static) are not supported"
    )
