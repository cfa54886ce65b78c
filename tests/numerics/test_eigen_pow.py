"""unigrad.numerics.eigen_pow against the bits of paddle 3.3.1's PowKernel and PowGradFunctor (recorded by
``data/record_pow.py``), on its numpy and its torch steps, with the scalar tail of an Eigen expression."""

import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import eigen_pow, libm, paddle_cpu

DATA = Path(__file__).parent / "data"
sys.path.insert(0, str(DATA))
import record_pow  # noqa: E402  (the recorder draws the inputs; the test draws them again)

sys.path.remove(str(DATA))

X = record_pow.values()
RECORDED = np.load(DATA / "paddle-3.3.1-pow-float32.npz")


def _differ(out, name):
    expected = RECORDED[name]
    bits = out.numpy().view(np.uint32)
    # nan payloads are not compared (Eigen's select gives its own quiet nan, libm another)
    differ = (bits != expected) & ~(np.isnan(out.numpy()) & np.isnan(expected.view(np.float32)))
    return np.nonzero(differ)[0]


needs_libm = pytest.mark.skipif(libm.function("powf", arity=2) is None, reason="the tail is the C library's powf")


@needs_libm
@pytest.mark.parametrize("steps", ["numpy", "torch"])
@pytest.mark.parametrize("index", range(len(record_pow.FACTORS)))
def test_pow_expression_gives_paddles_bits(index, steps, monkeypatch):
    if steps == "torch":
        monkeypatch.setattr(eigen_pow, "_NUMPY_AT_MOST", -1)
    out = eigen_pow.pow_expression(torch.from_numpy(X), record_pow.FACTORS[index])
    differ = _differ(out, f"pow{index}")
    assert not differ.size, f"{differ.size} differ, first at x={X[differ[0]]!r}"


@needs_libm
@pytest.mark.parametrize("index", range(len(record_pow.GRAD_FACTORS)))
def test_pow_grad_gives_paddles_bits(index):
    x = torch.from_numpy(X)
    dout = torch.from_numpy(record_pow.dout(X.size))
    out = paddle_cpu.pow_grad(x, None, dout, record_pow.GRAD_FACTORS[index])
    differ = _differ(out, f"grad{index}")
    assert not differ.size, f"{differ.size} differ, first at x={X[differ[0]]!r}"


def test_pow_is_not_the_correctly_rounded_power():
    """Why the emulation: paddle's pow(x, 2) is not x * x (Eigen's pow is within about an ulp)."""
    square = (torch.from_numpy(X) * torch.from_numpy(X)).numpy().view(np.uint32)
    assert (square != RECORDED["pow0"]).sum() > 50


def test_a_tensor_below_a_packet_is_the_tail_alone():
    x = torch.tensor([4.701276, -2.6063166, 0.3])
    tail = torch.tensor([libm.function("powf", arity=2)(v, 2.0) for v in x.tolist()]) if libm.function(
        "powf", arity=2) else torch.pow(x.double(), 2).float()
    assert torch.equal(eigen_pow.pow_expression(x, 2.0), tail)
