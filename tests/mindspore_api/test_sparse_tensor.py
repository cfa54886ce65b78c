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


def test_coalesce_sorts_positions_and_sums_repeats_last_to_first():
    # MindSpore's insertion sort puts the later of two equal positions first: (1e8 + 1) - 1e8 is 0 in float32
    coo = COOTensor(Tensor([[1, 1], [0, 0], [1, 1], [1, 1]], ms.int64), Tensor([-1e8, 5.0, 1e8, 1.0]), (3, 3))
    out = coo.coalesce()
    assert out.indices.asnumpy().tolist() == [[0, 0], [1, 1]]
    assert out.values.asnumpy().tolist() == [5.0, 0.0]
    with pytest.raises(TypeError, match=r"x_indices\] must be a type of \{Tensor\[Int64\]\}"):
        COOTensor(Tensor([[0, 1]], ms.int32), Tensor([1.0]), (3, 3)).coalesce()
    with pytest.raises(ValueError, match=r"x_indices\[1\]\[0\] = 3, got x_shape\[1\] = 3"):
        COOTensor(Tensor([[0, 3]], ms.int64), Tensor([1.0]), (3, 3)).coalesce()


def test_dense_times_coo_is_a_coo_and_dense_over_coo_is_refused():
    coo = COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1.5, 2.0]), (2, 3))
    dense = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    for out in (dense * coo, coo * dense):
        assert isinstance(out, COOTensor)
        assert out.values.asnumpy().tolist() == [-1.5, 10.0]
    assert (dense + coo).asnumpy().tolist() == [[0, -0.5, 2], [3, 4, 7]]
    with pytest.raises(TypeError, match="Failed calling div"):
        dense / coo
    with pytest.raises(TypeError, match="unsupported operand"):
        dense // coo


def test_csr_add_merges_each_rows_columns_and_takes_values_in_stored_order():
    a = CSRTensor(Tensor([0, 2, 2], ms.int32), Tensor([3, 1], ms.int32), Tensor([1.0, 2.0]), (2, 4))
    b = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([2, 1], ms.int32), Tensor([10.0, 20.0]), (2, 4))
    out = a + b
    assert out.indptr.asnumpy().tolist() == [0, 3, 4]
    assert out.indices.asnumpy().tolist() == [1, 2, 3, 1]
    assert out.values.asnumpy().tolist() == [1.0, 10.0, 2.0, 20.0]  # column 1 takes a's first stored value
    assert (a - b).values.asnumpy().tolist() == [1.0, -10.0, 2.0, -20.0]
    with pytest.raises(TypeError, match=r"a values\] must be a type of"):
        a.astype(ms.float16) + b.astype(ms.float16)


def test_csr_scaled_by_one_value_is_the_dense_values_and_to_csr_reads_rows():
    a = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([1.5, 2.0]), (2, 4))
    assert (a * Tensor(2.0)).asnumpy().tolist() == [3.0, 4.0]
    assert (Tensor([2.0]) * a).asnumpy().tolist() == [3.0, 4.0]
    with pytest.raises(RuntimeError, match="Response is empty"):
        a * Tensor(np.ones((2, 4), np.float32))
    csr = Tensor([[0.5, 0.0, -2.0], [0.0, 0.0, 0.0], [3.0, 0.0, 4.0]]).to_csr()
    assert csr.indptr.asnumpy().tolist() == [0, 2, 2, 4]
    assert csr.indices.asnumpy().tolist() == [0, 2, 0, 2]
    assert str(csr.indptr.dtype) == "Int32"
