"""``paddle.optimizer.lr``: learning-rate schedulers (called for the current rate, ``step()`` to advance).

A scheduler holds python floats only: ``step()`` advances ``last_epoch``
and recomputes ``last_lr`` with the subclass's ``get_lr()`` (printing the
new rate when ``verbose``); ``state_dict()`` is the ``state_keys()`` subset
of the instance's attributes, which an optimizer saves as ``LR_Scheduler``.
"""

import math
import warnings

__all__ = [
    "LRScheduler", "NoamDecay", "PiecewiseDecay", "NaturalExpDecay", "InverseTimeDecay", "PolynomialDecay",
    "LinearWarmup", "ExponentialDecay", "MultiStepDecay", "StepDecay", "LambdaDecay", "CosineAnnealingDecay",
    "MultiplicativeDecay", "LinearLR",
]


class LRScheduler:
    """Base class: subclasses define ``get_lr()`` from ``base_lr`` and ``last_epoch``."""

    def __init__(self, learning_rate=0.1, last_epoch=-1, verbose=False):
        if not isinstance(learning_rate, (float, int)):
            raise TypeError(f"The type of learning rate must be float, but received {type(learning_rate)}")
        if learning_rate < 0:
            raise ValueError(f"Invalid learning rate: {learning_rate}")
        self.base_lr = float(learning_rate)
        self.last_lr = float(learning_rate)
        self.last_epoch = last_epoch
        self.verbose = verbose
        self._var_name = None
        self.step()

    def __repr__(self):
        module = type(self).__module__.replace("unigrad.paddle_api", "paddle")
        return f"<{module}.{type(self).__qualname__} object at {hex(id(self))}>"

    def __call__(self):
        return self.last_lr

    def step(self, epoch=None):
        if epoch is None:
            self.last_epoch += 1
            self.last_lr = self.get_lr()
        else:
            self.last_epoch = epoch
            # schedulers whose rate depends on the path taken jump with their closed form
            closed_form = getattr(self, "_get_closed_form_lr", None)
            self.last_lr = closed_form() if closed_form is not None else self.get_lr()
        if self.verbose:
            print(f"Epoch {self.last_epoch}: {type(self).__name__} set learning rate to {self.last_lr}.")

    def state_keys(self):
        self.keys = ["last_epoch", "last_lr"]

    def state_dict(self):
        self.state_keys()
        state = {}
        for key in self.keys:
            if key in self.__dict__:
                value = self.__dict__[key]
                # a one-element Tensor is saved as its float
                state[key] = float(value) if hasattr(value, "_torch") else value
        return state

    def set_state_dict(self, state_dict):
        self.state_keys()
        for key in self.keys:
            if key not in state_dict:
                raise RuntimeError(
                    "Please check whether state_dict is correct for optimizer. "
                    f"Can't find [ {key} ] in state_dict"
                )
            self.__dict__[key] = state_dict[key]
        if len(state_dict) > len(self.keys):
            warnings.warn(
                "There are some unused values in state_dict. Maybe the optimizer have different "
                "'LearningRateDecay' when invoking state_dict and set_dict"
            )

    set_dict = set_state_dict

    def get_lr(self):
        raise NotImplementedError


