"""``paddle.distribution.laplace``: where paddle defines Laplace (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Laplace  # noqa: F401
