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
