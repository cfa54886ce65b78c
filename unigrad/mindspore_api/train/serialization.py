"""``save_checkpoint``, ``load_checkpoint`` and ``load_param_into_net``: MindSpore's ``.ckpt`` files.

The files are MindSpore's own (protocol buffers, ``_protobuf``): real MindSpore
reads what unigrad writes and the other way round, byte for byte the same.

>>> import os, tempfile
>>> import unigrad.mindspore_api as ms
>>> path = os.path.join(tempfile.mkdtemp(), "w.ckpt")
>>> save_checkpoint([{"name": "w", "data": ms.Tensor([1.0, 2.0])}], path)
>>> load_checkpoint(path)["w"].asnumpy().tolist()
[1.0, 2.0]
"""

import os

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import Tensor
from unigrad.mindspore_api.train._protobuf import encode_field, fields

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async"]

#: the ``tensor_type`` names of the file and their numpy dtypes
_FILE_TYPES = {
    "Float16": np.float16, "Float32": np.float32, "Float64": np.float64, "Int8": np.int8, "Int16": np.int16,
    "Int32": np.int32, "Int64": np.int64, "UInt8": np.uint8, "UInt16": np.uint16, "UInt32": np.uint32,
    "UInt64": np.uint64, "Bool": np.bool_, "Complex64": np.complex64, "Complex128": np.complex128,
}


def _entries(save_obj, append_dict, choice_func):
    """``(name, torch tensor)`` pairs to write, in MindSpore's order."""
    from unigrad.mindspore_api.nn.cell import Cell

    if isinstance(save_obj, Cell):
        pairs = [(param.name, param._torch) for param in save_obj.get_parameters()]
    elif isinstance(save_obj, dict):
        pairs = []
        for name, value in save_obj.items():
            if not isinstance(name, str):
                raise TypeError("For save_checkpoint, when save_obj is made up by dict, the key should be str and"
                                f"value should be Parameter, but got the type of key is {type(name)} and"
                                f"the type of value is {type(value)}")
            if isinstance(value, np.ndarray):
                pairs.append((name, torch.from_numpy(value)))
            elif isinstance(value, Parameter):
                pairs.append((name, value._torch))
            else:  # what MindSpore 2.10's own code then fails with
                raise UnboundLocalError("cannot access local variable 'each_param' where it is not associated with a value")
    elif isinstance(save_obj, list):
        pairs = []
        for item in save_obj:
            if isinstance(item, Parameter):
                pairs.append((item.name, item._torch))
                continue
            data = item["data"]
            pairs.append((item["name"], data._torch if isinstance(data, TensorBox) else torch.from_numpy(np.asarray(data))))
    else:
        raise TypeError(f"For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got {type(save_obj)}.")
    if choice_func is not None:
        pairs = [(name, value) for name, value in pairs if choice_func(name)]
    for name, value in (append_dict or {}).items():
        if isinstance(value, bool) or not isinstance(value, (int, float, TensorBox)):
            raise TypeError(f"For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, float or bool, but got key: {type(name)}, value: {type(value)}")
        if isinstance(value, TensorBox):
            pairs.append((name, value._torch))
        else:
            pairs.append((name, torch.tensor(value, dtype=torch.int64 if isinstance(value, int) else torch.float32)))
    return pairs


def _encode(pairs):
    out = bytearray()
    for name, value in pairs:
        value = value.detach().cpu()
        dtype_name = str(mstype.from_torch(value.dtype))
        if value.dtype == torch.bfloat16:
            content = value.contiguous().view(torch.int16).numpy().tobytes()
        else:
            content = value.contiguous().numpy().tobytes()
        tensor = b"".join(encode_field(1, size) for size in value.shape)
        tensor += encode_field(2, dtype_name) + encode_field(3, content)
        out += encode_field(1, encode_field(1, name) + encode_field(2, tensor))
    return bytes(out)


def save_checkpoint(save_obj, ckpt_file_name, integrated_save=True, async_save=False, append_dict=None,
                    enc_key=None, enc_mode="AES-GCM", choice_func=None, crc_check=False, format="ckpt", **kwargs):
    """Write ``save_obj`` (a Cell, a list of ``{"name", "data"}`` dicts, or a dict of Parameters) to ``ckpt_file_name``."""
    if not isinstance(ckpt_file_name, str):
        raise TypeError(f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint file name is invalid,"
                        f"'ckpt_file_name' must be string, but got {type(ckpt_file_name)}.")
    ckpt_file_name = os.path.abspath(ckpt_file_name)
    if os.path.isdir(ckpt_file_name):
        raise IsADirectoryError(f"For 'save_checkpoint', the parameter `ckpt_file_name`: {ckpt_file_name} is a directory, it must be a file name.")
    if not ckpt_file_name.endswith(".ckpt"):
        ckpt_file_name += ".ckpt"
    data = _encode(_entries(save_obj, append_dict, choice_func))
    if os.path.exists(ckpt_file_name):
        os.chmod(ckpt_file_name, 0o600)
        os.remove(ckpt_file_name)
    with open(ckpt_file_name, "wb") as handle:
        handle.write(data)
    os.chmod(ckpt_file_name, 0o400)  # MindSpore leaves its checkpoints read-only


