"""``paddle.distribution.bernoulli``: where paddle defines Bernoulli (kept here in ``discrete``)."""

from unigrad.paddle_api.distribution.discrete import Bernoulli  # noqa: F401
