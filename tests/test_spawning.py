"""unigrad.spawning: children started by spawn or forkserver under ``unigrad run`` see the parent's aliases."""

import subprocess
import sys
import textwrap

import pytest

POOL_SCRIPT = textwrap.dedent(
    """\
    import multiprocessing, sys
    import paddle
    import torch

    def work(value):
        x = paddle.to_tensor([value], stop_gradient=False)
        (g,) = paddle.grad((x * x).sum(), x)
        return paddle.__name__, g.numpy().tolist(), torch.autograd.grad.__module__

    if __name__ == "__main__":
        with multiprocessing.get_context(sys.argv[1]).Pool(2) as pool:
            print(pool.map(work, [1.0, 3.0]))
    """
)

LOADER_SCRIPT = textwrap.dedent(
    """\
    import sys
    import torch
    import torch.utils.data

    class Squares(torch.utils.data.Dataset):
        def __len__(self):
            return 4

        def __getitem__(self, index):
            # In the worker: the aliases of the parent's --dialect, and a gradient through the front end.
            x = torch.tensor(float(index), requires_grad=True)
            (g,) = torch.autograd.grad(x * x, x)
            aliased = torch.autograd.grad.__module__.startswith("unigrad.")
            try:
                import paddle
                has_paddle = paddle.__name__
            except ImportError:
                has_paddle = "no paddle"
            return g, aliased, has_paddle

    if __name__ == "__main__":
        loader = torch.utils.data.DataLoader(Squares(), batch_size=2, num_workers=2,
                                             multiprocessing_context="spawn")
        for grads, aliased, has_paddle in loader:
            print(grads.tolist(), aliased.tolist(), has_paddle)
    """
)


def _unigrad_run(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "unigrad", "run", *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("method", ["spawn", "forkserver"])
def test_a_pool_of_a_script_importing_paddle_starts_and_works(tmp_path, method):
    (tmp_path / "pool.py").write_text(POOL_SCRIPT)
    done = _unigrad_run(tmp_path, "pool.py", method)
    assert done.stdout == ("[('unigrad.paddle_api', [2.0], 'unigrad.torch_api.autograd'), "
                           "('unigrad.paddle_api', [6.0], 'unigrad.torch_api.autograd')]\n"), done.stderr
    assert done.returncode == 0


def test_a_pool_under_python_m_too(tmp_path):
    (tmp_path / "poolmod.py").write_text(POOL_SCRIPT)
    done = _unigrad_run(tmp_path, "-m", "poolmod", "spawn")
    assert done.stdout.startswith("[('unigrad.paddle_api', [2.0]"), done.stderr


@pytest.mark.parametrize("dialect, expected", [
    ("auto", "[0.0, 2.0] [True, True] ('unigrad.paddle_api', 'unigrad.paddle_api')\n"
             "[4.0, 6.0] [True, True] ('unigrad.paddle_api', 'unigrad.paddle_api')\n"),
    ("torch", "[0.0, 2.0] [True, True] ('no paddle', 'no paddle')\n[4.0, 6.0] [True, True] ('no paddle', 'no paddle')\n"),
])
def test_spawned_data_loader_workers_get_the_same_dialects(tmp_path, dialect, expected):
    (tmp_path / "loader.py").write_text(LOADER_SCRIPT)
    done = _unigrad_run(tmp_path, "--dialect", dialect, "loader.py")
    assert done.stdout == expected, done.stderr
    assert done.returncode == 0


def test_nothing_is_patched_outside_unigrad_run():
    code = (
        "import multiprocessing.spawn as s, os\n"
        "before = s.get_preparation_data\n"
        "import unigrad, unigrad.aliasing, unigrad.spawning, unigrad.torch_api\n"
        "with unigrad.aliasing.aliases():\n"
        "    inside = s.get_preparation_data\n"
        "print(before is inside is s.get_preparation_data, 'UNIGRAD_SPAWNED_MAIN' in os.environ)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout == "True False\n", done.stderr


def test_the_patch_and_the_variable_go_away_when_the_block_ends():
    import multiprocessing.spawn as spawn
    import os

    from unigrad.spawning import ENVIRONMENT_VARIABLE, children_aliased

    before = spawn.get_preparation_data
    with children_aliased(("torch",)):
        data = spawn.get_preparation_data("x")
        assert data["init_main_from_name"] == "unigrad._spawned_main"
        assert '"dialects": ["torch"]' in os.environ[ENVIRONMENT_VARIABLE]
    assert spawn.get_preparation_data is before and ENVIRONMENT_VARIABLE not in os.environ
