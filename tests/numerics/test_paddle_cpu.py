"""unigrad.numerics.paddle_cpu: its numpy paths for small tensors give the same floats as its torch steps
(which tests/numerics/test_recorded_bits.py holds to paddle 3.3.1's bits)."""

import numpy as np
import pytest
import torch

from unigrad.numerics import paddle_cpu


def _inputs(shape, seed):
    rng = np.random.RandomState(seed)
    x = np.asarray(rng.standard_normal(shape) * rng.choice([0.1, 3.0, 40.0], shape), dtype=np.float32)
    flat = x.reshape(-1)
    if flat.size > 12:
        flat[3], flat[7], flat[11] = -0.0, np.inf, -np.inf
    return torch.from_numpy(x)


@pytest.mark.parametrize("shape", [(32, 10), (5, 3), (4, 8), (6, 20), (3, 33), (2, 3, 17), (7,), (1, 1)])
def test_numpy_softmax_along_the_innermost_axis_is_the_torch_steps(shape, monkeypatch):
    x = _inputs(shape, len(shape) * 7 + sum(shape))
    with np.errstate(all="ignore"):
        small = paddle_cpu.softmax(x, -1)
        monkeypatch.setattr(paddle_cpu, "_NUMPY_AT_MOST", -1)
        steps = paddle_cpu.softmax(x, -1)
    assert small.shape == steps.shape and small.dtype is torch.float32
    same = (small.view(torch.int32) == steps.view(torch.int32)) | (small.isnan() & steps.isnan())
    assert bool(same.all())


def test_numpy_softmax_propagates_nan_rows_as_torch_does(monkeypatch):
    x = torch.tensor([[1.0, float("nan"), 2.0], [0.5, 0.25, -1.0]])
    small = paddle_cpu.softmax(x, 1)
    monkeypatch.setattr(paddle_cpu, "_NUMPY_AT_MOST", -1)
    steps = paddle_cpu.softmax(x, 1)
    assert bool(small[0].isnan().all()) and torch.equal(small[1], steps[1]) and bool(steps[0].isnan().all())


@pytest.mark.parametrize("grad_shape,shape", [((32, 128), (128,)), ((4, 5, 6), (6,)), ((4, 5, 6), (5, 6)),
                                              ((7, 3), (1, 3)), ((9, 1), (1,)), ((3, 4, 5), (1, 4, 5)),
                                              ((6, 5), (6, 1))])
def test_broadcast_grad_sum_numpy_rows_are_the_torch_steps(grad_shape, shape):
    g = _inputs(grad_shape, 5).nan_to_num(0.0, 0.0, 0.0) * 1e3
    fast = paddle_cpu.broadcast_grad_sum(g, shape)
    lead = g.dim() - len(shape)
    dims = list(range(lead)) + [lead + i for i, n in enumerate(shape) if n == 1 and g.shape[lead + i] != 1]
    kept = [d for d in range(g.dim()) if d not in dims]
    ordered = g.permute(kept + dims).reshape([g.shape[d] for d in kept] + [-1])
    total = torch.zeros(ordered.shape[:-1])
    for k in range(ordered.shape[-1]):  # from +0, one slice after another
        total = total + ordered[..., k]
    assert fast.shape == torch.Size(shape) and torch.equal(fast.view(torch.int32), total.reshape(shape).view(torch.int32))


def _cross_entropy_bits(logits, labels, **kwargs):
    import unigrad.paddle_api as paddle

    x = paddle.to_tensor(logits, stop_gradient=False)
    loss = paddle.nn.functional.cross_entropy(x, paddle.to_tensor(labels), reduction="none", **kwargs)
    (loss * paddle.to_tensor(np.linspace(0.5, 2.0, labels.shape[0]).astype(np.float32))).sum().backward()
    return loss.numpy().view(np.uint32), x.grad.numpy().view(np.uint32)


@pytest.mark.parametrize("rows,classes", [(32, 10), (5, 3), (7, 8), (4, 21), (40, 1)])
def test_numpy_hard_cross_entropy_and_its_grad_are_the_torch_steps(rows, classes, monkeypatch):
    rng = np.random.RandomState(rows + classes)
    logits = (rng.standard_normal((rows, classes)) * 4).astype(np.float32)
    labels = rng.randint(0, classes, rows).astype(np.int64)
    labels[1] = -100  # ignored: +0 loss, no gradient
    small = _cross_entropy_bits(logits, labels)
    monkeypatch.setattr(paddle_cpu, "_NUMPY_AT_MOST", -1)
    steps = _cross_entropy_bits(logits, labels)
    assert all(np.array_equal(a, b) for a, b in zip(small, steps))


def test_out_of_range_labels_leave_numpy_for_the_torch_steps():
    rows = torch.zeros(3, 4)
    assert paddle_cpu.hard_cross_entropy(rows, torch.tensor([0, 4, 1]), -1, -100) is None
    assert paddle_cpu.hard_cross_entropy(rows, torch.tensor([0, -2, 1]), -1, -100) is None
    assert paddle_cpu.hard_cross_entropy(rows, torch.tensor([0, -100, 1]), -1, -100) is not None


@pytest.mark.parametrize("name", ["sigmoid", "silu", "swish"])
@pytest.mark.parametrize("size", [1, 4, 9, 300])
def test_numpy_sigmoid_family_is_the_torch_steps(name, size, monkeypatch):
    from unigrad.numerics import eigen

    x = torch.cat([_inputs((300,), 9) * 3, torch.tensor([0.0, -0.0, 88.0, -88.0, -104.0, 1e-40, float("nan")])])[-size:]
    small = getattr(paddle_cpu, name)(x)
    monkeypatch.setattr(eigen, "_NUMPY_AT_MOST", -1)
    steps = getattr(paddle_cpu, name)(x)
    same = (small.view(torch.int32) == steps.view(torch.int32)) | (small.isnan() & steps.isnan())
    assert small.shape == steps.shape and bool(same.all()), x[~same][:5]
