"""unigrad.numerics.plain: when a tensor lends a numpy view, and elementwise steps on the plain values under torch.func."""

import numpy as np
import pytest
import torch

from unigrad.numerics.plain import is_traced, numpy_view, on_plain_values


def test_a_plain_cpu_tensor_lends_a_view_sharing_its_memory():
    t = torch.arange(6.0).reshape(2, 3)
    view = numpy_view(t)
    view[0, 0] = 7.0
    assert t[0, 0].item() == 7.0
    strided = numpy_view(t.T)  # non-contiguous: a strided view, not a copy
    assert strided.shape == (3, 2) and not strided.flags.c_contiguous and np.shares_memory(strided, view)


@pytest.mark.parametrize("make", [
    lambda: torch.ones(2, dtype=torch.bfloat16),  # a dtype numpy has not
    lambda: torch.ones(2, dtype=torch.complex64).conj(),  # a pending conjugate bit
    lambda: torch._neg_view(torch.ones(2, dtype=torch.complex64)),  # a pending negative bit
    lambda: torch.ones(2, device="meta"),  # not on the CPU
    lambda: torch.ones(2).to_sparse(),  # not strided
], ids=["bfloat16", "conjugate", "negative", "meta", "sparse"])
def test_tensors_without_a_view_give_none(make):
    assert numpy_view(make()) is None and numpy_view(make(), detach=True) is None


def test_a_tensor_recording_a_gradient_is_viewed_only_detached():
    t = torch.ones(3, requires_grad=True)
    assert numpy_view(t) is None
    assert numpy_view(t, detach=True).tolist() == [1.0, 1.0, 1.0]


def _doubled_in_numpy(x):
    """An elementwise step that needs a numpy view: under torch.func only through on_plain_values."""
    if is_traced(x):
        assert numpy_view(x, detach=True) is None
    return on_plain_values(lambda plain: torch.from_numpy(numpy_view(plain) * 2), x.detach())


def test_on_plain_values_under_torch_func():
    x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    assert torch.equal(torch.func.vmap(_doubled_in_numpy)(x), x * 2)
    assert torch.equal(torch.func.vmap(_doubled_in_numpy, in_dims=1, out_dims=1)(x), x * 2)
    assert torch.equal(torch.func.vmap(torch.func.vmap(_doubled_in_numpy))(x), x * 2)
    grads, doubled = torch.func.grad(lambda t: ((t * _doubled_in_numpy(t)).sum(), _doubled_in_numpy(t)), has_aux=True)(x)
    assert torch.equal(grads, x * 2) and torch.equal(doubled, x * 2)  # a constant to grad: d/dt (t * 2t) is 2t here
    primal, tangent = torch.func.jvp(_doubled_in_numpy, (x,), (torch.ones_like(x),))
    assert torch.equal(primal, x * 2) and torch.equal(tangent, torch.zeros_like(x))
    assert torch.equal(_doubled_in_numpy(x), x * 2)
