"""``paddle.device.cuda``: device counts and synchronisation."""

import torch

__all__ = ["device_count", "synchronize", "empty_cache"]


def device_count():
    """How many CUDA devices torch sees."""
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def synchronize(device=None):
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def empty_cache():
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
