"""A run forked from a warm interpreter has the outcome of a new ``python -m unigrad run`` process."""

import os
import textwrap

import pytest

from unigrad.conform.runner import run_script

SCRIPTS = {
    "prints": "import sys\nprint('out', sys.argv[1:], __name__)\nprint('err', file=sys.stderr)\n",
    "raises": "def f():\n    raise ValueError('bad value')\nf()\n",
    "exits_3": "import sys\nprint('before')\nsys.exit(3)\n",
    "exits_with_text": "import sys\nsys.exit('stopped here')\n",
    "atexit_and_threads": textwrap.dedent("""
        import atexit, threading, time
        atexit.register(print, 'at exit')
        threading.Thread(target=lambda: (time.sleep(0.2), print('thread done'))).start()
        print('main done')
        """),
    "stdin_is_closed": "import sys\nprint(repr(sys.stdin.read()))\n",
    "torch_work": "import torch\nx = torch.ones(512, 512)\nprint(float((x @ x).sum()), torch.get_num_threads() > 0)\n",
    "paddle_alias": "import paddle\nprint(paddle.__name__)\n",
}


@pytest.fixture(scope="module")
def fresh_runs(tmp_path_factory):
    """Each script's outcome as a new ``python -m unigrad run`` process. Each is an interpreter importing torch
    from scratch: started together rather than one per test, they keep every core busy."""
    from concurrent.futures import ThreadPoolExecutor

    directory = tmp_path_factory.mktemp("fresh")
    for name, text in SCRIPTS.items():
        (directory / f"{name}.py").write_text(text)
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 1)) as pool:
        runs = {name: pool.submit(run_script, [f"{name}.py", "a1"], directory, reuse=False) for name in SCRIPTS}
        return directory, {name: run.result() for name, run in runs.items()}


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_warm_run_equals_fresh_run(name, fresh_runs):
    directory, fresh = fresh_runs  # the same directory: a traceback names the script's path
    warm = run_script([f"{name}.py", "a1"], directory)
    fresh = fresh[name]
    assert (warm.stdout, warm.exit_status, warm.exception) == (fresh.stdout, fresh.exit_status, fresh.exception)
    assert warm.stderr == fresh.stderr


def test_a_run_past_its_timeout_is_killed_and_the_next_run_works(tmp_path):
    (tmp_path / "sleeps.py").write_text("import time\nprint('started', flush=True)\ntime.sleep(60)\n")
    (tmp_path / "quick.py").write_text("print('quick')\n")
    outcome = run_script(["sleeps.py"], tmp_path, timeout=1)
    assert (outcome.stdout, outcome.exit_status) == ("started\n", -9) and outcome.exception.startswith("TimeoutError")
    assert run_script(["quick.py"], tmp_path).stdout == "quick\n"


def test_threads_that_come_and_go_share_one_pooled_server(tmp_path):
    import threading

    from unigrad.conform import warm

    (tmp_path / "quick.py").write_text("print('quick')\n")
    outcomes = []
    for _ in range(4):  # one short-lived thread after another, as a ThreadPoolExecutor per CLI call makes them
        thread = threading.Thread(target=lambda: outcomes.append(run_script(["quick.py"], tmp_path)))
        thread.start()
        thread.join()
    assert [o.stdout for o in outcomes] == ["quick\n"] * 4
    kinds = [kind for kind, _ in warm._idle]  # noqa: SLF001 - the pool is what is tested
    assert len(kinds) == len(set(kinds)) <= warm.IDLE_LIMIT  # used one after another: one server per kind


def test_a_server_runs_in_its_own_scratch_directory_removed_when_it_closes(tmp_path):
    from unigrad.conform import warm
    from unigrad.conform.runner import _environment

    server = warm.WarmInterpreter(_environment())
    scratch = server.scratch.name
    (tmp_path / "where.py").write_text("print('ran')\n")
    out, err = tmp_path / "out", tmp_path / "err"
    assert server.run(["--dialect", "torch", "where.py"], str(tmp_path), str(out), str(err), 60) == 0
    assert out.read_text() == "ran\n" and os.path.isdir(scratch)
    server.close()
    assert not os.path.exists(scratch)
