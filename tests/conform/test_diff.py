"""``unigrad diff`` with a stand-in oracle: this interpreter running plain torch.

The script prints which implementation served ``torch.func.grad``, so the
stand-in "real framework" and unigrad differ exactly where the test wants.
Each run of ``unigrad diff`` starts two interpreters (most of them importing
torch); the tests run the same few scripts under several options, so each
distinct run is started once, all together, and shared (see ``runs``).
"""

import os
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from unigrad.cli import main
from unigrad.conform import diff

SCRIPTS = {
    "s.py": (
        "import sys, torch, torch.func\n"
        "on_unigrad = torch.func.grad.__module__.startswith('unigrad')\n"
        "print('value', 1.0 if on_unigrad else 1.0001)\n"
        "print('grad', torch.func.grad(torch.sin)(torch.tensor(0.0)))\n"
        "if sys.argv[1:] == ['raise'] and on_unigrad: raise ValueError('only under unigrad')\n"
    ),
    "same.py": "import sys\nprint('same', sys.argv[1:])\n",
    "u.py": (
        "import torch.func\non_unigrad = torch.func.grad.__module__.startswith('unigrad')\n"
        "print('value', '0.30000004' if on_unigrad else '0.30000001', 'steps', 3)\n"
    ),
}

#: every script run the tests below ask ``unigrad diff`` for
RUNS = [["s.py"], ["s.py", "raise"], ["same.py"], ["-m", "same"], ["u.py"]]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """The scripts' directory, with ``unigrad diff``'s ``run_script`` answering each distinct run (script,
    arguments, interpreter or dialect, directory) from one real run: all of them started at once when the
    module starts, on every core, rather than two new interpreters per ``unigrad diff`` call."""
    directory = tmp_path_factory.mktemp("diff")
    for name, text in SCRIPTS.items():
        (directory / name).write_text(text)
    real_run_script = diff.run_script
    started = {}

    def key(script_args, kwargs):
        return tuple(script_args), os.getcwd(), tuple(sorted(kwargs.items()))

    def shared_run_script(script_args, **kwargs):
        found = started.get(key(script_args, kwargs))
        return found.result() if found else real_run_script(script_args, **kwargs)

    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 1)) as pool, pytest.MonkeyPatch.context() as patch:
        patch.chdir(directory)
        for script_args in RUNS:  # the two calls diff.main makes, as it makes them
            for kwargs in ({"python": sys.executable}, {"dialect": "auto", "reuse": False}):
                started[key(script_args, kwargs)] = pool.submit(real_run_script, script_args, **kwargs)
        patch.setattr(diff, "run_script", shared_run_script)
        yield directory


def test_agreeing_script_exits_0(runs, capsys):
    assert main(["diff", "--python", sys.executable, "same.py"]) == 0
    assert capsys.readouterr().out == "same stdout, exit status 0\n"


def test_differing_stdout_shows_a_unified_diff_and_exits_1(runs, capsys):
    assert main(["diff", "--python", sys.executable, "s.py"]) == 1
    out = capsys.readouterr().out
    assert "--- real stdout\n+++ unigrad stdout\n" in out and "-value 1.0001\n+value 1.0\n" in out


def test_tolerance_lets_numbers_differ(runs, capsys):
    assert main(["diff", "--python", sys.executable, "--rtol", "1e-3", "s.py"]) == 0
    assert main(["diff", "--python", sys.executable, "--atol", "1e-6", "s.py"]) == 1


def test_exception_and_exit_status_differences_are_shown(runs, capsys):
    assert main(["diff", "--python", sys.executable, "--rtol", "1e-3", "s.py", "raise"]) == 1
    out = capsys.readouterr().out
    assert "exit status: real 0, unigrad 1" in out
    assert "exception: real    None\n           unigrad 'ValueError: only under unigrad'" in out


def test_module_form_and_usage_errors(runs, capsys):
    assert main(["diff", "--python", sys.executable, "-m", "same"]) == 0
    assert main(["diff", "--python", sys.executable]) == 2
    with pytest.raises(SystemExit):
        main(["diff", "s.py"])  # --python is required


def test_ulps_let_floats_differ_by_float32_ulps_only(runs, capsys):
    assert main(["diff", "--python", sys.executable, "u.py"]) == 1
    assert main(["diff", "--python", sys.executable, "--ulps", "1", "u.py"]) == 0
    assert "same stdout" in capsys.readouterr().out

