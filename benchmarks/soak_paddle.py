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
import gc
import resource
import tracemalloc
import weakref

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


def rss_kib():
    """The current resident set size (from /proc, not the peak that getrusage gives)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * resource.getpagesize() // 1024
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def live_finalizers():
    return len(weakref.finalize._registry)


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
    for _ in range(100):  # warm up caches and allocator pools before the first figure
        step(leaf, other)
    if not args.no_tracemalloc:
        tracemalloc.start()
    gc.collect()
    print(f"{'step':>8} {'rss KiB':>10} {'traced bytes':>13} {'finalizers':>10}")
    for i in range(args.steps + 1):
        if i % args.every == 0:
            gc.collect()
            traced = tracemalloc.get_traced_memory()[0] if tracemalloc.is_tracing() else 0
            print(f"{i:>8} {rss_kib():>10} {traced:>13} {live_finalizers():>10}", flush=True)
        if i < args.steps:
            step(leaf, other)


if __name__ == "__main__":
    main()
