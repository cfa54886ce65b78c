"""``paddle.optimizer``: SGD, Momentum, Adam, AdamW and Adadelta over parameters' ``.grad``, with paddle's update rules.

``step()`` updates every parameter that has a gradient, without recording
the update; ``clear_grad()`` zeroes the gradients (paddle's default
``set_to_zero=True``); ``minimize(loss)`` applies the gradients already
computed by ``loss.backward()``, as paddle's dygraph does.

An optimizer's state lives in paddle's *accumulators*: one Tensor per
(accumulator name, parameter), created on the parameter's first update and
named as paddle names them (``linear_0.w_0_moment1_0``). ``state_dict()``
lists them by accumulator, then parameter, in creation order, plus the
scheduler's state as ``LR_Scheduler``.
"""

import math

import numpy as np
import torch

from unigrad.dialect.optim import apply_updates
from unigrad.numerics import isa, paddle_cpu
from unigrad.paddle_api._place import is_compiled_with_cuda
from unigrad.paddle_api.framework import _unique_name
from unigrad.paddle_api.regularizer import L2Decay, from_weight_decay
from unigrad.paddle_api.tensor import Tensor, wrap
from unigrad.paddle_api.optimizer import lr
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Optimizer", "SGD", "Momentum", "Adam", "AdamW", "Adadelta", "Adagrad", "RMSProp", "Adamax", "NAdam",
           "RAdam", "Rprop", "ASGD", "lr"]


