"""paddle 3.3's stacking and splitting helpers, broadcasting, and small elementwise ops (hstack ... logit)."""

import pytest

import unigrad.paddle_api as paddle


def values(tensors):
    return [t.tolist() for t in tensors]


def test_stacking_makes_low_rank_inputs_fit_first():
    vector = paddle.to_tensor([1.0, 2.0])
    matrix = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
    assert paddle.hstack([vector, vector]).tolist() == [1.0, 2.0, 1.0, 2.0]
    assert paddle.hstack([matrix, matrix]).shape == [2, 4]
    assert paddle.vstack([vector, matrix]).tolist() == [[1.0, 2.0], [1.0, 2.0], [3.0, 4.0]]
    assert paddle.row_stack([vector, vector]).shape == [2, 2]
    assert paddle.dstack([matrix, matrix]).shape == [2, 2, 2]
    assert paddle.column_stack([vector, matrix]).tolist() == [[1.0, 1.0, 2.0], [2.0, 3.0, 4.0]]
    assert not hasattr(paddle.Tensor, "hstack") and hasattr(paddle.Tensor, "hsplit")


def test_stacking_reports_paddles_concat_errors():
    with pytest.raises(ValueError, match=r"The data_type of input tensor in list isn't consistent, the first tensor "
                                         r"is int32, but 1th tensor is float32"):
        paddle.hstack([paddle.to_tensor([1], dtype="int32"), paddle.to_tensor([1.0])])
    with pytest.raises(ValueError, match=r"The 0-th dimension of input\[0\] and input\[1\] is expected to be equal"):
        paddle.hstack([paddle.ones([2, 2]), paddle.ones([3, 3])])
    with pytest.raises(ValueError, match="must be list of Tensors, but got empty list"):
        paddle.vstack([])


def test_tensor_split_by_count_and_by_indices():
    line = paddle.arange(7)
    assert values(paddle.tensor_split(line, 3)) == [[0, 1, 2], [3, 4], [5, 6]]
    assert values(paddle.tensor_split(line, [5, 2])) == [[0, 1, 2, 3, 4], [], [2, 3, 4, 5, 6]]
    assert values(paddle.tensor_split(line, [-2, 9])) == [[0, 1, 2, 3, 4], [5, 6], []]
    assert values(paddle.tensor_split(input=line, sections=2, dim=0)) == [[0, 1, 2, 3], [4, 5, 6]]
    cube = paddle.arange(24).reshape([2, 3, 4])
    assert [p.shape for p in paddle.hsplit(cube, [1])] == [[2, 1, 4], [2, 2, 4]]
    assert [p.shape for p in cube.dsplit(3)] == [[2, 3, 2], [2, 3, 1], [2, 3, 1]]
    with pytest.raises(ValueError, match="num_or_indices must be larger than 0."):
        paddle.tensor_split(line, 0)
    with pytest.raises(ValueError, match="The input tensor's dimension must be greater than 1, but got 1"):
        paddle.vsplit(line, 1)


def test_atleast_returns_its_input_when_already_of_the_rank():
    matrix = paddle.ones([2, 3])
    assert paddle.atleast_2d(matrix) is matrix
    assert paddle.atleast_3d(matrix).shape == [2, 3, 1]
    assert [t.shape for t in paddle.atleast_1d(paddle.to_tensor(1.0), 2)] == [[1], [1]]
    assert paddle.atleast_2d([1, 2]).dtype is paddle.int64


def test_unstack_checks_num():
    grid = paddle.arange(6).reshape([2, 3])
    assert values(paddle.unstack(grid, axis=1)) == [[0, 3], [1, 4], [2, 5]]
    assert paddle.unstack(grid, 0, 0) == []
    with pytest.raises(ValueError, match="The number of attribute num is not equal to the length of the 1 axis"):
        paddle.unstack(grid, -1, 2)


def test_broadcasting_helpers():
    assert paddle.broadcast_shape([2, 1, 3], [1, 3, 1]) == [2, 3, 3]
    shapes = [t.shape for t in paddle.broadcast_tensors([paddle.ones([2, 1]), paddle.ones([3])])]
    assert shapes == [[2, 3], [2, 3]]
    with pytest.raises(ValueError, match=r"dim_size\[3\] != target_dim_size\[2\]"):
        paddle.broadcast_tensors([paddle.ones([2]), paddle.ones([3])])


def test_elementwise_helpers():
    a = paddle.to_tensor([12, 20, -7, 0])
    b = paddle.to_tensor([8, -15, 3, 0])
    assert paddle.gcd(a, b).tolist() == [4, 5, 1, 0]
    assert paddle.lcm(input=a, other=b).tolist() == [24, 60, 21, 0]
    assert paddle.deg2rad(paddle.to_tensor([180])).dtype is paddle.float32
    assert paddle.hypot(paddle.to_tensor([3.0]), paddle.to_tensor([4.0])).tolist() == [5.0]
    assert str(paddle.negative(paddle.to_tensor([0.0])).tolist()) == "[0.0]"  # +0, as paddle's scale gives
    assert paddle.count_nonzero(paddle.to_tensor([[0.0, 1.0], [2.0, 3.0]]), 1).tolist() == [1, 2]
    assert paddle.sgn(paddle.to_tensor([3 + 4j])).tolist() == [0.6000000238418579 + 0.800000011920929j]
    with pytest.raises(TypeError, match="The `-` operator, on a bool tensor is not supported."):
        paddle.negative(paddle.to_tensor([True]))


def test_gradients_flow_through_stacks_and_splits():
    x = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
    first, rest = paddle.tensor_split(paddle.vstack([x, x]) * 2, [1])
    (grad,) = paddle.grad(first.sum() + 3 * rest.sum(), x)
    assert grad.tolist() == [8.0, 8.0, 8.0]
