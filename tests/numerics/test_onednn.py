"""oneDNN's sgemm order (MindSpore's CPU MatMul) against bit patterns recorded from MindSpore 2.10.0.

Each row: M, K, N, transpose_a, transpose_b and the sum of the int32 bit patterns of
``ops.MatMul(transpose_a, transpose_b)(a, b)`` as real MindSpore printed it (CPU, AVX2), for
the deterministic inputs below. The shapes reach every kernel: 16x6 tiles (one FMA chain),
16x3 and 8-wide tiles (two chains), x1/x2 tiles (no FMA), K blocks of 96, the gemv kernels,
brgemm's single column, and two threads over rows.
"""

import numpy as np
import pytest
import torch

from unigrad.numerics import onednn

RECORDED = [
    (7, 17, 9, False, False, -5097394423),
    (13, 33, 17, False, True, 10564375821),
    (6, 16, 8, False, False, 3851717447),
    (5, 40, 3, True, False, 891862024),
    (2, 300, 5, True, True, -6515214995),
    (1, 37, 5, False, True, -1030609942),
    (1, 37, 5, False, False, -1030609931),
    (5, 7, 1, True, False, 1204415954),
    (16, 29, 1, False, False, 2827837884),
    (16, 1, 1, False, True, 2274543916),
    (70, 9, 3, False, False, 219528310209),
    (4, 600, 20, False, False, 8564371853),
]


def _values(shape, seed):
    i = np.arange(int(np.prod(shape)), dtype=np.float64)
    return torch.from_numpy((np.sin(i * 0.7 + seed) * 3.0).astype(np.float32).reshape(shape))


@pytest.mark.parametrize("m, k, n, transpose_a, transpose_b, bits", RECORDED)
def test_matches_mindspore_bits(m, k, n, transpose_a, transpose_b, bits):
    out = onednn.matmul(_values((m, k), 1), _values((k, n), 2), transpose_a, transpose_b)
    assert out.shape == (m, n)
    assert int(out.view(torch.int32).long().sum()) == bits


def test_some_recorded_bits_are_not_torchs():
    # so that the test above checks an order, not torch's product
    differs = [torch.equal(onednn.matmul(_values((m, k), 1), _values((k, n), 2)), _values((m, k), 1) @ _values((k, n), 2))
               for m, k, n, *_ in RECORDED]
    assert not all(differs)


def test_batched_matches_per_matrix_when_each_batch_is_whole():
    a, b = _values((2, 6, 16), 1), _values((2, 16, 8), 2)
    out = onednn.matmul(a, b)
    for i in range(2):
        assert torch.equal(out[i], onednn.matmul(a[i], b[i]))


def test_empty_and_large_fall_back():
    assert onednn.matmul(torch.zeros(3, 0), torch.zeros(0, 2)).eq(0).all()
    a, b = torch.ones(300, 4), torch.ones(4, 300)  # copy-based kernels: torch's product
    assert torch.equal(onednn.matmul(a, b), a @ b)


def test_batched_work_split_between_two_threads_matches_mindspore():
    # 3 x 5 x 4 outputs: thread 0 takes matrix 0 and rows 0-2 of matrix 1, thread 1 the rest, each run
    # tiled by 6 rows from its own start (per matrix, rows 3-4 of matrix 1 would be tiled otherwise);
    # -4151976621: the int32 bit patterns' sum of MindSpore 2.10's BatchMatMul for these inputs
    out = onednn.matmul(_values((3, 5, 7), 1), _values((3, 7, 4), 2))
    assert int(out.view(torch.int32).long().sum()) == -4151976621


def _fused_chain_reference(a_row, b_column):
    """One fused chain in k order, every fma rounded once (float32.fma32): a 16x6 tile's order."""
    from unigrad.numerics.float32 import fma32

    total = torch.zeros(1)
    for x, y in zip(a_row, b_column):
        total = fma32(x.reshape(1), y.reshape(1), total)
    return total[0]


