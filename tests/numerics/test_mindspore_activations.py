"""unigrad.numerics.mindspore_cpu's activation kernels and mindspore_cpu_grads' bprops against the bits of
MindSpore 2.10's (recorded by ``data/record_mindspore_activations.py``: 2,027 values each, their edges, a random
dout)."""

import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import libm, mindspore_cpu, mindspore_cpu_grads as grads

DATA = Path(__file__).parent / "data"
sys.path.insert(0, str(DATA))
import record_mindspore_activations as recorder  # noqa: E402  (the recorder draws the inputs; the test again)

sys.path.remove(str(DATA))

RECORDED = np.load(DATA / "mindspore-2.10.0-activations-float32.npz")

#: recorded name -> (value function, grad function of (x, out, dout))
KERNELS = {
    "gelu": (mindspore_cpu.gelu, lambda x, out, d: grads.gelu_grad(x, d)),
    "gelu_tanh": (mindspore_cpu.gelu_tanh, lambda x, out, d: grads.gelu_tanh_grad(x, d)),
    "hardswish": (mindspore_cpu.hardswish, lambda x, out, d: grads.hardswish_grad(x, d)),
    "selu": (mindspore_cpu.selu, lambda x, out, d: grads.selu_grad(out, d)),
    "celu": (lambda x: mindspore_cpu.celu(x, 1.0), lambda x, out, d: grads.celu_grad(x, out, d, 1.0)),
    "celu_attrs": (lambda x: mindspore_cpu.celu(x, 0.7), lambda x, out, d: grads.celu_grad(x, out, d, 0.7)),
    "mish": (mindspore_cpu.mish, lambda x, out, d: grads.mish_grad(x, d)),
    "log1p": (mindspore_cpu.log1p, lambda x, out, d: d / (x + 1.0)),
    "asinh": (lambda x: torch.asinh(x.double()).float(), lambda x, out, d: grads.asinh_grad(out, d)),
    "fast_gelu": (mindspore_cpu.fast_gelu, lambda x, out, d: grads.fast_gelu_grad(x, d)),
}


def _differ(out, expected):
    out = out.numpy()
    same = (out.view(np.uint32) == expected) | (np.isnan(out) & np.isnan(expected.view(np.float32)))
    return np.nonzero(~same)[0]


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_kernels_and_bprops_give_mindsporess_bits(name):
    value, grad = KERNELS[name]
    x = torch.from_numpy(recorder.values(recorder.OPS[name][2]))
    dout = torch.from_numpy(recorder.dout(x.numel()))
    out = value(x)
    for label, computed, expected in (("value", out, RECORDED[name]),
                                      ("grad", grad(x, out, dout), RECORDED[name + "_grad"])):
        differ = _differ(computed, expected)
        assert not differ.size, f"{label}: {differ.size} differ, first at x={x[differ[0]].item()!r}"


def test_tanhf_is_the_c_librarys():
    if libm.function("tanhf") is None:
        pytest.skip("no C library")
    x = np.random.RandomState(4).uniform(-25, 25, 5000).astype(np.float32)
    assert np.array_equal(libm.elementwise("tanhf", torch.from_numpy(x)).numpy().view(np.uint32),
                          libm.each("tanhf", x).view(np.uint32))
