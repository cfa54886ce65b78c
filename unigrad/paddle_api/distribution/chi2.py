"""``paddle.distribution.chi2``: where paddle defines Chi2 (kept here in ``student_t``)."""

from unigrad.paddle_api.distribution.student_t import Chi2  # noqa: F401