def _decode(path, data):
    entries = []
    try:
        for number, value in fields(data):
            if number != 1:
                continue
            name, tensor = None, None
            for field, part in fields(value):
                if field == 1:
                    name = part.decode("utf-8")
                elif field == 2:
                    tensor = part
            dims, type_name, content = [], "Float32", b""
            for field, part in fields(tensor or b""):
                if field == 1:
                    dims.append(part)
                elif field == 2:
                    type_name = part.decode("utf-8")
                elif field == 3:
                    content = part
            entries.append((name, dims, type_name, content))
    except (ValueError, UnicodeDecodeError):
        raise ValueError(f"Failed to read the checkpoint file {path}. The file may be corrupted, and the content "
                         "cannot be parsed.") from None
    return entries


def _to_torch(dims, type_name, content):
    if type_name == "BFloat16":
        return torch.from_numpy(np.frombuffer(content, dtype=np.int16).copy()).view(torch.bfloat16).reshape(dims)
    array = np.frombuffer(content, dtype=_FILE_TYPES[type_name]).copy()
    return torch.from_numpy(array.reshape(dims))


def load_checkpoint(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                    dec_mode="AES-GCM", specify_prefix=None, choice_func=None, crc_check=False,
                    remove_redundancy=False, format="ckpt"):
    """The Parameters of a ``.ckpt`` file as ``{name: Parameter}``; loaded into ``net`` too when given."""
    if isinstance(ckpt_file_name, str):
        ckpt_file_name = os.path.abspath(ckpt_file_name)
    if not isinstance(ckpt_file_name, str) or not os.path.exists(ckpt_file_name):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file: {ckpt_file_name} does not exist, please check "
                         "whether the 'ckpt_file_name' is correct.")
    if not ckpt_file_name.endswith(".ckpt"):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file should end with '.ckpt', please input the "
                         f"correct 'ckpt_file_name', but got {ckpt_file_name}.")
    with open(ckpt_file_name, "rb") as handle:
        data = handle.read()
    filters = [filter_prefix] if isinstance(filter_prefix, str) else list(filter_prefix or ())
    specified = [specify_prefix] if isinstance(specify_prefix, str) else list(specify_prefix or ())
    out = {}
    for name, dims, type_name, content in _decode(ckpt_file_name, data):
        if specified and not any(name.startswith(prefix) for prefix in specified):
            continue
        if filters and any(name.startswith(prefix) for prefix in filters):
            continue
        if choice_func is not None and not choice_func(name):
            continue
        out[name] = Parameter(Tensor._from_torch(_to_torch(dims, type_name, content)), name=name)
    if not out:
        raise ValueError(f"The loaded parameter dict is empty after filter or specify, please check whether "
                         f"'filter_prefix' or 'specify_prefix' are set correctly.")
    if net is not None:
        load_param_into_net(net, out, strict_load)
    return out


def load_checkpoint_async(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                          dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """``load_checkpoint`` done now; the returned object's ``result()`` hands over its dict."""
    loaded = load_checkpoint(ckpt_file_name, net, strict_load, filter_prefix, dec_key, dec_mode, specify_prefix, choice_func)

    class _Done:
        def result(self):
            return loaded

    return _Done()


def load_param_into_net(net, parameter_dict, strict_load=False, remove_redundancy=False):
    """Copy ``parameter_dict``'s values into ``net``'s Parameters of the same names (keeping their dtypes).

    Returns ``(params of net not loaded, names in the dict not used)``.
    """
    from unigrad.mindspore_api.nn.cell import Cell

    if not isinstance(net, Cell):
        raise TypeError(f"For 'load_param_into_net', the argument 'net' should be a Cell, but got {type(net)}.")
    if not isinstance(parameter_dict, dict):
        raise TypeError(f"For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got {type(parameter_dict)}.")
    not_loaded, used = [], set()
    for param in net.get_parameters():
        value = parameter_dict.get(param.name)
        if value is None:
            not_loaded.append(param.name)
            continue
        if not isinstance(value, TensorBox):
            raise TypeError(f"For 'load_param_into_net', the element in the argument 'parameter_dict' should be a "
                            f"'Parameter', but got {type(value)}.")
        if tuple(value._torch.shape) != tuple(param._torch.shape):
            raise RuntimeError(
                f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same shape as "
                f"{param.name} in the argument 'parameter_dict'. But got its shape {tuple(param._torch.shape)} in the "
                f"argument 'net' and shape {tuple(value._torch.shape)} in the argument 'parameter_dict'.May you need to "
                "check whether the checkpoint you loaded is correct or the batch size and so on in the 'net' and "
                "'parameter_dict' are same.")
        with torch.no_grad():
            param._torch.copy_(value._torch.to(param._torch.dtype))
        used.add(param.name)
    unused = [name for name in parameter_dict if name not in used]
    return not_loaded, unused