class Optimizer(RealNamed):
    """Base: holds parameters, the learning rate (a float or an ``lr.LRScheduler``) and the accumulators."""

    #: (accumulator name, initial value: a number or the name of an attribute, shape [1] or None for the param's
    #: or a function of the parameter's torch tensor[, torch dtype when not the parameter's])
    _ACCUMULATORS = ()

    def __init__(self, learning_rate=0.001, parameters=None, weight_decay=None, grad_clip=None, name=None):
        if parameters is not None:
            if isinstance(parameters, Tensor):
                raise TypeError(
                    "`parameters` argument given to the optimizer should be an iterable of paddle Tensors, "
                    f"but got argument type is `{_paddle_type(parameters)}`."
                )
            if isinstance(parameters, dict):
                raise TypeError(
                    "`parameters` argument should not get dict type, if parameter groups is needed, "
                    "please set `parameters` as list of dict"
                )
        else:
            raise AttributeError(
                "parameters argument given to the Optimizer should not be None in dygraph mode."
            )
        if not isinstance(learning_rate, (float, lr.LRScheduler)):
            raise TypeError(
                f"learning rate should be float or LRScheduler, got {_paddle_type(learning_rate)} here"
            )
        params = list(parameters)
        if params and isinstance(params[0], dict):
            # a group's params may be one Parameter (paddle wraps it in a list) or an iterable of them
            self._groups = [dict(g, params=[g["params"]] if isinstance(g["params"], Tensor) else list(g["params"]))
                            for g in params]
        else:
            self._groups = [{"params": params}]
        self._parameter_list = [p for g in self._groups for p in g["params"]]
        self._learning_rate = learning_rate
        self._weight_decay = weight_decay
        self.regularization = from_weight_decay(weight_decay)
        self._grad_clip = grad_clip
        self._name = name
        self._accumulators = {}  # {accumulator name: {parameter name: Tensor}}
        self._accumulators_holder = {}  # a loaded state_dict, waiting for accumulators not yet created
        # paddle binds this alias per instance (it is no method of the class)
        self.clear_gradients = self.clear_grad

    def __repr__(self):
        name = type(self).__name__
        return f"<paddle.optimizer.{name.lower()}.{name} object at {hex(id(self))}>"

    def get_lr(self):
        rate = self._learning_rate
        return rate() if isinstance(rate, lr.LRScheduler) else rate

    def set_lr(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError(
                f"The type of 'value' in optimizer.set_lr must be float, but received {type(value)}."
            )
        if isinstance(self._learning_rate, lr.LRScheduler):
            raise RuntimeError(
                "optimizer's learning rate can't be LRScheduler when invoke this API, "
                "because this will lead to conflict."
            )
        self._learning_rate = float(value)

    def set_lr_scheduler(self, scheduler):
        if not isinstance(scheduler, lr.LRScheduler):
            raise TypeError(
                "The type of 'scheduler' in optimizer.set_lr_scheduler must be LRScheduler, "
                f"but received {type(scheduler)}."
            )
        self._learning_rate = scheduler

    #: whether a group's ``weight_decay`` is a regularizer (AdamW's is its decoupled decay rate)
    _GROUP_DECAY_REGULARIZES = True

    def _regularizer(self, group, param):
        """The parameter's own regularizer, else its group's, else the optimizer's."""
        own = getattr(param, "regularizer", None)
        if own is not None:
            return own
        if self._GROUP_DECAY_REGULARIZES and "weight_decay" in group:
            # paddle turns only a float into L2Decay; anything else is kept and called as a regularizer
            decay = group["weight_decay"]
            return L2Decay(decay) if isinstance(decay, float) else decay
        return self.regularization

    def _accumulator(self, name, param):
        return self._accumulators[self._prefixed(name)][param.name]._torch

    def _prefixed(self, name):
        return name if self._name is None else f"{self._name}_{name}"

    def _create_accumulators(self, param, t):
        """The accumulators of ``param`` (paddle makes them on the parameter's first update)."""
        for name, fill, shape, *dtype in self._ACCUMULATORS:
            name = self._prefixed(name)
            slot = self._accumulators.setdefault(name, {})
            if param.name in slot:
                continue
            fill = getattr(self, fill) if isinstance(fill, str) else fill
            shape = shape(t) if callable(shape) else shape  # a shape that depends on the parameter's
            # float() as paddle (a shape-[1] Tensor fill fails there); an integer accumulator keeps its int fill
            value = torch.full(shape or t.shape, fill if dtype else float(fill), dtype=dtype[0] if dtype else t.dtype)
            box = wrap(value)
            box.name = _unique_name(f"{param.name}_{name}")
            box.persistable = True
            if self._accumulators_holder:
                if box.name not in self._accumulators_holder:
                    raise AssertionError(f"Optimizer set error, {box.name} should in state dict")
                box.set_value(self._accumulators_holder.pop(box.name))
            slot[param.name] = box

    def step(self):
        apply_updates(self._params_grads(), self._apply_update)

    def _params_grads(self):
        """``(param, gradient after grad_clip, group, group's learning rate)`` of each trainable parameter."""
        rate = self.get_lr()
        clipped = self._clipped_grads()
        for group in self._groups:
            group_rate = group.get("learning_rate", 1.0) * rate if "learning_rate" in group else rate
            for param in group["params"]:
                t = param._torch
                if t.grad is None or not getattr(param, "trainable", True):
                    continue
                yield param, clipped.get(id(param), t.grad), group, group_rate

    def _apply_update(self, index, param, g, group, group_rate):
        """The update of one parameter: its accumulators (made on its first update), its regularizer, its rule."""
        t = param._torch
        self._create_accumulators(param, t)
        scale = getattr(param, "optimize_attr", {"learning_rate": 1.0})["learning_rate"]
        regularizer = self._regularizer(group, param)
        if regularizer is not None:
            if not hasattr(regularizer, "_term"):
                raise TypeError(f"'{type(regularizer).__name__}' object is not callable")
            g = g + regularizer._term(t)
        self._update(param, t, g, group_rate * scale)

    def _clipped_grads(self):
        """``grad_clip`` applied to the gradients of every trainable parameter, keyed by parameter id."""
        if self._grad_clip is None:
            return {}
        pairs = [(p, p._torch.grad) for group in self._groups for p in group["params"]
                 if p._torch.grad is not None and getattr(p, "trainable", True)]
        return {id(p): g for p, g in self._grad_clip(pairs)}

    def minimize(self, loss, startup_program=None, parameters=None, no_grad_set=None):
        self.step()
        return None, [(p, p.grad) for p in self._parameter_list if p.grad is not None]

    def backward(self, loss, startup_program=None, parameters=None, no_grad_set=None, callbacks=None):
        """The ``(parameter, gradient)`` pairs of the parameters that have a gradient; in dygraph paddle computes
        nothing here (``loss.backward()`` does)."""
        return [(p, p.grad) for p in (parameters or self._parameter_list) if p.grad is not None]

    def apply_gradients(self, params_grads):
        """Updates each parameter by the gradient paired with it (in the order of the parameters' names),
        after ``grad_clip`` and the regularizers, as ``step`` would."""
        pairs = sorted(params_grads, key=lambda pair: pair[0].name)
        pairs = [(p, g._torch if isinstance(g, Tensor) else g) for p, g in pairs]
        if self._grad_clip is not None:
            pairs = list(self._grad_clip(pairs))
        rate = self.get_lr()
        group_of = {id(p): group for group in self._groups for p in group["params"]}
        for index, (param, grad) in enumerate(pairs):
            group = group_of.get(id(param), {})
            group_rate = group.get("learning_rate", 1.0) * rate if "learning_rate" in group else rate
            with torch.no_grad():
                self._apply_update(index, param, grad, group, group_rate)
        return []

    def clear_grad(self, set_to_zero=True):
        for param in self._parameter_list:
            param.clear_gradient(set_to_zero)

    def zero_grad(self, set_to_none=True):
        # paddle's zero_grad keeps the gradient tensor (zeroed) unless set_to_none
        self.clear_grad(set_to_zero=not set_to_none)

    def state_dict(self):
        if not self._accumulators and self._accumulators_holder:
            state = dict(self._accumulators_holder)
        else:
            state = {box.name: box for slot in self._accumulators.values() for box in slot.values()}
        if isinstance(self._learning_rate, lr.LRScheduler):
            state["LR_Scheduler"] = self._learning_rate.state_dict()
        return state

    def set_state_dict(self, state_dict):
        if isinstance(self._learning_rate, lr.LRScheduler):
            scheduler_state = state_dict.get("LR_Scheduler")
            if scheduler_state is None:
                raise AssertionError("LR_Scheduler state must be included in the state dict except LambdaDecay")
            self._learning_rate.set_state_dict(scheduler_state)
        state = {k: v for k, v in state_dict.items() if k not in ("LR_Scheduler", "master_weights")}
        self._accumulators_holder = state
        for slot in self._accumulators.values():
            for box in slot.values():
                if box.name not in state:
                    raise AssertionError(f"optimizer Tensor {box.name} not found")
                box.set_value(state[box.name])

    load_state_dict = set_state_dict


def _paddle_type(value):
    """``type(value)`` as paddle prints it: its Tensor and Parameter classes live in paddle's own modules."""
    if isinstance(value, Tensor):
        return "<class 'paddle.base.framework.EagerParamBase'>" if hasattr(value, "trainable") \
            else "<class 'paddle.Tensor'>"
    return type(value)


class SGD(Optimizer):
    """``param -= lr * grad`` (the gradient regularized, as for every optimizer)."""

    def _update(self, param, t, g, rate):
        t.sub_(rate * g)


class Momentum(Optimizer):
    """``velocity = momentum * velocity + grad``; ``param -= lr * velocity`` (or the Nesterov form)."""

    _ACCUMULATORS = (("velocity", 0.0, None),)

    def __init__(self, learning_rate=0.001, momentum=0.9, parameters=None, use_nesterov=False, weight_decay=None,
                 grad_clip=None, multi_precision=False, rescale_grad=1.0, use_multi_tensor=False, name=None):
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._momentum, self._nesterov = momentum, use_nesterov

    def _update(self, param, t, g, rate):
        velocity = self._accumulator("velocity", param)
        velocity.mul_(self._momentum).add_(g)
        t.sub_(rate * (g + self._momentum * velocity if self._nesterov else velocity))


class Adam(Optimizer):
    """paddle's Adam: bias corrections folded into the learning rate and epsilon."""

    _ACCUMULATORS = (("moment1", 0.0, None), ("moment2", 0.0, None),
                     ("beta1_pow_acc", "_beta1", [1]), ("beta2_pow_acc", "_beta2", [1]))

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-08, parameters=None,
                 weight_decay=None, grad_clip=None, lazy_mode=False, multi_precision=False, use_multi_tensor=False,
                 amsgrad=False, name=None):
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        # paddle accepts the betas and epsilon as Tensors too
        self._beta1, self._beta2, self._epsilon = (float(v.item()) if isinstance(v, Tensor) else v
                                                   for v in (beta1, beta2, epsilon))

    def _adam(self, param, t, g, rate, decay=None):
        """One update of ``t`` by ``g``; AdamW's ``decay`` (``lr * lr_ratio * coeff``) applied to ``t`` first."""
        m, v = self._accumulator("moment1", param), self._accumulator("moment2", param)
        beta1_pow, beta2_pow = self._accumulator("beta1_pow_acc", param), self._accumulator("beta2_pow_acc", param)
        if _numpy_updates(t, g):
            _numpy_adam32(t, g, m, v, beta1_pow, beta2_pow, self._beta1, self._beta2, self._epsilon, rate, decay)
            return
        if decay is not None:  # the kernel's order: param - ((lr * lr_ratio) * coeff) * param, in its dtype
            t.copy_(t - torch.tensor(decay[0], dtype=t.dtype) * decay[1] * decay[2] * t)
        # the powers are the betas to the number of updates so far, this one included
        # paddle's kernel works in the parameter's dtype: the betas, 1 - beta and the corrections rounded to it
        b1, b2, eps, rate = (torch.tensor(v, dtype=t.dtype) for v in (self._beta1, self._beta2, self._epsilon, rate))
        m.copy_(b1 * m + (1 - b1) * g)
        v.copy_(b2 * v + ((1 - b2) * g) * g)
        scalar = _NUMPY_SCALARS.get(t.dtype)
        if scalar is not None:
            # the kernel's host-side scalars, in the parameter's C type (torch's 0-d ops may round differently)
            b1p, b2p = scalar(beta1_pow.item()), scalar(beta2_pow.item())
            root = np.sqrt(scalar(1) - b2p)
            corrected = scalar(rate.item()) * (root / (scalar(1) - b1p))
            eps = scalar(eps.item()) * root
            # the step goes through libm's double sqrt: the update is formed in double, then rounded
            step = float(corrected) * (m.double() / (v.double().sqrt() + float(eps)))
            t.copy_(t.double() - step)
        else:
            b1p, b2p = beta1_pow[0], beta2_pow[0]
            corrected = rate * ((1 - b2p).sqrt() / (1 - b1p))
            t.copy_(t - corrected * (m / (v.sqrt() + eps * (1 - b2p).sqrt())))
        beta1_pow.mul_(b1)
        beta2_pow.mul_(b2)

    def _update(self, param, t, g, rate):
        self._adam(param, t, g, rate)


