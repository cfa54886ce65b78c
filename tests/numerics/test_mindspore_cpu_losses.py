"""MindSpore's softmax cross-entropy kernels and ``ops.cross_entropy`` against the bits MindSpore 2.10.0 gives.

The expected bits in ``data/mindspore-2.10.0-losses-float32.npz`` were recorded
by ``data/record_losses.py`` run with the MindSpore oracle (values and gradients).
"""

from pathlib import Path

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn, ops
from unigrad.numerics import mindspore_cpu_losses

RECORDED = np.load(Path(__file__).parent / "data" / "mindspore-2.10.0-losses-float32.npz")
SEEDS = sorted(int(k[len("logits"):]) for k in RECORDED.files if k.startswith("logits"))


def _bits(t):
    t = t.asnumpy() if hasattr(t, "asnumpy") else t.numpy()
    return np.asarray(t, dtype=np.float32).view(np.uint32)


def _assert_bits(actual, key):
    expected = RECORDED[key]
    assert np.array_equal(_bits(actual).reshape(expected.shape), expected), key


@pytest.mark.parametrize("seed", SEEDS)
def test_kernels_give_mindspores_bits(seed):
    logits = torch.from_numpy(RECORDED[f"logits{seed}"])
    index = torch.from_numpy(RECORDED[f"index{seed}"])
    soft = torch.from_numpy(RECORDED[f"soft{seed}"])
    _assert_bits(mindspore_cpu_losses.sparse_softmax_cross_entropy(logits, index), f"sparse{seed}")
    _assert_bits(mindspore_cpu_losses.sparse_softmax_cross_entropy_grad(logits, index), f"sparse_grad{seed}")
    loss, backprop = mindspore_cpu_losses.softmax_cross_entropy(logits, soft)
    _assert_bits(loss, f"dense{seed}")
    _assert_bits(backprop, f"dense_grad{seed}")  # the bprop multiplies it by a gradient of ones


@pytest.mark.parametrize("seed", SEEDS)
def test_front_end_losses_and_gradients_give_mindspores_bits(seed):
    x = ms.Tensor(RECORDED[f"logits{seed}"])
    t, p = ms.Tensor(RECORDED[f"index{seed}"]), ms.Tensor(RECORDED[f"soft{seed}"])
    sparse = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    dense = nn.SoftmaxCrossEntropyWithLogits()
    _assert_bits(sparse(x, t), f"sparse{seed}")
    _assert_bits(ms.grad(lambda x: sparse(x, t))(x), f"sparse_grad{seed}")
    _assert_bits(dense(x, p), f"dense{seed}")
    _assert_bits(ms.grad(lambda x: dense(x, p).sum())(x), f"dense_grad{seed}")
    if f"cross_entropy{seed}" in RECORDED.files:
        _assert_bits(ops.cross_entropy(x, t), f"cross_entropy{seed}")
        _assert_bits(ms.grad(lambda x: ops.cross_entropy(x, t))(x), f"cross_entropy_grad{seed}")


def test_torchs_log_softmax_would_not_give_the_recorded_cross_entropy():
    # why cross_entropy is composed op by op: torch's fused kernel rounds differently
    differ = 0
    for seed in SEEDS:
        if f"cross_entropy{seed}" in RECORDED.files:
            x = torch.from_numpy(RECORDED[f"logits{seed}"])
            t = torch.from_numpy(RECORDED[f"index{seed}"]).long()
            out = torch.nn.functional.cross_entropy(x, t).numpy().view(np.uint32)
            differ += int(out != RECORDED[f"cross_entropy{seed}"])
    assert differ > 0
