"""``paddle.optimizer.lr``: learning-rate schedulers (called for the current rate, ``step()`` to advance).

A scheduler holds python floats only: ``step()`` advances ``last_epoch``
and recomputes ``last_lr`` with the subclass's ``get_lr()`` (printing the
new rate when ``verbose``); ``state_dict()`` is the ``state_keys()`` subset
of the instance's attributes, which an optimizer saves as ``LR_Scheduler``.
"""

import warnings

__all__ = ["LRScheduler", "StepDecay", "ExponentialDecay"]


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
