"""``paddle.device``: set_device, get_device and CUDA queries."""

import torch

from unigrad.paddle_api._place import get_device, is_compiled_with_cuda, set_device

__all__ = ["set_device", "get_device", "is_compiled_with_cuda", "synchronize", "cuda"]


def synchronize(device=None):
    """Wait for the device's queued work (a no-op without CUDA)."""
    if torch.cuda.is_available():
        torch.cuda.synchronize()


from unigrad.paddle_api.device import cuda  # noqa: E402
