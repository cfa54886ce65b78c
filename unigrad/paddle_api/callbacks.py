"""``paddle.callbacks``: the module paddle's programs import (``import paddle.callbacks``,
``from paddle.callbacks import EarlyStopping``); the callbacks themselves live in ``paddle_api.hapi.callbacks``."""

from unigrad.paddle_api.hapi.callbacks import (
    Callback, EarlyStopping, LRScheduler, ModelCheckpoint, ProgBarLogger, ReduceLROnPlateau,
)

__all__ = ["Callback", "ProgBarLogger", "ModelCheckpoint", "LRScheduler", "EarlyStopping", "ReduceLROnPlateau"]
