"""The torch front end under aliasing leaks nothing per step: a short run of ``benchmarks/soak_torch.py``'s step."""

import sys

from conftest import REPO

sys.path.insert(0, str(REPO / "benchmarks"))
import soak_torch  # noqa: E402


def test_python_heap_stays_flat_over_many_grad_hook_and_function_steps(capsys):
    reports = soak_torch.soak(steps=800, every=200)
    # The first reports hold one-time allocations (torch's lazy imports, caches filling up); after
    # them the heap only wobbles by a few KiB (autograd's own objects, as under raw torch), while a
    # leak like the paddle PyLayer one (430 B a step) would add some 170 KiB over these 400 steps.
    growth = reports[-1][2] - reports[1][2]
    assert growth < 32 * 1024, capsys.readouterr().out


def test_one_step_computes_the_gradient_it_should():
    import torch

    from unigrad.aliasing import aliases

    with aliases("torch"):
        step = soak_torch.make_step()
        value = step()
    assert torch.allclose(value, (torch.tensor([0.5, -1.0, 2.0]) * torch.tensor([1.0, 2.0, 3.0])).sin().sum())
