"""paddle 3.3's scatter, put_along_axis, index_add, index_put, masked_scatter, bincount, histogram, trapezoid,
cumulative_trapezoid, vander, polar, cdist, slice, strided_slice, crop, quantile, nanquantile, randint_like,
bernoulli and multinomial (conformance cases ``more_ops3_scatter_index`` and ``more_ops3_counts_slices`` compare
them with the real paddle)."""

import numpy as np
import pytest

from unigrad import paddle_api as paddle


def test_scatter_last_write_wins_and_every_update_gets_a_gradient():
    x = paddle.to_tensor([[1.0, 1], [2, 2], [3, 3]], stop_gradient=False)
    updates = paddle.to_tensor([[1.0, 1], [2, 2], [3, 3], [4, 4]], stop_gradient=False)
    index = paddle.to_tensor([2, 1, 0, 1])
    out = paddle.scatter(x, index, updates)
    assert out.tolist() == [[3.0, 3.0], [4.0, 4.0], [1.0, 1.0]]
    (out * paddle.arange(6, dtype="float32").reshape([3, 2])).sum().backward()
    assert updates.grad.tolist() == [[4.0, 5.0], [2.0, 3.0], [0.0, 1.0], [2.0, 3.0]]
    assert x.grad.tolist() == [[0.0, 0.0]] * 3
    added = paddle.scatter(x.detach(), index, updates.detach(), overwrite=False)
    assert added.tolist() == [[3.0, 3.0], [6.0, 6.0], [1.0, 1.0]]
    with pytest.raises(IndexError, match=r"less than 1st-dim size \(3\) of input, but received \[3\]"):
        paddle.scatter(x, paddle.to_tensor([3]), updates[:1])


def test_scatter_in_place():
    y = paddle.ones([3])
    assert y.scatter_(paddle.to_tensor([0, 0]), paddle.to_tensor([5.0, 6])) is y
    assert y.tolist() == [6.0, 1.0, 1.0]


def test_put_along_axis_reductions_and_assign_gradient():
    arr = paddle.to_tensor([[10.0, 30, 20], [60, 40, 50]])
    pairs = paddle.to_tensor([[0, 0], [0, 1]])
    vals = paddle.to_tensor([[1.0, 2], [3, 4]], stop_gradient=False)
    assert paddle.put_along_axis(arr, pairs, vals, 1, "add").tolist() == [[13.0, 30, 20], [63, 44, 50]]
    assert paddle.put_along_axis(arr, pairs, vals, 1, "amax", include_self=False).tolist() == [[2.0, 30, 20],
                                                                                             [3, 4, 50]]
    out = paddle.put_along_axis(arr, pairs, vals, 1)
    assert out.tolist() == [[2.0, 30, 20], [3, 4, 50]]
    out.sum().backward()
    assert vals.grad.tolist() == [[0.0, 1.0], [1.0, 1.0]]  # only the last of repeated writes
    assert paddle.put_along_axis(arr, paddle.to_tensor([[1]]), 7.0, 1).tolist() == [[10.0, 7, 20], [60, 7, 50]]
    y = arr.clone()
    assert y.put_along_axis_(pairs, vals.detach(), 1, "mul") is y
    assert not hasattr(paddle, "put_along_axis_")
    with pytest.raises(ValueError, match="can not support reduce: 'sum'"):
        paddle.put_along_axis(arr, pairs, vals, 1, "sum")


def test_index_add_torch_forms_and_errors():
    ones = paddle.ones([3, 3])
    rows = paddle.to_tensor([0, 2], dtype="int32")
    source = paddle.to_tensor([[1.0, 2, 3], [4, 5, 6]])
    expected = [[2.0, 3, 4], [1, 1, 1], [5, 6, 7]]
    assert paddle.index_add(ones, rows, 0, source).tolist() == expected
    assert paddle.index_add(input=ones, dim=0, index=rows, source=source).tolist() == expected
    assert paddle.index_add(ones, 0, rows, source).tolist() == expected
    assert paddle.index_add(ones, rows, 0, source, alpha=2).tolist()[0] == [3.0, 5, 7]
    with pytest.raises(ValueError, match="expected >= -3 and < 3, but got 3"):
        paddle.index_add(ones, paddle.to_tensor([3]), 0, source[:1])


def test_index_put_and_masked_scatter():
    zeros = paddle.zeros([3, 3])
    out = paddle.index_put(zeros, (paddle.to_tensor([0, 0]), paddle.to_tensor([1, 1])), paddle.to_tensor([5.0, 6.0]))
    assert out.tolist()[0] == [0.0, 6.0, 0.0]
    acc = paddle.index_put(zeros, (paddle.to_tensor([0, 0]), paddle.to_tensor([1, 1])), paddle.to_tensor([5.0, 6.0]),
                           accumulate=True)
    assert acc.tolist()[0] == [0.0, 11.0, 0.0]
    with pytest.raises(ValueError, match="argument 'value' \\(position 2\\) must be Tensor"):
        paddle.index_put(zeros, (paddle.to_tensor([0]),), 1.0)
    mask = paddle.to_tensor([True, False, True])
    assert paddle.masked_scatter(paddle.zeros([3]), mask, paddle.to_tensor([7.0, 8, 9])).tolist() == [7.0, 0.0, 8.0]
    with pytest.raises(AssertionError, match="true nums is 1, value size is 1"):
        paddle.masked_scatter(paddle.zeros([3]), mask, paddle.to_tensor([7.0]))


