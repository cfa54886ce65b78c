"""unigrad.conform.runner and normalize: outcomes, exception lines, comparison."""

import pytest

from unigrad.conform.normalize import RULES, normalize
from unigrad.conform.runner import Outcome, compare, exception_line

TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "x.py", line 3, in <module>\n'
    "    f()\n"
    "    ^^^\n"
    "KeyError: 'a'\n"
)


def test_exception_line_is_the_first_line_of_the_last_exception():
    chained = TRACEBACK + "\nDuring handling of the above exception, another exception occurred:\n\n" + TRACEBACK.replace(
        "KeyError: 'a'", "ValueError: (InvalidArgument) bad\n  [Hint: more]\nlast line"
    )
    assert exception_line(TRACEBACK) == "KeyError: 'a'"
    assert exception_line(chained) == "ValueError: (InvalidArgument) bad"
    assert exception_line("warning only\n") is None


def test_compare_agrees_on_equal_outcomes():
    assert compare(Outcome("a\n", 0, None), Outcome("a\n", 0, None, stderr="noise")) == ""


@pytest.mark.parametrize(
    "actual, needle",
    [
        (Outcome("b\n", 0, None), "-a\n+b"),
        (Outcome("a\n", 1, "ValueError: x"), "exit status: expected 0, unigrad 1"),
        (Outcome("a", 0, None), "(no newline)"),
    ],
)
def test_compare_shows_what_differs(actual, needle):
    assert needle in compare(Outcome("a\n", 0, None), actual)


def test_compare_checks_the_exception_line():
    assert "exception" in compare(Outcome("", 1, "ValueError: a"), Outcome("", 1, "TypeError: a"))


def test_normalize_applies_to_both_sides():
    assert compare(Outcome("<x at 0x7f00aa11bb22>\n", 0, None), Outcome("<x at 0x7f99cc33dd44>\n", 0, None)) == ""
    assert all(why for _, _, why in RULES)
    assert normalize(None) is None
