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
threads.

How it is computed: a shape's kernels are planned once (:func:`_plan`, cached)
as a set of independent chains of k indices (one per K block, per even/odd
half, per lane), each over a set of outputs; every chain of every tile
class runs in one loop over steps, one numpy addition and one rounding a
step on all of them at once. A fused multiply-add is the exact float64
product plus the float32 running value in float64, rounded to float32; that
double rounding can differ from the fused one only where a float64 sum is a
float32 midpoint (checked once at the end, vectorised) or in float32's
subnormal range (ruled out beforehand from the operands' exponents); in
either case, rare, the product is computed again with every sum rounded
once (round-to-odd).
"""

import functools
import threading
from typing import NamedTuple

import numpy as np
import torch

from unigrad.numerics.float32 import (addcmul_is_fused, fused_round_numpy, midpoints_numpy, products_stay_normal_numpy,
                                      rounded_numpy)
from unigrad.numerics.simd import sequential_sum_numpy

__all__ = ["matmul", "EXACT_LIMIT"]

#: Above this many multiply-adds a product is torch's (a k-loop in Python would cost too much).
EXACT_LIMIT = 1 << 22

_THREADS = 2
_L2_PER_CORE = 512 * 1024
_NOCOPY_THRESHOLD = 0.0038
_SEQ, _TWO_FMA, _TWO_PLAIN = "seq", "two_fma", "two_plain"
#: a float64's low 29 bits on a float32 rounding midpoint (see :func:`float32.midpoints_numpy`)
_BELOW_FLOAT32, _FLOAT32_HALF_ULP_BITS = np.int64(0x1FFFFFFF), np.int64(0x10000000)
#: float64 products held at once (steps x lanes): the loop's working set stays in cache
_CHUNK_ELEMENTS = 1 << 17


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


# -- plans: which chains of k run over which outputs, and how their values combine -------------------------
class _Group(NamedTuple):
    """Outputs ``[rows, columns]`` computed alike: ``chains`` chains of k indices (``k_index``: steps x
    chains, padded with :data:`_IDENTITY`), fused or ``plain`` (rounded products added), their
    values then combined by ``combine(values [chains, rows, columns], group, operands, fused)``
    (``fused(left, right, addend)``: float32 ``left * right + addend`` rounded once)."""
    rows: object  # a slice or an index array
    columns: object
    row_count: int
    column_count: int
    k_index: np.ndarray
    plain: bool
    combine: object
    detail: tuple
    offset: int  # the group's first lane in the flat [chains * rows * columns] lanes of all groups


class _Plan(NamedTuple):
    groups: tuple
    steps: int
    lanes: int
    fused_lanes: int  # lanes [0, fused_lanes) are fused chains, the rest plain
    chunk: int  # steps whose products are held at once
    a_rows_past_k: np.ndarray  # the operands' rows K + _IDENTITY and K + _MASKED (float64)
    b_rows_past_k: np.ndarray
    whole: bool  # one group over every output


def _selector(indices):
    """A slice where ``indices`` are consecutive, else an index array."""
    if indices == list(range(indices[0], indices[0] + len(indices))):
        return slice(indices[0], indices[0] + len(indices))
    return np.array(indices)


#: operand rows past K (offsets from K): a product of -0, which adding leaves every value as it is (+0 and -0
#: included), pads shorter chains; a product of +0 is a masked SIMD lane's (it turns a -0 into +0)
_IDENTITY, _MASKED = 0, 1


def _chains_index(chains, k):
    """steps x chains array of k indices, shorter chains padded with the identity's."""
    steps = max((len(chain) for chain in chains), default=0)
    index = np.full((steps, len(chains)), k + _IDENTITY, dtype=np.intp)
    for c, chain in enumerate(chains):
        index[:len(chain), c] = chain
    return index


def _fold8(v):
    """The AVX horizontal sum of 8 lanes: ((0+1)+(4+5))+((2+3)+(6+7))."""
    return ((v[0] + v[1]) + (v[4] + v[5])) + ((v[2] + v[3]) + (v[6] + v[7]))


def _combine_blocks(values, group, operands, fused):
    """The no-copy kernel: per K block, one chain (16x4-6 tiles) or an even and an odd chain added, then
    the last k of an odd count fused on (two-FMA tiles) or its rounded product added (x1/x2 tiles);
    the blocks' sums added in order."""
    variant, odd_blocks, last_k = group.detail
    if variant == _SEQ:
        parts = values
    else:
        parts = values[0::2] + values[1::2]
        if len(odd_blocks):
            a_t, b = operands
            left, right = a_t[last_k][:, group.rows, None], b[last_k][:, None, group.columns]
            if variant == _TWO_FMA:
                parts[odd_blocks] = fused(left, right, parts[odd_blocks])
            else:
                parts[odd_blocks] = parts[odd_blocks] + (left * right).astype(np.float32)
    total = parts[0]
    for part in parts[1:]:
        total = part + total
    return total


def _combine_first(values, group, operands, fused):
    """gemv along the broadcast vector: one chain in k order."""
    return values[0]


def _combine_gemv_lanes(values, group, operands, fused):
    """gemv along memory: eight lanes folded, then the leftover 8, 4, 2, 1 rounded products, each group
    padded to 8 lanes with zeros, folded alike and added."""
    main, k = group.detail
    total = _fold8(values) if main else np.zeros(values.shape[1:], dtype=np.float32)
    a_t, b = operands
    start = main
    for width in (8, 4, 2, 1):
        if (k - main) & width:
            products = (a_t[start:start + width, group.rows, None] * b[start:start + width, None, group.columns])
            lanes = list(products.astype(np.float32)) + [np.zeros(total.shape, dtype=np.float32)] * (8 - width)
            total = total + _fold8(lanes)
            start += width
    return total


def _combine_brgemm(values, group, operands, fused):
    """brgemm's single column: eight lanes folded ((0+4)+(1+5))+((2+6)+(3+7))."""
    v = values
    return ((v[0] + v[4]) + (v[1] + v[5])) + ((v[2] + v[6]) + (v[3] + v[7]))


def _nocopy_groups(m, k, n, row_segments, k_block):
    """The no-copy kernel's outputs grouped by the accumulation their tile uses: ``(rows, columns,
    chains, plain, combine, detail)`` per group."""
    rows = _row_tiles(row_segments)
    columns = _column_tiles(n)
    blocks = _k_blocks(k, k_block)
    classes = {}
    for width in sorted(set(columns)):
        for r in sorted(set(rows)):
            classes.setdefault(_tile_variant(r, width), []).append((r, width))
    out = []
    for variant, members in classes.items():
        row_classes, column_classes = {r for r, _ in members}, {w for _, w in members}
        if any((r, w) not in members for r in row_classes for w in column_classes):
            # the rectangle would mix variants: one group per tile class instead
            pieces = [([i for i, rr in enumerate(rows) if rr == r], [j for j, ww in enumerate(columns) if ww == w])
                      for r, w in members]
        else:
            pieces = [([i for i, r in enumerate(rows) if r in row_classes],
                       [j for j, w in enumerate(columns) if w in column_classes])]
        chains, odd_blocks, last_k = [], [], []
        for b, (start, stop) in enumerate(blocks):
            if variant == _SEQ:
                chains.append(range(start, stop))
                continue
            even_stop = start + (stop - start) // 2 * 2
            chains += [range(start, even_stop, 2), range(start + 1, even_stop, 2)]
            if stop > even_stop:
                odd_blocks.append(b)
                last_k.append(even_stop)
        detail = (variant, np.array(odd_blocks, dtype=np.intp), np.array(last_k, dtype=np.intp))
        for row_list, column_list in pieces:
            out.append((row_list, column_list, chains, variant == _TWO_PLAIN, _combine_blocks, detail))
    return out


@functools.lru_cache(maxsize=512)
def _plan(m, k, n, trans_a, trans_b, row_segments):
    """The chains and groups of an ``m x k`` times ``k x n`` product (layout flags as oneDNN sees them)."""
    every_row, every_column = list(range(m)), list(range(n))
    if n == 1 and (not trans_a or m == 1):  # brgemm: eight FMA lanes along k
        groups_of_8 = -(-k // 8)
        lanes = [list(range(lane, k, 8)) for lane in range(8)]
        lanes = [lane + [k + _MASKED] * (groups_of_8 - len(lane)) for lane in lanes]  # the last group's mask
        specs = [(every_row, every_column, lanes, False, _combine_brgemm, ())]
    elif m == 1 and trans_b:  # gemv along memory: eight FMA lanes over whole blocks of 16
        main = k // 16 * 16
        lanes = [range(lane, main, 8) for lane in range(8)]
        specs = [(every_row, every_column, lanes, False, _combine_gemv_lanes, (main, k))]
    elif m == 1 or n == 1:  # gemv along the broadcast vector: one chain
        specs = [(every_row, every_column, [range(k)], False, _combine_first, ())]
    else:
        specs = _nocopy_groups(m, k, n, row_segments or _row_segments_2d(m, n, k, trans_b), 96 if trans_a else 256)
    specs.sort(key=lambda spec: spec[3])  # fused chains first: only their float64 sums can round twice
    indices = [_chains_index(chains, k) for _, _, chains, *_ in specs]
    steps = max(index.shape[0] for index in indices)
    groups, offset, fused_lanes = [], 0, 0
    for (row_list, column_list, chains, plain, combine, detail), index in zip(specs, indices):
        padded = np.full((steps, index.shape[1]), k + _IDENTITY, dtype=np.intp)
        padded[:index.shape[0]] = index
        groups.append(_Group(_selector(row_list), _selector(column_list), len(row_list), len(column_list), padded,
                             plain, combine, detail, offset))
        offset += index.shape[1] * len(row_list) * len(column_list)
        fused_lanes = fused_lanes if plain else offset
    chunk = max(1, min(steps, _CHUNK_ELEMENTS // max(1, offset)))
    a_rows_past_k = np.zeros((2, m))
    a_rows_past_k[_IDENTITY] = -0.0
    whole = len(groups) == 1 and groups[0].row_count == m and groups[0].column_count == n
    return _Plan(tuple(groups), steps, offset, fused_lanes, chunk, a_rows_past_k, np.zeros((2, n)), bool(whole))


# -- running a plan -----------------------------------------------------------------------------------------
class _MayRoundTwice(Exception):
    """A float64 sum met a float32 midpoint: the fast evaluation may be an ulp off somewhere."""


#: below this many products numpy's lower cost a call wins; above, torch's faster broadcast multiply
_TORCH_PRODUCTS = 1 << 12


def _products(plan, a_t, b, start, stop, out):
    """Rows ``start:stop`` of the steps x lanes products, into numpy array ``out``: exact float64 for fused
    chains, rounded to float32 for plain ones (``a_t``: K+2 x M, ``b``: K+2 x N, float64 numpy arrays,
    the rows past K :data:`_IDENTITY`'s and :data:`_MASKED`'s)."""
    use_torch = out.size > _TORCH_PRODUCTS
    for group in plan.groups:
        chains = group.k_index.shape[1]
        size = chains * group.row_count * group.column_count
        view = out[:, group.offset:group.offset + size].reshape(stop - start, chains, group.row_count,
                                                                 group.column_count)
        index = group.k_index[start:stop]
        left, right = a_t[index][..., group.rows, None], b[index][..., None, group.columns]
        if use_torch:  # several times faster on broadcast operands
            view, left, right = torch.from_numpy(view), torch.from_numpy(left), torch.from_numpy(right)
            if group.plain:
                view.copy_(torch.mul(left.float(), right.float()))  # float32 products, exact in float64
            else:
                torch.mul(left, right, out=view)
        elif group.plain:
            np.multiply(left.astype(np.float32), right.astype(np.float32), out=view)
        else:
            np.multiply(left, right, out=view)


_scratch = threading.local()


#: the most scratch elements a thread keeps between calls (about 6 MiB); a larger chunk (one step over more
#: outputs than this) gets arrays of its own
_SCRATCH_KEPT = 1 << 18


def _buffers(elements):
    """This thread's scratch space for products, sums and the midpoint check: reused from call to call,
    as fresh arrays of this size would fault in new pages every time."""
    held = getattr(_scratch, "buffers", None)
    if held is None or held[0].size < elements:
        held = (np.empty(elements), np.empty(elements), np.empty(elements, dtype=np.int64),
                np.empty(elements, dtype=bool))
        if elements <= _SCRATCH_KEPT:
            _scratch.buffers = held
    return held


def _run(plan, a_t, b, exact):
    """Every chain's final float32 value (a flat array of lanes). Fast: float64 sums rounded to float32,
    :class:`_MayRoundTwice` where one was rounded onto a float32 midpoint; ``exact``: every sum rounded
    once."""
    values = np.zeros(plan.lanes, dtype=np.float32)
    size = plan.chunk * plan.lanes
    products_flat, sums_flat, bits_flat, flags_flat = _buffers(size)
    products_buffer = products_flat[:size].reshape(plan.chunk, plan.lanes)
    sums_buffer = sums_flat[:size].reshape(plan.chunk, plan.lanes)
    fused = plan.fused_lanes
    for start in range(0, plan.steps, plan.chunk):
        stop = min(plan.steps, start + plan.chunk)
        products = products_buffer[:stop - start]
        _products(plan, a_t, b, start, stop, products)
        if exact:
            for row in products:
                values = fused_round_numpy(row, values)
            continue
        sums = sums_buffer[:stop - start]
        first = values
        for row, total in zip(products, sums):
            np.add(row, values, out=total)
            values = total.astype(np.float32)
        # only fused lanes: a sum of two float32 values (plain lanes) rounds alike from float64 (53 >= 2 * 24 + 2)
        if fused:
            shape = (stop - start, fused)
            _check_chain_sums(products[:, :fused], sums[:, :fused], first[:fused],
                              bits_flat[:shape[0] * fused].reshape(shape), flags_flat[:shape[0] * fused].reshape(shape))
    return values


def _check_chain_sums(products, sums, first, bits, flags):
    """Raise :class:`_MayRoundTwice` where a chain's float64 sum (``sums[s] = products[s] + values before
    step s``; ``first``: the values before step 0) was rounded onto a float32 midpoint (``bits``, ``flags``:
    scratch arrays of their shape)."""
    np.bitwise_and(sums.view(np.int64), _BELOW_FLOAT32, out=bits)
    on_midpoint = np.equal(bits, _FLOAT32_HALF_ULP_BITS, out=flags)
    if not on_midpoint.any():
        return
    steps, lanes = np.nonzero(on_midpoint)
    before = np.where(steps > 0, sums[steps - 1, lanes].astype(np.float32), first[lanes])
    if rounded_numpy(sums[steps, lanes], products[steps, lanes], before.astype(np.float64)).any():
        raise _MayRoundTwice


def _exact_fused(left, right, addend):
    """float32 ``left * right + addend`` rounded once (float64 operands holding float32 values)."""
    return fused_round_numpy(left * right, addend)


def _fast_fused(left, right, addend):
    """float32 ``left * right + addend`` from the float64 sum (:class:`_MayRoundTwice` where that may
    differ)."""
    products = left * right
    s = products + addend
    on_midpoint = midpoints_numpy(s)
    if on_midpoint.any() and rounded_numpy(s[on_midpoint], products[on_midpoint],
                                           np.broadcast_to(addend, s.shape)[on_midpoint].astype(np.float64)).any():
        raise _MayRoundTwice
    return s.astype(np.float32)


def _evaluate(plan, a, b, exact):
    """``a @ b`` (2-D float32 numpy arrays) by ``plan``, from float64 sums."""
    a_t = np.concatenate((a.T, plan.a_rows_past_k))  # float64
    b_padded = np.concatenate((b, plan.b_rows_past_k))
    values = _run(plan, a_t, b_padded, exact)
    return _combined(plan, values, (a_t, b_padded), _exact_fused if exact else _fast_fused, a.shape[0], b.shape[1])


def _combined(plan, values, operands, fused, m, n):
    """The product from every chain's final values (flat lanes): each group's ``combine``."""
    if plan.whole:
        group = plan.groups[0]
        return group.combine(values.reshape(-1, group.row_count, group.column_count), group, operands, fused)
    out = np.empty((m, n), dtype=np.float32)
    for group in plan.groups:
        chains = group.k_index.shape[1]
        size = chains * group.row_count * group.column_count
        lanes = values[group.offset:group.offset + size].reshape(chains, group.row_count, group.column_count)
        out[group.rows, group.columns] = group.combine(lanes, group, operands, fused)
    return out


# -- running a plan in float32, where torch's addcmul is a fused multiply-add --------------------------------
class _Steps(NamedTuple):
    """A fused group's operands for every step, gathered into buffers kept with their per-step torch views
    (making the views costs about as much as the steps' multiply-adds)."""
    left: np.ndarray  # steps x chains x rows
    right: np.ndarray  # steps x chains x columns
    left_steps: tuple  # per step: chains x rows x 1 (rows x 1 for one chain)
    right_steps: tuple  # per step: chains x 1 x columns (1 x columns for one chain)


def _new_steps(plan):
    """Buffers and step views for each fused group of ``plan`` (None for a plain one)."""
    out = []
    for group in plan.groups:
        if group.plain:
            out.append(None)
            continue
        steps, chains = group.k_index.shape
        left = np.empty((steps, chains, group.row_count), dtype=np.float32)
        right = np.empty((steps, chains, group.column_count), dtype=np.float32)
        left_views, right_views = torch.from_numpy(left).unsqueeze(-1), torch.from_numpy(right).unsqueeze(-2)
        if chains == 1:  # one chain (the 16x4-6 tiles): 2-D steps, a little less for each addcmul to set up
            left_views, right_views = left_views.squeeze(1), right_views.squeeze(1)
        out.append(_Steps(left, right, left_views.unbind(0), right_views.unbind(0)))
    return out


_workspaces = threading.local()
#: plans whose step buffers a thread keeps (the most recently used), and the most float32 elements one may hold
_WORKSPACES_KEPT, _WORKSPACE_KEPT_ELEMENTS = 8, 1 << 18


def _steps_of(plan, key):
    """This thread's step buffers for ``plan`` (``key``: what the plan was made from), kept between calls
    for small plans: a training loop multiplies the same few shapes again and again."""
    kept = getattr(_workspaces, "by_plan", None)
    if kept is None:
        kept = _workspaces.by_plan = {}
    steps = kept.pop(key, None)
    if steps is None:
        steps = _new_steps(plan)
        if sum(s.left.size + s.right.size for s in steps if s is not None) > _WORKSPACE_KEPT_ELEMENTS:
            return steps
    kept[key] = steps  # (re)inserted last: the dict's order is the order of use
    if len(kept) > _WORKSPACES_KEPT:
        del kept[next(iter(kept))]
    return steps


def _evaluate_float32(plan, a, b, key=None):
    """``a @ b`` (2-D float32 numpy arrays) by ``plan``, every step in float32: each fused step one
    ``addcmul`` over all outputs of a group (rounded once, see :func:`float32.addcmul_is_fused`), the
    plain chains' float32 products summed in order by one numpy reduction. No float64, no midpoint or
    subnormal checks. ``key``: the plan's, under which the step buffers are kept (none kept without)."""
    a_t = np.concatenate((a.T, plan.a_rows_past_k), dtype=np.float32)
    b_padded = np.concatenate((b, plan.b_rows_past_k), dtype=np.float32)
    values = np.empty(plan.lanes, dtype=np.float32)
    workspace = _steps_of(plan, key) if key is not None else _new_steps(plan)
    for group, steps in zip(plan.groups, workspace):
        size = group.k_index.shape[1] * group.row_count * group.column_count
        chains = values[group.offset:group.offset + size].reshape(group.k_index.shape[1], group.row_count,
                                                                  group.column_count)
        if steps is None:  # plain: rounded float32 products added one after another from +0
            left = a_t[group.k_index][..., group.rows, None]  # steps x chains x rows x 1
            right = b_padded[group.k_index][..., None, group.columns]  # steps x chains x 1 x columns
            chains[...] = sequential_sum_numpy(left * right, 0, from_zero=True)
            continue
        # mode "clip": the indices are in range, and numpy then gathers straight into the buffers
        np.take(a_t[:, group.rows], group.k_index, axis=0, out=steps.left, mode="clip")
        np.take(b_padded[:, group.columns], group.k_index, axis=0, out=steps.right, mode="clip")
        total = torch.from_numpy(chains if chains.shape[0] > 1 else chains[0]).zero_()
        for left_step, right_step in zip(steps.left_steps, steps.right_steps):
            total.addcmul_(left_step, right_step)
    return _combined(plan, values, (a_t, b_padded), _addcmul_fused, a.shape[0], b.shape[1])


def _addcmul_fused(left, right, addend):
    """float32 ``left * right + addend`` rounded once (float32 numpy operands), by torch's addcmul."""
    return torch.addcmul(torch.from_numpy(np.ascontiguousarray(addend)), torch.from_numpy(np.ascontiguousarray(left)),
                         torch.from_numpy(np.ascontiguousarray(right))).numpy()


#: from this many lanes (outputs x chains) one float32 addcmul per step over a group's broadcast operands beats
#: the float64 steps (two numpy calls each, then the midpoint check); below, its per-call cost does not
#: (measured with the step buffers kept: 128 to 512 lanes 0.6-0.94x the float64 steps' time, 32 x 128 x 10
#: 0.89x; below 100 lanes either is ahead by turns)
_FLOAT32_LANES = 128


def _product_2d(a, b, trans_a, trans_b, row_segments=None):
    """oneDNN's ``a @ b`` for 2-D float32 numpy arrays (a float32 array)."""
    m, k, n = a.shape[0], a.shape[1], b.shape[1]
    trans_a, trans_b = _layout_flags(m, k, n, trans_a, trans_b)
    key = (m, k, n, trans_a, trans_b, None if row_segments is None else tuple(row_segments))
    plan = _plan(*key)
    with np.errstate(all="ignore"):  # inf and nan come out as the kernels give them, silently
        float32 = addcmul_is_fused()
        if float32 and (plan.lanes >= _FLOAT32_LANES or not plan.fused_lanes):
            return _evaluate_float32(plan, a, b, key)
        if products_stay_normal_numpy(a, b):
            try:
                return _evaluate(plan, a, b, exact=False)
            except _MayRoundTwice:
                pass
        # every sum rounded once: where addcmul is fused by one call per step, else by the float64 emulation
        return _evaluate_float32(plan, a, b, key) if float32 else _evaluate(plan, a, b, exact=True)


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


def _batched(a, b, trans_a, trans_b):
    """Both operands batched (numpy): the batch x rows x columns work split evenly between two threads,
    each calling the gemm on whole matrices or runs of rows (one thread each)."""
    batch_shape = a.shape[:-2]
    a3 = a.reshape((-1,) + a.shape[-2:])
    b3 = b.reshape((-1,) + b.shape[-2:])
    batches, m, n = a3.shape[0], a3.shape[1], b3.shape[2]
    work = batches * m * n
    out = np.empty((batches, m, n), dtype=np.float32)
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
            sub_rows = rows[1] - rows[0]
            out[batch, rows[0]:rows[1], columns[0]:columns[1]] = _product_2d(
                a3[batch, rows[0]:rows[1]], b3[batch, :, columns[0]:columns[1]], trans_a, trans_b, [(0, sub_rows)])
            i += sub_rows * (columns[1] - columns[0])
    return out.reshape(batch_shape + (m, n))


def matmul(a, b, trans_a=False, trans_b=False):
    """``a @ b`` in float32 as MindSpore's CPU MatMul gives it (oneDNN's sgemm on AVX2).

    ``a``: (..., M, K) and ``b``: (..., K, N) float32 CPU tensors (no
    gradient, not inside torch.func transforms), already in their logical
    orientation; ``trans_a``/``trans_b`` say that MindSpore handed them to
    oneDNN transposed in memory (``MatMul(transpose_a=...)``, ``nn.Dense``'s
    weight), which picks oneDNN's kernels. Batch dimensions must already be
    broadcast to the same shape.
    """
    a, b = a.detach(), b.detach()
    if a.dtype is not torch.float32 or b.dtype is not torch.float32:
        a, b = a.float(), b.float()
    m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
    if k == 0 or m == 0 or n == 0:
        return torch.zeros(a.shape[:-1] + (n,), dtype=torch.float32)
    if a.dim() > 2:
        if a.shape[:-2].numel() > 1:
            if k == 1:
                return _outer_product(a, b)
            return torch.from_numpy(_batched(a.numpy(), b.numpy(), trans_a, trans_b))
        return matmul(a.reshape(m, k), b.reshape(k, n), trans_a, trans_b).reshape(a.shape[:-1] + (n,))
    if 1.0 / m + 1.0 / n < _NOCOPY_THRESHOLD:  # the copy-based kernels: not reproduced
        return torch.matmul(a, b)
    if k == 1:
        return _outer_product(a, b)
    if k <= _SHORT_CHAIN and addcmul_is_fused():
        plan = _plan(m, k, n, *_layout_flags(m, k, n, trans_a, trans_b), None)
        if plan.groups[0].combine is _combine_first:
            return _fused_chain(a, b)
    return torch.from_numpy(_product_2d(a.numpy(), b.numpy(), trans_a, trans_b))


def _outer_product(a, b):
    """A product with K = 1 (``a``: (..., M, 1), ``b``: (..., 1, N)): every kernel above gives each output
    as one multiply-add onto +0 (a fused one, or a rounded product added), the rounded product ``a * b``
    with a -0 turned into +0 by the add; so does torch's multiply then ``+ 0``."""
    return torch.mul(a, b).add_(0.0)


#: up to this K a single chain runs as K torch calls on the operands themselves (no plan to gather)
_SHORT_CHAIN = 64


def _fused_chain(a, b):
    """The gemv kernel's single chain (one output row or column): ``a @ b`` as fused multiply-adds onto
    +0 in k order, one ``addcmul`` per k over every output (2-D float32 tensors)."""
    total = torch.zeros(a.shape[0], b.shape[1])
    for column, row in zip(a.t().unsqueeze(-1).unbind(0), b.unbind(0)):
        total.addcmul_(column, row)
    return total
