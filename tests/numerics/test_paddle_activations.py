"""unigrad.numerics.paddle_cpu's activations and math functions against the bits of paddle 3.3.1's kernels and
grad functors (recorded by ``data/record_activations.py``: 2,027 values each, their edges, a random dout with
zeros of both signs, default and other attributes)."""

import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import eigen, paddle_cpu

DATA = Path(__file__).parent / "data"
sys.path.insert(0, str(DATA))
import record_activations  # noqa: E402  (the recorder draws the inputs; the test draws them again)

sys.path.remove(str(DATA))

RECORDED = np.load(DATA / "paddle-3.3.1-activations-float32.npz")
_SELU = (1.0507009873554805, 1.6732632423543772)

#: recorded name -> (value function, grad function, their attributes, in paddle_cpu's order)
KERNELS = {
    "hardswish": (paddle_cpu.hardswish, paddle_cpu.hardswish_grad, ()),
    "hardsigmoid": (paddle_cpu.hardsigmoid, paddle_cpu.hardsigmoid_grad, (0.1666667, 0.5)),
    "hardsigmoid_attrs": (paddle_cpu.hardsigmoid, paddle_cpu.hardsigmoid_grad, (0.3, 0.2)),
    "hardtanh": (paddle_cpu.hardtanh, paddle_cpu.hardtanh_grad, (-1.0, 1.0)),
    "hardtanh_attrs": (paddle_cpu.hardtanh, paddle_cpu.hardtanh_grad, (-2.2, 1.7)),
    "softshrink": (paddle_cpu.softshrink, paddle_cpu.softshrink_grad, (0.5,)),
    "softshrink_attrs": (paddle_cpu.softshrink, paddle_cpu.softshrink_grad, (0.3,)),
    "tanhshrink": (paddle_cpu.tanhshrink, paddle_cpu.tanhshrink_grad, ()),
    "softsign": (paddle_cpu.softsign, paddle_cpu.softsign_grad, ()),
    "mish": (paddle_cpu.mish, paddle_cpu.mish_grad, ()),
    "selu": (paddle_cpu.selu, paddle_cpu.selu_grad, _SELU),
    "selu_attrs": (paddle_cpu.selu, paddle_cpu.selu_grad, (1.5, 0.7)),
    "celu": (paddle_cpu.celu, paddle_cpu.celu_grad, (1.0,)),
    "celu_attrs": (paddle_cpu.celu, paddle_cpu.celu_grad, (-0.7,)),
    "log_sigmoid": (paddle_cpu.log_sigmoid, paddle_cpu.log_sigmoid_grad, ()),
    "erf": (eigen.erf, paddle_cpu.erf_grad, ()),
    "expm1": (paddle_cpu.expm1, paddle_cpu.expm1_grad, ()),
    "log1p": (paddle_cpu.log1p, paddle_cpu.log1p_grad, ()),
    **{name: (paddle_cpu.scalar_function(name), paddle_cpu.scalar_function_grads(name), ())
       for name in ("sinh", "cosh", "atan", "asinh", "asin", "acos", "atanh")},
}


def _differ(out, expected):
    out = out.numpy()
    same = (out.view(np.uint32) == expected) | (np.isnan(out) & np.isnan(expected.view(np.float32)))
    return np.nonzero(~same)[0]


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_value_and_grad_kernels_give_paddles_bits(name):
    value, grad, attributes = KERNELS[name]
    x = torch.from_numpy(record_activations.values(record_activations.OPS[name][2]))
    dout = torch.from_numpy(record_activations.dout(x.numel()))
    out = value(x, *attributes)
    for label, computed, expected in (("value", out, RECORDED[name]),
                                      ("grad", grad(x, torch.from_numpy(RECORDED[name].view(np.float32)), dout,
                                                    *attributes), RECORDED[name + "_grad"])):
        differ = _differ(computed, expected)
        assert not differ.size, f"{label}: {differ.size} differ, first at x={x[differ[0]].item()!r}"


def test_eigen_negation_keeps_positive_zero_on_packets_only():
    t = torch.zeros(11)  # one packet of 8, a tail of 3
    out = paddle_cpu.negated(t)
    assert not out[:8].signbit().any() and out[8:].signbit().all()
