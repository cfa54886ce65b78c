"""``paddle.distribution.uniform``: where paddle defines Uniform (kept here in ``normal``)."""

from unigrad.paddle_api.distribution.normal import Uniform  # noqa: F401
