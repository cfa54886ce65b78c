"""``paddle.save`` / ``paddle.load``: paddle 3.3.1's pickle files, readable by either side.

Two layouts, as paddle writes them:

* a *state dict* (a dict whose values are Tensors, or dicts holding no
  Tensor, like an optimizer's ``LR_Scheduler``) is pickled with every Tensor
  as its numpy array, plus a ``"StructuredToParameterName@@"`` table
  ``{key: tensor.name}``; loading turns those arrays back into Tensors named
  from the table;
* anything else is pickled as is, each Tensor reduced to the tuple
  ``(name, ndarray)``; loading turns every such tuple back into a named
  Tensor (or, in a file holding none, every ndarray into a Tensor).

bfloat16 travels as its uint16 bit pattern, as in paddle's numpy view.
"""

import collections
import collections.abc
import io
import math
import os
import pickle
import warnings

import numpy as np
import torch

from unigrad.paddle_api.tensor import Tensor, to_tensor

__all__ = ["save", "load"]

_NAME_TABLE = "StructuredToParameterName@@"
_SPLIT_INFO = "UnpackBigParamInfor@@"  # paddle's spelling: files must match
_SAVE_CONFIGS = ("use_binary_format", "pickle_protocol", "safetensors")
_LOAD_CONFIGS = ("model_filename", "params_filename", "keep_name_table", "return_numpy", "safetensors")
_CONTAINERS = (dict, collections.OrderedDict, list, tuple)


def _is_layer(obj):
    from unigrad.paddle_api.nn.layer import Layer

    return isinstance(obj, Layer)


def _contains(obj, test):
    """Whether ``test`` holds for ``obj`` or anything inside its dicts, lists and tuples (exact types)."""
    if test(obj):
        return True
    if type(obj) in _CONTAINERS:
        values = obj.values() if isinstance(obj, dict) else obj
        return any(_contains(v, test) for v in values)
    return False


def _map(obj, test, convert):
    """``obj`` with ``convert`` applied to what passes ``test``, through dicts and lists (in place), tuples and
    sets; paddle refuses any other iterable but strings and arrays."""
    if test(obj):
        return convert(obj)
    kind = type(obj)
    if kind in (dict, collections.OrderedDict):
        for key in list(obj):
            obj[key] = _map(obj[key], test, convert)
        return obj
    if kind is list:
        obj[:] = [_map(v, test, convert) for v in obj]
        return obj
    if kind in (tuple, set):
        return kind(_map(list(obj), test, convert))
    if isinstance(obj, collections.abc.Iterable) and not isinstance(obj, (str, np.ndarray, Tensor)):
        raise NotImplementedError(
            "The iterable objects supported are tuple, list, dict, OrderedDict, string. "
            f"But received {type(obj)}."
        )
    return obj


def _is_state_dict(obj):
    if not isinstance(obj, dict):
        return False
    holds_paddle_object = lambda v: isinstance(v, Tensor) or _is_layer(v)  # noqa: E731
    for value in obj.values():
        if isinstance(value, dict):
            if any(_contains(v, holds_paddle_object) for v in value.values()):
                return False
        elif not isinstance(value, Tensor):
            return False
    return True


def _to_numpy(tensor):
    t = tensor._torch.detach().cpu()
    if t.dtype == torch.bfloat16:  # numpy has no bfloat16: paddle hands out the bits
        return t.view(torch.int16).numpy().view(np.uint16)
    return t.numpy().copy()


def _to_tensor(array, name=None):
    if array.dtype == np.uint16:  # paddle reads uint16 arrays as bfloat16 bits
        out = to_tensor(array.view(np.int16))
        out._torch = out._torch.view(torch.bfloat16)
    else:
        out = to_tensor(array)
    if name is not None:
        out.name = name
    return out


def _check_protocol(protocol):
    if not isinstance(protocol, int):
        raise ValueError(f"The 'protocol' MUST be `int`, but received {type(protocol)}")
    if protocol < 2 or protocol > 4:
        raise ValueError(f"Expected 1<'protocol'<5, but received protocol={protocol}")


def _split_big_arrays(saved, protocol):
    """Protocols 2 and 3 cannot pickle an object over 4 GiB: paddle saves such arrays in named flat slices."""
    if protocol >= 4:
        return saved
    info = {}
    for key, value in list(saved.items()):
        if not isinstance(value, np.ndarray):
            continue
        limit = (2 ** 30 - 1) // value.dtype.itemsize
        if value.size <= limit:
            continue
        flat = value.flatten()
        info[key] = {"OriginShape": value.shape, "slices": []}
        del saved[key]
        for i in range(math.ceil(value.size / limit)):
            part = f"{key}@@.{i}"
            info[key]["slices"].append(part)
            saved[part] = flat[i * limit:(i + 1) * limit]
    if info:
        saved[_SPLIT_INFO] = info
    return saved


def _join_big_arrays(loaded):
    if isinstance(loaded, dict) and _SPLIT_INFO in loaded:
        for key, value in loaded.pop(_SPLIT_INFO).items():
            loaded[key] = np.concatenate([loaded.pop(part) for part in value["slices"]]).reshape(value["OriginShape"])
    return loaded


class _Pickler(pickle.Pickler):
    """Tensors pickle as ``tuple((name, ndarray))``; Layers are refused."""

    def reducer_override(self, obj):
        if isinstance(obj, Tensor):
            return tuple, ((obj.name, _to_numpy(obj)),)
        if _is_layer(obj):
            raise ValueError("paddle do not support saving `paddle.nn.Layer` object.")
        return NotImplemented


