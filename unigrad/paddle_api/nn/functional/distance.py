"""``paddle.nn.functional.cosine_similarity`` and ``pairwise_distance``, composed from paddle's own ops in the
order paddle's Python composes them (so each step rounds as paddle's kernel does)."""

from unigrad.paddle_api import ops
from unigrad.paddle_api.tensor import to_tensor, wrap

__all__ = ["cosine_similarity", "pairwise_distance"]


def cosine_similarity(x1, x2, axis=1, eps=1e-8):
    """``sum(x1 * x2) / sqrt(max(sum(x1 * x1) * sum(x2 * x2), eps * eps))`` along ``axis``."""
    if x1.shape[axis] == 0 or x2.shape[axis] == 0:
        return ops.sum(ops.multiply(x1, x2), axis=axis)
    (size,) = ops.broadcast_shape([x1.shape[axis]], [x2.shape[axis]])
    w12 = ops.sum(ops.multiply(x1, x2), axis=axis)
    w1 = ops.sum(ops.multiply(x1, x1), axis=axis)
    w2 = ops.sum(ops.multiply(x2, x2), axis=axis)
    # a side broadcast along the axis counts its one value that many times
    m1, m2 = size / x1.shape[axis], size / x2.shape[axis]
    if m1 != 1:
        w1 = w1 * m1
    if m2 != 1:
        w2 = w2 * m2
    return ops.divide(w12, ops.sqrt(ops.clip(ops.multiply(w1, w2), min=eps * eps)))


def pairwise_distance(x, y, p=2.0, epsilon=1e-6, keepdim=False, name=None):
    """``p_norm(x - y + epsilon)`` over the last axis."""
    sub = ops.subtract(x, y)
    if epsilon != 0.0:
        sub = ops.add(sub, to_tensor([epsilon], dtype=sub.dtype))
    return wrap(ops._p_norm(sub._torch, float(p), -1, keepdim))
