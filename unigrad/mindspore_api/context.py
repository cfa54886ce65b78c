"""MindSpore's execution context: ``set_context``, ``get_context``, ``jit``.

unigrad runs everything eagerly, as MindSpore's PyNative mode does.
``GRAPH_MODE`` and ``@jit`` are accepted and run the same code eagerly; the
first time, a warning (stderr) says so. ``device_target='GPU'`` puts new
tensors on CUDA when torch has it.

>>> get_context("mode") == PYNATIVE_MODE
True
"""

import functools
import warnings

import torch

from unigrad.mindspore_api.common.tensor import set_default_device

__all__ = ["GRAPH_MODE", "PYNATIVE_MODE", "set_context", "get_context", "jit", "ParallelMode"]

GRAPH_MODE = 0
PYNATIVE_MODE = 1
_TARGETS = ["CPU", "GPU", "Ascend", "Davinci"]
_context = {"mode": PYNATIVE_MODE, "device_target": "CPU", "device_id": 0, "pynative_synchronize": False}
_warned = set()


def _warn_once(what):
    if what not in _warned:
        _warned.add(what)
        warnings.warn(f"unigrad runs {what} eagerly, as in PYNATIVE_MODE: graph compilation is not emulated.", stacklevel=3)


class ParallelMode:
    STAND_ALONE = "stand_alone"
    DATA_PARALLEL = "data_parallel"
    HYBRID_PARALLEL = "hybrid_parallel"
    SEMI_AUTO_PARALLEL = "semi_auto_parallel"
    AUTO_PARALLEL = "auto_parallel"


def set_context(**kwargs):
    """Set ``mode`` (GRAPH_MODE or PYNATIVE_MODE), ``device_target`` ('CPU', 'GPU', ...) and other keys."""
    if "mode" in kwargs:
        mode = kwargs["mode"]
        if mode not in (GRAPH_MODE, PYNATIVE_MODE) or isinstance(mode, bool):
            raise ValueError(
                "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) "
                f"or context.PYNATIVE_MODE (1), but got {mode}."
            )
        if mode == GRAPH_MODE:
            _warn_once("GRAPH_MODE")
    if "device_target" in kwargs:
        target = kwargs["device_target"]
        if target not in _TARGETS:
            raise ValueError(f"For 'context.set_context', the argument 'device_target' must be one of {_TARGETS}, but got {target}.")
        set_default_device("cuda" if target == "GPU" and torch.cuda.is_available() else None)
    _context.update(kwargs)


def get_context(attr_key):
    """The value of one context key."""
    if attr_key not in _context:
        raise ValueError(
            f"For 'context.get_context', the argument {attr_key} is not recognized! For detailed usage of "
            "'get_context', please refer to the Mindspore official website."
        )
    return _context[attr_key]


#: How many ``@jit`` functions are running: what MindSpore would compile (Cell parameter forward hooks apply there).
_jit_depth = [0]


def compiling():
    """Whether MindSpore would run the current call as a compiled graph (under ``@jit`` or in GRAPH_MODE)."""
    return _jit_depth[0] > 0 or _context.get("mode") == GRAPH_MODE


def jit(function=None, *args, **kwargs):
    """``@jit`` / ``@jit(...)``: the function itself, run eagerly."""

    def decorate(fn):
        @functools.wraps(fn)
        def eager(*call_args, **call_kwargs):
            _warn_once("@jit")
            _jit_depth[0] += 1
            try:
                return fn(*call_args, **call_kwargs)
            finally:
                _jit_depth[0] -= 1

        return eager

    if function is None or not callable(function):
        return decorate
    return decorate(function)