def _check_file_name(path):
    if os.path.basename(path) == "":
        raise ValueError(
            "The input path MUST be format of dirname/filename "
            "[dirname\\filename in Windows system], but received filename is empty string."
        )
    dirname = os.path.dirname(path)
    if dirname and not os.path.exists(dirname):
        os.makedirs(dirname, exist_ok=True)


def _open(path, mode):
    if isinstance(path, io.BytesIO):
        return _Borrowed(path)
    return open(path, mode)


class _Borrowed:
    """A caller's buffer in a ``with``: left open."""

    def __init__(self, buffer):
        self._buffer = buffer

    def __enter__(self):
        return self._buffer

    def __exit__(self, *exc):
        return False


def save(obj, path, protocol=4, **configs):
    """Pickle ``obj`` (a state dict, a Tensor, or nested dicts/lists/tuples of them) to a file path or BytesIO."""
    if isinstance(path, str):
        _check_file_name(path)
    elif not isinstance(path, io.BytesIO):
        raise ValueError(f"only supports saving objects to file and `BytesIO`, but got {type(path)}")
    for key in configs:
        if key not in _SAVE_CONFIGS:
            raise ValueError(f"The additional config ({key}) of `paddle.save` is not supported.")
    binary = configs.get("use_binary_format", False)
    if not isinstance(binary, bool):
        raise TypeError(f"Type of `use_binary_format` should be bool, but received {type(binary)}.")
    if binary or configs.get("safetensors", False):
        raise NotImplementedError(
            "paddle.save: unigrad writes paddle's pickle format only (not use_binary_format nor safetensors)"
        )
    if configs.get("pickle_protocol") is not None:
        protocol = configs["pickle_protocol"]
        warnings.warn("'pickle_protocol' is a deprecated argument. Please use 'protocol' instead.")

    if _is_state_dict(obj):
        if len(obj) == 0:
            warnings.warn("The input state dict is empty, no need to save.")
        _check_protocol(protocol)
        saved = {k: _to_numpy(v) if isinstance(v, Tensor) else v for k, v in obj.items()}
        saved[_NAME_TABLE] = {k: v.name for k, v in obj.items() if isinstance(v, Tensor)}
        saved = _split_big_arrays(saved, protocol)
        with _open(path, "wb") as f:
            pickle.dump(saved, f, protocol=protocol)
        return
    _check_protocol(protocol)
    _map(obj, _is_layer, lambda layer: layer)  # refuses unsupported iterables before anything is written
    with _open(path, "wb") as f:
        _Pickler(f, protocol).dump(obj)


def _is_saved_tensor(obj):
    return isinstance(obj, tuple) and len(obj) == 2 and isinstance(obj[0], str) and isinstance(obj[1], np.ndarray)


def _restore(obj, return_numpy):
    """Tensors back from what :func:`save` wrote in place of them."""
    if _contains(obj, _is_saved_tensor):
        return _map(obj, _is_saved_tensor, lambda pair: pair[1] if return_numpy else _to_tensor(pair[1], pair[0]))
    return _map(obj, lambda v: isinstance(v, np.ndarray), lambda a: a if return_numpy else _to_tensor(a))


def load(path, **configs):
    """What :func:`save` wrote to ``path`` (a file path or BytesIO), with Tensors (numpy arrays if
    ``return_numpy=True``)."""
    for key in configs:
        if key not in _LOAD_CONFIGS:
            raise ValueError(f"The additional config ({key}) of `paddle.load` is not supported.")
    return_numpy = configs.get("return_numpy", False)
    if not (isinstance(path, io.BytesIO) or os.path.isfile(path)):
        return _load_prefix(path)
    if configs.get("safetensors", False):
        raise NotImplementedError("paddle.load: unigrad reads paddle's pickle format only (not safetensors)")
    try:
        with _open(path, "rb") as f:
            loaded = pickle.load(f, encoding="latin1")
    except pickle.UnpicklingError:
        # paddle would try its binary tensor and program formats next: unigrad reads neither
        raise ValueError(f"`paddle.load` can not parse the file:{path}.") from None
    if isinstance(loaded, dict):
        loaded = _join_big_arrays(loaded)
        if _NAME_TABLE in loaded:
            for key, name in loaded[_NAME_TABLE].items():
                if isinstance(loaded[key], np.ndarray) and not return_numpy:
                    loaded[key] = _to_tensor(loaded[key], name)
            if not configs.get("keep_name_table"):
                del loaded[_NAME_TABLE]
            return loaded
    return _restore(loaded, return_numpy)


def _load_prefix(path):
    """``path`` names no file: paddle then reads jit.save / save_inference_model outputs, static-graph
    formats unigrad does not reproduce; a path that is not there fails as in paddle."""
    if os.path.isdir(path) and not os.listdir(path) and not os.path.exists(path + ".pdmodel"):
        return {}  # paddle finds no saved variable in an empty directory
    if os.path.exists(path + ".pdmodel") or os.path.isdir(path):
        raise NotImplementedError(
            f"paddle.load({path!r}): loading a jit.save / save_inference_model prefix or directory needs "
            "paddle's static graph programs, which unigrad does not reproduce"
        )
    message = f"The ``path`` ({path}) to load model not exists."
    if os.path.exists(path + ".pdparams") or os.path.exists(path + ".pdopt"):
        message += (
            "please specify the full file name, not just the file name prefix. For example, it should be "
            "written as `paddle.load('model.pdparams')` instead of `paddle.load('model')`."
        )
    raise ValueError(message)
