"""``paddle.amp``: automatic mixed precision (``auto_cast``, ``GradScaler``) as paddle's dygraph runs it on CPU.

paddle enables AMP only on CUDA, XPU and custom places; on a CPU place
``auto_cast`` warns and changes nothing (every op keeps float32), and a
``GradScaler`` warns and turns itself off (``scale`` returns the loss as is,
``step``/``minimize`` are the optimizer's). unigrad follows the CPU behaviour
on every device: it casts nothing. The scaler's dynamic loss scaling is
implemented all the same, for a scaler whose ``_enable`` is set by hand.
"""

import contextlib
import enum
import warnings

import numpy as np

from unigrad.paddle_api import _place
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["auto_cast", "GradScaler", "decorate", "is_float16_supported", "is_bfloat16_supported",
           "is_autocast_enabled", "get_autocast_dtype", "get_autocast_cpu_dtype", "get_autocast_gpu_dtype"]

_LEVELS = ("O0", "OD", "O1", "O2")

# the AMP state ops would read: the level stays O0 while no effect is possible
_state = {"level": "O0", "dtype": "float32"}


def _place_text():
    return repr(_place.place_of(_place.current_device()))


@contextlib.contextmanager
def amp_guard(enable=True, custom_white_list=None, custom_black_list=None, level="O1", dtype="float16",
              use_promote=True):
    """The context ``auto_cast`` returns; its checks run when it is entered, as paddle's generator does."""
    level = level.upper()
    if level not in _LEVELS:
        raise ValueError("level should be O0, OD, O1 or O2.")
    if not isinstance(dtype, str):
        dtype = getattr(dtype, "name", str(dtype))
    dtype = dtype.lower()
    if enable and dtype not in ("float16", "bfloat16"):
        raise ValueError("If enable amp, dtype should be 'float16' or 'bfloat16'.")
    if level != "O0" and custom_white_list and custom_black_list:
        if any(op in custom_black_list for op in custom_white_list):
            raise ValueError("Custom white list overlap custom black list")
    if enable:
        warnings.warn(f"amp_guard can only be enabled on CUDAPlace, XPUPlace, and CustomPlace, current place is "
                      f"{_place_text()}, so it makes no effect.")
    saved = dict(_state)
    _state.update(level="O0", dtype="float32")
    try:
        yield
    finally:
        _state.update(saved)


def auto_cast(enable=True, custom_white_list=None, custom_black_list=None, level="O1", dtype="float16",
              use_promote=True):
    """A context in which paddle would run white-listed ops in ``dtype``; on CPU it changes nothing."""
    return amp_guard(enable, custom_white_list, custom_black_list, level, dtype, use_promote)


def autocast(device_type=None, dtype="float16", enabled=True, cache_enabled=True):
    """torch's spelling of :func:`auto_cast`."""
    return auto_cast(enable=enabled, dtype=dtype)


def is_autocast_enabled(device_type=None):
    return _state["level"] != "O0"


def get_autocast_dtype(device_type=None):
    return "float16" if not is_autocast_enabled() else _state["dtype"]


get_autocast_cpu_dtype = get_autocast_dtype
get_autocast_gpu_dtype = get_autocast_dtype


def _device_type(device):
    if device is None:
        return _place.current_device().type
    return _place._parse(device).type


def is_float16_supported(device=None):
    """paddle's CPU kernels have no float16 AMP; a GPU has it (paddle asks for compute capability 7)."""
    if _device_type(device) != "cuda":
        return False
    import torch

    return torch.cuda.get_device_capability()[0] >= 7


def is_bfloat16_supported(device=None):
    """paddle reports bfloat16 AMP on CPU as supported; a GPU needs compute capability 8."""
    if _device_type(device) != "cuda":
        return True
    import torch

    return torch.cuda.get_device_capability()[0] >= 8


def decorate(models, optimizers=None, level="O1", dtype="float16", master_weight=None, save_dtype=None,
             master_grad=False, excluded_layers=None):
    """Casts the models' parameters for pure-half (O2) training on an accelerator; on CPU returns them as given."""
    if level not in ("O1", "O2"):
        if level in ("O0", "OD"):
            return models if optimizers is None else (models, optimizers)
        raise ValueError("level should be O1 or O2, O1 represent AMP train mode, O2 represent Pure fp16 train mode.")
    if dtype not in ("float16", "bfloat16"):
        raise ValueError("dtype only support float16 or bfloat16.")
    return models if optimizers is None else (models, optimizers)


