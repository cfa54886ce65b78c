"""unigrad.numerics.libm: libm's functions, loaded on first use."""

import math
import subprocess
import sys

import numpy as np
import pytest

from unigrad.numerics import libm as _libm


def test_float_and_double_signatures():
    logf, log = _libm.function("logf"), _libm.function("log", double=True)
    assert logf(2.0) == float(np.float32(logf(2.0)))  # a float32 result
    assert log(2.0) == math.log(2.0)
    assert _libm.function("no_such_function") is None


def test_ctypes_is_imported_on_first_use_only():
    code = "import sys, unigrad.numerics.libm\nassert 'ctypes' not in sys.modules\nunigrad.numerics.libm.function('expf')\nassert 'ctypes' in sys.modules\n"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_vectorised_logf_is_the_c_librarys():
    """The normal draws' log runs as whole-array operations; it must give libm's logf bits everywhere."""
    logf = _libm.function("logf")
    if logf is None:
        pytest.skip("no C math library to compare with")
    rng = np.random.default_rng(11)
    x = np.concatenate([rng.random(50_000, dtype=np.float32),
                        rng.integers(0, 2**32, 50_000, dtype=np.uint64).astype(np.uint32).view(np.float32),
                        np.array([0, -0.0, 1, -1, np.inf, -np.inf, np.nan, 1e-45, 1e-40, 3.4e38], dtype=np.float32)])
    ours = _libm.glibc_logf(x)
    libms = np.array([logf(v) for v in x.tolist()], dtype=np.float32)
    same = (ours.view(np.uint32) == libms.view(np.uint32)) | (np.isnan(ours) & np.isnan(libms))
    assert same.all(), x[~same][:5]


def test_few_values_go_to_libm_itself_with_the_same_bits():
    """Up to ``_FEW`` values are computed by libm directly; past it, by the tensor steps: the same floats."""
    import torch

    from unigrad.numerics import libm

    if libm.function("expf") is None:
        return
    x = torch.linspace(-20, 20, 4001)
    for name in ("expf", "logf", "erff"):
        values = x.abs() + 1e-3 if name == "logf" else x
        many = libm.elementwise(name, values)
        few = torch.cat([libm.elementwise(name, chunk) for chunk in values.split(libm._FEW)])
        assert torch.equal(many.view(torch.int32), few.view(torch.int32)), name


def test_numpys_settling_gives_libms_bits_like_the_tensor_steps():
    """Up to ``_NUMPY_AT_MOST`` values numpy settles them: libm's own bits on random bit patterns, the same
    floats as the torch steps used above it."""
    import torch

    from unigrad.numerics import libm

    if libm.function("expf") is None:
        return
    rng = np.random.default_rng(5)
    patterns = rng.integers(0, 2**32, 6000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    specials = np.array([0, -0.0, 1, -1, np.inf, -np.inf, np.nan, 1e-45, 1e-40, 3.4e38, 88.72, -103.9, 0.5],
                        dtype=np.float32)
    for name, spread in (("expf", 30), ("logf", 50), ("log1pf", 10), ("tanf", 10)):
        x = np.concatenate([patterns, (rng.standard_normal(6000) * spread).astype(np.float32), specials])
        ours = libm.elementwise(name, torch.from_numpy(x)).numpy()
        libms = libm.each(name, x)
        same = (ours.view(np.uint32) == libms.view(np.uint32)) | (np.isnan(ours) & np.isnan(libms))
        assert same.all(), (name, x[~same][:5])
        steps = libm.elementwise(name, torch.from_numpy(np.tile(x, libm._NUMPY_AT_MOST // x.size + 1))).numpy()[:x.size]
        assert np.array_equal(steps.view(np.uint32)[~np.isnan(x)], ours.view(np.uint32)[~np.isnan(x)]), name


@pytest.mark.skipif(_libm.function("logf") is None, reason="no C math library")
@pytest.mark.parametrize("name", ["logf", "expf", "erff", "log1pf"])
@pytest.mark.parametrize("per_sample", [3, 40, 50000])  # libm per value, numpy's settling, torch's settling
def test_elementwise_under_torch_func_is_libms_bits(name, per_sample):
    # under vmap no element can be picked out by a data-dependent test: the values are settled on the plain
    # tensor inside torch.func's wrappers, and the batch dim put back
    import torch

    x = torch.from_numpy(np.random.RandomState(3).uniform(0.05, 9.0, (2, per_sample)).astype(np.float32))
    x[0, 0], x[1, -1] = 0.0, float("inf")  # non-finite results go to libm itself
    expected = torch.stack([_libm.elementwise(name, row) for row in x])
    assert torch.equal(torch.func.vmap(lambda t: _libm.elementwise(name, t))(x), expected)
    assert torch.equal(torch.func.vmap(lambda t: _libm.elementwise(name, t), in_dims=1)(x.T), expected)
    nested = torch.func.vmap(torch.func.grad(lambda t: (t * _libm.elementwise(name, t)).sum()))(x)
    assert torch.equal(nested, expected)  # d/dt sum(t * c) with c carrying no gradient


def test_powf_is_the_c_librarys_on_broadcast_pairs(monkeypatch):
    import torch

    powf = _libm.function("powf", arity=2)
    if powf is None:
        pytest.skip("no C math library to compare with")
    rng = np.random.default_rng(12)
    x = np.concatenate([rng.uniform(0, 50, 3000), [0.0, -0.0, -2.0, np.inf, np.nan, 1.0]]).astype(np.float32)
    y = rng.uniform(-6, 6, (2, 1)).astype(np.float32)
    expected = np.array([[powf(a, b) for a in x.tolist()] for b in y[:, 0].tolist()], dtype=np.float32)
    # numpy's loop where it calls powf (numpy picks its float32 power by the CPU's SIMD: on some it is its own),
    # and the ctypes calls
    for numpy_calls_powf in {_libm._numpy_power_calls_powf(), False}:
        monkeypatch.setattr(_libm, "_numpy_power_calls_powf", lambda: numpy_calls_powf)
        ours = _libm.powf(torch.from_numpy(x), torch.from_numpy(y)).numpy()
        same = (ours.view(np.uint32) == expected.view(np.uint32)) | (np.isnan(ours) & np.isnan(expected))
        assert ours.shape == (2, x.size) and same.all()


def test_double_tan_is_the_c_librarys_whichever_loop_numpy_runs(monkeypatch):
    import torch

    tan = _libm.function("tan", double=True)
    if tan is None:
        pytest.skip("no C math library to compare with")
    x = np.concatenate([np.random.default_rng(7).uniform(-100, 100, 4000), [0.0, -0.0, np.inf, np.nan, 1e300]])
    expected = np.array([tan(v) for v in x.tolist()])
    # numpy's loop where it calls tan (on AVX-512 CPUs numpy runs its own, which differs in 1 value in 200)
    for numpy_calls_tan in {_libm._numpy_calls_libm("tan", double=True), False}:
        monkeypatch.setattr(_libm, "_numpy_calls_libm", lambda name, double=False: numpy_calls_tan)
        ours = _libm.through_numpy("tan", torch.from_numpy(x), double=True).numpy()
        same = (ours.view(np.uint64) == expected.view(np.uint64)) | (np.isnan(ours) & np.isnan(expected))
        assert same.all()
