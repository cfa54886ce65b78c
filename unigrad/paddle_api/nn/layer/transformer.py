"""``paddle.nn.layer.transformer``: where paddle defines the attention and Transformer layers.

Imported by code that names paddle's module path; like paddle's, it claims no public names."""

from unigrad.paddle_api.nn.transformer import *  # noqa: F401,F403

__all__ = []
