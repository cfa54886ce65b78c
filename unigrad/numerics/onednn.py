"""oneDNN's float32 matrix product on an AVX2 CPU, in the order its kernels add (MindSpore's CPU MatMul).

MindSpore 2.10's CPU ``MatMul``/``BatchMatMul`` (and so ``nn.Dense`` and the
matmuls of their gradients) call oneDNN 3.10's ``matmul`` primitive, which
on an AVX2 machine without AVX-512 runs ``gemm:jit:f32``: oneDNN's sgemm in
column-major terms, ``C^T = B^T A^T``. Its "m" is our N (columns) and its
"n" is our M (rows). For small problems (``1/M + 1/N >= 0.0038``) it takes
the no-copy kernel, whose order is, for ``C = A @ B`` (``A``: M x K):

* columns go in tiles of 16 (two AVX registers); a last partial tile of more
  than 8 columns is a masked 16-tile, of 1 to 8 a tile of 8;
* rows go in tiles of 6; the last ``r = rows % 6`` rows form one tile of r;
* K is cut into blocks (of 256, or 96 when ``A`` is transposed in memory;
  between one and two blocks' worth is halved); each block's sums start at
  0 and are added to the previous blocks' result;
* within a block, the 16x4-6 tiles keep one chain of fused multiply-adds per
  element, in k order; the 16x3 and 8x3-6 tiles keep two chains (even and
  odd k), added, then the last k of an odd count fused onto that sum; the
  x1 and x2 tiles do the same with a rounded product and an add (no FMA).

One column (N = 1) with ``A`` not transposed goes to oneDNN's brgemm: eight
FMA lanes along k, folded ((0+4)+(1+5))+((2+6)+(3+7)). Otherwise one row
(M = 1) or one column goes to oneDNN's gemv kernels: a chain of fused
multiply-adds in k order, or (when the vector runs along memory) eight FMA
lanes over whole blocks of 16, folded ((0+1)+(4+5))+((2+3)+(6+7)), then the
leftover 8, 4, 2, 1 products, each group folded alike and added. A
dimension of 1 makes a layout ambiguous; oneDNN reads it from the strides
(a single row as transposed, a K of 1 as not).

Threads: a problem runs on one thread unless its operands exceed a core's L2
cache, or it has more than 50 rows and at most 3 columns; then its rows are
split into two halves (the recording machine has 2 cores). Batched products
(both operands batched) split the batch x rows work evenly between the two
threads. Every loop here runs over k (vectorised over all outputs), never
over elements.
"""

import torch

from unigrad.numerics.float32 import FusedChain, any_true, fma32

__all__ = ["matmul", "EXACT_LIMIT"]

#: Above this many multiply-adds a product is torch's (a k-loop in Python would cost too much).
EXACT_LIMIT = 1 << 22

_THREADS = 2
_L2_PER_CORE = 512 * 1024
_NOCOPY_THRESHOLD = 0.0038
_SEQ, _TWO_FMA, _TWO_PLAIN = "seq", "two_fma", "two_plain"


def _tile_variant(rows_in_tile, columns_in_tile):
    """The accumulation a no-copy kernel tile uses (columns_in_tile: 16 or 8)."""
    if rows_in_tile <= 2:
        return _TWO_PLAIN
    if columns_in_tile == 16 and rows_in_tile >= 4:
        return _SEQ
    return _TWO_FMA


def _k_blocks(k, block):
    """The K blocks of the no-copy driver: ``block`` at a time, an overflow between one and two blocks
    halved (the first half rounded up)."""
    out, start = [], 0
    while start < k:
        size = k - start
        if size >= 2 * block:
            size = block
        elif size > block:
            size = (size + 1) // 2
        out.append((start, start + size))
        start += size
    return out


def _row_tiles(segments):
    """row index -> rows in its tile, for row segments each tiled by 6 from its start."""
    sizes = []
    for start, stop in segments:
        length = stop - start
        full = length // 6 * 6
        sizes += [6] * full + [length - full] * (length - full)
    return sizes


