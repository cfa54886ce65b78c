"""unigrad.numerics.sleef against the bits of paddle 3.3.1's sin and cos kernels and of its SinGrad, CosGrad and
TanGrad functors (recorded by ``data/record_trig.py``) on values whose magnitudes mix within packets of 8."""

import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import sleef

DATA = Path(__file__).parent / "data"
sys.path.insert(0, str(DATA))
import record_trig  # noqa: E402  (the recorder draws the inputs; the test draws them again)

sys.path.remove(str(DATA))

X = torch.from_numpy(record_trig.values())
DOUT = torch.from_numpy(record_trig.dout(X.numel()))
RECORDED = np.load(DATA / "paddle-3.3.1-trig-float32.npz")

EXPECTED = {
    "sin": lambda: sleef.sin(X),
    "cos": lambda: sleef.cos(X),
    "sin_grad": lambda: DOUT * sleef.cos(X, packets=False),
    "cos_grad": lambda: -DOUT * sleef.sin(X, packets=False),
    "tan_grad": lambda: DOUT / (sleef.cos(X, packets=False) * sleef.cos(X, packets=False)),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sleef_gives_paddles_bits(name):
    out = EXPECTED[name]().numpy()
    expected = RECORDED[name]
    differ = np.nonzero((out.view(np.uint32) != expected) & ~(np.isnan(out) & np.isnan(expected.view(np.float32))))[0]
    assert not differ.size, f"{differ.size} differ, first at x={X[differ[0]].item()!r}"


@pytest.mark.parametrize("fn, value", [(sleef.sin, 2.142), (sleef.cos, 2.0)])
def test_a_value_is_reduced_by_its_packets_largest(fn, value):
    """``value`` alone, and next to 130 in its packet (the four-part reduction: another last bit), and in the
    scalar tail next to 130 (its own reduction)."""
    alone = fn(torch.full((8,), value))[0]
    assert fn(torch.tensor([value, 130.0, 1, 1, 1, 1, 1, 1]))[0] != alone
    assert fn(torch.tensor([1.0] * 8 + [value, 130.0]))[8] == alone
    assert fn(torch.tensor([value, 130.0] * 4), packets=False)[0] == alone


def test_sin_keeps_negative_zero():
    assert sleef.sin(torch.tensor([-0.0])).signbit().item()
