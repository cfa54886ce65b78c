"""oneDNN's jit log-softmax (MindSpore's CPU LogSoftmax) against the bits MindSpore 2.10.0 gives.

``data/mindspore-2.10.0-log-softmax-float32.npz`` was recorded by
``data/record_log_softmax.py`` with the MindSpore oracle: rows of 1 to 100
values at three scales, the forward values and the gradient of ``sum(y * g)``.
"""

from pathlib import Path

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import ops
from unigrad.numerics import onednn_softmax

RECORDED = np.load(Path(__file__).parent / "data" / "mindspore-2.10.0-log-softmax-float32.npz")
CASES = sorted(int(k[1:]) for k in RECORDED.files if k.startswith("x"))


@pytest.mark.parametrize("case", CASES)
def test_forward_and_backward_give_mindspores_bits(case):
    x, g = torch.from_numpy(RECORDED[f"x{case}"]), torch.from_numpy(RECORDED[f"g{case}"])
    y = onednn_softmax.log_softmax(x)
    assert np.array_equal(y.numpy().view(np.uint32), RECORDED[f"y{case}"])
    dx = onednn_softmax.log_softmax_backward(y, g)
    assert np.array_equal(dx.numpy().view(np.uint32), RECORDED[f"dx{case}"])


@pytest.mark.parametrize("case", CASES[::4])
def test_front_end_gives_the_kernels_values_and_gradient(case):
    x, g = ms.Tensor(RECORDED[f"x{case}"]), ms.Tensor(RECORDED[f"g{case}"])
    assert np.array_equal(ops.log_softmax(x).asnumpy().view(np.uint32), RECORDED[f"y{case}"])
    dx = ms.grad(lambda t: (ops.log_softmax(t) * g).sum())(x)
    assert np.array_equal(dx.asnumpy().view(np.uint32), RECORDED[f"dx{case}"])


def test_no_result_above_zero_and_torch_would_differ():
    x = torch.tensor([[0.0, -16.0], [0.0, -13.849]])
    assert onednn_softmax.log_softmax(x)[:, 0].tolist() == [0.0, 0.0]  # the injector's log of 1 + 1 ulp is negative
    differ = sum(int((torch.log_softmax(torch.from_numpy(RECORDED[f"x{c}"]), -1).numpy().view(np.uint32)
                      != RECORDED[f"y{c}"]).sum()) for c in CASES)
    assert differ > 0
