"""Running a case (under unigrad or under a real framework's interpreter) and comparing outcomes."""

import dataclasses
import difflib
import os
import subprocess
import sys
from pathlib import Path

from unigrad.conform.normalize import normalize

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


def case_command(case, python=None):
    """The command running ``case``: with ``python`` (a real framework) or else under ``unigrad run``."""
    if python:
        return [python, str(case.script)]
    return [sys.executable, "-m", "unigrad", "run", "--dialect", case.dialect, str(case.script)]


def run_case(case, python=None, timeout=CASE_TIMEOUT):
    """Run ``case`` in its own process, from its directory, and return its ``Outcome``."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    if not python:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [_PACKAGE_PARENT, env.get("PYTHONPATH")]))
    try:
        done = subprocess.run(
            case_command(case, python),
            cwd=case.script.parent,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as expired:
        out = (expired.stdout or b"").decode("utf-8", "replace")
        return Outcome(out, -9, f"TimeoutError: the case ran past {timeout} s", "")
    stderr = done.stderr.decode("utf-8", "replace")
    exception = exception_line(stderr) if done.returncode else None
    return Outcome(done.stdout.decode("utf-8", "replace"), done.returncode, exception, stderr)


def compare(expected, actual):
    """``""`` when the outcomes agree after normalization, else a readable diff."""
    problems = []
    want, got = normalize(expected.stdout), normalize(actual.stdout)
    if want != got:
        diff = difflib.unified_diff(
            want.splitlines(keepends=True), got.splitlines(keepends=True), "expected stdout", "unigrad stdout"
        )
        problems.append("".join(line if line.endswith("\n") else line + "\\ (no newline)\n" for line in diff))
    if expected.exit_status != actual.exit_status:
        problems.append(f"exit status: expected {expected.exit_status}, unigrad {actual.exit_status}\n")
    if normalize(expected.exception) != normalize(actual.exception):
        problems.append(f"exception: expected {expected.exception!r}\n           unigrad  {actual.exception!r}\n")
    if problems and actual.exit_status and actual.stderr:
        problems.append("unigrad stderr (last lines):\n" + "".join(actual.stderr.splitlines(keepends=True)[-8:]))
    return "".join(problems)
