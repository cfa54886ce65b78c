"""``paddle.linalg``: the linear-algebra ops paddle groups there."""

import torch

from unigrad.paddle_api.ops import cross, inverse as inv, matmul, norm
from unigrad.paddle_api.tensor import wrap

__all__ = ["norm", "inv", "matmul", "cross", "det", "slogdet", "solve", "cholesky", "pinv", "matrix_power"]


def det(x, name=None):
    return wrap(torch.linalg.det(x._torch))


def slogdet(x, name=None):
    sign, logabs = torch.linalg.slogdet(x._torch)
    return wrap(torch.stack([sign, logabs]))


def solve(x, y, left=True, name=None):
    return wrap(torch.linalg.solve(x._torch, y._torch, left=left))


def cholesky(x, upper=False, name=None):
    return wrap(torch.linalg.cholesky(x._torch, upper=upper))


def pinv(x, rcond=1e-15, hermitian=False, name=None):
    return wrap(torch.linalg.pinv(x._torch, rtol=rcond, hermitian=hermitian))


def matrix_power(x, n, name=None):
    return wrap(torch.linalg.matrix_power(x._torch, n))
