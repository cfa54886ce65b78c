"""``paddle.distribution.lognormal``: where paddle defines LogNormal (kept here in ``transformed_distribution``)."""

from unigrad.paddle_api.distribution.transformed_distribution import LogNormal  # noqa: F401
