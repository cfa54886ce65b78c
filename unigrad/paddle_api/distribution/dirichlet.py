"""``paddle.distribution.dirichlet``: where paddle defines Dirichlet (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Dirichlet  # noqa: F401
