"""How vectorised C++ loops split and order float32 work: packets, tails, lane sums.

A SIMD loop handles a tensor's memory in packets of 8 (AVX) or 4 (SSE)
float32 values and hands the remainder to scalar code; a reduction keeps
one running sum per lane and folds the lanes at the end. Rounding makes the
order visible in the last bits, so kernels that reproduce a framework's
values reproduce these orders. The loops here run over packets or lanes
(a handful of torch operations on whole slices), never over elements.
"""

import functools

import torch

from unigrad.numerics.plain import numpy_view

__all__ = ["AVX", "SSE", "packets_then_tail", "packet_max", "sequential_sum", "running_sums", "running_products", "lane_sums", "avx_pairwise_sum",
           "blocks_then_quad_sum", "lanes_then_sequential_sum", "eigen_redux_sum", "eigen_tree_sum",
           "eigen_redux_row_sums", "eigen_core_redux_row_sums", "sequential_sum_numpy"]

AVX, SSE = 8, 4


def _quietly(numpy_steps):
    """``numpy_steps`` without numpy's floating-point warnings: a C++ kernel adds an inf to a -inf silently."""

    @functools.wraps(numpy_steps)
    def run(*args, **kwargs):
        import numpy as np

        with np.errstate(all="ignore"):
            return numpy_steps(*args, **kwargs)

    return run


def packets_then_tail(t, packet_fn, scalar_fn, packet=AVX):
    """``packet_fn`` on the values in full packets of ``t``'s memory order, ``scalar_fn`` on the tail, as
    Eigen evaluates an elementwise expression."""
    flat = t.reshape(-1)
    whole = flat.numel() // packet * packet
    if whole == flat.numel():
        return packet_fn(flat).reshape(t.shape)
    if not whole:  # fewer values than a packet: the scalar loop alone
        return scalar_fn(flat).reshape(t.shape)
    return torch.cat([packet_fn(flat[:whole]), scalar_fn(flat[whole:])]).reshape(t.shape)


def packet_max(t, packet=AVX):
    """Each value's packet's largest value (nan where the packet holds a nan), over full packets of ``t``'s
    memory order; a tail value's own: what a vector function decides from a test of its whole packet."""
    flat = t.reshape(-1)
    whole = flat.numel() // packet * packet
    largest = flat[:whole].reshape(-1, packet).amax(1).repeat_interleave(packet)
    return torch.cat([largest, flat[whole:]]).reshape(t.shape)


def sequential_sum(t, dim=-1, from_zero=False):
    """The sum over ``dim`` (dropped) adding one slice after another in ``t``'s dtype, one rounding per
    step (torch's own sums and cumulative sums round differently). ``from_zero``: the loop starts from
    +0 (so all -0 sums to +0), as a C loop with ``sum = 0`` does; otherwise from the first slice."""
    if t.shape[dim] > 2 and t.dtype in _NUMPY_ACCUMULATES and t.is_cpu and not t.requires_grad:
        try:
            return _accumulated(t, dim, from_zero)
        except (RuntimeError, TypeError):  # under torch.func transforms there is no numpy view
            pass
    if dim != -1:
        t = t.movedim(dim, -1)
    total = torch.zeros(t.shape[:-1], dtype=t.dtype, device=t.device)
    if not t.shape[-1]:
        return total
    start = 0
    if not from_zero:
        total, start = t[..., 0], 1
    for k in range(start, t.shape[-1]):
        total = total + t[..., k]
    return total


#: dtypes whose sequential sums numpy's ``add.accumulate`` computes (a C loop, one rounding per step)
_NUMPY_ACCUMULATES = (torch.float32, torch.float64)


#: below this many sums, numpy runs along each line (long inner loops); above, slice after slice
_FEW_SUMS = 64


def _accumulated(t, dim, from_zero):
    """:func:`sequential_sum` over ``dim`` by numpy (:func:`sequential_sum_numpy`)."""
    return torch.from_numpy(sequential_sum_numpy(t.numpy(), dim, from_zero))


