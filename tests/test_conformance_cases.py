"""Every conformance case under conformance/ is one test: unigrad must reproduce its recorded outcome.

Cases listed in conformance/xfail/<dialect>.txt are strict xfails: they fail the
suite the day they pass, so that the listing gets removed.
"""

import pytest

from conftest import CONFORMANCE
from unigrad.conform import compare, discover, load_expected, load_known_failures

KNOWN_FAILURES = load_known_failures(CONFORMANCE)


def _param(case):
    marks = [pytest.mark.xfail(strict=True, reason=KNOWN_FAILURES[case.id])] if case.id in KNOWN_FAILURES else []
    return pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", [_param(c) for c in discover(root=CONFORMANCE)])
def test_case_reproduces_the_real_framework(case, case_outcomes):
    expected = load_expected(case)
    assert expected is not None, f"{case.id} was never recorded: unigrad conform --record --python ORACLE_PY"
    closeness = case.closeness  # a case may declare "# close: N ulps: why" (unigrad/conform/cases.py)
    differences = compare(expected, case_outcomes[case.id], ulps=closeness.ulps if closeness else 0)
    assert not differences, differences


def test_every_known_failure_names_an_existing_case():
    ids = {case.id for case in discover(root=CONFORMANCE)}
    assert set(KNOWN_FAILURES) <= ids, sorted(set(KNOWN_FAILURES) - ids)


def test_every_case_says_what_it_checks():
    for case in discover(root=CONFORMANCE):
        first = case.script.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# ") and len(first) > 12, f"{case.id}: first line must be a comment saying what it checks"
