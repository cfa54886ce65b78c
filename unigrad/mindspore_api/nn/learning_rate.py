"""MindSpore's learning-rate schedules: the list builders (``exponential_decay_lr``, ``cosine_decay_lr``,
``piecewise_constant_lr`` ...) and the schedule Cells (``ExponentialDecayLR`` ...) an optimizer calls with its step.

>>> piecewise_constant_lr([2, 3], [0.1, 0.05])
[0.1, 0.1, 0.05]
"""

import math
import numbers

import torch

from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.nn.cell import Cell

__all__ = [
    "piecewise_constant_lr", "exponential_decay_lr", "natural_exp_decay_lr", "inverse_decay_lr", "cosine_decay_lr",
    "polynomial_decay_lr", "warmup_lr", "LearningRateSchedule", "ExponentialDecayLR", "NaturalExpDecayLR",
    "InverseDecayLR", "CosineDecayLR", "PolynomialDecayLR", "WarmUpLR",
]


def _positive_int(value, name):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"The type of '{name}' must be int, but got '{type(value).__name__}'.")
    if value <= 0:
        raise ValueError(f"'{name}' must be positive int, but got {value}.")


def _positive_float(value, name):
    if not isinstance(value, float):
        raise TypeError(f"The type of '{name}' must be float, but got '{type(value).__name__}'.")
    if value <= 0:
        raise ValueError(f"'{name}' must be positive float, but got {value}.")


def _decay_checks(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair):
    for value, name in ((total_step, "total_step"), (step_per_epoch, "step_per_epoch"), (decay_epoch, "decay_epoch")):
        _positive_int(value, name)
    _positive_float(learning_rate, "learning_rate")
    _positive_float(decay_rate, "decay_rate")
    if not isinstance(is_stair, bool):
        raise TypeError(f"The type of 'is_stair' must be bool, but got '{type(is_stair).__name__}'.")


def piecewise_constant_lr(milestone, learning_rates):
    """``learning_rates[i]`` repeated up to step ``milestone[i]``."""
    if len(milestone) != len(learning_rates):
        raise ValueError("For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of "
                         f"'learning_rates', but got 'milestone' size: {len(milestone)}, 'learning_rates' size: "
                         f"{len(learning_rates)}.")
    out, previous = [], 0
    for i, (end, rate) in enumerate(zip(milestone, learning_rates)):
        _positive_int(end, f"milestone[{i}]")
        if end < previous:
            raise ValueError(f"For 'piecewise_constant_lr', the value of milestone[{i}] must be greater than "
                             f"milestone[{i - 1}], but got milestone[{i}]: {end}, milestone[{i - 1}]: {previous}.")
        out.extend([rate] * (end - previous))
        previous = end
    return out


def _epochs(total_step, step_per_epoch):
    return (math.floor(step / step_per_epoch) for step in range(total_step))