@_quietly
def running_sums(t, dim):
    """The cumulative sums of a floating CPU tensor along ``dim`` as a scalar C loop forms them: each the one
    before plus the next element, rounded to ``t``'s dtype at each step (numpy's ``add.accumulate``; torch's
    cumsum adds float32 in another order). Paddle's and MindSpore's CPU cumsum kernels, values and gradients
    (measured on 3,000 float32 values and both axes of 40x60 and 50x70: 0 differ; torch's cumsum, 2,876 of
    3,000). None where ``t`` has no numpy view (inside torch.func transforms, off the CPU)."""
    import numpy as np

    values = numpy_view(t, detach=True)
    if values is None:
        return None
    return torch.from_numpy(np.cumsum(values, axis=dim, dtype=values.dtype))


def running_products(t, dim):
    """The cumulative products along ``dim`` as a scalar C loop forms them: each the one before times the next
    element, rounded to ``t``'s dtype at each step (torch's float cumprod rounds otherwise: 2,192 of 3,200
    float32 values differ from MindSpore's CumProd); differentiable, one torch multiply a step. Integers: torch's
    cumprod in ``t``'s dtype (exact)."""
    if not t.is_floating_point() or t.shape[dim] <= 1:
        return torch.cumprod(t, dim, dtype=t.dtype)
    steps = list(t.unbind(dim))
    for i in range(1, len(steps)):
        steps[i] = steps[i - 1] * steps[i]
    return torch.stack(steps, dim)


def sequential_sum_numpy(values, axis, from_zero=False):
    """:func:`sequential_sum` of a float32 or float64 numpy array over ``axis`` (an array, 0-D for one sum):
    the summed axis outermost so each step adds one contiguous slice (``add.accumulate`` where a slice is
    a single value: numpy's ``sum`` of one line is pairwise). Over the first axis of a contiguous array
    (a bias's gradient, a stack of products) nothing is moved."""
    import numpy as np

    axis %= values.ndim
    if not values.shape[axis]:  # nothing to add: the loop's start
        return np.zeros(values.shape[:axis] + values.shape[axis + 1:], dtype=values.dtype)
    if values.size < _FEW_SUMS * values.shape[axis]:  # few sums: each one's whole line at once, in order
        lines = np.ascontiguousarray(np.moveaxis(values, axis, -1))
        total = np.add.accumulate(lines, axis=-1)[..., -1]
        return np.array(total + lines.dtype.type(0) if from_zero else total)
    values = np.ascontiguousarray(np.moveaxis(values, axis, 0) if axis else values)
    if values[0].size > 1:
        # numpy reduces the outer axis of a contiguous array slice after slice, in order (its pairwise
        # summation is only for an inner axis), without holding every partial sum; from -0, the first
        # slice itself is where the sum starts
        return np.add.reduce(values, axis=0, initial=0.0 if from_zero else -0.0)
    total = np.add.accumulate(values, axis=0)[-1]
    if from_zero:
        total = total + values.dtype.type(0)  # a loop from +0 never ends on -0; an accumulation from x0 can
    return np.array(total)  # a copy: the accumulation itself is dropped