class StepDecay(LRScheduler):
    """``base_lr * gamma ** (last_epoch // step_size)``."""

    def __init__(self, learning_rate, step_size, gamma=0.1, last_epoch=-1, verbose=False):
        if not isinstance(step_size, int):
            raise TypeError(f"The type of 'step_size' must be 'int', but received {type(step_size)}.")
        if gamma >= 1.0:
            raise ValueError("gamma should be < 1.0.")
        if step_size <= 0:
            raise AssertionError(" 'step_size' must be a positive integer.")
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        return self.base_lr * (self.gamma ** (self.last_epoch // self.step_size))


class ExponentialDecay(LRScheduler):
    """``base_lr * gamma ** last_epoch``."""

    def __init__(self, learning_rate, gamma, last_epoch=-1, verbose=False):
        if not 0.0 < gamma < 1.0:
            raise AssertionError(" 'gamma' must be in interval (0.0, 1.0) so that the learning rate will decay.")
        self.gamma = gamma
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        return self.base_lr * (self.gamma ** self.last_epoch)


# The rules below keep paddle's order of float operations: the printed rates must agree to the last digit.


class NoamDecay(LRScheduler):
    """``base_lr * d_model^-0.5 * min(epoch^-0.5, epoch * warmup_steps^-1.5)`` (the first factor 1 at epoch 0)."""

    def __init__(self, d_model, warmup_steps, learning_rate=1.0, last_epoch=-1, verbose=False):
        if d_model <= 0:
            raise ValueError("d_model should be grater than 0")
        self.d_model = d_model
        self.warmup_steps = warmup_steps
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        a = 1 if self.last_epoch == 0 else self.last_epoch ** -0.5
        b = self.warmup_steps ** -1.5 * self.last_epoch
        return self.base_lr * (self.d_model ** -0.5) * min(a, b)


class PiecewiseDecay(LRScheduler):
    """``values[i]`` for the first boundary the epoch is below, else the last value."""

    def __init__(self, boundaries, values, last_epoch=-1, verbose=False):
        if len(boundaries) == 0:
            raise ValueError("The boundaries cannot be empty.")
        if len(values) <= len(boundaries):
            raise ValueError(
                "The values have one more element than boundaries, but received "
                f"len(values) [{len(values)}] < len(boundaries) + 1 [{len(boundaries) + 1}]."
            )
        self.boundaries = boundaries
        self.values = values
        super().__init__(last_epoch=last_epoch, verbose=verbose)

    def get_lr(self):
        below = [i for i, bound in enumerate(self.boundaries) if self.last_epoch < bound]
        return self.values[below[0]] if below else self.values[len(self.values) - 1]


class NaturalExpDecay(LRScheduler):
    """``base_lr * e^(-gamma * epoch)``."""

    def __init__(self, learning_rate, gamma, last_epoch=-1, verbose=False):
        if not gamma > 0.0:
            raise AssertionError(" 'gamma' must be a positive number so that the learning rate will decay.")
        self.gamma = gamma
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        return self.base_lr * math.exp(-1 * self.gamma * self.last_epoch)


class InverseTimeDecay(LRScheduler):
    """``base_lr / (1 + gamma * epoch)``."""

    def __init__(self, learning_rate, gamma, last_epoch=-1, verbose=False):
        self.gamma = gamma
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        return self.base_lr / (1 + self.gamma * self.last_epoch)


class PolynomialDecay(LRScheduler):
    """From ``base_lr`` to ``end_lr`` along ``(1 - epoch / decay_steps) ** power``; ``cycle`` restarts it."""

    def __init__(self, learning_rate, decay_steps, end_lr=0.0001, power=1.0, cycle=False, last_epoch=-1,
                 verbose=False):
        if not (isinstance(decay_steps, int) and decay_steps > 0):
            raise AssertionError(" 'decay_steps' must be a positive integer.")
        self.decay_steps = decay_steps
        self.end_lr = end_lr
        if not power > 0.0:
            raise AssertionError(" 'power' must be greater than 0.0 so that the learning rate will decay.")
        self.power = power
        self.cycle = cycle
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        epoch, steps = self.last_epoch, self.decay_steps
        if self.cycle:
            steps = self.decay_steps * (1 if epoch == 0 else math.ceil(float(epoch) / float(self.decay_steps)))
        else:
            epoch = min(epoch, self.decay_steps)
        return (self.base_lr - self.end_lr) * ((1 - float(epoch) / float(steps)) ** self.power) + self.end_lr


class LinearWarmup(LRScheduler):
    """Linear from ``start_lr`` to ``end_lr`` over ``warmup_steps``, then ``learning_rate`` (a float or a scheduler)."""

    def __init__(self, learning_rate, warmup_steps, start_lr, end_lr, last_epoch=-1, verbose=False):
        if not isinstance(learning_rate, (float, int, LRScheduler)):
            raise TypeError(
                "the type of learning_rate should be [int, float or LRScheduler], "
                f"the current type is {learning_rate}"
            )
        self.learning_rate = learning_rate
        if not (isinstance(warmup_steps, int) and warmup_steps > 0):
            raise AssertionError(" 'warmup_steps' must be a positive integer.")
        self.warmup_steps = warmup_steps
        self.start_lr = start_lr
        self.end_lr = end_lr
        if not end_lr > start_lr:
            raise AssertionError(f"end_lr {end_lr} must be greater than start_lr {start_lr}")
        super().__init__(start_lr, last_epoch, verbose)

    def state_dict(self):
        state = super().state_dict()
        if isinstance(self.learning_rate, LRScheduler):
            state["LinearWarmup_LR"] = self.learning_rate.state_dict()
        return state

    def set_state_dict(self, state_dict):
        super().set_state_dict(state_dict)
        if isinstance(self.learning_rate, LRScheduler):
            self.learning_rate.set_state_dict(state_dict["LinearWarmup_LR"])

    def get_lr(self):
        if self.last_epoch < self.warmup_steps:
            return (self.end_lr - self.start_lr) * float(self.last_epoch) / float(self.warmup_steps) + self.start_lr
        if isinstance(self.learning_rate, LRScheduler):
            # the wrapped scheduler runs on the epochs after the warm-up
            self.learning_rate.step(self.last_epoch - self.warmup_steps)
            return self.learning_rate()
        return self.learning_rate


class MultiStepDecay(LRScheduler):
    """``base_lr * gamma ** (milestones passed)``."""

    def __init__(self, learning_rate, milestones, gamma=0.1, last_epoch=-1, verbose=False):
        if not isinstance(milestones, (tuple, list)):
            raise TypeError(
                "The type of 'milestones' in 'MultiStepDecay' must be 'tuple, list', "
                f"but received {type(milestones)}."
            )
        if any(a >= b for a, b in zip(milestones, milestones[1:])):
            raise ValueError("The elements of milestones must be incremented")
        if gamma >= 1.0:
            raise ValueError("gamma should be < 1.0.")
        self.milestones = milestones
        self.gamma = gamma
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        passed = next((i for i, m in enumerate(self.milestones) if self.last_epoch < m), len(self.milestones))
        return self.base_lr * (self.gamma ** passed)


class LambdaDecay(LRScheduler):
    """``base_lr * lr_lambda(epoch)``."""

    def __init__(self, learning_rate, lr_lambda, last_epoch=-1, verbose=False):
        if not callable(lr_lambda):
            raise TypeError(
                f"The type of 'lr_lambda' in 'LambdaDecay' must be 'function', but received {type(lr_lambda)}."
            )
        self.lr_lambda = lr_lambda
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        return self.base_lr * self.lr_lambda(self.last_epoch)


class CosineAnnealingDecay(LRScheduler):
    """Cosine annealing from ``base_lr`` to ``eta_min`` over ``T_max`` epochs, stepped from the last rate."""

    def __init__(self, learning_rate, T_max, eta_min=0, last_epoch=-1, verbose=False):
        if not isinstance(T_max, int):
            raise TypeError(
                f"The type of 'T_max' in 'CosineAnnealingDecay' must be 'int', but received {type(T_max)}."
            )
        if not isinstance(eta_min, (float, int)):
            raise TypeError(
                "The type of 'eta_min' in 'CosineAnnealingDecay' must be 'float, int', "
                f"but received {type(eta_min)}."
            )
        if T_max <= 0:
            raise AssertionError(" 'T_max' must be a positive integer.")
        self.T_max = T_max
        self.eta_min = float(eta_min)
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        epoch, t_max = self.last_epoch, self.T_max
        if epoch == 0:
            return self.base_lr
        if (epoch - 1 - t_max) % (2 * t_max) == 0:
            return self.last_lr + (self.base_lr - self.eta_min) * (1 - math.cos(math.pi / t_max)) / 2
        return (1 + math.cos(math.pi * epoch / t_max)) / (1 + math.cos(math.pi * (epoch - 1) / t_max)) * (
            self.last_lr - self.eta_min) + self.eta_min

    def _get_closed_form_lr(self):
        return self.eta_min + (self.base_lr - self.eta_min) * (1 + math.cos(math.pi * self.last_epoch / self.T_max)) / 2


class MultiplicativeDecay(LRScheduler):
    """``base_lr`` times ``lr_lambda(e)`` for every epoch ``e`` from 1 to the current one."""

    def __init__(self, learning_rate, lr_lambda, last_epoch=-1, verbose=False):
        if not callable(lr_lambda):
            raise TypeError(
                "The type of 'lr_lambda' in 'MultiplicativeDecay' must be 'function', "
                f"but received {type(lr_lambda)}."
            )
        self.lr_lambda = lr_lambda
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        rate = self.base_lr
        for epoch in range(1, self.last_epoch + 1):
            rate = rate * self.lr_lambda(epoch)
        return rate


class LinearLR(LRScheduler):
    """The rate scaled from ``start_factor`` to ``end_factor`` linearly over ``total_steps``, stepped from the last rate."""

    def __init__(self, learning_rate, total_steps, start_factor=1.0 / 3, end_factor=1.0, last_epoch=-1,
                 verbose=False):
        if start_factor > 1.0 or start_factor <= 0:
            raise ValueError(
                f"`start_factor` must be greater than 0 and less or equal to 1, but got {start_factor}"
            )
        if end_factor > 1.0 or end_factor < 0:
            raise ValueError(f"`end_factor` must be greater than 0 and less than 1, but got {end_factor}")
        if total_steps <= 0:
            raise ValueError(f"`total_steps` must be greater than 0, but got {total_steps}")
        self.start_factor = start_factor
        self.end_factor = end_factor
        self.total_steps = total_steps
        super().__init__(learning_rate, last_epoch, verbose)

    def get_lr(self):
        if self.last_epoch == 0:
            return self.base_lr * self.start_factor
        if self.last_epoch > self.total_steps:
            return self.last_lr
        change = self.end_factor - self.start_factor
        factor = 1.0 + change / (self.total_steps * self.start_factor + (self.last_epoch - 1) * change)
        return self.last_lr * factor
