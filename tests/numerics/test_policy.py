"""unigrad.numerics: the exact/native policy, set in code, by UNIGRAD_NUMERICS and by ``unigrad run --numerics``."""

import os
import subprocess
import sys

import pytest
import torch

import unigrad
from unigrad import numerics


def test_default_is_exact_and_the_context_manager_restores():
    assert unigrad.get_numerics() == "exact"
    with unigrad.set_numerics("native"):
        assert unigrad.get_numerics() == "native"
        assert not numerics.exact(torch.zeros(1))
    assert unigrad.get_numerics() == "exact" and numerics.exact(torch.zeros(1))


def test_set_numerics_as_a_call_and_bad_values():
    unigrad.set_numerics("native")
    try:
        assert unigrad.get_numerics() == "native"
    finally:
        unigrad.set_numerics("exact")
    with pytest.raises(ValueError, match="exact, native"):
        unigrad.set_numerics("fast")
    assert unigrad.get_numerics() == "exact"


def _run(code, *args, env=None):
    return subprocess.run([sys.executable, *args, "-c", code] if not args else [sys.executable, *args],
                          capture_output=True, text=True, env={**os.environ, **(env or {})})


def test_environment_variable():
    done = _run("import unigrad; print(unigrad.get_numerics())", env={"UNIGRAD_NUMERICS": "native"})
    assert done.stdout == "native\n"


def test_unigrad_run_numerics(tmp_path):
    script = tmp_path / "p.py"
    script.write_text("import paddle, unigrad\nprint(unigrad.get_numerics(), paddle.tanh(paddle.to_tensor([1.3])).numpy().view('uint32'))\n")
    native = _run(None, "-m", "unigrad", "run", "--numerics", "native", str(script))
    exact = _run(None, "-m", "unigrad", "run", str(script))
    assert native.stdout == "native [1063033315]\n"  # torch's tanh(1.3)
    assert exact.stdout == "exact [1063033316]\n"  # paddle's (Eigen's) tanh(1.3), one ulp above
    bad = _run(None, "-m", "unigrad", "run", "--numerics=fast", str(script))
    assert bad.returncode != 0 and "exact, native" in bad.stderr


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda_is_always_native():
    assert not numerics.exact(torch.zeros(1, device="cuda"))
