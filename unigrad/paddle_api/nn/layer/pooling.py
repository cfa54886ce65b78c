"""``paddle.nn.layer.pooling``: where paddle defines the pooling layers.

Imported by code that names paddle's module path; like paddle's, it claims no public names."""

from unigrad.paddle_api.nn.pooling import *  # noqa: F401,F403

__all__ = []