amp_decorate = decorate


class OptimizerState(enum.Enum):
    INIT = 0
    UNSCALED = 1
    STEPPED = 2


def _fresh_states():
    import collections

    return collections.defaultdict(lambda: {"state": OptimizerState.INIT})


class AmpScaler(RealNamed):
    """Loss scaling: ``scale`` multiplies the loss, the optimizer step unscales the gradients and skips a step
    whose gradients hold inf or nan, and ``update`` grows or shrinks the scale (dynamic loss scaling)."""

    def __init__(self, enable=True, init_loss_scaling=2.0 ** 15, incr_ratio=2.0, decr_ratio=0.5,
                 incr_every_n_steps=1000, decr_every_n_nan_or_inf=1, use_dynamic_loss_scaling=True):
        if enable:
            warnings.warn(f"AmpScaler can only be enabled on CUDAPlace, XPUPlace and CustomPlace, current place is "
                          f"{_place_text()}, so it makes no effect.")
            enable = False
        self._enable = enable
        self._use_dynamic_loss_scaling = False
        self._init_loss_scaling = 1.0
        self._scale = None
        if self._enable:
            self._setup(init_loss_scaling, incr_ratio, decr_ratio, incr_every_n_steps, decr_every_n_nan_or_inf,
                        use_dynamic_loss_scaling)

    def _setup(self, init_loss_scaling, incr_ratio, decr_ratio, incr_every_n_steps, decr_every_n_nan_or_inf,
               use_dynamic_loss_scaling):
        from unigrad.paddle_api import to_tensor

        assert incr_ratio > 1.0, "The incr_ratio must be > 1.0."
        assert decr_ratio < 1.0, "The decr_ratio must be < 1.0."
        self._init_loss_scaling = init_loss_scaling
        self._incr_ratio, self._decr_ratio = incr_ratio, decr_ratio
        self._incr_every_n_steps, self._decr_every_n_nan_or_inf = incr_every_n_steps, decr_every_n_nan_or_inf
        self._incr_count = self._decr_count = 0
        self._use_dynamic_loss_scaling = use_dynamic_loss_scaling
        self._found_inf = False
        self._cache_found_inf = None
        self._scale = to_tensor(np.array([init_loss_scaling], dtype=np.float32))
        self._optimizer_states = _fresh_states()

    def scale(self, var):
        if not self._enable:
            return var
        return var * self._scale

    def minimize(self, optimizer, *args, **kwargs):
        if not self._enable:
            return optimizer.minimize(*args, **kwargs)
        state = self._optimizer_states[id(optimizer)]
        if state["state"] is OptimizerState.INIT:
            self._unscale(optimizer)
        result = (None, None)
        if self._found_inf:
            self._cache_found_inf = True
        else:
            result = optimizer.minimize(*args, **kwargs)
            self._cache_found_inf = False
        if self._use_dynamic_loss_scaling:
            self._update()
        self._optimizer_states = _fresh_states()
        return result

    def _unscale(self, optimizer):
        if not self._enable:
            return
        import torch

        state = self._optimizer_states[id(optimizer)]
        if state["state"] is OptimizerState.UNSCALED:
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        if state["state"] is OptimizerState.STEPPED:
            raise RuntimeError("unscale_() is being called after step().")
        inverse = 1.0 / self._scale._torch.to(torch.float32)
        found = False
        for param in optimizer._parameter_list:
            grad = param._torch.grad
            if grad is None:
                continue
            grad.mul_(inverse.to(grad.dtype))
            found = found or not bool(torch.isfinite(grad).all())
        self._found_inf = found
        state["state"] = OptimizerState.UNSCALED

    def _update(self):
        if not self._enable:
            return
        if self._cache_found_inf:
            self._incr_count = 0
            self._decr_count += 1
            if self._decr_count == self._decr_every_n_nan_or_inf:
                print(f"Found inf or nan, current scale is: {float(self._scale.item())}, decrease to: "
                      f"{float(self._scale.item())}*{float(self._decr_ratio)}")
                self._scale = self._scale * self._decr_ratio
                self._decr_count = 0
        else:
            self._decr_count = 0
            self._incr_count += 1
            if self._incr_count == self._incr_every_n_steps:
                self._scale = self._scale * self._incr_ratio
                self._incr_count = 0

    def is_enable(self):
        return self._enable

    def is_use_dynamic_loss_scaling(self):
        return self._use_dynamic_loss_scaling

    def get_init_loss_scaling(self):
        return self._init_loss_scaling

    def set_init_loss_scaling(self, new_init_loss_scaling):
        from unigrad.paddle_api import to_tensor

        self._init_loss_scaling = new_init_loss_scaling
        self._scale = to_tensor(np.array([new_init_loss_scaling]).astype(np.float32))

    # a disabled scaler never set the ratios and counts: reading them fails as in paddle (AttributeError)
    def get_incr_ratio(self):
        return self._incr_ratio

    def set_incr_ratio(self, new_incr_ratio):
        assert new_incr_ratio > 1.0, "The new_incr_ratio must be > 1.0."
        self._incr_ratio = new_incr_ratio

    def get_decr_ratio(self):
        return self._decr_ratio

    def set_decr_ratio(self, new_decr_ratio):
        assert new_decr_ratio < 1.0, "The new_decr_ratio must be < 1.0."
        self._decr_ratio = new_decr_ratio

    def get_incr_every_n_steps(self):
        return self._incr_every_n_steps

    def set_incr_every_n_steps(self, new_incr_every_n_steps):
        self._incr_every_n_steps = new_incr_every_n_steps

    def get_decr_every_n_nan_or_inf(self):
        return self._decr_every_n_nan_or_inf

    def set_decr_every_n_nan_or_inf(self, new_decr_every_n_nan_or_inf):
        self._decr_every_n_nan_or_inf = new_decr_every_n_nan_or_inf

    def state_dict(self):
        if not self._enable:
            return {}
        return {"scale": self._scale.numpy(), "incr_ratio": self._incr_ratio, "decr_ratio": self._decr_ratio,
                "incr_every_n_steps": self._incr_every_n_steps,
                "decr_every_n_nan_or_inf": self._decr_every_n_nan_or_inf, "incr_count": self._incr_count,
                "decr_count": self._decr_count, "use_dynamic_loss_scaling": self._use_dynamic_loss_scaling}

    def load_state_dict(self, state_dict):
        if not self._enable:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The input state dict is empty, possibly because it was saved "
                               "from a disabled instance of GradScaler.")
        self.set_init_loss_scaling(state_dict["scale"][0])
        self._incr_ratio, self._decr_ratio = state_dict["incr_ratio"], state_dict["decr_ratio"]
        self._incr_every_n_steps = state_dict["incr_every_n_steps"]
        self._decr_every_n_nan_or_inf = state_dict["decr_every_n_nan_or_inf"]
        self._incr_count, self._decr_count = state_dict["incr_count"], state_dict["decr_count"]
        self._use_dynamic_loss_scaling = state_dict["use_dynamic_loss_scaling"]


