"""``paddle.distribution.multinomial``: where paddle defines Multinomial (kept here in ``discrete``)."""

from unigrad.paddle_api.distribution.discrete import Multinomial  # noqa: F401