def test_a_float64_sum_rounded_onto_a_float32_midpoint_is_rounded_once():
    # 2**-80 then (1 + 2**-12)**2 = 1 + 2**-11 + 2**-24 (a float32 midpoint): in float64 the 2**-80 is lost and
    # the tie would go to even; the fused multiply-add rounds the exact sum once, up
    a, b = torch.zeros(6, 2), torch.zeros(2, 16)
    a[0] = torch.tensor([2.0 ** -40, 1 + 2.0 ** -12])
    b[:, 0] = torch.tensor([2.0 ** -40, 1 + 2.0 ** -12])
    out = onednn.matmul(a, b)
    assert out[0, 0].item() == 1 + 2.0 ** -11 + 2.0 ** -23 == _fused_chain_reference(a[0], b[:, 0]).item()


def test_products_that_underflow_keep_their_sign():
    # every product is below float32's smallest subnormal, so each fused sum rounds to a signed zero: rows 0-5
    # (16x6 tile, one chain over k = 0, 1) end with the sign of the last product; rows 6-8 (16x3 tile, an even
    # and an odd chain, each one product long, padded to the other tile's two steps) add two zeros, -0 only
    # where both products are negative: the padding must leave a -0 as it is
    g = torch.Generator().manual_seed(0)
    a = torch.randn(9, 2, generator=g) * 2.0 ** -80
    b = torch.randn(2, 16, generator=g) * 2.0 ** -80
    out = onednn.matmul(a, b)
    assert out.eq(0).all()
    negative = (a[:, :, None] * b[None, :, :].double()) < 0  # the exact products' signs
    assert torch.equal(out[:6].signbit(), negative[:6, 1])
    assert torch.equal(out[6:].signbit(), negative[6:, 0] & negative[6:, 1])
    assert out[6:].signbit().any()


def test_a_shapes_plan_is_made_once():
    onednn._plan.cache_clear()
    a, b = _values((13, 33), 1), _values((33, 17), 2)
    first = onednn.matmul(a, b)
    second = onednn.matmul(a, b)
    assert torch.equal(first, second)
    assert onednn._plan.cache_info().hits >= 1 and onednn._plan.cache_info().misses == 1


def test_scratch_kept_between_calls_is_bounded(monkeypatch):
    # one step over 4,096 x 80 outputs (K = 1) of the float64 evaluation (the one with scratch space, where
    # addcmul is not fused; matmul itself takes K = 1 as an outer product): its chunk gets arrays of its
    # own, the kept scratch stays small
    monkeypatch.setattr(onednn, "addcmul_is_fused", lambda: False)
    a, b = _values((4096, 1), 1), _values((1, 80), 2)
    out = torch.from_numpy(onednn._product_2d(a.numpy(), b.numpy(), False, False))
    assert torch.equal(out, a * b)  # one rounded product per output
    kept = getattr(onednn._scratch, "buffers", None)
    assert kept is None or kept[0].size <= onednn._SCRATCH_KEPT


def _special_values(shape, kind, rs):
    """Operands that reach every rounding case: mixed magnitudes with signed zeros, products in
    float32's subnormal range, non-finite values, and small integers times powers of two (float32
    midpoints are frequent among their sums)."""
    if kind == 0:
        x = rs.randn(*shape) * rs.choice([1e-20, 1e-3, 1.0, 1e3, 0.0, -0.0], size=shape)
    elif kind == 1:
        x = rs.randint(-8, 9, size=shape) * 2.0 ** rs.randint(-70, -60, size=shape)
    elif kind == 2:
        x = rs.choice([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e38, 3e-39, 1 + 2.0 ** -12], size=shape)
    else:
        x = rs.randint(-2 ** 12, 2 ** 12, size=shape) * 2.0 ** rs.randint(-14, 14, size=shape)
    return x.astype(np.float32)


_SHAPES = [(m, k, n) for m in (1, 2, 4, 7) for k in (1, 3, 4, 9) for n in (1, 3, 9, 17)] + [(4, 300, 20), (70, 9, 3)]


def _same_bits(x, y):
    """Equal bit for bit, any NaN matching any NaN (a NaN's sign and payload print alike)."""
    return bool(((x.view(np.int32) == y.view(np.int32)) | (np.isnan(x) & np.isnan(y))).all())


