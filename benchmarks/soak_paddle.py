"""Soak test of paddle's gradient APIs: many steps of PyLayer, hooks, paddle.grad and backward, memory printed.

Each step applies a PyLayer to a persistent leaf, runs a hook on an interior
tensor and on the leaf, keeps an interior gradient with retain_grads, takes
paddle.grad (with create_graph, then a second order), accumulates with
backward and clears with ``clear_gradient(set_to_zero=False)``. Every
``--every`` steps it prints the process RSS, tracemalloc's current traced
bytes and the count of live ``weakref.finalize`` objects; flat figures mean
no leak. Runs unchanged under ``unigrad run`` and with real paddle.

    unigrad run benchmarks/soak_paddle.py [--steps 100000] [--every 10000] [--no-tracemalloc]
"""

import argparse

import memory  # benchmarks/memory.py, beside this script
import paddle
from paddle.autograd import PyLayer


class Cube(PyLayer):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensor()
        return grad * 3 * x * x


def step(leaf, other):
    y = Cube.apply(leaf)
    w = y * other
    w.retain_grads()
    w.register_hook(lambda g: g * 0.5)
    (dx,) = paddle.grad(w.sum(), leaf, create_graph=True)
    (ddx,) = paddle.grad(dx.sum(), leaf)
    loss = (w * w).sum() + dx.sum()
    loss.backward()
    value = float(leaf.grad.sum()) + float(ddx.sum())
    leaf.clear_gradient(set_to_zero=False)
    other.clear_gradient(set_to_zero=False)
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--every", type=int, default=10_000)
    parser.add_argument("--no-tracemalloc", action="store_true", help="faster: RSS and finalizers only")
    args = parser.parse_args()
    leaf = paddle.to_tensor([0.5, 1.0, 1.5], stop_gradient=False)
    other = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
    leaf.register_hook(lambda g: g * 2.0)
    # 100 warm-up steps fill caches and allocator pools before the first sample
    memory.soak(lambda: step(leaf, other), args.steps, args.every, trace=not args.no_tracemalloc, warmup=100)


if __name__ == "__main__":
    main()