_NUMPY_SCALARS = {torch.float32: np.float32, torch.float64: np.float64}


def _numpy_updates(t, g):
    """Whether an update of ``t`` by ``g`` runs in numpy: float32 CPU tensors of one shape."""
    return t.dtype is torch.float32 and g.dtype is torch.float32 and t.is_cpu \
        and g.is_cpu and g.shape == t.shape


def _numpy_adam32(t, g, m, v, beta1_pow, beta2_pow, beta1, beta2, epsilon, rate, decay=None):
    """:meth:`Adam._adam` on a float32 CPU parameter, the same roundings in numpy (its calls on small arrays
    cost a fraction of torch's); the results written back through torch, so version counters move."""
    with np.errstate(all="ignore"):  # torch does not warn on inf or nan
        _numpy_adam32_steps(t, g, m, v, beta1_pow, beta2_pow, beta1, beta2, epsilon, rate, decay)


def _numpy_adam32_steps(t, g, m, v, beta1_pow, beta2_pow, beta1, beta2, epsilon, rate, decay):
    f32 = np.float32
    b1, b2 = f32(beta1), f32(beta2)
    grad, param = g.detach().numpy(), t.detach().numpy()
    b1p, b2p = f32(beta1_pow.item()), f32(beta2_pow.item())
    root = np.sqrt(f32(1) - b2p)
    corrected = f32(rate) * (root / (f32(1) - b1p))
    eps = f32(epsilon) * root
    if isa.kernel_isa() == "avx512":  # paddle's JIT kernel, in float32
        jit_decay = None if decay is None else f32(f32(decay[0]) * f32(decay[1])) * f32(decay[2])
        param, moment1, moment2 = paddle_cpu.adam_jit(param, grad, m.numpy(), v.numpy(), b1, b2, -corrected, eps,
                                                      jit_decay)
    else:  # its C++ loop
        if decay is not None:  # param - ((lr * lr_ratio) * coeff) * param
            param = param - f32(f32(decay[0]) * f32(decay[1])) * f32(decay[2]) * param
        moment1 = b1 * m.numpy() + (f32(1) - b1) * grad
        moment2 = b2 * v.numpy() + ((f32(1) - b2) * grad) * grad
        # the step goes through libm's double sqrt: the update is formed in double, then rounded
        step = float(corrected) * (moment1.astype(np.float64) / (np.sqrt(moment2.astype(np.float64)) + float(eps)))
        param = param.astype(np.float64) - step
    m.copy_(torch.from_numpy(moment1))
    v.copy_(torch.from_numpy(moment2))
    t.copy_(torch.from_numpy(param))
    beta1_pow.mul_(float(b1))
    beta2_pow.mul_(float(b2))