class GradScaler(AmpScaler):
    """:class:`AmpScaler` with paddle's GradScaler defaults and the torch-style ``step``/``update``/``unscale_``."""

    def __init__(self, enable=True, init_loss_scaling=2.0 ** 16, incr_ratio=2.0, decr_ratio=0.5,
                 incr_every_n_steps=2000, decr_every_n_nan_or_inf=1, use_dynamic_loss_scaling=True):
        super().__init__(enable, init_loss_scaling, incr_ratio, decr_ratio, incr_every_n_steps,
                         decr_every_n_nan_or_inf, use_dynamic_loss_scaling)

    def step(self, optimizer):
        if not self._enable:
            return optimizer.step()
        state = self._optimizer_states[id(optimizer)]
        if state["state"] is OptimizerState.STEPPED:
            raise RuntimeError("step() has already been called since the last update().")
        if state["state"] is OptimizerState.INIT:
            self._unscale(optimizer)
        if self._found_inf:
            self._cache_found_inf = True
        else:
            optimizer.step()
            self._cache_found_inf = False
        state["state"] = OptimizerState.STEPPED
        if not self._use_dynamic_loss_scaling:
            self._optimizer_states = _fresh_states()

    def update(self):
        if not self._enable:
            return
        if self._use_dynamic_loss_scaling:
            self._update()
            self._optimizer_states = _fresh_states()

    def unscale_(self, optimizer):
        return self._unscale(optimizer)