def _column_tiles(n):
    """column index -> 16 or 8, the width of the kernel tile that computes it."""
    full = n // 16 * 16
    rest = n - full
    return [16] * full + [16 if rest > 8 else 8] * rest


def _fused_chain(a, b, ks, acc=None):
    """Fused multiply-adds ``acc = a[:, k] * b[k, :] + acc`` for k in ``ks`` (float32 result)."""
    a64, b64 = a.double(), b.double()
    chain = FusedChain()
    total = torch.zeros(a.shape[:-1] + b.shape[-1:], dtype=torch.float64) if acc is None else acc.double()
    for k in ks:
        total = chain.fma(a64[..., :, k:k + 1], b64[..., k:k + 1, :], total)
    suspects = chain.suspects()
    if suspects is not None and any_true(suspects):  # a float64 sum may have rounded twice: redo exactly
        total = torch.zeros(a.shape[:-1] + b.shape[-1:], dtype=torch.float32) if acc is None else acc
        for k in ks:
            total = fma32(a[..., :, k:k + 1], b[..., k:k + 1, :], total)
        return total
    return total.float()


def _plain_chain(a, b, ks):
    """``acc = acc + round(a[:, k] * b[k, :])`` for k in ``ks``, from 0."""
    total = torch.zeros(a.shape[:-1] + b.shape[-1:], dtype=torch.float32)
    for k in ks:
        total = total + a[..., :, k:k + 1] * b[..., k:k + 1, :]
    return total


def _block(a, b, start, stop, variant):
    """One K block ``[start, stop)`` of a tile class's sums, from 0."""
    if variant == _SEQ:
        return _fused_chain(a, b, range(start, stop))
    length = stop - start
    even_stop = start + length // 2 * 2
    if variant == _TWO_FMA:
        total = _fused_chain(a, b, range(start, even_stop, 2)) + _fused_chain(a, b, range(start + 1, even_stop, 2))
        return _fused_chain(a, b, range(even_stop, stop), total) if stop > even_stop else total
    total = _plain_chain(a, b, range(start, even_stop, 2)) + _plain_chain(a, b, range(start + 1, even_stop, 2))
    if stop > even_stop:
        total = total + a[..., :, even_stop:stop] * b[..., even_stop:stop, :]
    return total


def _nocopy(a, b, row_segments, k_block):
    """The no-copy kernel's product of ``a`` (..., M, K) and ``b`` (..., K, N): the outputs grouped by the
    accumulation their tile uses, each group one k-loop over all its rows and columns."""
    m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
    out = torch.empty(a.shape[:-2] + (m, n), dtype=torch.float32)
    rows = _row_tiles(row_segments)
    columns = _column_tiles(n)
    blocks = _k_blocks(k, k_block)
    groups = {}
    for width in sorted(set(columns)):
        for r in sorted(set(rows)):
            groups.setdefault(_tile_variant(r, width), []).append((r, width))
    for variant, members in groups.items():
        row_set = sorted({i for i, r in enumerate(rows) if any(r == mr for mr, _ in members)})
        column_set = sorted({j for j, w in enumerate(columns) if any(w == mw for _, mw in members)})
        if len({(r, w) for r in (rows[i] for i in row_set) for w in (columns[j] for j in column_set)}
               - set(members)):  # the rectangle mixes variants: one group per tile class instead
            pieces = [([i for i, rr in enumerate(rows) if rr == r], [j for j, ww in enumerate(columns) if ww == w])
                      for r, w in members]
        else:
            pieces = [(row_set, column_set)]
        for row_list, column_list in pieces:
            row_index, column_index = torch.tensor(row_list), torch.tensor(column_list)
            a_rows = a if len(row_list) == m else a.index_select(-2, row_index)
            b_columns = b if len(column_list) == n else b.index_select(-1, column_index)
            total = None
            for start, stop in blocks:
                part = _block(a_rows, b_columns, start, stop, variant)
                total = part if total is None else part + total
            if len(row_list) == m and len(column_list) == n:
                return total
            out[..., row_index[:, None], column_index[None, :]] = total
    return out


