"""Harvesting doc examples and comparing surfaces, with stand-in "real frameworks" (CI has none installed).

The torch of this interpreter is a real framework for the torch dialect; for
paddle, a fake ``paddle`` package on PYTHONPATH stands in for the real one.
"""

import dataclasses
import json
import sys
import textwrap

import pytest

from unigrad.conform import coverage, harvest
from unigrad.conform._framework_probe import examples
from unigrad.conform.surface import claimed, owners


def test_code_blocks_stand_alone_and_bare_groups_accumulate():
    doc = textwrap.dedent('''
        Summary.

        .. code-block:: python
            :name: first

            >>> import paddle
            >>> print(1)
            1

        Bare examples::

            >>> a = 2
            >>> a
            2

        Then, after prose:

            >>> print(a + 1)
            3
        ''')
    assert examples(doc) == ["import paddle\nprint(1)", "a = 2\na", "a = 2\na\n\nprint(a + 1)"]


def test_only_python_code_blocks_are_examples():
    doc = textwrap.dedent('''
        .. code-block:: text

            shape(X) = (2, 3), shape(Y) = (3,)

        .. code-block::

            prim = ops.Abs()
            out = prim(input)

        ..  code-block:: python

            print("marked python")

        .. code-block::

            >>> print("unmarked, with prompts")
        ''')
    assert examples(doc) == ['print("marked python")', 'print("unmarked, with prompts")']


def test_claimed_names_are_listed_once():
    names = claimed("torch")
    assert "torch.func.grad" in names and "torch.autograd.backward" in names
    assert len(names) == len(set(names))
    assert owners(names)["torch.func"] == sorted(owners(names)["torch.func"])


def test_harvest_runs_torchs_own_examples_both_ways():
    results, missing, without = harvest.harvest("torch", sys.executable, 2, ["torch.func.hessian", "torch.func.no_such"])
    assert [(r.api, r.status) for r in results] == [("torch.func.hessian", "passed")]
    assert list(missing) == ["torch.func.no_such"] and without == []


@pytest.fixture
def fake_paddle(tmp_path, monkeypatch):
    """A stand-in for the real paddle: one documented function, one name unigrad lacks."""
    package = tmp_path / "paddle"
    package.mkdir()
    (package / "__init__.py").write_text(textwrap.dedent('''
        def grad():
            """Example:

                >>> import paddle
                >>> print(paddle.__name__)
                paddle
            """

        def only_in_the_real_one():
            """No examples."""

        def shape():
            """A static-graph example (real paddle's enable_static exists; unigrad's refuses):

                >>> import paddle
                >>> paddle.enable_static()
                >>> print("static")
                static
            """

        def rand():
            """Random values vary between runs of the real framework too:

                >>> import random
                >>> print("value", random.random())
                value 0.1
            """

        def fit():
            """An unseeded training loop's progress bar (paddle.Model.fit): values and step times vary:

                >>> import random, sys
                >>> for step in (1, 2):
                ...     line = f"step {step}/2 - loss: {random.random():.4f} - {random.randint(1, 999)}ms/step"
                ...     _ = sys.stdout.write((chr(13) if step > 1 else "") + line + " " * random.randint(0, 3))
                >>> print()
            """
        '''))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    return tmp_path


def test_an_example_printing_differently_is_reported_and_fails_the_run(fake_paddle, capsys):
    assert harvest.main("paddle", sys.executable, 2, names=["paddle.grad"]) == 1
    out = capsys.readouterr().out
    assert "DIFFERS  paddle.grad example 1" in out and "-paddle" in out and "+unigrad.paddle_api" in out


def test_coverage_lists_covered_missing_and_extra(fake_paddle, capsys):
    report = coverage.coverage("paddle", sys.executable)["paddle"]
    assert "grad" in report["covered"] and "only_in_the_real_one" in report["missing"]
    assert "backward" not in report["real"] and set(report["extra"]) >= {"to_tensor"}
    assert coverage.main(["--dialect", "paddle", "--python", sys.executable, "--brief"]) == 0
    assert capsys.readouterr().out.splitlines()[0].split() == ["owner", "real", "covered", "missing", "extra"]


def test_an_example_whose_real_output_varies_is_compared_without_its_numbers(fake_paddle):
    results, _, _ = harvest.harvest("paddle", sys.executable, 2, ["paddle.rand"])
    assert [(r.api, r.status) for r in results] == [("paddle.rand", "varies")]


def test_a_varying_progress_bar_is_compared_after_its_normalization(fake_paddle):
    # the progress-bar rules match digits ("- 42ms/step"): masking the numbers first left the step times in
    results, _, _ = harvest.harvest("paddle", sys.executable, 2, ["paddle.fit"])
    assert [(r.api, r.status) for r in results] == [("paddle.fit", "varies")]


