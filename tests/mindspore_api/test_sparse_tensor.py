"""mindspore_api.common.sparse_tensor: COOTensor and CSRTensor parts, densifying, printing and checks."""

import numpy as np
import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import COOTensor, CSRTensor, Tensor


def test_coo_to_dense_adds_repeated_positions():
    coo = COOTensor(Tensor([[0, 1], [0, 1], [2, 3]], dtype=ms.int32), Tensor([1.0, 2.5, -1.0]), (3, 4))
    expected = np.zeros((3, 4), np.float32)
    expected[0, 1], expected[2, 3] = 3.5, -1.0
    assert np.array_equal(coo.to_dense().asnumpy(), expected)
    assert (coo.shape, coo.size, coo.ndim, str(coo.dtype)) == ((3, 4), 3, 2, "Float32")


def test_csr_to_dense_places_each_rows_values():
    csr = CSRTensor(Tensor([0, 2, 2, 3], dtype=ms.int32), Tensor([1, 3, 0], dtype=ms.int32),
                    Tensor([1.0, 2.0, 3.0]), (3, 4))
    assert csr.to_dense().asnumpy().tolist() == [[0, 1, 0, 2], [0, 0, 0, 0], [3, 0, 0, 0]]
    assert [str(t.dtype) for t in csr.to_tuple()[:3]] == ["Int32", "Int32", "Float32"]


def test_parts_print_without_commas_and_the_class_under_mindsporess_path():
    coo = COOTensor(Tensor([[0, 1]], dtype=ms.int64), Tensor([7], dtype=ms.int32), (3, 4))
    assert str(coo) == ("COOTensor(shape=[3, 4], dtype=Int32, indices=Tensor(shape=[1, 2], dtype=Int64, value=\n"
                        "[[0 1]]), values=Tensor(shape=[1], dtype=Int32, value=[7]))")
    assert repr(COOTensor) == "<class 'mindspore.common.sparse_tensor.COOTensor'>"


def test_misuse_raises_mindspores_errors_and_builds_nothing():
    with pytest.raises(TypeError, match="'shape' must be tuple"):
        COOTensor(Tensor([[0, 1]], dtype=ms.int32), Tensor([1.0]), [2, 2])
    with pytest.raises(ValueError, match=r"indptr must have length \(1 \+ shape\[0\]\)"):
        CSRTensor(Tensor([0, 1], dtype=ms.int32), Tensor([0], dtype=ms.int32), Tensor([1.0]), (2, 2))
    with pytest.raises(TypeError, match="only support Int32"):
        CSRTensor(Tensor([0, 1, 1]), Tensor([0]), Tensor([1.0]), (2, 2)).to_coo()
