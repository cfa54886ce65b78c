"""unigrad.numerics.libm: libm's functions, loaded on first use."""

import math
import subprocess
import sys

import numpy as np

from unigrad.numerics import libm as _libm


def test_float_and_double_signatures():
    logf, log = _libm.function("logf"), _libm.function("log", double=True)
    assert logf(2.0) == float(np.float32(logf(2.0)))  # a float32 result
    assert log(2.0) == math.log(2.0)
    assert _libm.function("no_such_function") is None


def test_ctypes_is_imported_on_first_use_only():
    code = "import sys, unigrad.numerics.libm\nassert 'ctypes' not in sys.modules\nunigrad.numerics.libm.function('expf')\nassert 'ctypes' in sys.modules\n"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
