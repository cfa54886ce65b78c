"""``paddle.nn.layer.norm``: where paddle defines the normalisation layers.

Imported by code that names paddle's module path; like paddle's, it claims no public names."""

from unigrad.paddle_api.nn.norm import *  # noqa: F401,F403

__all__ = []
