"""``mindspore.nn``: Cell, layers, losses, optimizers and training wrappers."""

from unigrad.mindspore_api.nn import cell, container, conv, embedding, layer, learning_rate, loss, normalization, optim, padding, pooling, rnn, wrap
from unigrad.mindspore_api.nn.cell import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.conv import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.layer import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.loss import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.normalization import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.optim import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.wrap import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.learning_rate import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.pooling import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.embedding import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.rnn import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.padding import *  # noqa: F401,F403
from unigrad.mindspore_api.nn.container import *  # noqa: F401,F403

__all__ = (cell.__all__ + conv.__all__ + layer.__all__ + loss.__all__ + normalization.__all__ + optim.__all__ + wrap.__all__
           + learning_rate.__all__ + pooling.__all__ + embedding.__all__ + rnn.__all__ + padding.__all__ + container.__all__)