class AdamW(Adam):
    _GROUP_DECAY_REGULARIZES = False

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-08, parameters=None,
                 weight_decay=0.01, lr_ratio=None, apply_decay_param_fun=None, grad_clip=None, lazy_mode=False,
                 multi_precision=False, amsgrad=False, name=None):
        super().__init__(learning_rate, beta1, beta2, epsilon, parameters, None, grad_clip, name=name)
        if lr_ratio is not None and not is_compiled_with_cuda():
            raise NotImplementedError("'lr_ratio' is unimplemented in CPU.")
        self._coeff = weight_decay
        self._lr_ratio = lr_ratio
        self._apply_decay = apply_decay_param_fun

    def _update(self, param, t, g, rate):
        decay = None
        if self._apply_decay is None or self._apply_decay(param.name):
            decay = (rate, 1.0 if self._lr_ratio is None else self._lr_ratio(param), self._coeff)
        self._adam(param, t, g, rate, decay)


class Adadelta(Optimizer):
    """Adadelta, with paddle's learning rate scaling the step.

    ``E[g^2] = rho E[g^2] + (1 - rho) g^2``;
    ``update = -(sqrt(E[dx^2] + eps) / sqrt(E[g^2] + eps)) g``; ``param += lr * update``;
    ``E[dx^2] = rho E[dx^2] + (1 - rho) update^2``.
    """

    _ACCUMULATORS = (("_avg_squared_grad", 0.0, None), ("_avg_squared_update", 0.0, None))

    def __init__(self, learning_rate=0.001, epsilon=1.0e-6, rho=0.95, parameters=None, weight_decay=None,
                 grad_clip=None, name=None):
        for value, what in ((learning_rate, "learning_rate"), (epsilon, "epsilon"), (rho, "rho")):
            if value is None:
                raise ValueError(f"{what} is not set.")
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._epsilon, self._rho = epsilon, rho

    def _update(self, param, t, g, rate):
        # paddle's kernel works in the parameter's dtype: rho, 1 - rho and epsilon rounded to it
        rho, eps, rate = (torch.tensor(v, dtype=t.dtype) for v in (self._rho, self._epsilon, rate))
        grad_avg = self._accumulator("_avg_squared_grad", param)
        update_avg = self._accumulator("_avg_squared_update", param)
        grad_avg.copy_(rho * grad_avg + (1 - rho) * (g * g))
        update = -((update_avg + eps).sqrt() / (grad_avg + eps).sqrt() * g)
        t.copy_(t + rate * update)
        update_avg.copy_(rho * update_avg + (1 - rho) * (update * update))


