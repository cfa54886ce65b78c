"""MindSpore optimizers, called as ``optimizer(grads)``: ``SGD``, ``Momentum``, ``Adam``.

Each updates its Parameters in place from a tuple of gradients in the order
of ``optimizer.parameters``, with MindSpore's update rules (weight decay
skips Parameters whose names contain ``beta`` or ``gamma``; ``loss_scale``
divides the gradients).
"""

import math

import torch

from unigrad import numerics
from unigrad._engine.bridge import TensorBox
from unigrad.dialect.optim import apply_updates
from unigrad.mindspore_api.common.parameter import Parameter, ParameterTuple
from unigrad.mindspore_api.common.tensor import Tensor, _box
from unigrad.mindspore_api.nn.cell import Cell
from unigrad.numerics import mindspore_cpu

__all__ = ["Optimizer", "SGD", "Momentum", "Adam"]


def _float(value):
    return float(value._torch) if isinstance(value, TensorBox) else float(value)


def _raw(value):
    return value._torch if isinstance(value, TensorBox) else value


class Optimizer(Cell):
    """Base of the optimizers: parameter list, learning rate, weight decay and loss scale.

    As in MindSpore, ``weight_decay`` is kept multiplied by ``loss_scale``
    (``decay_weight`` adds it times the Parameter, then ``scale_grad`` divides
    by ``loss_scale``), ``learning_rate`` and ``global_step`` are Parameters.
    """

    target = "CPU"

    def __init__(self, learning_rate, parameters, weight_decay=0.0, loss_scale=1.0):
        super().__init__(auto_prefix=False)
        kind = type(self).__name__
        parameters = list(parameters) if parameters is not None else []
        if not parameters:
            raise ValueError("For 'Optimizer', the argument parameters must not be empty.")
        if isinstance(parameters[0], dict):
            parameters = [p for group in parameters for p in group["params"]]
        for param in parameters:
            if not isinstance(param, Parameter):
                raise TypeError("For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict', please check the 'parameters'.")
        if isinstance(learning_rate, (list, tuple)):
            self._lr_schedule = [float(v) for v in learning_rate]
        else:
            if isinstance(learning_rate, (int, float)) and not isinstance(learning_rate, bool) and learning_rate < 0:
                raise ValueError(
                    f"For '{kind}', the 'learning rate' must be float and must >= 0, "
                    f"but got '{learning_rate}' with type '{type(learning_rate).__name__}'."
                )
            self._lr_schedule = [_float(learning_rate)]
        weight_decay, loss_scale = float(weight_decay), float(loss_scale)
        if weight_decay < 0:
            raise ValueError(f"For '{kind}', the 'weight_decay' must be float and must >= 0, but got '{weight_decay}' with type 'float'.")
        if loss_scale <= 0:
            raise ValueError(f"For '{kind}', the 'loss_scale' must be float and must > 0, but got '{loss_scale}' with type 'float'.")
        self.dynamic_lr = len(self._lr_schedule) > 1
        self.is_group, self.dynamic_weight_decay, self.unique = False, False, True
        self.global_step = Parameter(Tensor._from_torch(torch.zeros(1, dtype=torch.int32)), name="global_step")
        self.learning_rate = Parameter(Tensor._from_torch(torch.tensor(self._lr_schedule if self.dynamic_lr else self._lr_schedule[0])), name="learning_rate")
        self.parameters = ParameterTuple(parameters)
        object.__setattr__(self, "_parameters", self.parameters)
        self._weight_decay = weight_decay * loss_scale
        self.weight_decay = Tensor._from_torch(torch.tensor(self._weight_decay))
        self.loss_scale = loss_scale
        self._step = 0  # updates done: the step Adam's bias correction counts

    def get_lr(self):
        """The learning rate of this step: the ``learning_rate`` Parameter, or this step's entry of a list."""
        if self.dynamic_lr:
            return Tensor._from_torch(torch.tensor(self._lr_now()))
        return self.learning_rate

    def get_weight_decay(self):
        return self.weight_decay

    def _lr_now(self):
        schedule = self._lr_schedule
        return schedule[min(self._step, len(schedule) - 1)]

    def decay_weight(self, gradients):
        """``grad + weight_decay * param`` for the Parameters whose names contain neither ``beta`` nor ``gamma``."""
        if not self._weight_decay:
            return gradients
        return tuple(
            _box(_raw(g) + self._weight_decay * p._torch) if "beta" not in p.name and "gamma" not in p.name else g
            for g, p in zip(gradients, self.parameters)
        )

    def gradients_centralization(self, gradients):
        return gradients  # only Parameter groups ask for it, and groups are flattened here

    def scale_grad(self, gradients):
        """The gradients divided by ``loss_scale`` (multiplied by its reciprocal, as MindSpore does)."""
        if self.loss_scale == 1.0:
            return gradients
        reciprocal = 1.0 / self.loss_scale
        return tuple(_box(_raw(g) * reciprocal) for g in gradients)

    def _prepared(self, gradients):
        if len(gradients) != len(self.parameters):
            raise RuntimeError("The tuples in HyperMap should have the same length. ")
        gradients = self.scale_grad(self.gradients_centralization(self.decay_weight(gradients)))
        return [_raw(g) for g in gradients]

    def construct(self, gradients):
        with torch.no_grad():
            grads = self._prepared(gradients)
            lr = self._lr_now()
            self._step += 1
            self.global_step._torch = self.global_step._torch + 1
            self._begin_step()
        # as in MindSpore, the Parameters with a gradient are all updated before a None gradient raises
        missing = [param for param, grad in zip(self.parameters, grads) if grad is None]
        apply_updates(zip(self.parameters, grads), lambda index, param, grad: self._update(index, param, grad.detach(), lr))
        if missing:
            kind, message = self._none_gradient_error
            raise kind(message.format(name=missing[0].name))
        return True

    # what MindSpore 2.10's update graph raises for a None gradient, as measured (SGD, Momentum); Adam's
    # says no signature matches, then lists its internal ones, which are left out here
    _none_gradient_error = (TypeError, "'int' object is not callable")

    def _begin_step(self):
        """What an optimizer updates once per step, before its Parameters (Adam's beta powers)."""

    def _update(self, index, param, grad, lr):
        raise NotImplementedError


