"""Places (``paddle.CPUPlace()``, ``paddle.CUDAPlace(n)``) and the current device.

A place prints as paddle prints it (``Place(cpu)``, ``Place(gpu:0)``) and
knows its torch device. ``'gpu'`` maps to CUDA when torch has it; without it
paddle's CPU build errors are raised.
"""

import re

import torch

from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Place", "CPUPlace", "CUDAPlace", "set_device", "get_device", "is_compiled_with_cuda", "current_device"]


class Place(RealNamed):
    """Where a tensor lives; ``_device`` is its torch twin."""

    __slots__ = ("_device",)

    def __init__(self, device):
        self._device = torch.device(device)

    def __repr__(self):
        device = self._device
        if device.type == "cpu":
            return "Place(cpu)"
        return f"Place(gpu:{device.index or 0})"

    __str__ = __repr__

    def __eq__(self, other):
        return isinstance(other, Place) and _norm(self._device) == _norm(other._device)

    def __hash__(self):
        return hash(_norm(self._device))

    def is_cpu_place(self):
        return self._device.type == "cpu"

    def is_gpu_place(self):
        return self._device.type == "cuda"

    def gpu_device_id(self):
        return self._device.index or 0 if self.is_gpu_place() else -1


def _norm(device):
    return (device.type, device.index or 0) if device.type == "cuda" else (device.type, None)


class CPUPlace(Place):
    """``paddle.CPUPlace()``."""

    __slots__ = ()

    def __init__(self):
        super().__init__("cpu")


class CUDAPlace(Place):
    """``paddle.CUDAPlace(n)``; paddle's ValueError where torch has no CUDA."""

    __slots__ = ()

    def __init__(self, device_id):
        if not torch.cuda.is_available():
            raise ValueError("(InvalidArgument) use wrong place, Please check. (at /paddle/paddle/fluid/pybind/place.cc:451)")
        super().__init__(torch.device("cuda", device_id))


def is_compiled_with_cuda():
    """Whether 'gpu' is usable: torch has CUDA."""
    return torch.cuda.is_available()


def _not_compiled_with(device_type=None):
    """paddle's ``is_compiled_with_<backend>`` for the backends unigrad has none of (ROCm, XPU, CINN, IPU, a custom
    device): False, as paddle's CPU build answers."""
    return False


is_compiled_with_rocm = is_compiled_with_xpu = is_compiled_with_cinn = is_compiled_with_ipu = _not_compiled_with
is_compiled_with_custom_device = _not_compiled_with


_current = [torch.device("cuda", 0) if torch.cuda.is_available() else torch.device("cpu")]


def current_device():
    """The torch device new tensors go to."""
    return _current[0]


def _parse(device):
    if isinstance(device, Place):
        return device._device
    if isinstance(device, int):
        if not torch.cuda.is_available() and device != 0:
            raise ValueError(f"CPU device only supports index 0, got {device}")
        return torch.device("cuda", device) if torch.cuda.is_available() else torch.device("cpu")
    name = device.lower()
    if name == "cpu":
        return torch.device("cpu")
    if name == "gpu" or re.fullmatch(r"gpu:\d+", name):
        if not torch.cuda.is_available():
            # paddle 3.3.1 formats the regex match object into this message for 'gpu:N'
            shown = f"'{name}'" if name == "gpu" else f"<re.Match object; span=(0, {len(name)}), match='{name}'>"
            raise ValueError(f"The device should not be {shown}, since PaddlePaddle is not compiled with CUDA")
        return torch.device("cuda", int(name[4:]) if ":" in name else 0)
    for other in ("xpu", "npu", "dcu", "ipu", "mlu"):
        if name == other or re.fullmatch(other + r":\d+", name):
            raise ValueError(f"The device should not be '{name}', since PaddlePaddle is not compiled with {other.upper()}")
    raise ValueError(
        "The device must be a string which is like 'cpu', 'gpu', 'gpu:x', 'dcu', 'dcu:x', 'xpu', 'xpu:x', 'npu', 'npu:x'"
    )


def set_device(device):
    """Make ``device`` ('cpu', 'gpu', 'gpu:N' or a place) current; returns its place."""
    _current[0] = _parse(device)
    return Place(_current[0])


def get_device(input=None):
    """The current device as paddle names it ('cpu' or 'gpu:N'); for a tensor, its GPU index or -1."""
    if input is not None:
        device = input._torch.device
        return device.index or 0 if device.type == "cuda" else -1
    device = _current[0]
    return "cpu" if device.type == "cpu" else f"gpu:{device.index or 0}"


def place_of(_device):
    """The place of a torch device."""
    return Place(_device)