class Adagrad(Optimizer):
    """``moment += g^2``; ``param -= lr * g / (sqrt(moment) + epsilon)`` (paddle's CPU kernel order)."""

    _ACCUMULATORS = (("moment", "initial_accumulator_value", None),)

    def __init__(self, learning_rate, epsilon=1.0e-6, parameters=None, weight_decay=None, grad_clip=None, name=None,
                 initial_accumulator_value=0.0):
        assert learning_rate is not None
        assert epsilon is not None
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._epsilon = epsilon
        self.initial_accumulator_value = initial_accumulator_value

    def _update(self, param, t, g, rate):
        rate, eps = (torch.tensor(v, dtype=t.dtype) for v in (rate, self._epsilon))
        moment = self._accumulator("moment", param)
        moment.add_(g * g)
        t.copy_(t - rate * g / (moment.sqrt() + eps))


class RMSProp(Optimizer):
    """``ms = rho ms + (1 - rho) g^2`` (centered: also ``mg = rho mg + (1 - rho) g``, ``ms - mg^2`` below);
    ``mom = momentum mom + lr g / sqrt(ms + epsilon)``; ``param -= mom``."""

    _ACCUMULATORS = (("momentum", 0.0, None), ("mean_square", 0.0, None), ("mean_grad", 0.0, None))

    def __init__(self, learning_rate, rho=0.95, epsilon=1.0e-6, momentum=0.0, centered=False, parameters=None,
                 weight_decay=None, grad_clip=None, name=None):
        for value, what in ((learning_rate, "learning_rate"), (rho, "rho"), (epsilon, "epsilon"),
                            (momentum, "momentum")):
            if value is None:
                raise ValueError(f"{what} is not set.")
        for value, what in ((epsilon, "epsilon"), (momentum, "momentum"), (rho, "rho")):
            if not 0.0 <= value:
                raise ValueError(f"Invalid value of {what}, expect {what} >= 0.")
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        self._rho, self._epsilon, self._momentum, self._centered = rho, epsilon, momentum, centered

    def _update(self, param, t, g, rate):
        rho, eps, momentum, rate = (torch.tensor(v, dtype=t.dtype)
                                    for v in (self._rho, self._epsilon, self._momentum, rate))
        mom, ms = self._accumulator("momentum", param), self._accumulator("mean_square", param)
        ms.copy_(rho * ms + (1 - rho) * g * g)
        spread = ms
        if self._centered:
            mg = self._accumulator("mean_grad", param)
            mg.copy_(rho * mg + (1 - rho) * g)
            spread = ms - mg * mg
        mom.copy_(momentum * mom + rate * g / (spread + eps).sqrt())
        t.copy_(t - mom)


