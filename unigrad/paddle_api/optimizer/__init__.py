"""``paddle.optimizer``: SGD and Adam over parameters' ``.grad``, with paddle's update rules.

``step()`` updates every parameter that has a gradient, without recording
the update; ``clear_grad()`` zeroes the gradients (paddle's default
``set_to_zero=True``); ``minimize(loss)`` applies the gradients already
computed by ``loss.backward()``, as paddle's dygraph does.
"""

import math

import torch

from unigrad.paddle_api.tensor import Tensor, wrap
from unigrad.paddle_api.optimizer import lr

__all__ = ["Optimizer", "SGD", "Momentum", "Adam", "AdamW", "lr"]


class Optimizer:
    """Base: holds parameters and the learning rate (a float or an ``lr.LRScheduler``)."""

    def __init__(self, learning_rate=0.001, parameters=None, weight_decay=None, grad_clip=None, name=None):
        if parameters is None:
            raise AttributeError(
                "parameters argument given to the Optimizer should not be None in dygraph mode."
            )
        params = list(parameters)
        if params and isinstance(params[0], dict):
            self._groups = [dict(g, params=list(g["params"])) for g in params]
        else:
            self._groups = [{"params": params}]
        self._parameter_list = [p for g in self._groups for p in g["params"]]
        self._learning_rate = learning_rate
        self._weight_decay = weight_decay
        self._grad_clip = grad_clip
        self._state = {}

    def __repr__(self):
        name = type(self).__name__
        return f"<paddle.optimizer.{name.lower()}.{name} object at {hex(id(self))}>"

    def get_lr(self):
        rate = self._learning_rate
        return rate() if isinstance(rate, lr.LRScheduler) else float(rate)

    def set_lr(self, value):
        self._learning_rate = value

    def _decay(self):
        decay = self._weight_decay
        if decay is None:
            return 0.0
        return float(getattr(decay, "_coeff", decay))

    @torch.no_grad()
    def step(self):
        rate = self.get_lr()
        for group in self._groups:
            group_rate = group.get("learning_rate", 1.0) * rate if "learning_rate" in group else rate
            for param in group["params"]:
                t = param._torch
                if t.grad is None or not getattr(param, "trainable", True):
                    continue
                scale = getattr(param, "optimize_attr", {"learning_rate": 1.0})["learning_rate"]
                self._update(param, t, t.grad, group_rate * scale)

    def minimize(self, loss, startup_program=None, parameters=None, no_grad_set=None):
        self.step()
        return None, [(p, p.grad) for p in self._parameter_list if p.grad is not None]

    def clear_grad(self, set_to_zero=True):
        for param in self._parameter_list:
            param.clear_gradient(set_to_zero)


    def state_dict(self):
        return {key: wrap(value) if isinstance(value, torch.Tensor) else value for key, value in self._state.items()}


class SGD(Optimizer):
    """``param -= lr * (grad + weight_decay * param)``."""

    def _update(self, param, t, g, rate):
        decay = self._decay()
        if decay:
            g = g + decay * t
        t.sub_(rate * g)


class Momentum(Optimizer):
    def __init__(self, learning_rate=0.001, momentum=0.9, parameters=None, use_nesterov=False, weight_decay=None,
                 grad_clip=None, multi_precision=False, rescale_grad=1.0, use_multi_tensor=False, name=None):
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._momentum, self._nesterov = momentum, use_nesterov

    def _update(self, param, t, g, rate):
        decay = self._decay()
        if decay:
            g = g + decay * t
        key = param.name + "_velocity_0"
        velocity = self._state.get(key)
        velocity = g.clone() if velocity is None else velocity * self._momentum + g
        self._state[key] = velocity
        t.sub_(rate * (g + self._momentum * velocity if self._nesterov else velocity))


class Adam(Optimizer):
    """paddle's Adam: bias corrections folded into the learning rate and epsilon."""

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-08, parameters=None,
                 weight_decay=None, grad_clip=None, lazy_mode=False, multi_precision=False, use_multi_tensor=False,
                 amsgrad=False, name=None):
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        # paddle accepts the betas and epsilon as Tensors too
        self._beta1, self._beta2, self._epsilon = (float(v.item()) if isinstance(v, Tensor) else v
                                                   for v in (beta1, beta2, epsilon))

    def _moments(self, param, t):
        key = param.name
        state = self._state.get(key)
        if state is None:
            state = self._state[key] = [torch.zeros_like(t), torch.zeros_like(t), 1.0, 1.0]
        return state

    def _adam(self, param, t, g, rate):
        state = self._moments(param, t)
        m, v = state[0], state[1]
        state[2] *= self._beta1
        state[3] *= self._beta2
        m.mul_(self._beta1).add_(g, alpha=1 - self._beta1)
        v.mul_(self._beta2).addcmul_(g, g, value=1 - self._beta2)
        corrected = rate * math.sqrt(1 - state[3]) / (1 - state[2])
        t.sub_(corrected * (m / (v.sqrt() + self._epsilon * math.sqrt(1 - state[3]))))

    def _update(self, param, t, g, rate):
        decay = self._decay()
        if decay:
            g = g + decay * t
        self._adam(param, t, g, rate)


class AdamW(Adam):
    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-08, parameters=None,
                 weight_decay=0.01, lr_ratio=None, apply_decay_param_fun=None, grad_clip=None, lazy_mode=False,
                 multi_precision=False, amsgrad=False, name=None):
        super().__init__(learning_rate, beta1, beta2, epsilon, parameters, None, grad_clip, name=name)
        self._coeff = weight_decay
        self._apply_decay = apply_decay_param_fun

    def _update(self, param, t, g, rate):
        if self._apply_decay is None or self._apply_decay(param.name):
            t.mul_(1 - rate * self._coeff)
        self._adam(param, t, g, rate)
