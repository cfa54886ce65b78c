"""Soak the torch front end: many steps of grad calls, hooks and a custom Function; memory must stay flat.

    python benchmarks/soak_torch.py [--steps 100000] [--every 10000] [--no-tracemalloc]

Each step, under ``unigrad.aliasing.aliases("torch")`` (as ``unigrad run``
does): ``torch.func.grad`` (with ``has_aux``), ``torch.autograd.grad``
with ``create_graph`` (a double backward), and a ``backward`` through a
custom ``torch.autograd.Function`` and hooks on an interior tensor and on a
persistent leaf (``Tensor.register_hook``,
``register_post_accumulate_grad_hook``) that are removed again. It prints the resident set size and the Python
heap (tracemalloc) every ``--every`` steps, and the growth between the first
report and the last; exit status 1 when the Python heap grew by more than
``--max-growth`` bytes.
"""

import argparse
import sys
from pathlib import Path

import torch

_HERE = Path(__file__).resolve()
sys.path[:0] = [str(_HERE.parent), str(_HERE.parents[1])]  # memory.py beside this script; the repository
import memory  # noqa: E402
from unigrad.aliasing import aliases  # noqa: E402


class Cube(torch.autograd.Function):
    """x ** 3 with a hand-written backward, saving its input."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return 3 * x * x * grad_output


def make_step():
    """One soak step as a closure over a persistent leaf (its ``.grad`` is cleared each step)."""
    leaf = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
    batch = torch.tensor([[1.0, 2.0, 3.0], [0.5, 0.25, -1.0]])

    def loss(w, x):
        value = (w * x).sin().sum()
        return value, {"value": value.detach()}

    grad_with_aux = torch.func.grad(loss, has_aux=True)

    def step():
        g, aux = grad_with_aux(leaf.detach(), batch[0])
        y = (leaf ** 3).sum()
        (first,) = torch.autograd.grad(y, leaf, create_graph=True)
        torch.autograd.grad(first.sum(), leaf)
        interior = leaf * 2
        handles = [interior.register_hook(lambda grad: grad * 0.5),
                   leaf.register_post_accumulate_grad_hook(lambda t: None)]
        (Cube.apply(interior).sum() + (interior * g).sum()).backward()
        for handle in handles:
            handle.remove()
        leaf.grad = None
        return aux["value"]

    return step


def soak(steps, every, trace=True):
    """Run ``steps`` steps, printing memory every ``every``; returns the samples (``benchmarks/memory.py``)."""
    with aliases("torch"):
        return memory.soak(make_step(), steps, every, trace=trace, warmup=0)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--every", type=int, default=10_000)
    parser.add_argument("--max-growth", type=int, default=64 * 1024, help="bytes of Python heap growth allowed")
    parser.add_argument("--no-tracemalloc", action="store_true", help="faster; RSS only")
    args = parser.parse_args(argv)
    reports = soak(args.steps, args.every, trace=not args.no_tracemalloc)
    rss, heap = memory.growth(reports)
    print(f"growth from step {reports[0].step} to {reports[-1].step}: rss {rss:+d} KiB, "
          f"python heap {heap / 2**10:+.1f} KiB")
    return 1 if heap > args.max_growth else 0


if __name__ == "__main__":
    sys.exit(main())
