"""Running a case (under unigrad or under a real framework's interpreter) and comparing outcomes."""

import dataclasses
import difflib
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

from unigrad.conform import warm
from unigrad.conform.normalize import NUMBER, normalize

#: Seconds a case may run before it counts as failed.
CASE_TIMEOUT = 300
_PACKAGE_PARENT = str(Path(__file__).resolve().parents[2])


@dataclasses.dataclass(frozen=True)
class Outcome:
    stdout: str
    exit_status: int
    exception: str | None  # the exception's first line ("Type: message"), when it failed
    stderr: str = dataclasses.field(default="", compare=False)


def exception_line(stderr):
    """The first line of the last exception in a traceback (``"ValueError: bad"``), or None.

    >>> exception_line("Traceback (most recent call last):\\n  File \\"x.py\\", line 1\\n    f()\\nValueError: a\\nb\\n")
    'ValueError: a'
    """
    lines = stderr.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("Traceback (most recent call last):")]
    if not starts:
        return None
    for line in lines[starts[-1] + 1 :]:
        if not line.startswith(" ") and line.strip():
            return line.rstrip()
    return None


def script_command(script_args, dialect="auto", python=None):
    """The command running ``script_args`` (``SCRIPT ARGS...`` or ``-m MODULE ARGS...``).

    With ``python`` (a real framework's interpreter) it runs there; else under ``unigrad run``.
    """
    if python:
        return [python, *script_args]
    return [sys.executable, "-m", "unigrad", "run", "--dialect", dialect, *script_args]


