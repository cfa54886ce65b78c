"""The torch front end under aliasing leaks nothing per step: a short run of ``benchmarks/soak_torch.py``'s step."""

import sys

from conftest import REPO

sys.path.insert(0, str(REPO / "benchmarks"))
import soak_torch  # noqa: E402


def test_python_heap_stays_flat_over_many_grad_hook_and_function_steps(capsys):
    reports = soak_torch.soak(steps=600, every=200)
    # The first report holds one-time allocations (torch's lazy imports); after it, nothing may grow.
    growth = reports[-1][2] - reports[0][2]
    assert growth < 8 * 1024, capsys.readouterr().out


def test_one_step_computes_the_gradient_it_should():
    import torch

    from unigrad.aliasing import aliases

    with aliases("torch"):
        step = soak_torch.make_step()
        value = step()
    assert torch.allclose(value, (torch.tensor([0.5, -1.0, 2.0]) * torch.tensor([1.0, 2.0, 3.0])).sin().sum())