class SGD(Optimizer):
    """``param -= lr * accum``, ``accum`` the momentum buffer (the gradient itself at the first step)."""

    def __init__(self, params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False, loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        self.momentum, self.dampening, self.nesterov = float(momentum), float(dampening), nesterov
        self._accum = [None] * len(self.parameters)

    def _update(self, index, param, grad, lr):
        if self.momentum:
            accum = self._accum[index]
            accum = grad.clone() if accum is None else self.momentum * accum + (1 - self.dampening) * grad
            self._accum[index] = accum
            step = grad + self.momentum * accum if self.nesterov else accum
        else:
            step = grad
        param._torch = param._torch - lr * step


class Momentum(Optimizer):
    """``accum = momentum * accum + grad``; ``param -= lr * accum`` (``use_nesterov`` changes nothing, as measured)."""

    def __init__(self, params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0, use_nesterov=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if isinstance(momentum, float) and momentum < 0.0:
            raise ValueError(f"For 'Momentum', the argument 'momentum' must be at least 0.0, but got {momentum}")
        self.momentum, self.use_nesterov = float(momentum), use_nesterov
        self._accum = [torch.zeros_like(p._torch) for p in self.parameters]

    def _update(self, index, param, grad, lr):
        accum = self.momentum * self._accum[index] + grad
        self._accum[index] = accum
        # measured on MindSpore 2.10 (CPU): use_nesterov=True updates exactly as without
        param._torch = param._torch - lr * accum


class Adam(Optimizer):
    """Adam: ``param -= lr * sqrt(1 - beta2^t) / (1 - beta1^t) * m / (sqrt(v) + eps)``.

    Its state is MindSpore's attributes: ``moment1``/``moment2`` (ParameterTuples named ``moment1.<name>``),
    ``beta1_power``/``beta2_power`` (float32 Parameters multiplied by ``beta1``/``beta2`` once per step) and
    ``beta1``, ``beta2``, ``eps`` as float32 Tensors."""

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False, use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        self._beta1, self._beta2, self._eps = float(beta1), float(beta2), float(eps)
        self.beta1, self.beta2, self.eps = (Tensor._from_torch(torch.tensor(value, dtype=torch.float32))
                                            for value in (self._beta1, self._beta2, self._eps))
        self.use_locking, self.use_nesterov = use_locking, use_nesterov
        self.beta1_power = Parameter(Tensor._from_torch(torch.ones((), dtype=torch.float32)), name="beta1_power")
        self.beta2_power = Parameter(Tensor._from_torch(torch.ones((), dtype=torch.float32)), name="beta2_power")
        self.moment1 = self.parameters.clone(prefix="moment1", init="zeros")
        self.moment2 = self.parameters.clone(prefix="moment2", init="zeros")

    _none_gradient_error = (ValueError, "For 'MultitypeFuncGraph', cannot find fn match given args. "
                                        "The gradient of Parameter '{name}' is None, Adam updates with Tensors only.")

    def _begin_step(self):
        # float32 products, as MindSpore keeps its powers
        self.beta1_power._torch = self.beta1_power._torch * self.beta1._torch
        self.beta2_power._torch = self.beta2_power._torch * self.beta2._torch

    def _update(self, index, param, grad, lr):
        step = self._step  # already counts this step
        m_param, v_param = self.moment1[index], self.moment2[index]
        if param._torch.dtype is torch.float32 and numerics.exact(param._torch):
            step_size = mindspore_cpu.adam_lr(float(lr), self.beta1_power._torch, self.beta2_power._torch)
            flat = [t.reshape(-1) for t in (param._torch, m_param._torch, v_param._torch, grad)]
            var, m, v = mindspore_cpu.adam(*flat, step_size, self._beta1, self._beta2, self._eps, self.use_nesterov)
            shape = param._torch.shape
            m_param._torch, v_param._torch = m.reshape(shape), v.reshape(shape)
            param._torch = var.reshape(shape)
            return
        beta1, beta2 = self._beta1, self._beta2
        m = beta1 * m_param._torch + (1 - beta1) * grad
        v = beta2 * v_param._torch + (1 - beta2) * grad * grad
        m_param._torch, v_param._torch = m, v
        lr_t = lr * math.sqrt(1 - beta2**step) / (1 - beta1**step)
        direction = beta1 * m + (1 - beta1) * grad if self.use_nesterov else m
        param._torch = param._torch - lr_t * direction / (v.sqrt() + self._eps)
