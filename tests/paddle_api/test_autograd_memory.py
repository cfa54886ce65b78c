"""Long loops of paddle's gradient APIs hold no memory: PyLayer, hooks, retain_grads, paddle.grad, backward.

A short version of benchmarks/soak_paddle.py: after a warm-up, a
thousand steps must leave the count of live ``weakref.finalize`` objects,
of gc-tracked objects and tracemalloc's traced bytes where they were.
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


def test_pylayer_hooks_grad_backward_loop_does_not_grow():
    leaf = paddle.to_tensor([0.5, 1.0, 1.5], stop_gradient=False)
    other = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
    leaf.register_hook(lambda g: g * 2.0)
    for _ in range(200):
        _step(leaf, other)
    finalizers, objects = _counts()
    tracemalloc.start()
    try:
        for _ in range(300):  # what tracing itself settles (free lists, caches) is not a leak
            _step(leaf, other)
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(600):
            _step(leaf, other)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    after_finalizers, after_objects = _counts()
    assert after_finalizers == finalizers
    assert after_objects - objects < 50
    # traced bytes wander by a few KB; a leak of 20 bytes a step would show as 12 KB, the old one was ~850
    assert grown < 12_000, grown


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
