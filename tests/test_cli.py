"""``unigrad run`` behaves like ``python SCRIPT`` / ``python -m MODULE``, with the dialects aliased."""

import subprocess
import sys
import textwrap

import pytest

from conftest import CONFORMANCE, REPO
from unigrad import cli


def _both(tmp_path, args, stdin=""):
    """Run ``args`` under ``python`` and under ``unigrad run``: two CompletedProcess."""
    python = [sys.executable, *args]
    unigrad = [sys.executable, "-m", "unigrad", "run", *args]
    run = lambda cmd: subprocess.run(cmd, cwd=tmp_path, input=stdin, capture_output=True, text=True)
    return run(python), run(unigrad)


SCRIPT = textwrap.dedent(
    """\
    import sys
    print(sys.argv, __name__, sys.path[0] == __import__('os').path.dirname(__file__))
    print(sys.stdin.read().upper())
    def fail():
        raise ValueError("first line\\nsecond line")
    if sys.argv[1:] == ["fail"]:
        fail()
    sys.exit(int(sys.argv[1]) if sys.argv[1:] else 0)
    """
)


@pytest.mark.parametrize("argv", [[], ["3"], ["fail"]])
def test_run_script_matches_python(tmp_path, argv):
    (tmp_path / "script.py").write_text(SCRIPT)
    python, unigrad = _both(tmp_path, ["script.py", *argv], stdin="piped in")
    assert (unigrad.stdout, unigrad.returncode) == (python.stdout, python.returncode)
    assert unigrad.stderr == python.stderr  # the same traceback: no unigrad or runpy frames


def test_run_module_matches_python_m(tmp_path):
    (tmp_path / "mod.py").write_text(SCRIPT.replace("__import__('os').path.dirname(__file__)", "__import__('os').getcwd()"))
    python, unigrad = _both(tmp_path, ["-m", "mod", "7"])
    assert (unigrad.stdout, unigrad.returncode) == (python.stdout, python.returncode) == (python.stdout, 7)


def test_missing_script_exits_2_like_python(tmp_path):
    python, unigrad = _both(tmp_path, ["nope.py"])
    assert (unigrad.returncode, unigrad.stderr) == (python.returncode, python.stderr)


def test_run_m_pytest_runs_a_suite_on_unigrad(tmp_path):
    (tmp_path / "test_on_unigrad.py").write_text(
        "import torch.func, paddle, unigrad\n"
        "def test_aliased():\n"
        "    assert paddle.__name__ == 'unigrad.paddle_api'\n"
        "    assert torch.func.grad.__module__.startswith('unigrad.')\n"
    )
    done = subprocess.run([sys.executable, "-m", "unigrad", "run", "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr


def test_pytest_option_aliases_in_process(tmp_path):
    (tmp_path / "test_opt.py").write_text(
        "import paddle\ndef test_aliased():\n    assert paddle.__name__ == 'unigrad.paddle_api'\n"
    )
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--unigrad=paddle"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout + done.stderr


def test_unknown_dialect_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit, match="unknown dialect 'jax'"):
        cli.main(["run", "--dialect", "jax", "x.py"])


def test_unknown_command(capsys):
    assert cli.main(["frobnicate"]) == 2
    assert "unknown command" in capsys.readouterr().err


TORCH_SEEDS_REACHING_GRADIENTS = [
    "seed_002_backward_quadratic",
    "seed_004_grad_sin_second_order",
    "seed_004_per_sample_grads_vmap",
    "seed_004_argnums_has_aux",
    "seed_004_no_grad",
]


@pytest.mark.parametrize("name", TORCH_SEEDS_REACHING_GRADIENTS)
def test_torch_seed_cases_go_through_unigrads_front_end(name, monkeypatch, capsys):
    """Run the seed case as ``unigrad run`` does, with spies on the torch functions the engine calls."""
    import unigrad._engine.tape as tape
    import unigrad._engine.transforms as transforms

    calls = []
    spied = [(tape, "_autograd_grad"), (tape, "_autograd_backward"), (tape, "_engine_run_backward"), (transforms, "_grad"),
             (transforms, "_run_backward")]  # the engine's own functorch steps call autograd's engine directly
    for module, attribute in spied:
        original = getattr(module, attribute)
        spy = lambda *a, _original=original, _name=attribute, **k: calls.append(_name) or _original(*a, **k)
        monkeypatch.setattr(module, attribute, spy)
    monkeypatch.setattr(sys, "argv", sys.argv[:])
    monkeypatch.setattr(sys, "path", sys.path[:])
    assert cli.run(["--dialect", "torch", str(CONFORMANCE / "cases" / "torch" / f"{name}.py")]) == 0
    assert calls, f"{name} computed its gradients without unigrad's engine"
    expected = (CONFORMANCE / "expected" / "torch" / f"{name}.stdout").read_text()
    assert capsys.readouterr().out == expected


def test_module_entry_point_and_console_script_agree():
    help_m = subprocess.run([sys.executable, "-m", "unigrad", "--help"], capture_output=True, text=True, cwd=REPO)
    assert help_m.returncode == 0 and "unigrad run" in help_m.stdout
