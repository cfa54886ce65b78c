"""How paddle's bundled MKL (libmklml) sums a float32 GEMM on the recording machine's CPU.

On that AMD CPU MKL's ``sgemm`` takes a path without fused multiply-adds:
each output is a float32 running sum from 0 of the rounded products over K,
in order, for K up to 112; a longer K is summed in chunks of 112 in that
way and the chunks' sums are added first + last, then the middle ones in
order. Measured against paddle 3.3.1 for every transposition of A and B,
for the shapes :func:`reproduced` admits (a matrix times one column only with A
passed transposed: gemv then sums in order too); outside them MKL switches to other
micro-kernels (a row-major matrix times one column, 5 to 7 columns past the last
block of 8, a transposed B or a long K with rows or columns not in blocks of
8) that are not reproduced. Every step is
a float32 operation on whole blocks (no loop over elements): the rounded
products by torch, their in-order sums by numpy.
"""

import math
import threading

import numpy as np
import torch

__all__ = ["CHUNK", "reproduced", "sgemm"]

#: MKL's blocking of K on this path
CHUNK = 112
#: products held at once (elements, 4 MB) while summing a block of rows
_BLOCK_ELEMENTS = 1 << 20
_SCRATCH = threading.local()


def reproduced(m, k, n, transpose_a=False, transpose_b=False):
    """Whether :func:`sgemm` gives MKL's bits for an ``m x k`` times ``k x n`` product whose A and B are
    passed transposed or not (as measured; MKL picks other micro-kernels elsewhere)."""
    if n == 1 and m >= 1 and k >= 1:
        return transpose_a  # gemv: a stored transposed is summed over K in order; a row-major A is not reproduced
    if n < 2 or m < 1 or k < 1:
        return False
    if _unblocked(m, n, transpose_a, transpose_b) or _blocked_rows_of_4(m, n):
        return True
    if k > CHUNK or transpose_b:  # measured only in whole blocks of 8 rows and 8 columns
        return m % 8 == 0 and n % 8 == 0
    tail = n % 8  # columns past the last block of 8: MKL's tail kernels
    if tail > 4:
        return False
    if tail and n > 8 and tail != 4:  # these tails differ where they meet a partial block of rows
        return m % 8 == 0
    return True


def _sums_whole_k(m, n):
    """Whether MKL sums these outputs over all of K in order, without chunks of :data:`CHUNK` (few rows,
    or 4 columns: it does not pack the operands then)."""
    return m < 8 or n <= 4


def _unblocked(m, n, transpose_a, transpose_b):
    """Shapes measured to be summed over all of K in order, at any K: fewer than 8 rows (one row: any
    columns, A and B not both transposed; 2-7 rows: columns in 4s, or 2-3, B transposed only with A), or
    4 columns (B transposed only with A). Rows of 2-7 whose starts in memory are not 16-byte aligned
    (columns not in 4s) begin with elements summed in another order, not reproduced; so is B transposed
    alone (a dot-product kernel)."""
    if transpose_b and not transpose_a:
        return False
    if m == 1:
        return not transpose_b
    if m < 8:
        return n % 4 == 0 or n < 4
    return n == 4


def _blocked_rows_of_4(m, n):
    """8 or more rows in blocks of 4 (12, 20, ...) with columns in blocks of 8: MKL's chunked order, as
    for blocks of 8 rows, for every transposition (measured at K = 130 and 300)."""
    return m >= 8 and m % 4 == 0 and n % 8 == 0


def _scratch(size):
    """A float32 numpy buffer of ``size`` elements for this thread's products, the same memory from call to
    call (a fresh megabyte costs its page faults every time, more than the products themselves)."""
    buffer = getattr(_SCRATCH, "buffer", None)
    if buffer is None or buffer.size < size:
        buffer = _SCRATCH.buffer = np.empty(max(size, 1 << 16), dtype=np.float32)
    return buffer[:size]


def _outer_first(array, axis):
    """A view of ``array`` with ``axis`` moved first (``np.moveaxis`` costs microseconds to validate)."""
    order = list(range(array.ndim))
    order.insert(0, order.pop(axis))
    return array.transpose(order)


def _chunk_sums(a, b, chunks):
    """For each K range in ``chunks``, the in-order float32 sums from 0 over it of ``a [..., M, K] @
    b [..., K, N]``'s rounded products (N >= 2), as ``[len(chunks), ..., M, N]``."""
    lead, (m, k), n = a.shape[:-2], a.shape[-2:], b.shape[-1]
    out = np.empty((len(chunks),) + lead + (m, n), dtype=np.float32)
    rows = max(1, _BLOCK_ELEMENTS // (k * math.prod(lead) * n))
    left = torch.from_numpy(_writable(_outer_first(a, -1)[..., None]))  # [K, ..., M, 1]: the summed axis outermost
    right = torch.from_numpy(_writable(_outer_first(b, -2)[..., None, :]))  # [K, ..., 1, N]
    for start in range(0, m, rows):
        block = left if rows >= m else left[..., start:start + rows, :]
        # float32 multiplies, one rounding each (MKL's non-FMA path): torch's broadcast product is several
        # times faster than numpy's; into a contiguous [K, ..., rows, N] (torch would lay a product of
        # transposed operands out with K innermost)
        shape = (k,) + lead + (block.shape[-2], n)
        products = _scratch(math.prod(shape)).reshape(shape)
        torch.mul(block, right, out=torch.from_numpy(products))
        with np.errstate(all="ignore"):  # inf - inf is nan without a warning, as in torch
            for i, (first, last) in enumerate(chunks):
                # numpy reduces the outer axis of a contiguous array slice after slice, in order (its pairwise
                # summation is only for the inner axis); N >= 2 keeps the slices from collapsing into one line
                np.add.reduce(products[first:last], axis=0, out=out[i, ..., start:start + rows, :])
    out += np.float32(0)  # a sum from +0 never ends on -0
    return out


def _column_sum(a, b):
    """``a [M, K] @ b [K, 1]`` as MKL's gemv sums a transposed A: in order over K from 0, every K."""
    products = np.ascontiguousarray(a.T) * b  # [K, M]
    if a.shape[0] > 1:  # slices of two or more values: numpy's outer-axis reduction, in order
        return (np.add.reduce(products, axis=0) + np.float32(0)).reshape(a.shape[0], 1)
    return (np.add.accumulate(products, axis=0)[-1] + np.float32(0)).reshape(a.shape[0], 1)


def sgemm(a, b):
    """``a @ b`` for float32 numpy arrays as MKL's non-FMA sgemm path sums it (see the module): 2-D, or
    stacks of matrices of one shape ``[..., M, K] @ [..., K, N]`` (one sgemm per matrix)."""
    if b.shape[-1] == 1:
        if a.ndim > 2:
            return np.stack([_column_sum(x, y) for x, y in zip(a.reshape((-1,) + a.shape[-2:]),
                                                               b.reshape((-1,) + b.shape[-2:]))]
                            ).reshape(a.shape[:-1] + (1,))
        return _column_sum(a, b)
    k = a.shape[-1]
    if k <= CHUNK or _sums_whole_k(a.shape[-2], b.shape[-1]):
        return _chunk_sums(a, b, [(0, k)])[0]
    parts = _chunk_sums(a, b, [(s, min(k, s + CHUNK)) for s in range(0, k, CHUNK)])
    total = parts[0] + parts[-1]
    for part in parts[1:-1]:
        total += part
    return total


def _writable(array):
    """``array``, or a copy where it is read-only (torch warns on a view of one)."""
    return array if array.flags.writeable else array.copy()
