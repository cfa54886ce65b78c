"""unigrad.conform.runner and normalize: outcomes, exception lines, comparison."""

import pytest

from unigrad.conform.cases import Closeness, declared_closeness
from unigrad.conform.normalize import RULES, mask_numbers, normalize
from unigrad.conform.runner import Outcome, compare, exception_line, lines_agree

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


def test_masked_numbers_ignore_where_a_row_wraps_but_not_other_line_breaks():
    # a paddle row of six values wraps when one is wide (dropout3d's kept channel) and not when all are 0.
    wrapped = "Tensor(shape=[2, 6],\n       [[ 3.21669459, -0.51945269,  0.43601996, -2.69647861, -0.06199514,\n" \
              "          0.65563512],\n        [0., 0., 0., 0., 0., 0.]])"
    flat = "Tensor(shape=[2, 6],\n       [[-0., -0., 0. , -0., -0., -0.],\n        [0., 0., 0., 0., 0., 0.]])"
    assert mask_numbers(wrapped) == mask_numbers(flat)
    assert mask_numbers("[[1. 2.]\n [3. 4.]]") != mask_numbers("[[1. 2. 3. 4.]]")  # rows stay rows
    assert mask_numbers("loss 0.5\ndone") != mask_numbers("loss 0.5 done")  # text after a number stays


@pytest.mark.parametrize(
    "expected, actual, ulps, agree",
    [
        ("Tensor([0.12345679, 0.5])", "Tensor([0.12345680, 0.5])", 1, True),  # last printed digit, within 1 ulp
        ("Tensor([0.12345679, 0.5])", "Tensor([0.12345689, 0.5])", 4, False),  # 10e-8 apart: ~13 ulps
        ("[1.00000000e-03]", "[1.00000012e-03]", 2, True),  # scientific notation
        ("[0.1 0.2]", "[0.2 0.1]", 4, False),  # short prints are the values themselves: no slack
        ("[0.5]", "[0.50000006]", 1, True),  # one float32 ulp at 0.5, printed at different lengths
        ("shape=[2, 3]", "shape=[2, 4]", 1000, False),  # integers must be equal
        ("[inf, nan]", "[inf, nan]", 1, True),
        ("[inf]", "[3.40282347e+38]", 1000, False),
        ("[0.12345679, 0.5]", "[0.12345680,  0.5]", 4, False),  # line by line the text must match exactly
        ("loss 0.69314718", "loss: 0.69314718", 4, False),
    ],
)
def test_numbers_within_float32_ulps(expected, actual, ulps, agree):
    assert lines_agree(expected, actual, ulps=ulps) is agree
    # a close case's whole output is compared whatever numpy's padding (blank runs) between its numbers
    padding_only = (expected, actual) in _PADDING_ONLY
    assert (compare(Outcome(expected + "\n", 0, None), Outcome(actual + "\n", 0, None), ulps=ulps) == "") is (
        agree or padding_only)


_PADDING_ONLY = {("[0.12345679, 0.5]", "[0.12345680,  0.5]")}


def test_ulps_apply_to_the_exception_line_and_need_asking_for():
    real, ours = Outcome("", 1, "ValueError: got 0.30000001"), Outcome("", 1, "ValueError: got 0.30000004")
    assert compare(real, ours, ulps=1) == "" and "exception" in compare(real, ours)


def test_a_case_header_declares_closeness_with_its_reason():
    header = "# a Linear layer's output\n# source: a tutorial\n\n# close: 4 ulps: the BLAS library's own blocking\nx = 1\n"
    assert declared_closeness(header) == Closeness(4, "the BLAS library's own blocking")
    assert declared_closeness("# checks x\nimport paddle\n# close: 4 ulps: too late, not in the header\n") is None
    for bad in ("# close: 4 ulps\n", "# close: 0 ulps: zero\n", "# close: some ulps: why\n", "# close: 4: why\n"):
        with pytest.raises(ValueError, match="malformed close header"):
            declared_closeness("# checks\n" + bad)


# numpy widens every column of an array when one value's last digit needs another decimal, and may
# re-wrap long rows: within a close case's ulps that is the same output.
_NARROW = "loss [[-2.5   1.25 ]\n [ 3.    0.5  ]]\n"
_WIDE = "loss [[-2.5        1.2500001]\n [ 3.         0.5      ]]\n"
_REWRAPPED = "loss [[-2.5        1.2500001]\n [ 3.\n   0.5      ]]\n"


def test_close_comparison_ignores_numpys_column_padding():
    assert compare(Outcome(_NARROW, 0, None), Outcome(_WIDE, 0, None), ulps=2) == ""
    assert compare(Outcome(_NARROW, 0, None), Outcome(_REWRAPPED, 0, None), ulps=2) == ""


def test_exact_comparison_still_sees_padding():
    assert compare(Outcome(_NARROW, 0, None), Outcome(_WIDE, 0, None)) != ""
    assert compare(Outcome("[0.5 2. ]\n", 0, None), Outcome("[0.5  2. ]\n", 0, None)) != ""


def test_close_comparison_still_checks_numbers_and_words():
    far = _WIDE.replace("1.2500001", "1.2500100")
    assert compare(Outcome(_NARROW, 0, None), Outcome(far, 0, None), ulps=2) != ""
    assert compare(Outcome(_NARROW, 0, None), Outcome(_WIDE.replace("loss", "lost"), 0, None), ulps=2) != ""
    assert compare(Outcome("[0.5 2.]\n", 0, None), Outcome("[0.5, 2.]\n", 0, None), ulps=2) != ""