def exponential_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    _decay_checks(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    return [learning_rate * decay_rate ** (math.floor(e / decay_epoch) if is_stair else e / decay_epoch)
            for e in _epochs(total_step, step_per_epoch)]


def natural_exp_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    _decay_checks(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    return [learning_rate * math.e ** (-decay_rate * (math.floor(e / decay_epoch) * decay_epoch if is_stair else e))
            for e in _epochs(total_step, step_per_epoch)]


def inverse_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    _decay_checks(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    if is_stair:
        return [learning_rate / (1 + decay_rate * math.floor(e / decay_epoch)) for e in _epochs(total_step, step_per_epoch)]
    return [learning_rate / (1 + decay_rate * e / decay_epoch) for e in _epochs(total_step, step_per_epoch)]


def cosine_decay_lr(min_lr, max_lr, total_step, step_per_epoch, decay_epoch):
    if not isinstance(min_lr, float):
        raise TypeError(f"For 'cosine_decay_lr', the argument 'min_lr' must be type of float, but got 'min_lr' type: {type(min_lr)}.")
    _positive_float(max_lr, "max_lr")
    for value, name in ((total_step, "total_step"), (step_per_epoch, "step_per_epoch"), (decay_epoch, "decay_epoch")):
        _positive_int(value, name)
    if min_lr >= max_lr:
        raise ValueError("For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' "
                         f"value: {max_lr}, 'min_lr' value: {min_lr}.")
    half = 0.5 * (max_lr - min_lr)
    return [min_lr + half * (1 + math.cos(math.pi * min(e, decay_epoch) / decay_epoch))
            for e in _epochs(total_step, step_per_epoch)]


def polynomial_decay_lr(learning_rate, end_learning_rate, total_step, step_per_epoch, decay_epoch, power,
                        update_decay_epoch=False):
    _positive_float(learning_rate, "learning_rate")
    _positive_float(power, "power")
    for value, name in ((total_step, "total_step"), (step_per_epoch, "step_per_epoch"), (decay_epoch, "decay_epoch")):
        _positive_int(value, name)
    out, span = [], learning_rate - end_learning_rate
    for epoch in _epochs(total_step, step_per_epoch):
        if update_decay_epoch:
            period, reached = decay_epoch * max(math.ceil(epoch / decay_epoch), 1), epoch
        else:
            period, reached = decay_epoch, min(decay_epoch, epoch)
        out.append(span * (1 - reached / period) ** power + end_learning_rate)
    return out


def warmup_lr(learning_rate, total_step, step_per_epoch, warmup_epoch):
    if not isinstance(learning_rate, float):
        raise TypeError(f"For 'warmup_lr', the argument 'learning_rate' must be type of float, but got 'learning_rate' type: {type(learning_rate)}.")
    for value, name in ((total_step, "total_step"), (step_per_epoch, "step_per_epoch"), (warmup_epoch, "warmup_epoch")):
        _positive_int(value, name)
    return [learning_rate * min(e, warmup_epoch) / warmup_epoch for e in _epochs(total_step, step_per_epoch)]


class LearningRateSchedule(Cell):
    """A Cell giving the learning rate of a step: ``schedule(global_step)`` is a float32 Tensor."""

    def construct(self, global_step):
        raise NotImplementedError


def _step(global_step):
    value = global_step._torch if hasattr(global_step, "_torch") else torch.tensor(global_step)
    return value.to(torch.float32)


class ExponentialDecayLR(LearningRateSchedule):
    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        self.learning_rate, self.decay_rate, self.decay_steps, self.is_stair = learning_rate, decay_rate, decay_steps, is_stair

    def construct(self, global_step):
        p = _step(global_step) / self.decay_steps
        if self.is_stair:
            p = torch.floor(p)
        return _box(self.learning_rate * torch.pow(torch.tensor(self.decay_rate, dtype=torch.float32), p))


class NaturalExpDecayLR(ExponentialDecayLR):
    def construct(self, global_step):
        p = _step(global_step)
        if self.is_stair:
            p = torch.floor(p / self.decay_steps) * self.decay_steps
        return _box(self.learning_rate * torch.pow(torch.tensor(math.e, dtype=torch.float32), -self.decay_rate * p))


class InverseDecayLR(ExponentialDecayLR):
    def construct(self, global_step):
        p = _step(global_step) / self.decay_steps
        if self.is_stair:
            p = torch.floor(p)
        return _box(self.learning_rate / (1 + self.decay_rate * p))


class CosineDecayLR(LearningRateSchedule):
    def __init__(self, min_lr, max_lr, decay_steps):
        super().__init__()
        if not isinstance(min_lr, float):
            raise TypeError(f"For 'CosineDecayLR', the argument 'min_lr' must be type of float, but got 'min_lr' type: {type(min_lr)}.")
        if min_lr >= max_lr:
            raise ValueError("For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' "
                             f"value: {max_lr}, 'min_lr' value: {min_lr}.")
        self.min_lr, self.max_lr, self.decay_steps = min_lr, max_lr, decay_steps
        self.delta = 0.5 * (max_lr - min_lr)

    def construct(self, global_step):
        p = torch.minimum(_step(global_step), torch.tensor(float(self.decay_steps)))
        return _box(self.min_lr + self.delta * (1.0 + torch.sin(math.pi * (p / self.decay_steps + 0.5))))


class PolynomialDecayLR(LearningRateSchedule):
    def __init__(self, learning_rate, end_learning_rate, decay_steps, power, update_decay_steps=False):
        super().__init__()
        self.start_learning_rate, self.end_learning_rate = learning_rate, end_learning_rate
        self.decay_steps, self.power, self.update_decay_steps = decay_steps, power, update_decay_steps
        self.diff_learning_rate = learning_rate - end_learning_rate

    def construct(self, global_step):
        step = _step(global_step)
        steps = torch.tensor(float(self.decay_steps))
        if self.update_decay_steps:
            steps = steps * torch.clamp(torch.ceil(step / steps), min=1.0)
        else:
            step = torch.minimum(step, steps)
        return _box(self.diff_learning_rate * torch.pow(1.0 - step / steps, self.power) + self.end_learning_rate)


class WarmUpLR(LearningRateSchedule):
    def __init__(self, learning_rate, warmup_steps):
        super().__init__()
        self.learning_rate, self.warmup_steps = learning_rate, warmup_steps

    def construct(self, global_step):
        p = torch.minimum(_step(global_step), torch.tensor(float(self.warmup_steps)))
        return _box(self.learning_rate * p / self.warmup_steps)
