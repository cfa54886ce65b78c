"""``paddle.distribution.gamma``: where paddle defines Gamma (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Gamma  # noqa: F401
