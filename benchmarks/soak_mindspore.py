"""Memory soak of the mindspore front end: many training steps, RSS and Python allocations printed at intervals.

    python benchmarks/soak_mindspore.py [--steps 100000] [--every 10000]

Each step takes ``value_and_grad`` and ``grad`` of a Cell that has a
Parameter hook, forward and backward hooks on a sub-Cell and a sub-Cell with
its own ``bprop``, through ``GradOperation`` too, and applies an optimizer
step. Memory must stay flat: the script exits 1 when the Python allocations
(tracemalloc) or the RSS grow by more than the given bounds between the
first report and the last.
"""

import argparse
import sys
from pathlib import Path

_HERE = Path(__file__).resolve()
sys.path[:0] = [str(_HERE.parent), str(_HERE.parents[1])]  # memory.py beside this script; the repository

import memory  # noqa: E402

import numpy as np  # noqa: E402

import unigrad.mindspore_api as ms  # noqa: E402
from unigrad.mindspore_api import nn, ops  # noqa: E402


class _Scaled(nn.Cell):
    """A sub-Cell differentiated by its own bprop."""

    def construct(self, x):
        return x * 2

    def bprop(self, x, out, dout):
        return (dout * 2,)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
        self.scaled = _Scaled()
        self.w = ms.Parameter(ms.Tensor(np.ones([3], np.float32)), name="w")

    def construct(self, x):
        return (self.scaled(self.dense(x)) * self.w).sum()


def build():
    """The soak's step function (one training step) and the network."""
    net = _Net()
    net.w.register_hook(lambda grad: grad * 0.5)
    net.dense.register_forward_pre_hook(lambda cell, inputs: None)
    net.dense.register_forward_hook(lambda cell, inputs, output: output)
    net.dense.register_backward_hook(lambda cell, grad_input, grad_output: None)
    net.dense.register_backward_pre_hook(lambda cell, grad_output: None)
    params = net.trainable_params()
    optimizer = nn.SGD(params, learning_rate=1e-6)
    value_and_grad = ms.value_and_grad(net, None, params)
    grad_inputs = ms.grad(net, 0, params, return_ids=True)
    grad_operation = ops.GradOperation(get_all=True, get_by_list=True)(net, params)
    x = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 8)

    def step():
        loss, grads = value_and_grad(x)
        optimizer(grads)
        grad_inputs(x)
        grad_operation(x)
        return loss

    return step, net


def soak(steps, every, report=print):
    """Runs ``steps`` steps; returns the memory samples (``benchmarks/memory.py``) taken every ``every`` steps."""
    step, _ = build()
    return memory.soak(step, steps, every, warmup=min(every, 200), report=report)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--every", type=int, default=10_000)
    parser.add_argument("--max-traced-growth", type=int, default=64 * 1024, help="bytes")
    parser.add_argument("--max-rss-growth", type=int, default=8 * 1024, help="KiB")
    args = parser.parse_args(argv)
    points = soak(args.steps, args.every)
    rss, traced = memory.growth(points)
    print(f"growth from step {points[0][0]} to {points[-1][0]}: traced {traced} B, RSS {rss} KiB")
    return 0 if traced <= args.max_traced_growth and rss <= args.max_rss_growth else 1


if __name__ == "__main__":
    sys.exit(main())
