"""``paddle.distribution.constraint``: where paddle defines Constraint, Range (kept here in ``variable``)."""

from unigrad.paddle_api.distribution.variable import Constraint, Range  # noqa: F401
