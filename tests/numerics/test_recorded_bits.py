"""unigrad.numerics kernels against the bits the real frameworks' CPU kernels give.

The expected bits in ``data/`` were recorded with ``data/record_unary.py`` run
by the real frameworks (paddlepaddle 3.3.1 and mindspore 2.10.0, CPU, this
project's oracle interpreters) on 4,099 float32 values: ``np.linspace(-6, 6,
4099)``, or ``|x| + 0.01`` of them for logarithms and square roots. Each
array holds the uint32 bit patterns of one op's float32 outputs.
"""

from pathlib import Path

import numpy as np
import pytest
import torch

from unigrad.numerics import eigen, libm, mindspore_cpu, paddle_cpu, sleef

DATA = Path(__file__).parent / "data"
BASE = np.linspace(-6, 6, 4099, dtype=np.float32)
POSITIVE = (np.abs(BASE) + np.float32(0.01)).astype(np.float32)


def _recorded(framework, name):
    return np.load(DATA / f"{framework}-unary-float32.npz")[name]


def _check(framework, name, kernel, inputs=BASE):
    out = kernel(torch.from_numpy(inputs.copy()))
    expected = _recorded(framework, name)
    differ = np.nonzero(out.numpy().view(np.uint32) != expected)[0]
    assert not differ.size, f"{name}: {differ.size} of {expected.size} differ, first at x={inputs[differ[0]]!r}"


PADDLE = {
    "tanh": paddle_cpu.tanh,
    "exp": paddle_cpu.exp,
    "sigmoid": paddle_cpu.sigmoid,
    "silu": paddle_cpu.silu,
    "swish": paddle_cpu.swish,
    "softplus": lambda t: paddle_cpu.softplus(t, 1, 20),
    "elu": lambda t: paddle_cpu.elu(t, 1.0),
    "cos": sleef.cos,
    "erf": eigen.erf,
    "log": paddle_cpu.log,
}


@pytest.mark.parametrize("name", sorted(PADDLE))
def test_paddle_cpu_kernels_give_paddles_bits(name):
    _check("paddle-3.3.1", name, PADDLE[name], POSITIVE if name == "log" else BASE)


def test_paddle_log_is_libm_logf_and_not_the_correctly_rounded_log():
    expected = _recorded("paddle-3.3.1", "log")
    rounded = torch.log(torch.from_numpy(POSITIVE).double()).float().numpy().view(np.uint32)
    assert (rounded != expected).sum() > 0  # why paddle_cpu.log calls libm
    if libm.function("logf") is not None:
        assert np.array_equal(libm.elementwise("logf", torch.from_numpy(POSITIVE)).numpy().view(np.uint32), expected)


MINDSPORE = {
    "exp": mindspore_cpu.exp,
    "tanh": mindspore_cpu.tanh,
    "sigmoid": mindspore_cpu.sigmoid,
    "silu": mindspore_cpu.silu,
    "log": mindspore_cpu.log,
    "expm1": mindspore_cpu.expm1,
    "gelu": mindspore_cpu.gelu,
    "softplus": mindspore_cpu.softplus,
    "erf": lambda t: libm.elementwise("erff", t),
    "sqrt": mindspore_cpu.sqrt,
}


@pytest.mark.parametrize("name", sorted(MINDSPORE))
def test_mindspore_cpu_kernels_give_mindsporess_bits(name):
    _check("mindspore-2.10.0", name, MINDSPORE[name], POSITIVE if name in ("log", "sqrt") else BASE)
