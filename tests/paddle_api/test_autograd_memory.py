"""Long loops of paddle's gradient APIs hold no memory: PyLayer, hooks, retain_grads, paddle.grad, backward.

A short version of benchmarks/soak_paddle.py: after a warm-up, a
thousand steps must leave the count of live ``weakref.finalize`` objects
and of gc-tracked objects where they were, and the bytes the code under test
holds (tracemalloc, sampled every 120 steps after the warm-up) must not grow steadily.
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


def _steady_growth(samples, spacing):
    """Bytes per step by which ``samples`` (taken every ``spacing`` steps) grew in both their first and their
    second half, whichever is less: a leak grows in both, while a one-off jump (a cache resized once, a
    free list refilled: up to ~8 KB seen on a loaded machine) falls in one half only."""
    middle = len(samples) // 2
    first, second = samples[middle] - samples[0], samples[-1] - samples[middle]
    return min(first / middle, second / (len(samples) - 1 - middle)) / spacing


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
    # the old leak grew ~850 bytes a step, a leaked 8-byte object per step ~70: both fail by far; single
    # samples wander by ~3 KB, so a leak of under ~25 bytes a step may pass
    assert _steady_growth(samples, 120) < 16, samples


def test_a_pylayer_node_is_freed_without_the_garbage_collector():
    class Keeping(PyLayer):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            ctx.kept = x * 2  # user attributes may hold tensors
            return x * x

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensor()
            return grad * 2 * x

    x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    gc.disable()
    try:
        for run_backward in (False, True):
            y = Keeping.apply(x)
            probe = weakref.ref(y._torch.grad_fn)
            if run_backward:
                y.sum().backward()
            del y
            assert probe() is None
    finally:
        gc.enable()
