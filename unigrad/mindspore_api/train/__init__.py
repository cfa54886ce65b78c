"""``mindspore.train``: ``Model``, its callbacks and metrics, and checkpoints (``serialization``)."""

from unigrad.mindspore_api.train import callback, metrics, model, serialization
from unigrad.mindspore_api.train.callback import *  # noqa: F401,F403
from unigrad.mindspore_api.train.metrics import *  # noqa: F401,F403
from unigrad.mindspore_api.train.model import Model
from unigrad.mindspore_api.train.serialization import (
    load_checkpoint, load_checkpoint_async, load_param_into_net, save_checkpoint,
)

__all__ = (["Model", "callback", "metrics", "serialization", "save_checkpoint", "load_checkpoint",
            "load_checkpoint_async", "load_param_into_net"] + callback.__all__ + metrics.__all__)
