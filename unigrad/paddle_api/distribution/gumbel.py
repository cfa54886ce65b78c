"""``paddle.distribution.gumbel``: where paddle defines Gumbel (kept here in ``transformed_distribution``)."""

from unigrad.paddle_api.distribution.transformed_distribution import Gumbel  # noqa: F401
