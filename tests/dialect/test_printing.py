"""The printing helpers: host values of any tensor, and the indices a summarised dimension shows."""

import numpy as np
import torch

from unigrad.dialect.printing import host_values, shown_indices


def test_host_values_detach_and_widen_bfloat16():
    x = torch.tensor([1.5, -2.0], dtype=torch.bfloat16, requires_grad=True) * 2
    values = host_values(x)
    assert values.dtype == np.float32
    assert values.tolist() == [3.0, -4.0]


def test_host_values_resolve_a_conjugated_view():
    z = torch.tensor([1 + 2j]).conj()
    assert host_values(z).tolist() == [1 - 2j]


def test_shown_indices_summarise_only_above_twice_the_edge():
    assert shown_indices(7, 3, True) == [0, 1, 2, None, 4, 5, 6]
    assert shown_indices(6, 3, True) == [0, 1, 2, 3, 4, 5]
    assert shown_indices(7, 3, False) == list(range(7))
    assert shown_indices(0, 3, True) == []
