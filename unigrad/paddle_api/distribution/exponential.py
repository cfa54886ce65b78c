"""``paddle.distribution.exponential``: where paddle defines Exponential (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Exponential  # noqa: F401