def test_a_varying_example_whose_text_differs_is_not_agreeing(fake_paddle, monkeypatch):
    run_script = harvest.run_script

    def real_prints_one_line_more(argv, cwd, *args, python=None, **kwargs):  # a difference beyond the numbers
        outcome = run_script(argv, cwd, *args, python=python, **kwargs)
        return dataclasses.replace(outcome, stdout=outcome.stdout + "extra line\n") if python else outcome

    monkeypatch.setattr(harvest, "run_script", real_prints_one_line_more)
    results, _, _ = harvest.harvest("paddle", sys.executable, 2, ["paddle.rand"])
    assert [(r.api, r.status) for r in results] == [("paddle.rand", "differs")]


def test_an_example_needing_static_graph_mode_is_out_of_scope_not_passing(fake_paddle, capsys):
    (fake_paddle / "paddle" / "__init__.py").write_text(
        (fake_paddle / "paddle" / "__init__.py").read_text() + "\ndef enable_static():\n    pass\n")
    results, _, _ = harvest.harvest("paddle", sys.executable, 1, ["paddle.shape"])
    assert [(r.api, r.status) for r in results] == [("paddle.shape", "out of scope")]
    assert "static graph mode" in results[0].details and "NotImplementedError" in results[0].details


def test_coverage_counts_methods_a_class_inherits_from_a_unigrad_base():
    own, inherited = claimed("paddle"), claimed("paddle", inherited=True)
    assert "paddle.nn.Layer.parameters" in own and "paddle.nn.Linear.parameters" not in own
    assert "paddle.nn.Linear.parameters" in inherited and set(own) <= set(inherited)


@pytest.fixture
def fake_paddle_with_unclaimed(fake_paddle):
    """The stand-in with __all__ and two documented names unigrad does not claim, one of whose examples fails."""
    init = fake_paddle / "paddle" / "__init__.py"
    init.write_text(init.read_text() + textwrap.dedent('''
        def unclaimed_ok():
            """>>> print("fine")"""

        def unclaimed_broken():
            """>>> raise OSError("needs a GPU")"""

        __all__ = ["grad", "rand", "unclaimed_ok", "unclaimed_broken", "only_in_the_real_one"]
        '''))
    return fake_paddle


def test_all_counts_unclaimed_names_as_not_implemented_when_they_run_under_real(fake_paddle_with_unclaimed, tmp_path):
    results, missing, without = harvest.harvest("paddle", sys.executable, 2, all_names=True)
    status = {r.api: r.status for r in results}
    assert status == {"paddle.grad": "differs", "paddle.rand": "varies", "paddle.unclaimed_ok": "not implemented",
                      "paddle.unclaimed_broken": "fails under real too"}
    assert {r.group for r in results} == {"paddle"} and without == ["paddle.only_in_the_real_one"]
    assert harvest.summary(results) == ("4 examples, 3 runnable (1 of names unigrad does not claim), "
                                        "1/3 agreeing (33.3%)")
    filtered, _, _ = harvest.harvest("paddle", sys.executable, 1, ["paddle.unclaimed_*"], all_names=True)
    assert sorted(r.api for r in filtered) == ["paddle.unclaimed_broken", "paddle.unclaimed_ok"]


def test_all_writes_a_report_that_resumes_and_merges(fake_paddle_with_unclaimed, tmp_path, capsys, monkeypatch):
    report = tmp_path / "report.json"
    assert harvest.main("paddle", sys.executable, 2, str(report), True, ["paddle.unclaimed_ok"], all_names=True) == 0
    first = json.loads(report.read_text())
    assert first["complete"] and [r["status"] for r in first["results"]] == ["not implemented"]
    ran = []
    monkeypatch.setattr(harvest, "run_example", lambda *a, **k: ran.append(a[2]) or harvest.ExampleResult(
        a[2], a[3], "not implemented", group="paddle", source_sha=harvest._sha(a[4])))
    harvest.main("paddle", sys.executable, 1, str(report), True, ["paddle.unclaimed_*"], all_names=True, resume=True)
    assert ran == ["paddle.unclaimed_broken"]  # the other one is in the report already
    other = tmp_path / "other.json"
    harvest.main("paddle", sys.executable, 1, str(other), True, ["paddle.grad"], all_names=True)
    capsys.readouterr()
    assert harvest.merge([str(report), str(other)], str(tmp_path / "merged.json"), quiet=True) == 0
    assert "3 examples, 3 runnable" in capsys.readouterr().out