def test_bincount_and_histogram_dtypes():
    b = paddle.to_tensor([1, 2, 1, 4, 5])
    assert paddle.bincount(b).tolist() == [0, 2, 1, 0, 1, 1]
    assert str(paddle.bincount(b, weights=paddle.to_tensor([2, 4, 1, 5, 5])).dtype) == "paddle.float64"
    counts = paddle.histogram(paddle.to_tensor([1, 2, 1]), bins=4, min=0, max=3)
    assert counts.tolist() == [0, 2, 1, 0] and str(counts.dtype) == "paddle.int64"
    assert str(paddle.histogram(paddle.to_tensor([1.0, 2]), bins=2, density=True).dtype) == "paddle.float32"
    with pytest.raises(TypeError, match="should all be integers"):
        paddle.bincount(paddle.to_tensor([1.0]))


def test_trapezoid_vander_polar():
    y = paddle.to_tensor([4.0, 5.0, 6.0])
    assert float(paddle.trapezoid(y, x=paddle.to_tensor([1.0, 2, 5]))) == 21.0
    assert paddle.cumulative_trapezoid(y, dx=2.0).tolist() == [9.0, 20.0]
    with pytest.raises(ValueError, match="both x and dx"):
        paddle.trapezoid(y, x=y, dx=1.0)
    assert paddle.vander(paddle.to_tensor([1, 2, 3], dtype="int32"), n=3).tolist() == [[1, 1, 1], [4, 2, 1], [9, 3, 1]]
    z = paddle.polar(paddle.to_tensor([2.0]), paddle.to_tensor([0.0]))
    assert str(z.dtype) == "paddle.complex64" and z.numpy().tolist() == [2 + 0j]


def test_cdist_slices_and_crop():
    a = paddle.to_tensor([[0.0, 0.0], [3.0, 4.0]])
    assert paddle.cdist(a, a).tolist() == [[0.0, 5.0], [5.0, 0.0]]
    assert paddle.cdist(a, a, p=1).tolist() == [[0.0, 7.0], [7.0, 0.0]]
    s = paddle.arange(24, dtype="float32").reshape([2, 3, 4])
    assert paddle.slice(s, axes=[0, 2], starts=[0, 1], ends=[1, 3]).shape == [1, 3, 2]
    assert paddle.strided_slice(s, axes=[2], starts=[-1], ends=[-5], strides=[-1]).tolist()[0][0] == [3.0, 2, 1, 0]
    m = paddle.arange(9, dtype="float32").reshape([3, 3])
    assert paddle.crop(m, shape=[-1, 2], offsets=[1, 1]).tolist() == [[4.0, 5.0], [7.0, 8.0]]
    assert not hasattr(m, "crop")
    # Python's own slice still works inside the module that defines paddle.slice
    assert [p.shape for p in paddle.tensor_split(paddle.arange(5), [2])] == [[2], [3]]


def test_quantiles():
    q = paddle.to_tensor([[0.0, 1, 2, 3, 4], [5, 6, 7, 8, 9]])
    assert np.allclose(paddle.quantile(q, 0.35, axis=1).numpy(), [1.4, 6.4])
    assert paddle.quantile(q, [0.5]).shape == []
    assert paddle.quantile(input=q, q=0.5, dim=1).tolist() == [2.0, 7.0]
    nan = float("nan")
    out = paddle.nanquantile(paddle.to_tensor([[1.0, nan, 3], [nan, nan, nan]]), 0.5, axis=1).numpy()
    assert out[0] == 2.0 and np.isnan(out[1])


def test_seeded_draws_follow_paddles_stream():
    paddle.seed(7)
    drawn = paddle.randint_like(paddle.zeros([2, 3]), 0, 10)
    assert drawn.tolist() == [[0.0, 6.0, 8.0], [4.0, 6.0, 9.0]] and str(drawn.dtype) == "paddle.float32"
    paddle.seed(3)
    p = paddle.to_tensor([0.1, 0.5, 0.9, 0.3, 0.7, 0.25, 0.75, 0.5])
    assert paddle.bernoulli(p).tolist() == [0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]
    paddle.seed(5)
    assert paddle.multinomial(paddle.to_tensor([0.2, 0.3, 0.5]), 4, replacement=True).tolist() == [2, 2, 1, 2]
    assert not hasattr(paddle.Tensor, "bernoulli") and hasattr(paddle.Tensor, "bernoulli_")
