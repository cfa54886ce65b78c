"""``paddle.distribution.geometric``: where paddle defines Geometric (kept here in ``discrete``)."""

from unigrad.paddle_api.distribution.discrete import Geometric  # noqa: F401
