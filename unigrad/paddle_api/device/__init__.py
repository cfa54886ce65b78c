"""``paddle.device``: set_device, get_device and CUDA queries."""

import torch

from unigrad.paddle_api._place import (get_device, is_compiled_with_cinn, is_compiled_with_cuda,
                                      is_compiled_with_custom_device, is_compiled_with_ipu, is_compiled_with_rocm,
                                      is_compiled_with_xpu, set_device)

__all__ = ["set_device", "get_device", "is_compiled_with_cuda", "is_compiled_with_cinn", "is_compiled_with_custom_device",
           "is_compiled_with_ipu", "is_compiled_with_rocm", "is_compiled_with_xpu", "synchronize", "cuda"]


def synchronize(device=None):
    """Wait for the device's queued work (a no-op without CUDA)."""
    if torch.cuda.is_available():
        torch.cuda.synchronize()


from unigrad.paddle_api.device import cuda  # noqa: E402
