"""Long loops of paddle's gradient APIs hold no memory: PyLayer, hooks, retain_grads, paddle.grad, backward.

A short version of benchmarks/soak_paddle.py: after a warm-up, a
thousand steps must leave the count of live ``weakref.finalize`` objects
and of gc-tracked objects where they were, and the bytes the code under test
holds (tracemalloc, sampled every 120 steps after the warm-up) must not trend upwards.
"""

import gc
import tracemalloc
import weakref

import unigrad.paddle_api as paddle
from unigrad.paddle_api.autograd import PyLayer


class Cube(PyLayer):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensor()
        return grad * 3 * x * x


def _step(leaf, other):
    w = Cube.apply(leaf) * other
    w.retain_grads()
    w.register_hook(lambda g: g * 0.5)
    (dx,) = paddle.grad(w.sum(), leaf, create_graph=True)
    paddle.grad(dx.sum(), leaf)
    ((w * w).sum() + dx.sum()).backward()
    assert w.grad is not None and leaf.grad is not None
    leaf.clear_gradient(set_to_zero=False)
    other.clear_gradient(set_to_zero=False)


def _counts():
    gc.collect()
    return len(weakref.finalize._registry), len(gc.get_objects())


#: where the code under test allocates: tracemalloc counts every thread's allocations, and threads that
#: other tests of the session left running (a pool's, a timer's) allocate at times a loaded machine decides
_OURS = [tracemalloc.Filter(True, pattern) for pattern in ("*/unigrad/*", "*/torch/*", __file__)]


def _traced_bytes():
    gc.collect()
    return sum(trace.size for trace in tracemalloc.take_snapshot().filter_traces(_OURS).traces)


def _slope(samples, spacing):
    """Growth in bytes per step of ``samples`` taken every ``spacing`` steps: the median of the slopes
    between every two samples (Theil-Sen), which one jump or one outlying sample barely moves."""
    slopes = sorted((b - a) / ((j - i) * spacing) for i, a in enumerate(samples) for j, b in enumerate(samples) if j > i)
    return slopes[len(slopes) // 2]


def test_pylayer_hooks_grad_backward_loop_does_not_grow():
    leaf = paddle.to_tensor([0.5, 1.0, 1.5], stop_gradient=False)
    other = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
    leaf.register_hook(lambda g: g * 2.0)
    for _ in range(200):
        _step(leaf, other)
    finalizers, objects = _counts()
    tracemalloc.start()
    try:
        # what tracing itself settles (free lists, caches) is not a leak: on a loaded machine some of it
        # went on for several hundred steps, past a shorter warm-up
        for _ in range(540):
            _step(leaf, other)
        samples = []
        for _ in range(4):
            samples.append(_traced_bytes())
            for _ in range(120):
                _step(leaf, other)
        samples.append(_traced_bytes())
    finally:
        tracemalloc.stop()
    after_finalizers, after_objects = _counts()
    assert after_finalizers == finalizers
    assert after_objects - objects < 50
    # a leak raises every sample: 20 bytes a step show as a slope of 20 (the old leak was ~850), while the
    # last settling of the first samples or a one-off jump (a cache resized once) hardly moves the median
    assert _slope(samples, 120) < 16, samples
