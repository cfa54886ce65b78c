"""``paddle.nn.layer.common``: where paddle defines Linear, Embedding, Flatten, dropout, padding and resampling layers.

Imported by code that names paddle's module path; like paddle's, it claims no public names."""

from unigrad.paddle_api.nn import Dropout, Embedding, Flatten, Identity, Linear  # noqa: F401
from unigrad.paddle_api.nn.common import *  # noqa: F401,F403

__all__ = []
