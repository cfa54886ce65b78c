"""unigrad.mindspore_api.ops.array_ops: the libstdc++ selection that orders TopK's equal values, and the ops' shapes."""

import random

import numpy as np
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api.ops import array_ops


def test_nth_element_partitions_like_the_standard_requires():
    rng = random.Random(0)
    for _ in range(300):
        values = [rng.randint(0, 5) for _ in range(rng.randint(1, 70))]
        nth = rng.randrange(len(values))
        items = list(range(len(values)))
        greater = lambda i, j: values[i] > values[j]  # noqa: E731
        array_ops._nth_element(items, nth, greater)
        assert sorted(items) == list(range(len(values)))  # a permutation
        pivot = values[items[nth]]
        assert pivot == sorted(values, reverse=True)[nth]
        assert all(values[i] >= pivot for i in items[:nth])
        assert all(values[i] <= pivot for i in items[nth + 1:])


def test_heap_select_keeps_the_greatest_at_the_front():
    rng = random.Random(1)
    for _ in range(100):
        values = [rng.randint(0, 9) for _ in range(rng.randint(2, 40))]
        middle = rng.randint(1, len(values))
        items = list(range(len(values)))
        array_ops._heap_select(items, 0, middle, len(items), lambda i, j: values[i] > values[j])
        kept = sorted((values[i] for i in items[:middle]), reverse=True)
        assert kept == sorted(values, reverse=True)[:middle]
        # the root of the heap is the smallest kept value under "greater"
        assert values[items[0]] == kept[-1]


def test_topk_without_ties_is_torch_topk():
    x = torch.randn(4, 9, generator=torch.Generator().manual_seed(0))
    values, indices = array_ops.topk(ms.Tensor(x.numpy()), 3)
    expected = torch.topk(x, 3)
    assert torch.equal(values._torch, expected.values)
    assert indices.dtype == ms.int32 and torch.equal(indices._torch.long(), expected.indices)


def test_topk_with_ties_along_another_axis_keeps_the_shape():
    x = ms.Tensor(np.array([[1, 1, 2], [1, 2, 2], [2, 1, 1]], np.float32))
    values, indices = array_ops.topk(x, 2, dim=0, largest=False)
    assert values.shape == (2, 3) and indices.shape == (2, 3)
    assert values.asnumpy().tolist() == [[1.0, 1.0, 1.0], [1.0, 1.0, 2.0]]


def test_diag_puts_a_tensor_on_the_diagonal_of_twice_its_rank():
    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    out = array_ops.diag(x).asnumpy()
    assert out.shape == (2, 3, 2, 3)
    assert out[1, 2, 1, 2] == 5.0 and out.sum() == 15.0
