"""Torch front end vs raw torch (and vs another torch interpreter with --python), as ratios.

    python benchmarks/bench_torch.py [--python /tmp/oracle-torch/bin/python]

Each row times the same computation through ``unigrad.torch_api`` and
through raw torch, interleaved in one run, for each numerics policy
(``UNIGRAD_NUMERICS=exact|native``) and for 1 thread and torch's default
thread count, each in its own process. Raw torch is the least torch must do
for the same result: for ``func.grad`` of a function outside any other
transform, a fresh leaf and ``torch.autograd.grad`` (also shown against
``torch.func.grad``, what torch itself runs for that call). Targets
(issue 12): native <= 1.10x tiny, <= 1.02x compute-bound; exact <= 1.25x,
<= 1.10x.
"""

import argparse
import sys
from pathlib import Path

import torch

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]
from timing import child_rows, external_seconds, matrix_arguments, per_call_seconds, print_rows, run_matrix  # noqa: E402

from unigrad.torch_api import autograd as ug_autograd  # noqa: E402
from unigrad.torch_api import func as ug_func  # noqa: E402

TINY_SIZE, BIG_ROWS, BIG_COLS = 4, 256, 1024


def tiny_autograd_step(grad):
    x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
    return lambda: grad([(x * x).sum(), (x * 3).sum()], [x])


def tiny_func_step(grad):
    x = torch.tensor([1.0, 2.0, 3.0, 4.0])
    g = grad(lambda v: torch.sin(v).sum())
    return lambda: g(x)


def big_tensors():
    generator = torch.Generator().manual_seed(0)
    return torch.randn(BIG_ROWS, BIG_COLS, generator=generator), torch.randn(BIG_COLS, BIG_COLS, generator=generator)


def big_autograd_step(grad):
    x, w = big_tensors()
    w.requires_grad_()
    return lambda: grad(torch.tanh(x @ w @ w).sum(), [w])


def big_func_step(grad):
    x, w = big_tensors()
    g = grad(lambda w: torch.tanh(x @ w @ w).sum())
    return lambda: g(w)


def fresh_leaf_grad(f):
    """The least torch does for ``grad(f)(x)`` outside any other transform: a fresh leaf and ``torch.autograd.grad``."""

    def grad_of_f(x):
        leaf = x.detach().requires_grad_()
        return torch.autograd.grad(f(leaf), leaf)[0]

    return grad_of_f


STEPS = [  # (name, kind, builder, unigrad's function, raw torch's function, min seconds of a timing round elsewhere)
    ("tiny autograd.grad (2 outputs, 4 elements)", "tiny", tiny_autograd_step, ug_autograd.grad, torch.autograd.grad,
     0.05),
    ("tiny func.grad (sin, 4 elements) vs torch.func.grad", "tiny", tiny_func_step, ug_func.grad, torch.func.grad, 0.05),
    ("tiny func.grad (sin, 4 elements) vs fresh leaf", "tiny", tiny_func_step, ug_func.grad, fresh_leaf_grad, 0.05),
    (f"compute-bound autograd.grad ({BIG_ROWS}x{BIG_COLS} @ {BIG_COLS}^2)", "compute", big_autograd_step,
     ug_autograd.grad, torch.autograd.grad, 0.5),
    (f"compute-bound func.grad ({BIG_ROWS}x{BIG_COLS} @ {BIG_COLS}^2) vs fresh leaf", "compute", big_func_step,
     ug_func.grad, fresh_leaf_grad, 0.5),
]


def main(argv=None):
    parser = matrix_arguments(argparse.ArgumentParser(description=__doc__.split("\n\n")[0]))
    parser.add_argument("--python", help="another torch interpreter (the oracle) to time raw torch in")
    parser.add_argument("--raw-step", type=int, help=argparse.SUPPRESS)  # internal: time raw torch's step N only
    args = parser.parse_args(argv)
    if args.raw_step is not None:  # run by the other interpreter
        _name, _kind, builder, _ours, raw, min_seconds = STEPS[args.raw_step]
        print(min(per_call_seconds(builder(raw), min_seconds) for _ in range(5)))
        return
    if args.child:
        child_rows([(name, kind, lambda b=builder, o=ours: b(o), lambda b=builder, r=raw: b(r))
                    for name, kind, builder, ours, raw, _ in STEPS], args)
        return
    run_matrix(__file__, args, "unigrad torch front end")
    if args.python:
        rows = []
        for index, (name, _kind, builder, ours, raw, min_seconds) in enumerate(STEPS):
            if raw is fresh_leaf_grad:
                continue
            ours_s = min(per_call_seconds(builder(ours), min_seconds) for _ in range(5))
            theirs = external_seconds(args.python, __file__, "--raw-step", str(index))
            rows.append((name, ours_s, theirs, "real torch", None))
        print_rows(f"unigrad torch front end vs the torch of {args.python}", rows)


if __name__ == "__main__":
    main()
