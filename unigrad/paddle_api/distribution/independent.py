"""``paddle.distribution.independent``: where paddle defines Independent (kept here in ``continuous``)."""

from unigrad.paddle_api.distribution.continuous import Independent  # noqa: F401
