"""``paddle.autograd``: backward, PyLayer, jacobian/hessian and the grad-mode switches."""

from unigrad.paddle_api._gradients import backward, enable_grad, grad, is_grad_enabled, no_grad, set_grad_enabled
from unigrad.paddle_api.autograd.autograd import Hessian, Jacobian, hessian, jacobian
from unigrad.paddle_api.autograd.py_layer import PyLayer, PyLayerContext

Function = PyLayer

__all__ = [
    "backward", "grad", "no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled",
    "PyLayer", "PyLayerContext", "Function", "jacobian", "hessian",
]
