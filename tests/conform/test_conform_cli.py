"""``unigrad conform``: discovery, recording with an oracle interpreter, checking, exit codes.

CI has no real paddle or mindspore, so the "oracle" here is this interpreter
with plain torch, recording torch cases in a temporary conformance root.
"""

import json
import shutil
import sys

import pytest

from unigrad.conform.cases import discover, load_expected, load_known_failures
from unigrad.conform.cli import main


def _make_root(directory):
    cases = directory / "conformance" / "cases" / "torch"
    cases.mkdir(parents=True)
    (cases / "agrees.py").write_text("# prints a gradient\nimport torch\nx = torch.ones(2, requires_grad=True)\n"
                                      "print(torch.autograd.grad(x.sum(), x))\n")
    (cases / "raises.py").write_text("# raises\nimport torch\ntorch.autograd.grad(torch.ones(1), torch.ones(1))\n")
    return directory / "conformance"


@pytest.fixture
def root(tmp_path):
    return _make_root(tmp_path)


@pytest.fixture(scope="module")
def _recorded_once(tmp_path_factory):
    # recording starts a new interpreter (importing torch) per case: tests that only need a recorded
    # root share one recording and each get their own copy
    root = _make_root(tmp_path_factory.mktemp("recorded"))
    assert main(["--root", str(root), "--record", "--python", sys.executable]) == 0
    return root


@pytest.fixture
def recorded_root(_recorded_once, tmp_path):
    return shutil.copytree(_recorded_once, tmp_path / "conformance")


def test_record_then_check_passes(root, capsys):
    assert main(["--root", str(root), "--record", "--python", sys.executable]) == 0
    manifest = json.loads((root / "expected" / "torch" / "MANIFEST.json").read_text())
    assert manifest["framework"] == "torch" and manifest["version"].startswith("2.13")
    assert manifest["cases"]["raises"]["exit_status"] == 1
    assert manifest["cases"]["raises"]["exception"].startswith("RuntimeError: element 0 of tensors does not require grad")
    assert load_expected(discover(root=root)[0]).stdout == "(tensor([1., 1.]),)\n"
    assert main(["--root", str(root), "--json", str(root / "report.json")]) == 0
    out = capsys.readouterr().out
    assert "PASS  torch/agrees" in out and "PASS  torch/raises" in out
    assert "torch        2     2" in out
    assert {r["status"] for r in json.loads((root / "report.json").read_text())["results"]} == {"PASS"}


def test_a_difference_fails_with_a_diff(recorded_root, capsys):
    root = recorded_root
    (root / "expected" / "torch" / "agrees.stdout").write_text("(tensor([2., 2.]),)\n")
    assert main(["--root", str(root)]) == 1
    out = capsys.readouterr().out
    assert "FAIL  torch/agrees" in out and "-(tensor([2., 2.]),)" in out


def test_unrecorded_case_fails(root, capsys):
    assert main(["--root", str(root)]) == 1
    assert "NOREC torch/agrees" in capsys.readouterr().out


def test_known_failures_are_strict(recorded_root, capsys):
    root = recorded_root
    (root / "xfail").mkdir()
    (root / "xfail" / "torch.txt").write_text("# comment\ntorch/agrees  waiting for issue #9\n")
    assert load_known_failures(root) == {"torch/agrees": "waiting for issue #9"}
    assert main(["--root", str(root)]) == 1
    assert "XPASS torch/agrees" in capsys.readouterr().out


def test_record_needs_an_interpreter_and_paths_must_exist(root, capsys):
    assert main(["--root", str(root), "--record"]) == 2
    assert main(["--root", str(root), str(root / "missing.py")]) == 2
    assert "--record needs --python" in capsys.readouterr().err


def test_close_cases_are_reported_and_counted_apart_from_exact_passes(root, capsys):
    cases = root / "cases" / "torch"
    for name in ("near", "exact", "far"):
        (cases / f"{name}.py").write_text(f"# prints a float\n# close: 2 ulps: a test of the harness\nprint('{name}', 0.30000001)\n")
    main(["--root", str(root), "--record", "--python", sys.executable])
    expected = root / "expected" / "torch"
    (expected / "near.stdout").write_text("near 0.30000004\n")  # one float32 ulp away
    (expected / "far.stdout").write_text("far 0.30000019\n")  # six
    report = root / "report.json"
    assert main(["--root", str(root), "--json", str(report)]) == 1
    out = capsys.readouterr().out
    assert "CLOSE torch/near" in out and "within 2 ulps: a test of the harness" in out
    assert "PASS  torch/exact" in out and "FAIL  torch/far" in out and "(not within 2 ulps either)" in out
    assert out.splitlines()[-4].split() == ["dialect", "cases", "PASS", "CLOSE", "FAIL", "XFAIL", "XPASS", "NOREC"]
    data = json.loads(report.read_text())
    assert data["counts"]["torch"] == {"cases": 5, "PASS": 3, "CLOSE": 1, "FAIL": 1, "XFAIL": 0, "XPASS": 0, "NOREC": 0}
    assert {r["case"]: r["status"] for r in data["results"]}["torch/near"] == "CLOSE"


def test_a_malformed_close_header_fails_the_case(root, capsys):
    (root / "cases" / "torch" / "agrees.py").write_text("# prints\n# close: 4 ulps\nprint(1)\n")
    main(["--root", str(root), "--record", "--python", sys.executable])
    assert main(["--root", str(root), str(root / "cases" / "torch" / "agrees.py")]) == 1
    assert "malformed close header" in capsys.readouterr().out
