"""Eigen 3.4's ``HouseholderQR`` of a row-major matrix, as paddle's CPU ``qr`` kernel runs it (AVX, no FMA).

paddle factors each matrix with ``Eigen::HouseholderQR`` on a row-major copy,
then forms the reduced Q as ``householderQ() * Identity(m, min(m, n))`` into a
column-major matrix. Reproduced here bit for bit (float32 and float64) where
Eigen takes its unblocked paths: ``min(m, n) < 48`` (Eigen applies 48 or more
reflectors by blocks, through its GEMM kernel) and ``m >= n``.

The factorization's rounding, per column k:
- ``beta = -sign(c0) * sqrt(c0*c0 + |tail|^2)``, the squared norm of the
  (strided) tail summed in order; ``tail /= c0 - beta``; ``tau = (beta - c0) / beta``;
  no reflection (``tau = 0``) when ``|tail|^2`` is at most the smallest normal;
- the reflector applied to the columns on the right: ``w = tail' * bottom``
  (a column-major GEMV: each sum in order from zero, in blocks of 16 rows
  once there are 128 or more; for one column an inner product, in order), ``w += top``, ``top -= tau * w``,
  ``bottom -= (tau * tail) * w``.

Forming Q applies the reflectors last first to the identity; there the GEMV
is row-major (Q is column-major): each output's products are summed in AVX
lanes (8 floats or 4 doubles), the lanes folded in halves, then the tail
added in order; outputs go in groups of 8, 4 and 2 rows, and a single
leftover row also sums a half packet before its tail. For a square matrix
Eigen applies each reflector to the bottom-right corner only.
"""

import numpy as np

__all__ = ["householder_qr", "reproduced"]

#: reflectors Eigen applies one by one; from this many on it applies them by blocks
_BLOCK = 48

#: the AVX register, in bytes
_AVX_BYTES = 32


def reproduced(m, n):
    """Whether the Q and R of an ``m x n`` matrix are reproduced (Eigen's unblocked paths)."""
    return m >= n and n < _BLOCK


def _ordered_rows_sum(products):
    """``products`` summed over axis 0 in order, from zero (cumsum keeps the order)."""
    if not len(products):
        return np.zeros(products.shape[1:], dtype=products.dtype)
    return np.cumsum(products, axis=0, dtype=products.dtype)[-1]


def _column_major_gemv(essential, bottom):
    """``essential' * bottom`` as Eigen's column-major GEMV sums it (``bottom`` row-major): per output, the
    products in order from zero, in blocks of 16 of them (4 for very wide rows) once there are 128 or more,
    each block's sum added to the result."""
    length = len(essential)
    block = length if length < 128 else (16 if bottom.strides[0] < 32000 else 4)  # the row stride, in bytes
    out = np.zeros(bottom.shape[1], dtype=bottom.dtype)
    for start in range(0, length, block):
        out += _ordered_rows_sum(essential[start:start + block, None] * bottom[start:start + block])
    return out


def _fold_lanes(lanes):
    """A packet's horizontal sum (last axis), as AVX folds it: the upper half onto the lower, until one lane."""
    width = lanes.shape[-1]
    while width > 1:
        width //= 2
        lanes = lanes[..., :width] + lanes[..., width:2 * width]
    return lanes[..., 0]


def _row_major_gemv(rows, vector):
    """``rows @ vector`` as Eigen's row-major GEMV sums it (AVX, no FMA)."""
    count, length = rows.shape
    packet = _AVX_BYTES // rows.itemsize
    full = packet * (length // packet)
    out = np.zeros(count, dtype=rows.dtype)

    def dot(first, last, half):
        lanes = np.zeros((last - first, packet), dtype=rows.dtype)
        for j in range(0, full, packet):
            lanes += rows[first:last, j:j + packet] * vector[j:j + packet]
        total = _fold_lanes(lanes)
        j = full
        if half:
            half_lanes = np.zeros((last - first, packet // 2), dtype=rows.dtype)
            while j + packet // 2 <= length:
                half_lanes += rows[first:last, j:j + packet // 2] * vector[j:j + packet // 2]
                j += packet // 2
            total = total + _fold_lanes(half_lanes)
        for j in range(j, length):
            total = total + rows[first:last, j] * vector[j]
        out[first:last] += total

    i = 0
    eights = count - 7 if rows.strides[0] <= 32000 else 0  # Q's column stride, in bytes
    for group, end in ((8, eights), (4, count - 3), (2, count - 1)):
        while i < end:
            dot(i, i + group, False)
            i += group
    while i < count:
        dot(i, i + 1, True)
        i += 1
    return out


def _reflect(block, essential, tau, gemv):
    """Eigen's ``applyHouseholderOnTheLeft``: ``block`` (its first row the pivot row) in place."""
    if block.shape[0] == 1:
        block *= block.dtype.type(1) - tau
        return
    if tau == 0:
        return
    bottom = block[1:]
    # a single column makes Eigen's product an inner product: the products summed in order, unblocked
    w = _ordered_rows_sum(essential[:, None] * bottom) if bottom.shape[1] == 1 else gemv(essential, bottom)
    w += block[0]
    block[0] -= tau * w
    bottom -= (tau * essential)[:, None] * w[None, :]


def _factor(a):
    """Eigen's unblocked Householder factorization of ``a`` (m >= n): the packed matrix and the taus."""
    qr = np.array(a, copy=True)
    m, n = qr.shape
    ftype = qr.dtype.type
    taus = np.zeros(n, dtype=qr.dtype)
    smallest = np.finfo(qr.dtype).tiny
    for k in range(n):
        c0, tail = qr[k, k], qr[k + 1:, k]
        squared = _ordered_rows_sum(tail * tail) if tail.size else ftype(0)
        if squared <= smallest:
            tau, beta = ftype(0), c0
            tail[:] = 0
        else:
            beta = np.sqrt(ftype(c0 * c0 + squared))
            if c0 >= 0:
                beta = -beta
            tail /= ftype(c0 - beta)
            tau = ftype((beta - c0) / beta)
        qr[k, k], taus[k] = beta, tau
        _reflect(qr[k:, k + 1:], tail.copy(), tau, _column_major_gemv)
    return qr, taus


def householder_qr(a):
    """paddle's reduced ``(Q, R)`` of the float32/float64 array ``a`` (``reproduced(*a.shape)`` must hold)."""
    m, n = a.shape
    packed, taus = _factor(a)
    r = np.triu(packed[:n])
    q = np.asfortranarray(np.eye(m, n, dtype=a.dtype))
    for k in range(n - 1, -1, -1):
        target = q[k:, k:] if m == n else q[k:]
        _reflect(target, np.ascontiguousarray(packed[k + 1:, k]), taus[k],
                 lambda essential, bottom: _row_major_gemv(bottom.T, essential))
    return np.ascontiguousarray(q), r
