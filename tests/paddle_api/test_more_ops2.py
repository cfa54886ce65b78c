"""paddle 3.3's diff, rot90, diag_embed, take, cummax/cummin, mode, unique, searchsorted, bucketize, bitwise_not,
index_fill, msort and the Tensor methods diag, mT, squeeze_, unsqueeze_ (conformance case
``more_ops2_diff_take_unique`` compares them with the real paddle)."""

import pytest

from unigrad import paddle_api as paddle


def test_diff_with_prepend_and_torch_style_names():
    x = paddle.to_tensor([[1.0, 4, 5], [2, 7, 3]])
    out = paddle.diff(input=x, dim=1, prepend=paddle.zeros([2, 1]))
    assert out.tolist() == [[1.0, 3.0, 1.0], [2.0, 5.0, -4.0]]
    with pytest.raises(ValueError, match="at least one-dimensional but got 0"):
        paddle.diff(x, n=0)


def test_take_modes_and_range_error():
    x = paddle.arange(12).reshape([3, 4])
    index = paddle.to_tensor([[0, 13], [-14, 2]])
    assert paddle.take(x, index, mode="wrap").tolist() == [[0, 1], [10, 2]]
    assert x.take(index, mode="clip").tolist() == [[0, 11], [0, 2]]
    with pytest.raises(ValueError, match="expected >= -12 and < 12, but got 13"):
        paddle.take(x, paddle.to_tensor([13]))


def test_cumulative_extremes_return_int64_indices_of_the_last_tie():
    values, indices = paddle.cummax(paddle.to_tensor([1, 1, 2, 2]))
    assert values.tolist() == [1, 1, 2, 2] and indices.tolist() == [0, 1, 2, 3]
    assert str(indices.dtype) == "paddle.int64"
    assert str(paddle.cummin(paddle.to_tensor([3.0, 1.0]), dtype="int32")[1].dtype) == "paddle.int32"


def test_unique_extras_in_order():
    out, index, inverse, counts = paddle.unique(paddle.to_tensor([2, 3, 3, 1, 5, 3]), return_index=True,
                                                return_inverse=True, return_counts=True)
    assert out.tolist() == [1, 2, 3, 5] and index.tolist() == [3, 0, 1, 4]
    assert inverse.tolist() == [1, 2, 2, 0, 3, 2] and counts.tolist() == [1, 1, 3, 1]


def test_searchsorted_and_bucketize():
    boundaries = paddle.to_tensor([2, 4, 8, 16])
    x = paddle.to_tensor([[0, 8, 4, 16], [-1, 2, 8, 4]])
    assert paddle.bucketize(input=x, boundaries=boundaries).tolist() == [[0, 2, 1, 3], [0, 0, 2, 1]]
    assert paddle.searchsorted(boundaries, x, right=True).tolist() == [[0, 3, 2, 4], [0, 1, 3, 2]]
    assert not hasattr(paddle.Tensor, "searchsorted")


def test_out_argument_receives_the_result():
    out = paddle.zeros([1])
    result = paddle.msort(paddle.to_tensor([[3.0, 1], [0, 2]]), out=out)
    assert result is out and out.tolist() == [[0.0, 1.0], [3.0, 2.0]]


def test_method_only_additions():
    z = paddle.zeros([1, 3, 1])
    assert z.squeeze_() is z and z.shape == [3]
    assert z.unsqueeze_(0) is z and z.shape == [1, 3]
    assert paddle.arange(6).reshape([1, 2, 3]).mT.shape == [1, 3, 2]
    with pytest.raises(ValueError, match=r"Tensor.ndim\(1\) is required"):
        paddle.to_tensor([1, 2]).mT
    assert paddle.to_tensor([1, 2]).diag().tolist() == [[1, 0], [0, 2]]
