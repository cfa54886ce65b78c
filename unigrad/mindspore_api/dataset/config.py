"""``mindspore.dataset.config``: the dataset engine's global settings (its seed above all).

The seed orders every shuffle: ``set_seed`` here, or ``mindspore.set_seed``
(which sets it too). Unset, each pipeline draws a fresh seed from the system.

>>> set_seed(5); get_seed()
5
"""

import os

from unigrad.mindspore_api import common as _common

__all__ = ["set_seed", "get_seed", "set_num_parallel_workers", "get_num_parallel_workers", "set_prefetch_size",
           "get_prefetch_size", "set_enable_shared_mem", "get_enable_shared_mem"]

_DEFAULT_SEED = 5489  # std::mt19937::default_seed: MindSpore's "no seed set"
_settings = {"seed": _DEFAULT_SEED, "num_parallel_workers": min(8, os.cpu_count() or 1), "prefetch_size": 16, "enable_shared_mem": True}


def _check_uint32(value, name):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} isn't of type int.")
    if not 0 <= value <= 2**32 - 1:
        raise ValueError(f"{name} given is not within the required range [0, UINT32_MAX(4294967295)].")


def set_seed(seed):
    _check_uint32(seed, "seed")
    _settings["seed"] = seed


def get_seed():
    return _settings["seed"]


def _follow_global_seed():
    """``mindspore.set_seed`` sets the dataset seed too (a listener, so that common need not import dataset)."""
    if _common.get_seed() is not None:
        _settings["seed"] = _common.get_seed()


_common.seed_listeners.append(_follow_global_seed)
_follow_global_seed()


def pipeline_seed():
    """The seed a random op takes when a pipeline is built (a fresh one while none is set)."""
    seed = _settings["seed"]
    return int.from_bytes(os.urandom(4), "little") if seed == _DEFAULT_SEED else seed


def set_num_parallel_workers(num):
    if not isinstance(num, int) or isinstance(num, bool):
        raise TypeError("num isn't of type int.")
    if not 0 < num <= 2**31 - 1:
        raise ValueError("Number of parallel workers given is not within the required range (0, INT32_MAX(2147483647)].")
    cores = os.cpu_count() or 1
    if num > cores:
        # MindSpore's C++ config manager refuses more workers than the machine's hardware threads
        raise RuntimeError(
            "Syntax error. \n\n" + _PIPELINE_ERROR.format(
                f"[ERROR] Invalid Parameter, num_parallel_workers exceeds the boundary between 1 and {cores}, as got {num}.",
                "mindspore/ccsrc/minddata/dataset/core/config_manager.cc(137)."))
    _settings["num_parallel_workers"] = num


#: The first line of most dataset-engine errors; some status codes print their own (``SHAPE_HEADLINE``).
PIPELINE_HEADLINE = "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
SHAPE_HEADLINE = "Shape is incorrect. "


def pipeline_error(message, location, headline=PIPELINE_HEADLINE):
    """The RuntimeError MindSpore's dataset engine raises when a pipeline it builds or runs fails."""
    return RuntimeError(headline + "\n\n" + _PIPELINE_ERROR.format(f"[ERROR] {message}", location))


#: The layout of MindSpore's dataset-engine errors after their first line (its message, then the C++ location).
_PIPELINE_ERROR = ("------------------------------------------------------------------\n"
                   "- Dataset Pipeline Error Message: \n"
                   "------------------------------------------------------------------\n{}\n\n"
                   "------------------------------------------------------------------\n"
                   "- C++ Call Stack: (For framework developers) \n"
                   "------------------------------------------------------------------\n{}\n\n\n")


def get_num_parallel_workers():
    return _settings["num_parallel_workers"]


def set_prefetch_size(size):
    _check_uint32(size, "size")
    _settings["prefetch_size"] = size


def get_prefetch_size():
    return _settings["prefetch_size"]


def set_enable_shared_mem(enable):
    _settings["enable_shared_mem"] = bool(enable)


def get_enable_shared_mem():
    return _settings["enable_shared_mem"]
