"""unigrad.numerics.eigen: its numpy paths for small tensors give the same floats as its torch steps
(which tests/numerics/test_recorded_bits.py holds to paddle 3.3.1's bits)."""

import numpy as np
import pytest
import torch

from unigrad.numerics import eigen


def _values():
    rng = np.random.RandomState(11)
    spread = rng.standard_normal(3000) * rng.choice([1e-5, 1e-3, 0.5, 3.0, 9.0, 1e3], 3000)
    specials = [0.0, -0.0, 0.0004, -0.0004, 0.00039999, 4.0, -4.0, 7.90531110763549805, -7.9053111, 8.0, -20.0,
                np.inf, -np.inf, np.nan, 1e-40, -1e-45, 3.4e38]
    return torch.from_numpy(np.concatenate([spread, specials]).astype(np.float32))


@pytest.mark.parametrize("fn", [eigen.tanh, eigen.erf])
@pytest.mark.parametrize("size", [1, 4, 9, 3017])
def test_numpy_rational_approximations_are_the_torch_steps(fn, size, monkeypatch):
    x = _values()[-size:]
    small = fn(x)
    monkeypatch.setattr(eigen, "_NUMPY_AT_MOST", -1)
    steps = fn(x)
    same = (small.view(torch.int32) == steps.view(torch.int32)) | (small.isnan() & steps.isnan())
    assert small.shape == steps.shape and bool(same.all()), x[~same][:5]


def test_requires_grad_inputs_take_the_numpy_path_too():
    x = torch.tensor([0.25, -1.5, 3.0], requires_grad=True)
    assert torch.equal(eigen.tanh(x), eigen.tanh(x.detach()))


@pytest.mark.parametrize("size", [1, 4, 8, 13, 3017])
def test_numpy_exp_expression_is_the_torch_steps(size, monkeypatch):
    x = torch.cat([_values() * 10, torch.tensor([88.72, -88.72, 88.8, -104.0, 87.5, -87.5, 0.5])])[-size:]
    small = eigen.exp_expression(x)
    monkeypatch.setattr(eigen, "_NUMPY_AT_MOST", -1)
    steps = eigen.exp_expression(x)
    same = (small.view(torch.int32) == steps.view(torch.int32)) | (small.isnan() & steps.isnan())
    assert small.shape == steps.shape and bool(same.all()), x[~same][:5]