class Adamax(Optimizer):
    """``m = beta1 m + (1 - beta1) g``; ``u = max(|g|, beta2 u + epsilon)``;
    ``param -= lr / (1 - beta1^t) * (m / u)``."""

    _ACCUMULATORS = (("moment", 0.0, None), ("inf_norm", 0.0, None), ("beta1_pow_acc", "_beta1", [1]))

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-8, parameters=None,
                 weight_decay=None, grad_clip=None, name=None):
        assert learning_rate is not None
        assert beta1 is not None
        assert beta2 is not None
        assert epsilon is not None
        if not 0 <= beta1 < 1:
            raise ValueError("Invalid value of beta1, expect beta1 in [0,1).")
        if not 0 <= beta2 < 1:
            raise ValueError("Invalid value of beta2, expect beta2 in [0,1).")
        if not 0 <= epsilon:
            raise ValueError("Invalid value of epsilon, expect epsilon >= 0.")
        super().__init__(learning_rate, parameters, weight_decay, grad_clip, name)
        # kept as given: paddle converts them with float() when it first uses them (a shape-[1] Tensor fails there)
        self._beta1, self._beta2, self._epsilon = beta1, beta2, epsilon

    def _update(self, param, t, g, rate):
        b1, b2, eps, rate = (torch.tensor(float(v), dtype=t.dtype)
                             for v in (self._beta1, self._beta2, self._epsilon, rate))
        m, u = self._accumulator("moment", param), self._accumulator("inf_norm", param)
        beta1_pow = self._accumulator("beta1_pow_acc", param)
        m.copy_(b1 * m + (1 - b1) * g)
        u.copy_(torch.maximum(g.abs(), b2 * u + eps))
        t.copy_(t - rate / (1 - beta1_pow[0]) * (m / u))
        beta1_pow.mul_(b1)


from unigrad.paddle_api.optimizer.adaptive import ASGD, NAdam, RAdam, Rprop  # noqa: E402  (they subclass Optimizer)
