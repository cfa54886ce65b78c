"""unigrad.numerics.rsqrt_estimate against the bits of paddle 3.3.1's sqrt and rsqrt kernels (Eigen's fast-math
psqrt/prsqrt on AVX packets, the correctly rounded scalar tail) and RsqrtGradFunctor, recorded by
``data/record_rsqrt_estimate.py`` and ``data/record_rsqrt.py`` on 8,024 values spread over the whole range
with the edge cases (zeros, subnormals, the smallest normal, infinities, negatives, nan)."""

import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import rsqrt_estimate

DATA = Path(__file__).parent / "data"
sys.path.insert(0, str(DATA))
import record_rsqrt  # noqa: E402  (the recorders draw the inputs; the test draws them again)

sys.path.remove(str(DATA))

SQRT = np.load(DATA / "paddle-3.3.1-sqrt-float32.npz")
RSQRT = np.load(DATA / "paddle-3.3.1-rsqrt-float32.npz")
X = torch.from_numpy(SQRT["x"])


def _differ(out, expected):
    out = out.numpy()
    same_nan = np.isnan(out) & np.isnan(expected.view(np.float32))  # nan payloads are not compared
    return np.nonzero((out.view(np.uint32) != expected) & ~same_nan)[0]


@pytest.mark.parametrize("name, fn", [("sqrt", rsqrt_estimate.sqrt_expression),
                                      ("rsqrt", rsqrt_estimate.rsqrt_expression)])
@pytest.mark.parametrize("part", ["", "_tail"])
def test_expressions_give_paddles_bits(name, fn, part):
    recorded = (SQRT if name == "sqrt" else RSQRT)[name + part]
    x = X[:13] if part else X  # 13 values: one packet and a scalar tail of 5
    differ = _differ(fn(x), recorded)
    assert not differ.size, f"{differ.size} differ, first at x={x[differ[0]].item()!r}"


def test_rsqrt_grad_functor_gives_paddles_bits():
    out = rsqrt_estimate.rsqrt_expression(X)
    dout = torch.from_numpy(record_rsqrt.dout(X.numel()))
    differ = _differ(((-0.5 * dout) * out) * out * out, RSQRT["rsqrt_grad"])
    assert not differ.size, f"{differ.size} differ, first at x={X[differ[0]].item()!r}"


def test_rsqrt_is_not_the_correctly_rounded_one():
    rounded = (1 / torch.sqrt(X.double())).float()
    assert _differ(rounded, RSQRT["rsqrt"]).size > 100
