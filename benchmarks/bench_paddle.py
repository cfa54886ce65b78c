"""Paddle front end vs raw torch (and vs real paddle with --python), as ratios measured in one run.

    python benchmarks/bench_paddle.py [--python /tmp/oracle-paddle/bin/python]

Each step is written once against a ``paddle`` module: it runs on
``unigrad.paddle_api`` here and on the real paddle in the other interpreter
(which needs neither torch nor unigrad). The raw-torch twin of each step does
the same computation with torch.autograd directly. Each runs for each
numerics policy (``UNIGRAD_NUMERICS=exact|native``) and for 1 thread and
torch's default thread count, each in its own process. Targets (issue 12):
native <= 1.10x tiny, <= 1.02x compute-bound; exact <= 1.25x, <= 1.10x.
"""

import argparse
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]
from timing import child_rows, external_seconds, matrix_arguments, per_call_seconds, print_rows, run_matrix  # noqa: E402

BIG_ROWS, BIG_COLS = 256, 1024


def tiny_grad_step(paddle):
    """``y1 = x*x; y2 = x*3; paddle.grad([y1, y2], [x])`` on a 4-element tensor (scalar outputs)."""
    x = paddle.to_tensor([1.0, 2.0, 3.0, 4.0], stop_gradient=False)

    def step():
        return paddle.grad([(x * x).sum(), (x * 3).sum()], [x])

    return step


def tiny_backward_step(paddle):
    """``loss.backward()`` then ``clear_grad()`` on a 4-element tensor."""
    x = paddle.to_tensor([1.0, 2.0, 3.0, 4.0], stop_gradient=False)

    def step():
        (x * x).sum().backward()
        x.clear_grad()

    return step


def big_grad_step(paddle):
    """``paddle.grad(tanh(x @ w @ w).sum(), [w])`` with x 256x1024, w 1024x1024."""
    import numpy as np

    rng = np.random.RandomState(0)
    x = paddle.to_tensor(rng.randn(BIG_ROWS, BIG_COLS).astype("float32"))
    w = paddle.to_tensor(rng.randn(BIG_COLS, BIG_COLS).astype("float32") / 32, stop_gradient=False)

    def step():
        return paddle.grad(paddle.tanh(paddle.matmul(paddle.matmul(x, w), w)).sum(), [w])

    return step


def raw_tiny_grad_step():
    import torch

    x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
    return lambda: torch.autograd.grad([(x * x).sum(), (x * 3).sum()], [x])


def raw_tiny_backward_step():
    import torch

    x = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)

    def step():
        (x * x).sum().backward()
        x.grad.zero_()

    return step


def raw_big_grad_step():
    import numpy as np
    import torch

    rng = np.random.RandomState(0)
    x = torch.from_numpy(rng.randn(BIG_ROWS, BIG_COLS).astype("float32"))
    w = torch.from_numpy(rng.randn(BIG_COLS, BIG_COLS).astype("float32") / 32).requires_grad_()
    return lambda: torch.autograd.grad(torch.tanh(x @ w @ w).sum(), [w])


STEPS = [  # (name, kind, dialect step, raw torch step, min seconds of an external timing round)
    ("tiny paddle.grad (2 outputs, 4 elements)", "tiny", tiny_grad_step, raw_tiny_grad_step, 0.05),
    ("tiny backward + clear_grad (4 elements)", "tiny", tiny_backward_step, raw_tiny_backward_step, 0.05),
    (f"compute-bound paddle.grad ({BIG_ROWS}x{BIG_COLS} @ {BIG_COLS}^2)", "compute", big_grad_step, raw_big_grad_step,
     0.5),
]


def main(argv=None):
    parser = matrix_arguments(argparse.ArgumentParser(description=__doc__.split("\n\n")[0]))
    parser.add_argument("--python", help="the real paddle's interpreter (the oracle) to time the same steps in")
    parser.add_argument("--paddle-step", type=int, help=argparse.SUPPRESS)  # internal: run step N on real paddle
    args = parser.parse_args(argv)
    if args.paddle_step is not None:  # run by the other interpreter, on the real paddle
        import paddle

        _name, _kind, builder, _raw, min_seconds = STEPS[args.paddle_step]
        print(min(per_call_seconds(builder(paddle), min_seconds) for _ in range(5)))
        return

    import unigrad.paddle_api as ug_paddle

    if args.child:
        child_rows([(name, kind, lambda b=builder: b(ug_paddle), raw) for name, kind, builder, raw, _ in STEPS], args)
        return
    run_matrix(__file__, args, "unigrad paddle front end")
    if args.python:
        rows = []
        for index, (name, _kind, builder, _raw, min_seconds) in enumerate(STEPS):
            ours = min(per_call_seconds(builder(ug_paddle), min_seconds) for _ in range(5))
            theirs = external_seconds(args.python, __file__, "--paddle-step", str(index))
            rows.append((name, ours, theirs, "real paddle", None))
        print_rows(f"unigrad paddle front end vs the paddle of {args.python}", rows)


if __name__ == "__main__":
    main()
