"""``paddle.linalg``: the linear-algebra ops paddle groups there."""


import torch

from unigrad._engine.kernel_values import with_kernel_gradient
from unigrad.numerics import libm as _libm

from unigrad.paddle_api._kernels import no_double_grad
from unigrad.paddle_api.ops import (
    _lu_det, _lu_reproduced, _no_kernel, _paddle_inverse, cross, inverse as inv, matmul, norm,
)
from unigrad.paddle_api.tensor import wrap
from unigrad.paddle_api._ops_more import vecdot

#: dtype -> libm's log of that precision (name, double signature)
_LIBM_LOG = {torch.float32: ("logf", False), torch.float64: ("log", True)}

__all__ = ["norm", "inv", "matmul", "cross", "det", "slogdet", "solve", "cholesky", "pinv", "matrix_power", "vecdot"]


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


def _det_grad(t, det, grad):
    """paddle's CPU determinant_grad: (dout * det) times paddle's inverse, transposed; all zeros when any
    determinant of the batch is 0 (as paddle's kernel does)."""
    if bool((det == 0).any()):
        return torch.zeros_like(t)
    return (grad * det).unsqueeze(-1).unsqueeze(-1) * _paddle_inverse(t).transpose(-1, -2)


def _paddle_det(t):
    """paddle's values and gradient (no higher order, as paddle) where they are reproduced (real, on CPU,
    up to 16 x 16), else torch's."""
    if not _lu_reproduced(t, "det"):
        return torch.linalg.det(t)
    with torch.no_grad():
        values = _lu_det(t.detach())
    return with_kernel_gradient(t, values, torch.linalg.det, _det_grad, refusal=lambda: no_double_grad("det", 14173))


def _libm_log(values):
    """The C library's ``logf``/``log`` (paddle's slogdet calls ``std::log``; torch's and numpy's own logs can
    differ from it in the last bit)."""
    log = _libm.function(*_LIBM_LOG[values.dtype])
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


def _slogdet_values(t):
    """paddle's CPU slogdet: [sign (1, 0 or -1, never -0.), libm log |det|] stacked."""
    d = _lu_det(t)
    return torch.stack([(d > 0).to(d.dtype) - (d < 0).to(d.dtype), _libm_log(d.abs())])


def _slogdet_grad(t, values, grad):
    """paddle's CPU slogdeterminant_grad: only the log part's gradient, times paddle's inverse transposed;
    all nan when any determinant of the batch is 0 (as paddle's kernel does)."""
    if bool((_lu_det(t) == 0).any()):
        return torch.full_like(t, float("nan"))
    return grad[1].unsqueeze(-1).unsqueeze(-1) * _paddle_inverse(t).transpose(-1, -2)


def _torch_slogdet(t):
    return torch.stack(torch.linalg.slogdet(t))


def slogdet(x, name=None):
    """``paddle.linalg.slogdet``: [sign, log |det|] stacked on a new first axis (shape [2] for one matrix)."""
    t = x._torch
    _check_square(t, "slogdet", "slogdeterminant", 157)
    if _lu_reproduced(t, "det"):
        with torch.no_grad():
            values = _slogdet_values(t.detach())
        return wrap(with_kernel_gradient(t, values, _torch_slogdet, _slogdet_grad,
                                         refusal=lambda: no_double_grad("slogdet", 58630)))
    sign, logabs = torch.linalg.slogdet(t)
    return wrap(torch.stack([sign, logabs]))


def solve(x, y, left=True, name=None):
    return wrap(torch.linalg.solve(x._torch, y._torch, left=left))


def cholesky(x, upper=False, name=None):
    return wrap(torch.linalg.cholesky(x._torch, upper=upper))


def pinv(x, rcond=1e-15, hermitian=False, name=None):
    return wrap(torch.linalg.pinv(x._torch, rtol=rcond, hermitian=hermitian))


def matrix_power(x, n, name=None):
    return wrap(torch.linalg.matrix_power(x._torch, n))
