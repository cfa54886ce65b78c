"""``paddle.distribution.beta``: where paddle defines Beta (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Beta  # noqa: F401
