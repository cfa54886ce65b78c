"""``paddle.linalg``: the linear-algebra ops paddle groups there."""

import ctypes
import ctypes.util

import torch

from unigrad.paddle_api.ops import _no_kernel, _showing, cross, inverse as inv, matmul, norm
from unigrad.paddle_api.tensor import wrap

def _libm_function(name, c_type):
    try:
        function = getattr(ctypes.CDLL(ctypes.util.find_library("m")), name)
    except (OSError, TypeError, AttributeError):
        return None
    function.restype, function.argtypes = c_type, [c_type]
    return function


_LIBM_LOG = {torch.float32: _libm_function("logf", ctypes.c_float), torch.float64: _libm_function("log", ctypes.c_double)}

__all__ = ["norm", "inv", "matmul", "cross", "det", "slogdet", "solve", "cholesky", "pinv", "matrix_power"]


#: dtypes paddle's CPU determinant kernels are registered for, in paddle's order.
_DET_DTYPES = "float64, complex128, float32, complex64"


def _check_square(t, kernel, source, at_line):
    if not (t.is_floating_point() or t.is_complex()) or t.dtype in (torch.float16, torch.bfloat16):
        raise _no_kernel(kernel, t.dtype, _DET_DTYPES)
    if t.dim() < 2:
        raise ValueError(
            "(InvalidArgument) the input matrix dimension size should greater than 2.\n  [Hint: Expected dim_size >= 2, "
            f"but received dim_size:{t.dim()} < 2:2.] (at /paddle/paddle/phi/kernels/impl/determinant_kernel_impl.h:57)\n"
        )
    rows, cols = t.shape[-2], t.shape[-1]
    if rows != cols:
        raise ValueError(
            "(InvalidArgument) the input matrix should be square matrix.\n  [Hint: Expected input_dim[input_dim_size - 1] "
            f"== input_dim[input_dim_size - 2], but received input_dim[input_dim_size - 1]:{cols} != "
            f"input_dim[input_dim_size - 2]:{rows}.] (at /paddle/paddle/phi/kernels/impl/{source}_kernel_impl.h:{at_line})\n"
        )


def _pivoted_lu_det(t):
    """The determinants of a batch of real matrices as paddle's CPU kernel computes them: Eigen's unblocked
    partial-pivoting LU (pivot: the first largest magnitude; the column below it divided by it; the trailing
    block updated with one rounding per product and per difference), then the sign of the row swaps times the
    diagonal's product, left to right. Bitwise equal to paddle 3.3.1 for sizes up to 16 (Eigen blocks larger ones)."""
    lu = t.clone()
    n = lu.shape[-1]
    batch = lu.shape[:-2]
    sign = torch.ones(batch, dtype=t.dtype, device=t.device)
    rows = torch.arange(n, device=t.device).expand(*batch, n)
    for k in range(n):
        size = lu[..., k:, k].abs()
        nonzero = size.amax(-1) != 0
        pivot = torch.where(nonzero, size.argmax(-1) + k, k)
        sign = torch.where(pivot != k, -sign, sign)
        order = rows.clone()
        order.scatter_(-1, pivot.unsqueeze(-1), torch.full_like(pivot, k).unsqueeze(-1))
        order[..., k] = pivot
        lu = torch.gather(lu, -2, order.unsqueeze(-1).expand_as(lu))
        below = lu[..., k + 1:, k]
        below = torch.where(nonzero.unsqueeze(-1), below / lu[..., k, k].unsqueeze(-1), below)
        lu[..., k + 1:, k] = below
        lu[..., k + 1:, k + 1:] -= below.unsqueeze(-1) * lu[..., k, k + 1:].unsqueeze(-2)
    product = torch.ones(batch, dtype=t.dtype, device=t.device)
    if n:
        product = lu[..., 0, 0]
        for i in range(1, n):
            product = product * lu[..., i, i]
    return sign * product


def _paddle_det(t):
    """``torch.linalg.det``'s graph with paddle's values where those are reproduced (real, on CPU, n <= 16)."""
    out = torch.linalg.det(t)
    if t.is_complex() or t.device.type != "cpu" or t.shape[-1] > 16:
        return out
    with torch.no_grad():
        values = _pivoted_lu_det(t.detach())
    return _showing(out, values)


def _libm_log(values):
    """The C library's ``logf``/``log`` (paddle's slogdet calls ``std::log``; torch's and numpy's own logs can
    differ from it in the last bit)."""
    log = _LIBM_LOG[values.dtype]
    if log is None:
        return torch.log(values)
    flat = [log(v) for v in values.reshape(-1).tolist()]
    return torch.tensor(flat, dtype=values.dtype).reshape(values.shape)


def det(x, name=None):
    """``paddle.linalg.det``: the determinants of the last two axes' square matrices."""
    t = x._torch
    if t.dim() == 1 and (t.is_floating_point() or t.is_complex()):
        return wrap(t.new_empty([0]))  # paddle 3.3.1 gives an empty result for a vector, not an error
    _check_square(t, "determinant", "determinant", 153)
    return wrap(_paddle_det(t))


def slogdet(x, name=None):
    """``paddle.linalg.slogdet``: [sign, log |det|] stacked on a new first axis (shape [2] for one matrix)."""
    t = x._torch
    _check_square(t, "slogdet", "slogdeterminant", 157)
    if t.is_complex() or t.device.type != "cpu" or t.shape[-1] > 16:
        sign, logabs = torch.linalg.slogdet(t)
        return wrap(torch.stack([sign, logabs]))
    sign, logabs = torch.linalg.slogdet(t)
    with torch.no_grad():
        d = _pivoted_lu_det(t.detach())
        # paddle's sign: 1, 0 or -1 (never -0.)
        values = torch.stack([(d > 0).to(d.dtype) - (d < 0).to(d.dtype), _libm_log(d.abs())])
    return wrap(_showing(torch.stack([sign, logabs]), values))


def solve(x, y, left=True, name=None):
    return wrap(torch.linalg.solve(x._torch, y._torch, left=left))


def cholesky(x, upper=False, name=None):
    return wrap(torch.linalg.cholesky(x._torch, upper=upper))


def pinv(x, rcond=1e-15, hermitian=False, name=None):
    return wrap(torch.linalg.pinv(x._torch, rtol=rcond, hermitian=hermitian))


def matrix_power(x, n, name=None):
    return wrap(torch.linalg.matrix_power(x._torch, n))
