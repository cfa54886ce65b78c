"""``mindspore.train``: checkpoints (``serialization``) and, in ``model``, ``Model`` with its callbacks and metrics."""

from unigrad.mindspore_api.train import serialization
from unigrad.mindspore_api.train.serialization import (
    load_checkpoint, load_checkpoint_async, load_param_into_net, save_checkpoint,
)

__all__ = ["serialization", "save_checkpoint", "load_checkpoint", "load_checkpoint_async", "load_param_into_net"]