def _environment(isa=None):
    """The environment of every run, either side: stable hashing, UTF-8 output, unigrad importable; with
    ``isa``, unigrad reproducing that instruction set's kernels (``UNIGRAD_CPU_ISA``)."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    if isa is not None:
        env["UNIGRAD_CPU_ISA"] = isa
    # unigrad importable even when it is not installed (harmless for a real framework's interpreter)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [_PACKAGE_PARENT, env.get("PYTHONPATH")]))
    return env


def _outcome(stdout, stderr, exit_status):
    stderr = stderr.decode("utf-8", "replace")
    exception = exception_line(stderr) if exit_status else None
    return Outcome(stdout.decode("utf-8", "replace"), exit_status, exception, stderr)


def _timed_out(stdout, timeout):
    return Outcome((stdout or b"").decode("utf-8", "replace"), -9, f"TimeoutError: ran past {timeout} s", "")


def run_command(command, cwd=None, timeout=CASE_TIMEOUT, isa=None):
    """Run ``command`` in a new process with stdin closed and return its ``Outcome``."""
    try:
        done = subprocess.run(command, cwd=cwd, env=_environment(isa), stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        return _timed_out(expired.stdout, timeout)
    return _outcome(done.stdout, done.stderr, done.returncode)


def _run_warm(script_args, dialect, cwd, timeout, python=None, preload=warm.PRELOAD, isa=None):
    """``unigrad run`` of ``script_args`` (plain ``python`` with ``python``) forked from a warm interpreter
    (see ``warm.py``)."""
    with tempfile.TemporaryDirectory(prefix="unigrad-run-") as scratch:
        out, err = os.path.join(scratch, "stdout"), os.path.join(scratch, "stderr")
        argv = list(script_args) if python else ["--dialect", dialect, *script_args]
        with warm.interpreter(_environment(isa), python, preload) as server:
            status = server.run(argv, os.path.abspath(cwd or os.getcwd()), out, err, timeout)
        stdout, stderr = Path(out).read_bytes(), Path(err).read_bytes()
    return _timed_out(stdout, timeout) if status is None else _outcome(stdout, stderr, status)


def run_script(script_args, cwd=None, dialect="auto", python=None, timeout=CASE_TIMEOUT, reuse=True, preload=None,
               isa=None):
    """The ``Outcome`` of ``SCRIPT ARGS...`` (or ``-m MODULE ARGS...``) under unigrad, or under ``python``.

    Under unigrad, with ``reuse``, the run is forked from a warm interpreter
    that imported torch and the front ends once (``warm.py``): the same
    outcome as a new ``python -m unigrad run`` process, a second sooner.
    Under ``python``, only when ``preload`` names the modules to import first
    (the real framework) is the run forked from a warm interpreter of ``python``.
    """
    if reuse and warm.enabled() and (python is None or preload):
        return _run_warm(script_args, dialect, cwd, timeout, python, preload or warm.PRELOAD, isa)
    return run_command(script_command(script_args, dialect, python), cwd, timeout, isa)


def run_case(case, python=None, timeout=CASE_TIMEOUT):
    """Run ``case`` in its own process, from its directory, under unigrad (reproducing the kernels of the
    instruction set its expected output was recorded on) or with ``python``."""
    isa = None if python else case.recorded_isa
    return run_script([str(case.script)], case.script.parent, case.dialect, python, timeout, isa=isa)


def _is_integer(token):
    return not any(c in token for c in ".eEin")  # no point, exponent, inf or nan


def _float32(value):
    """The float32 nearest to ``value`` (``value`` itself past float32's range)."""
    try:
        return struct.unpack("f", struct.pack("f", value))[0]
    except OverflowError:
        return value


def _ulp32(magnitude):
    """The spacing of float32 numbers at ``magnitude`` (the smallest subnormal at zero)."""
    return max(math.ldexp(1.0, math.frexp(magnitude)[1] - 24), math.ldexp(1.0, -149))


def _rounding(token):
    """Half a unit of the last printed digit of ``token`` when it has 6 significant digits or more, else 0.

    Fixed-precision printing (paddle's 8 decimals, numpy's) rounds, so a value
    within N ulps can print one digit apart; a shorter print is the value itself
    (numpy drops digits only where the value needs none), so it gets no slack.
    """
    mantissa, _, exponent = token.lower().lstrip("+-").partition("e")
    whole, _, decimals = mantissa.partition(".")
    if len((whole + decimals).lstrip("0")) < 6:
        return 0.0
    return 0.5 * 10.0 ** (int(exponent or 0) - len(decimals))


def numbers_agree(expected, actual, rtol=0.0, atol=0.0, ulps=0):
    """Whether two number tokens agree: equal text, or within ``atol + rtol * |e|``, or (``ulps``) within N float32 ulps.

    Within ulps, integers must be equal and inf/nan identical; floats are
    compared as float32 values, widened by the rounding of their printed digits
    (``_rounding``).

    >>> numbers_agree("0.30000001", "0.30000004", ulps=1), numbers_agree("0.30000001", "0.30000007", ulps=1)
    (True, False)
    >>> numbers_agree("3", "4", ulps=100), numbers_agree("1.5e-07", "1.5000001e-07", ulps=1)
    (False, True)
    """
    if expected == actual:
        return True
    e, a = float(expected), float(actual)
    if (rtol or atol) and abs(a - e) <= atol + rtol * abs(e):
        return True
    if not ulps or _is_integer(expected) or _is_integer(actual) or not (math.isfinite(e) and math.isfinite(a)):
        return False
    e, a = _float32(e), _float32(a)
    return abs(a - e) <= ulps * _ulp32(max(abs(a), abs(e))) + _rounding(expected) + _rounding(actual)


def lines_agree(expected, actual, rtol=0.0, atol=0.0, ulps=0):
    """Whether two lines are equal, their numbers compared by ``numbers_agree`` and the rest exactly.

    >>> lines_agree("[2.0000, 4.0000]", "[2.0001, 4.0000]", rtol=1e-4)
    True
    >>> lines_agree("float32 [2.]", "float64 [2.]", rtol=1.0)
    False
    >>> lines_agree("[0.12345679, 2]", "[0.12345680, 2]", ulps=2), lines_agree("[0.12345679, 2]", "[0.12345679,  2]", ulps=2)
    (True, False)
    """
    if expected == actual:
        return True
    if not (rtol or atol or ulps) or NUMBER.sub("#", expected) != NUMBER.sub("#", actual):
        return False
    pairs = zip(NUMBER.findall(expected), NUMBER.findall(actual))
    return all(numbers_agree(e, a, rtol, atol, ulps) for e, a in pairs)


def _within_tolerance(expected, actual, rtol, atol, ulps):
    """``actual`` with each line that agrees with its counterpart within tolerance replaced by it."""
    if actual is None or expected is None or not (rtol or atol or ulps):
        return actual
    want, got = expected.splitlines(keepends=True), actual.splitlines(keepends=True)
    if len(want) != len(got):
        return actual
    return "".join(w if lines_agree(w, g, rtol, atol, ulps) else g for w, g in zip(want, got))


# Padding: a run of blanks (newlines included: numpy re-wraps a long row when a field widens), and the
# blanks that pad a field against a bracket.
_PADDING = re.compile(r"\s+")
_BRACKET_PADDING = re.compile(r" ?([\[\](){}]) ?")


def _unpadded_skeleton(text):
    """``text`` with its numbers replaced by ``#`` and numpy's column padding taken out."""
    return _BRACKET_PADDING.sub(r"\1", _PADDING.sub(" ", NUMBER.sub("#", text)).strip())


def agree_but_for_padding(expected, actual, ulps):
    r"""Whether two outputs agree with their numbers within ``ulps`` float32 ulps, whatever the padding
    (blank runs, line breaks) between them: when a value's last digit changes, numpy widens or narrows
    the columns of the whole array, and may wrap its rows elsewhere. Only for close cases: exact cases
    are compared byte for byte.

    >>> agree_but_for_padding("[[-2.5   1.25 ]\n [ 3.    0.5  ]]", "[[-2.5        1.2500001]\n [ 3.         0.5      ]]", ulps=4)
    True
    >>> agree_but_for_padding("[0.5 2.]", "[0.5, 2.]", ulps=4)
    False
    """
    if expected is None or actual is None or not ulps:
        return False
    if _unpadded_skeleton(expected) != _unpadded_skeleton(actual):
        return False
    want, got = NUMBER.findall(expected), NUMBER.findall(actual)
    return len(want) == len(got) and all(numbers_agree(e, a, ulps=ulps) for e, a in zip(want, got))


def compare(expected, actual, rtol=0.0, atol=0.0, labels=("expected", "unigrad"), ulps=0):
    """``""`` when the outcomes agree (after normalization, numbers within tolerance or ``ulps``; within
    ``ulps``, whatever numpy's column padding), else a readable diff."""
    problems = []
    want = normalize(expected.stdout)
    got = _within_tolerance(want, normalize(actual.stdout), rtol, atol, ulps)
    if want != got and agree_but_for_padding(want, got, ulps):
        got = want
    if want != got:
        diff = difflib.unified_diff(
            want.splitlines(keepends=True), got.splitlines(keepends=True), f"{labels[0]} stdout", f"{labels[1]} stdout"
        )
        problems.append("".join(line if line.endswith("\n") else line + "\\ (no newline)\n" for line in diff))
    if expected.exit_status != actual.exit_status:
        problems.append(f"exit status: {labels[0]} {expected.exit_status}, {labels[1]} {actual.exit_status}\n")
    want_exc = normalize(expected.exception)
    got_exc = _within_tolerance(want_exc, normalize(actual.exception), rtol, atol, ulps)
    if want_exc != got_exc:
        width = max(map(len, labels))
        problems.append(f"exception: {labels[0]:{width}} {expected.exception!r}\n"
                        f"           {labels[1]:{width}} {actual.exception!r}\n")
    if problems and actual.exit_status and actual.stderr:
        problems.append(f"{labels[1]} stderr (last lines):\n" + "".join(actual.stderr.splitlines(keepends=True)[-8:]))
    return "".join(problems)
