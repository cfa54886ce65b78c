"""``paddle.nn.layer.layers``: where paddle defines ``Layer``.

Imported by code that names paddle's module path; like paddle's, it claims no public names."""

from unigrad.paddle_api.nn.layer import Layer  # noqa: F401

__all__ = []
