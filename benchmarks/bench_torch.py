"""Torch front end vs raw torch (and vs another torch interpreter with --python), as ratios.

    python benchmarks/bench_torch.py [--python /tmp/oracle-torch/bin/python]

Each row times the same computation through ``unigrad.torch_api`` and
through torch's own function, interleaved in one run. Targets (issue 3):
<= 1.05x on a tiny grad step, <= 1.01x on a compute-bound one.
"""

import argparse
import sys
from pathlib import Path

import torch

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]
from timing import compare_steps, external_seconds, per_call_seconds, print_rows  # noqa: E402

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


STEPS = [  # (name, builder, target ratio, min seconds of a timing round in another interpreter)
    ("tiny autograd.grad (2 outputs, 4 elements)", tiny_autograd_step, 1.05, 0.05),
    ("tiny func.grad (sin, 4 elements)", tiny_func_step, 1.05, 0.05),
    (f"compute-bound autograd.grad ({BIG_ROWS}x{BIG_COLS} @ {BIG_COLS}^2)", big_autograd_step, 1.01, 0.5),
    (f"compute-bound func.grad ({BIG_ROWS}x{BIG_COLS} @ {BIG_COLS}^2)", big_func_step, 1.01, 0.5),
]
OURS = {tiny_autograd_step: ug_autograd.grad, big_autograd_step: ug_autograd.grad,
        tiny_func_step: ug_func.grad, big_func_step: ug_func.grad}
RAW = {tiny_autograd_step: torch.autograd.grad, big_autograd_step: torch.autograd.grad,
       tiny_func_step: torch.func.grad, big_func_step: torch.func.grad}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", help="another torch interpreter (the oracle) to time raw torch in")
    parser.add_argument("--seconds", type=float, default=2.0, help="time spent on each side of each row")
    parser.add_argument("--raw-step", type=int, help=argparse.SUPPRESS)  # internal: time raw torch's step N only
    args = parser.parse_args(argv)
    if args.raw_step is not None:  # run by the other interpreter
        _name, builder, _target, min_seconds = STEPS[args.raw_step]
        print(min(per_call_seconds(builder(RAW[builder]), min_seconds) for _ in range(5)))
        return
    rows = []
    for name, builder, target, min_seconds in STEPS:
        ours, raw = compare_steps(builder(OURS[builder]), builder(RAW[builder]), args.seconds)
        rows.append((name, ours, raw, "raw torch", target))
    print_rows(f"unigrad torch front end vs raw torch {torch.__version__} ({torch.get_num_threads()} threads)", rows)
    if args.python:
        rows = []
        for index, (name, builder, _target, min_seconds) in enumerate(STEPS):
            ours = min(per_call_seconds(builder(OURS[builder]), min_seconds) for _ in range(5))
            theirs = external_seconds(args.python, __file__, "--raw-step", str(index))
            rows.append((name, ours, theirs, "real torch", None))
        print_rows(f"unigrad torch front end vs the torch of {args.python}", rows)


if __name__ == "__main__":
    main()
