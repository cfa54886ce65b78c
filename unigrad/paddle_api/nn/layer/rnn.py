"""``paddle.nn.layer.rnn``: where paddle defines the recurrent layers and cells.

Imported by code that names paddle's module path; like paddle's, it claims no public names."""

from unigrad.paddle_api.nn.rnn import *  # noqa: F401,F403

__all__ = []
