"""``unigrad diff`` with a stand-in oracle: this interpreter running plain torch.

The script prints which implementation served ``torch.func.grad``, so the
stand-in "real framework" and unigrad differ exactly where the test wants.
"""

import sys

import pytest

from unigrad.cli import main

SCRIPT = (
    "import sys, torch, torch.func\n"
    "on_unigrad = torch.func.grad.__module__.startswith('unigrad')\n"
    "print('value', 1.0 if on_unigrad else 1.0001)\n"
    "print('grad', torch.func.grad(torch.sin)(torch.tensor(0.0)))\n"
    "if sys.argv[1:] == ['raise'] and on_unigrad: raise ValueError('only under unigrad')\n"
)


@pytest.fixture
def script(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.py").write_text(SCRIPT)
    (tmp_path / "same.py").write_text("import sys\nprint('same', sys.argv[1:])\n")
    return tmp_path


def test_agreeing_script_exits_0(script, capsys):
    assert main(["diff", "--python", sys.executable, "same.py"]) == 0
    assert capsys.readouterr().out == "same stdout, exit status 0\n"


def test_differing_stdout_shows_a_unified_diff_and_exits_1(script, capsys):
    assert main(["diff", "--python", sys.executable, "s.py"]) == 1
    out = capsys.readouterr().out
    assert "--- real stdout\n+++ unigrad stdout\n" in out and "-value 1.0001\n+value 1.0\n" in out


def test_tolerance_lets_numbers_differ(script, capsys):
    assert main(["diff", "--python", sys.executable, "--rtol", "1e-3", "s.py"]) == 0
    assert main(["diff", "--python", sys.executable, "--atol", "1e-6", "s.py"]) == 1


def test_exception_and_exit_status_differences_are_shown(script, capsys):
    assert main(["diff", "--python", sys.executable, "--rtol", "1e-3", "s.py", "raise"]) == 1
    out = capsys.readouterr().out
    assert "exit status: real 0, unigrad 1" in out
    assert "exception: real    None\n           unigrad 'ValueError: only under unigrad'" in out


def test_module_form_and_usage_errors(script, capsys):
    assert main(["diff", "--python", sys.executable, "-m", "same"]) == 0
    assert main(["diff", "--python", sys.executable]) == 2
    with pytest.raises(SystemExit):
        main(["diff", "s.py"])  # --python is required


def test_ulps_let_floats_differ_by_float32_ulps_only(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "u.py").write_text("import torch.func\non_unigrad = torch.func.grad.__module__.startswith('unigrad')\n"
                                   "print('value', '0.30000004' if on_unigrad else '0.30000001', 'steps', 3)\n")
    assert main(["diff", "--python", sys.executable, "u.py"]) == 1
    assert main(["diff", "--python", sys.executable, "--ulps", "1", "u.py"]) == 0
    assert "same stdout" in capsys.readouterr().out
