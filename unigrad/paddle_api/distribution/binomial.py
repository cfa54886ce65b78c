"""``paddle.distribution.binomial``: where paddle defines Binomial (kept here in ``discrete``)."""

from unigrad.paddle_api.distribution.discrete import Binomial  # noqa: F401