@pytest.mark.parametrize("kind", range(4))
def test_float32_evaluation_and_shortcuts_match_the_float64_one_rounding_at_a_time(kind):
    # every fused step as one addcmul (where it rounds once), K = 1 as an outer product, a single chain on
    # the operands themselves: the same bits as the float64 sums with every fma rounded once
    if not onednn.addcmul_is_fused():
        pytest.skip("torch's addcmul is not a fused multiply-add on this machine: the float64 evaluation runs")
    rs = np.random.RandomState(kind)
    for m, k, n in _SHAPES:
        for transpose_a in (False, True):
            for transpose_b in (False, True):
                a, b = _special_values((m, k), kind, rs), _special_values((k, n), kind, rs)
                plan = onednn._plan(m, k, n, *onednn._layout_flags(m, k, n, transpose_a, transpose_b), None)
                with np.errstate(all="ignore"):
                    expected = onednn._evaluate(plan, a, b, exact=True)
                    assert _same_bits(onednn._evaluate_float32(plan, a, b), expected), (m, k, n, transpose_a, transpose_b)
                got = onednn.matmul(torch.from_numpy(a), torch.from_numpy(b), transpose_a, transpose_b).numpy()
                assert _same_bits(got, expected), (m, k, n, transpose_a, transpose_b)


#: a training step's products (an MLP's Dense layers and their gradients): one-chain and plain tiles over
#: hundreds of steps, K blocks of 96, masked 16-tiles
_LAYER_SHAPES = [(32, 64, 128, False, True), (32, 128, 10, False, True), (32, 10, 128, False, False),
                 (10, 32, 128, True, False), (128, 32, 64, True, False), (20, 200, 30, True, False)]


@pytest.mark.parametrize("kind", range(4))
def test_float32_evaluation_of_layer_sized_products_rounds_every_step_once(kind):
    if not onednn.addcmul_is_fused():
        pytest.skip("torch's addcmul is not a fused multiply-add on this machine: the float64 evaluation runs")
    rs = np.random.RandomState(10 + kind)
    for m, k, n, transpose_a, transpose_b in _LAYER_SHAPES:
        key = (m, k, n, *onednn._layout_flags(m, k, n, transpose_a, transpose_b), None)
        plan = onednn._plan(*key)
        for _ in range(2):  # the second time on the step buffers kept from the first
            a, b = _special_values((m, k), kind, rs), _special_values((k, n), kind, rs)
            with np.errstate(all="ignore"):
                expected = onednn._evaluate(plan, a, b, exact=True)
                assert _same_bits(onednn._evaluate_float32(plan, a, b, key), expected), (m, k, n)


def test_step_buffers_kept_between_calls_are_bounded():
    onednn._workspaces.by_plan = {}
    a, b = _values((32, 64), 1), _values((64, 128), 2)
    first = onednn.matmul(a, b, False, True)
    for m in range(1, 12):  # more shapes than are kept
        onednn.matmul(_values((m + 6, 30), 3), _values((30, 40), 4))
    assert len(onednn._workspaces.by_plan) <= onednn._WORKSPACES_KEPT
    assert torch.equal(onednn.matmul(a, b, False, True), first)
    big = onednn.matmul(_values((6, 4000), 5), _values((4000, 160), 6))  # its buffers are not kept
    kept = [s for steps in onednn._workspaces.by_plan.values() for s in steps if s is not None]
    assert all(s.left.size + s.right.size <= onednn._WORKSPACE_KEPT_ELEMENTS for s in kept)
    assert big.shape == (6, 160)


def test_k_of_one_turns_a_negative_zero_product_into_plus_zero_batched_too():
    a = torch.tensor([[[-0.0], [2.0]], [[1.0], [-3.0]]])
    b = torch.tensor([[[1.0, -0.0, 1e-30]], [[-0.0, 2.0, 1e-30]]])
    out = onednn.matmul(a, b)
    assert not out.signbit()[out == 0].any()
    assert torch.equal(out, torch.tensor([[[0.0, 0.0, 0.0], [2.0, 0.0, 2e-30]], [[0.0, 2.0, 1e-30], [0.0, -6.0, -3e-30]]]))


def test_recorded_bits_without_a_fused_addcmul(monkeypatch):
    # where the probe says addcmul rounds twice, the float64 evaluation gives the recorded bits alone
    monkeypatch.setattr(onednn, "addcmul_is_fused", lambda: False)
    for m, k, n, transpose_a, transpose_b, bits in RECORDED:
        out = onednn.matmul(_values((m, k), 1), _values((k, n), 2), transpose_a, transpose_b)
        assert int(out.view(torch.int32).long().sum()) == bits