def _gemv_sequential(a, b):
    """oneDNN's gemv that broadcasts along the vector: one fused chain in k order per output."""
    return _fused_chain(a, b, range(a.shape[-1]))


def _fold8(lanes):
    """The AVX horizontal sum of 8 lanes (last axis): ((0+1)+(4+5))+((2+3)+(6+7))."""
    v = lanes.unbind(-1)
    return ((v[0] + v[1]) + (v[4] + v[5])) + ((v[2] + v[3]) + (v[6] + v[7]))


def _gemv_lanes(x, rows):
    """oneDNN's dot-product gemv: ``rows`` (..., n, K) dotted with ``x`` (..., K) -> (..., n)."""
    k = x.shape[-1]
    main = k // 16 * 16
    total = torch.zeros(rows.shape[:-1], dtype=torch.float32)
    if main:
        lanes_x = x[..., :main].reshape(x.shape[:-1] + (1, main // 8, 8))
        lanes_a = rows[..., :main].reshape(rows.shape[:-1] + (main // 8, 8))
        acc = _fused_chain_lanes(lanes_x, lanes_a)
        total = _fold8(acc)
    start = main
    for width in (8, 4, 2, 1):
        if (k - main) & width:
            products = x[..., None, start:start + width] * rows[..., start:start + width]
            padded = torch.nn.functional.pad(products, (0, 8 - width)) if width < 8 else products
            total = total + _fold8(padded)
            start += width
    return total


def _fused_chain_lanes(x, a):
    """Per-lane fused chains over the block axis (-2): x (..., 1, B, 8), a (..., n, B, 8) -> (..., n, 8)."""
    x64, a64 = x.double(), a.double()
    chain = FusedChain()
    total = torch.zeros(a.shape[:-2] + (8,), dtype=torch.float64)
    for j in range(a.shape[-2]):
        total = chain.fma(x64[..., j, :], a64[..., j, :], total)
    suspects = chain.suspects()
    if suspects is not None and any_true(suspects):
        total = torch.zeros(a.shape[:-2] + (8,), dtype=torch.float32)
        for j in range(a.shape[-2]):
            total = fma32(x[..., j, :], a[..., j, :], total)
        return total
    return total.float()


def _threads(m, n, k):
    """Threads oneDNN's gemm driver gives a 2-D problem (M rows, N columns)."""
    if m > 50 and n <= 3:
        return _THREADS
    footprint = (m * n + m * k + n * k) * 4
    return min(_THREADS, -(-footprint // _L2_PER_CORE))


def _row_segments_2d(m, n, k, trans_b):
    """The row segments the no-copy driver tiles separately: per thread, then per block of rows."""
    threads = _threads(m, n, k)
    if threads > 1:
        per_thread = -(-m // threads)
        segments = [(s, min(m, s + per_thread)) for s in range(0, m, per_thread)]
    else:
        segments = [(0, m)]
    row_block = 96 if trans_b else 48
    out = []
    for start, stop in segments:
        at = start
        while at < stop:
            size = stop - at
            if size >= 2 * row_block:
                size = row_block
            elif size > row_block + row_block // 2:
                size = (size + 1) // 2
            out.append((at, at + size))
            at += size
    return out


def _layout_flags(m, k, n, trans_a, trans_b):
    """Whether oneDNN sees each operand transposed: a dimension of 1 makes the layout ambiguous, and
    oneDNN settles it from the strides (rows of 1 read as transposed, a K of 1 as not)."""
    a_transposed = True if m == 1 else (False if k == 1 else trans_a)
    b_transposed = True if k == 1 else (False if n == 1 else trans_b)
    return a_transposed, b_transposed


def _brgemm_column(a, b):
    """oneDNN's brgemm for one output column: eight FMA lanes along k (a last partial group of 8
    masked into the same lanes), folded ((0+4)+(1+5))+((2+6)+(3+7))."""
    k = a.shape[-1]
    padded = -(-k // 8) * 8
    rows = torch.nn.functional.pad(a, (0, padded - k)).reshape(a.shape[:-1] + (padded // 8, 8))
    x = torch.nn.functional.pad(b[..., :, 0], (0, padded - k)).reshape(b.shape[:-2] + (1, padded // 8, 8))
    v = _fused_chain_lanes(x, rows).unbind(-1)
    return (((v[0] + v[4]) + (v[1] + v[5])) + ((v[2] + v[6]) + (v[3] + v[7]))).unsqueeze(-1)


def _product_2d(a, b, trans_a, trans_b, row_segments=None):
    m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
    trans_a, trans_b = _layout_flags(m, k, n, trans_a, trans_b)
    if n == 1 and (not trans_a or m == 1):
        return _brgemm_column(a, b)
    if m == 1:
        if trans_b:
            return _gemv_lanes(a[..., 0, :], b.transpose(-1, -2)).unsqueeze(-2)
        return _gemv_sequential(a, b)
    if n == 1:
        return _gemv_sequential(a, b)
    if row_segments is None:
        row_segments = _row_segments_2d(m, n, k, trans_b)
    return _nocopy(a, b, row_segments, 96 if trans_a else 256)


def _batched(a, b, trans_a, trans_b):
    """Both operands batched: the batch x rows x columns work split evenly between two threads, each
    calling the gemm on whole matrices or runs of rows (one thread each)."""
    batch_shape = a.shape[:-2]
    a3 = a.reshape((-1,) + a.shape[-2:])
    b3 = b.reshape((-1,) + b.shape[-2:])
    batches, m, n = a3.shape[0], a3.shape[1], b3.shape[2]
    work = batches * m * n
    out = torch.empty((batches, m, n), dtype=torch.float32)
    per_thread = -(-work // _THREADS)
    bounds = [(t * per_thread, min(work, (t + 1) * per_thread)) for t in range(_THREADS)]
    for begin, end in bounds:
        i = begin
        while i < end:
            batch, rest = divmod(i, m * n)
            row, column = divmod(rest, n)
            remaining = end - i
            if remaining >= m * n and row == 0 and column == 0:
                rows, columns = (0, m), (0, n)
            elif remaining >= n and column == 0:
                rows, columns = (row, row + min(m - row, remaining // n)), (0, n)
            else:
                rows, columns = (row, row + 1), (column, column + min(n - column, remaining))
            sub_a = a3[batch:batch + 1, rows[0]:rows[1]]
            sub_b = b3[batch:batch + 1, :, columns[0]:columns[1]]
            sub_rows = rows[1] - rows[0]
            out[batch, rows[0]:rows[1], columns[0]:columns[1]] = _product_2d(
                sub_a, sub_b, trans_a, trans_b, [(0, sub_rows)])[0]
            i += sub_rows * (columns[1] - columns[0])
    return out.reshape(batch_shape + (m, n))


def matmul(a, b, trans_a=False, trans_b=False):
    """``a @ b`` in float32 as MindSpore's CPU MatMul gives it (oneDNN's sgemm on AVX2).

    ``a``: (..., M, K) and ``b``: (..., K, N) float32 (no gradient), already
    in their logical orientation; ``trans_a``/``trans_b`` say that MindSpore
    handed them to oneDNN transposed in memory (``MatMul(transpose_a=...)``,
    ``nn.Dense``'s weight), which picks oneDNN's kernels. Batch dimensions
    must already be broadcast to the same shape.
    """
    a, b = a.detach().float(), b.detach().float()
    m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
    if k == 0 or m == 0 or n == 0:
        return torch.zeros(a.shape[:-1] + (n,), dtype=torch.float32)
    if a.dim() > 2 and a.shape[:-2].numel() > 1:
        return _batched(a, b, trans_a, trans_b)
    if 1.0 / m + 1.0 / n < _NOCOPY_THRESHOLD:  # the copy-based kernels: not reproduced
        return torch.matmul(a, b)
    return _product_2d(a, b, trans_a, trans_b)
