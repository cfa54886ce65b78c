"""MindSpore front end vs raw torch (and vs real MindSpore with --python), as ratios.

    python benchmarks/bench_mindspore.py [--python /tmp/oracle-ms/bin/python]

Each row times the same computation through ``unigrad.mindspore_api``
(``mindspore.grad`` on a function or a Cell's Parameters) and through raw
torch, interleaved in one run, for each numerics policy
(``UNIGRAD_NUMERICS=exact|native``) and for 1 thread and torch's default
thread count, each in its own process. Raw torch is the least torch must do
for the same result: a fresh leaf (or the Parameters as leaves) and
``torch.autograd.grad``, no ``torch.func`` level. Targets (issue 12): native
<= 1.10x tiny, <= 1.02x compute-bound; exact <= 1.25x, <= 1.10x. With ``--python`` the same steps are timed in real
MindSpore (its interpreter) and compared with unigrad's.
"""

import argparse
import sys
from pathlib import Path

import numpy as np
import torch

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]
from timing import child_rows, external_seconds, matrix_arguments, per_call_seconds, print_rows, run_matrix  # noqa: E402

import unigrad.mindspore_api as ms  # noqa: E402
from unigrad.mindspore_api import nn, ops  # noqa: E402

TINY_SIZE, BIG_ROWS, BIG_COLS = 4, 256, 1024


def _values(*shape, seed=0):
    return np.random.RandomState(seed).randn(*shape).astype(np.float32)


# -- unigrad's mindspore dialect -----------------------------------------------
def ours_tiny_function():
    x = ms.Tensor(_values(TINY_SIZE))

    def f(x):
        return ops.sin(x).sum()

    g = ms.grad(f)
    return lambda: g(x)


class _Net(nn.Cell):
    def __init__(self, rows, cols):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(_values(cols, cols, seed=1)), name="w")
        self.b = ms.Parameter(ms.Tensor(_values(cols, seed=2)), name="b")

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w) + self.b).sum()


def ours_cell(rows, cols):
    net = _Net(rows, cols)
    x = ms.Tensor(_values(rows, cols))
    g = ms.grad(net, None, net.trainable_params())
    return lambda: g(x)


# -- raw torch: the least torch does for the same gradients ---------------------
def raw_tiny_function():
    """A grad of a function outside any other transform: a fresh leaf and ``torch.autograd.grad``."""
    x = torch.from_numpy(_values(TINY_SIZE))

    def step():
        leaf = x.detach().requires_grad_()
        return torch.autograd.grad(torch.sin(leaf).sum(), leaf)[0]

    return step


def raw_cell(rows, cols):
    """The Parameters are the leaves: ``torch.autograd.grad`` of the loss w.r.t. them."""
    x = torch.from_numpy(_values(rows, cols))
    w = torch.from_numpy(_values(cols, cols, seed=1)).requires_grad_()
    b = torch.from_numpy(_values(cols, seed=2)).requires_grad_()
    return lambda: torch.autograd.grad(torch.tanh(x @ w + b).sum(), (w, b))


# -- real MindSpore (run in its own interpreter) --------------------------------
_REAL = """
import os, time, numpy as np, mindspore as ms
clock = time.process_time if os.environ.get('UNIGRAD_BENCH_CLOCK') == 'cpu' else time.perf_counter
from mindspore import nn, ops
def values(*shape, seed=0):
    return np.random.RandomState(seed).randn(*shape).astype(np.float32)
STEP, ROWS, COLS, MIN_SECONDS = {step!r}, {rows}, {cols}, {min_seconds}
if STEP == "tiny":
    x = ms.Tensor(values({tiny}))
    def f(x):
        return ops.sin(x).sum()
    g = ms.grad(f)
    step = lambda: g(x)
else:
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(values(COLS, COLS, seed=1)), name="w")
            self.b = ms.Parameter(ms.Tensor(values(COLS, seed=2)), name="b")
        def construct(self, x):
            return ops.tanh(ops.matmul(x, self.w) + self.b).sum()
    net = Net()
    x = ms.Tensor(values(ROWS, COLS))
    g = ms.grad(net, None, net.trainable_params())
    step = lambda: g(x)
def per_call():
    step()
    calls, elapsed = 1, 0.0
    while elapsed < MIN_SECONDS:
        calls *= 2
        start = clock()
        for _ in range(calls):
            out = step()
        (out[0] if isinstance(out, tuple) else out).asnumpy()  # wait for asynchronous kernels
        elapsed = clock() - start
    return elapsed / calls
print(min(per_call() for _ in range(3)))
"""

STEPS = [  # (name, kind, ours, raw, real-MindSpore step, rows, cols, min seconds)
    (f"tiny grad of a function (sin, {TINY_SIZE} elements)", "tiny", ours_tiny_function, raw_tiny_function, "tiny", 0, 0,
     0.2),
    ("tiny grad of a Cell w.r.t. its Parameters (4x4)", "tiny", lambda: ours_cell(1, 4), lambda: raw_cell(1, 4), "cell",
     1, 4, 0.2),
    (f"compute-bound grad of a Cell ({BIG_ROWS}x{BIG_COLS} @ {BIG_COLS}^2)", "compute",
     lambda: ours_cell(BIG_ROWS, BIG_COLS), lambda: raw_cell(BIG_ROWS, BIG_COLS), "cell", BIG_ROWS, BIG_COLS, 1.0),
]


def main(argv=None):
    parser = matrix_arguments(argparse.ArgumentParser(description=__doc__.split("\n\n")[0]))
    parser.add_argument("--python", help="real MindSpore's interpreter (the oracle) to time the same steps in")
    args = parser.parse_args(argv)
    if args.child:
        child_rows([(name, kind, ours, raw) for name, kind, ours, raw, *_ in STEPS], args)
        return
    run_matrix(__file__, args, "unigrad mindspore front end")
    if args.python:
        rows = []
        for name, _kind, ours, _raw, step, rows_, cols, min_seconds in STEPS:
            ours_s = min(per_call_seconds(ours(), min_seconds) for _ in range(3))
            code = _REAL.format(step=step, rows=rows_, cols=cols, min_seconds=min_seconds, tiny=TINY_SIZE)
            theirs = external_seconds(args.python, "-c", code)
            rows.append((name, ours_s, theirs, "real mindspore", None))
        print_rows(f"unigrad mindspore front end vs the mindspore of {args.python}", rows)
        for name, ours_s, theirs, _label, _target in rows:
            print(f"  {name:44} real mindspore time / unigrad time: {theirs / ours_s:7.1f}")


if __name__ == "__main__":
    main()
