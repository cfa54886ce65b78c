"""``paddle.distribution.cauchy``: where paddle defines Cauchy (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Cauchy  # noqa: F401