def lane_sums(t, width, stop, from_zero=False):
    """The ``width`` running lane sums over the first ``stop`` elements of the last axis (``stop`` a
    multiple of ``width``), each lane adding its elements in order (shape ``[..., width]``)."""
    blocks = t[..., :stop].reshape(t.shape[:-1] + (stop // width, width))
    return sequential_sum(blocks, -2, from_zero)


def avx_pairwise_sum(t):
    """The sum over the last axis as paddle's AVX ``vec_sum``: eight running lane sums over the full
    blocks of eight, folded ((0+1)+(4+5))+((2+3)+(6+7)), then the rest added in order; below eight
    values simply in order."""
    n = t.shape[-1]
    whole = n // AVX * AVX if n >= AVX else 0
    if not whole:
        return sequential_sum(t)
    lane = lane_sums(t, AVX, whole).unbind(-1)
    total = ((lane[0] + lane[1]) + (lane[4] + lane[5])) + ((lane[2] + lane[3]) + (lane[6] + lane[7]))
    for k in range(whole, n):
        total = total + t[..., k]
    return total


def blocks_then_quad_sum(t):
    """The sum over the last axis in MindSpore's softmax order: 8 lanes over the first multiple of 8
    elements added lane by lane onto 0, then the next 4 (if there are 4) summed and added, then the
    rest one by one."""
    n = t.shape[-1]
    c8 = n // 8 * 8
    c4 = c8 + (n - c8) // 4 * 4
    total = torch.zeros(t.shape[:-1], dtype=t.dtype, device=t.device)
    if c8:
        lanes = lane_sums(t, 8, c8, from_zero=True)
        for j in range(8):
            total = total + lanes[..., j]
    if c4 > c8:
        quad = t[..., c8] + t[..., c8 + 1]
        quad = quad + t[..., c8 + 2]
        total = total + (quad + t[..., c8 + 3])
    for j in range(c4, n):
        total = total + t[..., j]
    return total


def lanes_then_sequential_sum(t):
    """The sum over the last axis in MindSpore's ReduceSum order: 8 lanes over the first multiple of 8
    elements, the lanes added in order onto 0, then the rest one by one."""
    n = t.shape[-1]
    c8 = n // 8 * 8
    values = _numpy_view(t) if c8 and t.dim() > 1 and t.numel() <= _FEW_VALUES else None
    if values is not None:
        return torch.from_numpy(_numpy_lanes_then_sequential_sums(values, c8))
    total = torch.zeros(t.shape[:-1], dtype=t.dtype, device=t.device)
    if c8:
        total = sequential_sum(lane_sums(t, 8, c8, from_zero=True), from_zero=True)
    for j in range(c8, n):
        total = total + t[..., j]
    return total


#: up to this many values numpy's calls cost more than its loops (larger tensors sum lanes over contiguous slices)
_FEW_VALUES = 1 << 14


@_quietly
def _numpy_lanes_then_sequential_sums(values, c8):
    """:func:`lanes_then_sequential_sum` of a float32 numpy array (``c8``: its whole blocks of 8 values) in a
    few numpy calls: the lanes by an outer-axis reduction (in order, from +0), then the lanes and the
    leftover values as one line added in order (numpy's ``add.accumulate``; its plain sum is pairwise)."""
    import numpy as np

    zero = np.float32(0)
    blocks = values[..., :c8].reshape(values.shape[:-1] + (c8 // 8, 8))
    lanes = np.add.reduce(blocks, axis=-2, initial=zero)
    line = np.concatenate([lanes, values[..., c8:]], axis=-1) if c8 < values.shape[-1] else lanes
    # from +0: an accumulation from the first value ends on -0 only where every value is -0; adding +0 fixes that
    return np.add.accumulate(line, axis=-1)[..., -1] + zero


def _numpy_view(flat):
    """``flat``'s numpy view where it is float32 and has one (:func:`~unigrad.numerics.plain.numpy_view`: not
    one that records a gradient, whose sums must then stay on the graph)."""
    return numpy_view(flat) if flat.dtype is torch.float32 else None


@_quietly
def _numpy_eigen_redux_sums(rows, accumulators):
    """:func:`eigen_redux_sum` of each row of a 2-D float32 numpy array, all rows at once (numpy scalars)."""
    import numpy as np

    count, n = rows.shape
    whole = n // AVX * AVX
    step = AVX * accumulators
    unrolled = n // step * step
    if unrolled:
        # each lane's running sum from +0 (so never -0): numpy reduces the outer axis of a contiguous
        # array slice after slice, in order, so the steps go outermost
        steps = np.ascontiguousarray(rows[:, :unrolled].reshape(count, -1, step).transpose(1, 0, 2))
        lanes = np.add.reduce(steps, axis=0, initial=0.0).reshape(count, accumulators, AVX)
    else:
        lanes = np.zeros((count, accumulators, AVX), dtype=rows.dtype)
    packet = lanes[:, 0]
    for start in range(unrolled, whole, AVX):
        packet = packet + rows[:, start:start + AVX]
    for extra in range(1, accumulators):
        packet = packet + lanes[:, extra]
    while packet.shape[1] > 1:
        half = packet.shape[1] // 2
        packet = packet[:, :half] + packet[:, half:]
    total = np.zeros(count, dtype=rows.dtype)
    for column in range(whole, n):  # fewer than 8, each a float32 addition
        total = total + rows[:, column]
    return total + packet[:, 0] if whole else total


def _numpy_eigen_redux_sum(flat, accumulators):
    return _numpy_eigen_redux_sums(flat.reshape(1, -1), accumulators)[0]


def eigen_redux_sum(flat, accumulators):
    """The sum of a 1-D float32 tensor in Eigen's vectorised reduction order: ``accumulators`` AVX
    packets take the full packets in turn, the leftover values are summed in order from 0, and the
    packets are added together then folded in halves onto it."""
    values = _numpy_view(flat)
    if values is None:
        return _torch_eigen_redux_sum(flat, accumulators)
    return torch.tensor(_numpy_eigen_redux_sum(values, accumulators))


def _torch_eigen_redux_sum(flat, accumulators):
    """:func:`eigen_redux_sum` in torch operations (inside torch.func transforms, or with a gradient)."""
    n = flat.numel()
    whole = n // AVX * AVX
    step = AVX * accumulators
    unrolled = n // step * step
    lanes = [torch.zeros(AVX, dtype=flat.dtype, device=flat.device) for _ in range(accumulators)]
    if unrolled:
        blocks = flat[:unrolled].reshape(-1, accumulators, AVX)
        lanes = list(sequential_sum(blocks, 0, from_zero=True).unbind(0))
    for start in range(unrolled, whole, AVX):
        lanes[0] = lanes[0] + flat[start:start + AVX]
    packet = lanes[0]
    for extra in lanes[1:]:
        packet = packet + extra
    while packet.numel() > 1:
        half = packet.numel() // 2
        packet = packet[:half] + packet[half:]
    total = sequential_sum(flat[whole:], from_zero=True)
    return total + packet[0] if whole else total


def _tree_leaves(start, n, leaf, leaves):
    """Append the ``(start, size)`` of each leaf of Eigen's tree over ``n`` values, left to right."""
    if n <= leaf:
        leaves.append((start, n))
        return
    half = -(-(-(-n // 2)) // AVX) * AVX
    _tree_leaves(start, half, leaf, leaves)
    _tree_leaves(start + half, n - half, leaf, leaves)


def _tree_total(sums, n, leaf):
    """The leaves' sums (an iterator, left to right) added up as Eigen's tree over ``n`` values adds them."""
    if n <= leaf:
        return next(sums)
    half = -(-(-(-n // 2)) // AVX) * AVX
    left = _tree_total(sums, half, leaf)
    return left + _tree_total(sums, n - half, leaf)


@_quietly
def _numpy_eigen_tree_sum(flat, accumulators, leaf):
    import numpy as np

    leaves = []
    _tree_leaves(0, flat.size, leaf, leaves)
    sums = [None] * len(leaves)
    by_size = {}
    for index, (start, size) in enumerate(leaves):
        by_size.setdefault(size, []).append((index, start))
    for size, members in by_size.items():  # the leaves of one size summed together (at most two sizes)
        starts = [start for _, start in members]
        if len(members) > 1 and all(b - a == size for a, b in zip(starts, starts[1:])):
            rows = flat[starts[0]:starts[-1] + size].reshape(len(members), size)
        else:
            rows = np.stack([flat[start:start + size] for start in starts])
        for (index, _), total in zip(members, _numpy_eigen_redux_sums(rows, accumulators)):
            sums[index] = total
    return _tree_total(iter(sums), flat.size, leaf)


def eigen_tree_sum(flat, accumulators, leaf):
    """The sum of a 1-D float32 tensor as Eigen's tree reduction: above ``leaf`` values the range is split
    at the first whole packet past its middle and the two halves' sums added; each leaf is summed by
    :func:`eigen_redux_sum`."""
    values = _numpy_view(flat)
    if values is not None:
        return torch.tensor(_numpy_eigen_tree_sum(values, accumulators, leaf))
    n = flat.numel()
    if n <= leaf:
        return eigen_redux_sum(flat, accumulators)
    half = -(-(-(-n // 2)) // AVX) * AVX
    return eigen_tree_sum(flat[:half], accumulators, leaf) + eigen_tree_sum(flat[half:], accumulators, leaf)


@_quietly
def _block_sums(blocks, from_zero=False):
    """The in-order sum over the blocks axis (-2) of ``blocks`` [..., blocks, width]: each lane adds its
    blocks one after another. numpy reduces an axis other than the innermost slice after slice, in order
    (its pairwise summation is only along the innermost axis), straight from a view of ``blocks``."""
    # lanes contiguous: numpy's iterator keeps them the inner loop, so the blocks axis stays in order
    values = _numpy_view(blocks) if blocks.stride(-1) == 1 and blocks.stride(-2) >= blocks.shape[-1] else None
    if values is None:
        return sequential_sum(blocks, -2, from_zero)
    import numpy as np

    start = {"initial": np.float32(0)} if from_zero else {}
    return torch.from_numpy(np.add.reduce(values, axis=-2, **start))


def eigen_redux_row_sums(rows, accumulators):
    """Each row's sum (over the last axis) in Eigen's vectorised reduction order, as :func:`eigen_redux_sum`
    sums one vector: ``accumulators`` packets of 8 lanes from 0 take the full packets in turn (then the
    first takes the packets left over), the packets are added and folded in halves, and that is added to
    the leftover values summed in order from 0. The lanes' running sums are whole-slice sums (numpy's
    in-order accumulation where it can), never a loop over packets."""
    n = rows.shape[-1]
    lead = rows.shape[:-1]
    whole = n // AVX * AVX
    step = AVX * accumulators
    unrolled = n // step * step
    if unrolled:
        blocks = rows[..., :unrolled].reshape(lead + (unrolled // step, step))
        lanes = _block_sums(blocks, from_zero=True).reshape(lead + (accumulators, AVX)).unbind(-2)
        lanes = list(lanes)
    else:
        lanes = [rows.new_zeros(lead + (AVX,)) for _ in range(accumulators)]
    for start in range(unrolled, whole, AVX):
        lanes[0] = lanes[0] + rows[..., start:start + AVX]
    packet = lanes[0]
    for extra in lanes[1:]:
        packet = packet + extra
    while packet.shape[-1] > 1:
        half = packet.shape[-1] // 2
        packet = packet[..., :half] + packet[..., half:]
    total = sequential_sum(rows[..., whole:], from_zero=True) if whole < n else rows.new_zeros(lead)
    return total + packet[..., 0] if whole else total


def _eigen_core_redux_rows(rows, head):
    """:func:`eigen_core_redux_row_sums` for rows that all start ``head`` values before an aligned address."""
    n = rows.shape[-1]
    head = min(head, n)
    body = n - head
    aligned = body // AVX * AVX
    if not aligned:  # too small to vectorise: in order from the first value
        return sequential_sum(rows)
    paired = body // (2 * AVX) * (2 * AVX)
    start = head
    if aligned > AVX:
        blocks = rows[..., start:start + max(paired, 2 * AVX)].reshape(rows.shape[:-1] + (-1, 2 * AVX))
        pair = _block_sums(blocks) if blocks.shape[-2] > 1 else blocks[..., 0, :]
        packet = pair[..., :AVX] + pair[..., AVX:]
        if aligned > paired:
            packet = packet + rows[..., start + paired:start + paired + AVX]
    else:
        packet = rows[..., start:start + AVX]
    while packet.shape[-1] > 1:
        half = packet.shape[-1] // 2
        packet = packet[..., :half] + packet[..., half:]
    rest = torch.cat([packet, rows[..., :head], rows[..., head + aligned:]], -1)
    return sequential_sum(rest)


def eigen_core_redux_row_sums(rows, heads=None):
    """Each row's sum as Eigen's core (Matrix/Array) vectorised ``redux`` adds it: from the first aligned
    value, two packets taking the full packets in turn (one alone if only one), added together, then the
    last full packet if odd, folded in halves; then the values before the aligned start and after the
    last packet, in order. ``heads[i]``: how many values row ``i`` starts before a 32-byte boundary (0 for
    an expression Eigen cannot address, None for all)."""
    distinct = {0} if heads is None else set(heads)
    if len(distinct) == 1:
        return _eigen_core_redux_rows(rows, distinct.pop())
    out = rows.new_empty(rows.shape[:-1])
    for head in sorted(distinct):
        picked = torch.tensor([i for i, h in enumerate(heads) if h == head], dtype=torch.long)
        out[picked] = _eigen_core_redux_rows(rows[picked], head)
    return out
