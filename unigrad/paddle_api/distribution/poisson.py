"""``paddle.distribution.poisson``: where paddle defines Poisson (kept here in ``discrete``)."""

from unigrad.paddle_api.distribution.discrete import Poisson  # noqa: F401
