"""``paddle.distribution.categorical``: where paddle defines Categorical (kept here in ``discrete``)."""

from unigrad.paddle_api.distribution.discrete import Categorical  # noqa: F401
