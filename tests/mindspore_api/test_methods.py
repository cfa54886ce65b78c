"""Tensor methods of unigrad/mindspore_api/_methods.py: forms and values measured on MindSpore 2.10's CPU backend
(the cases tensor_methods_more* hold the full measurements)."""

import numpy as np
import pytest

import unigrad.mindspore_api as ms
from unigrad.mindspore_api._methods import MORE_METHODS, OPS_METHODS, OWN_FORM_METHODS

x = ms.Tensor(np.array([[1.5, -2.25, 0.0], [-0.5, 3.0, 2.5]], np.float32))
i = ms.Tensor(np.array([[3, 1, 3], [-2, 1, 0]], np.int32))


def test_every_listed_method_is_installed():
    for name in (*OPS_METHODS, *OWN_FORM_METHODS, *MORE_METHODS):
        assert hasattr(ms.Tensor, name), name


def test_cumsum_overloads_and_dtypes():
    np.testing.assert_array_equal(x.cumsum(1).asnumpy(), x.cumsum(dim=1).asnumpy())
    np.testing.assert_array_equal(x.cumsum(axis=1).asnumpy(), [[1.5, -0.75, -0.75], [-0.5, 2.5, 5.0]])
    assert x.cumsum().shape == (6,)
    assert i.astype(ms.int8).cumsum(1).dtype == ms.int32 and (i > 0).cumsum(0).dtype == ms.int32
    assert x.cumsum(1, dtype=ms.float64).dtype == ms.float64
    # float32 sums are added in order, as MindSpore's kernel adds (not torch's cumsum)
    data = np.random.RandomState(0).randn(3, 500).astype(np.float32)
    np.testing.assert_array_equal(ms.Tensor(data).cumsum(1).asnumpy(), np.cumsum(data, 1, dtype=np.float32))
    with pytest.raises(TypeError, match="Failed calling cumsum"):
        x.cumsum(1.5)


def test_sort_gather_select_overloads():
    values, indices = x.sort(axis=0, descending=True)
    assert indices.dtype == ms.int32 and values.asnumpy()[0].tolist() == [1.5, 3.0, 2.5]
    with pytest.raises(TypeError, match=r"Select CPU operator\[Sort\]"):
        (i > 0).sort()
    index = ms.Tensor(np.array([[0, 2], [1, 0]], np.int64))
    assert x.gather(1, index).asnumpy().tolist() == [[1.5, 0.0], [3.0, -0.5]]
    assert x.gather(ms.Tensor([1, 0], ms.int32), 0).asnumpy().tolist()[0] == [-0.5, 3.0, 2.5]
    assert x.select(0, 1).asnumpy().tolist() == [-0.5, 3.0, 2.5]
    assert x.select(x > 0, 0.0).asnumpy().tolist() == [[1.5, 0.0, 0.0], [0.0, 3.0, 2.5]]
    with pytest.raises(ValueError, match="SelectExtView"):
        x.select(0, 2)


def test_remainder_keeps_the_dividend_for_an_integer_zero():
    assert i.remainder(0).asnumpy().tolist() == i.asnumpy().tolist()
    assert x.remainder(divisor=-2.0).asnumpy().tolist() == [[-0.5, -0.25, 0.0], [-0.5, -1.0, -1.5]]
    assert (i > 0).remainder(2).dtype == ms.int64


def test_index_add_adds_into_the_tensor_itself():
    y = x.copy()
    out = y.index_add(ms.Tensor([0, 2], ms.int32), ms.Tensor(np.ones((2, 2), np.float32)), 1)
    assert out is not y and y.asnumpy().tolist() == out.asnumpy().tolist() == [[2.5, -2.25, 1.0], [0.5, 3.0, 3.5]]
    with pytest.raises(TypeError, match=r"Tensor\[Int32\]"):
        y.index_add(1, ms.Tensor([0, 2]), ms.Tensor(np.ones((2, 2), np.float32)))


def test_in_place_arithmetic_is_out_of_place_on_cpu():
    y = x.copy()
    out = y.add_(1)
    assert out is not y and y.asnumpy().tolist() == x.asnumpy().tolist()
    assert out.asnumpy().tolist() == (x + 1).asnumpy().tolist()
    z = x.copy()
    z.copy_(x * 2)
    assert z.asnumpy().tolist() == (x * 2).asnumpy().tolist()


@pytest.mark.parametrize("call, kernel", [
    (lambda y: y.fill_(1.0), "InplaceFillScalar"), (lambda y: y.fill_(ms.Tensor(1.0)), "InplaceFillTensor"),
    (lambda y: y.clamp_(0, 1), "InplaceClampScalar"), (lambda y: y.clone(), "Clone"),
    (lambda y: y.roll(1, 1), "Roll"), (lambda y: i.unique(), "Unique2"),
])
def test_methods_without_a_cpu_kernel_fail_at_the_next_read(call, kernel):
    y = x.copy()
    call(y)
    with pytest.raises(RuntimeError, match=f"The kernel {kernel} unregistered"):
        print(ms.Tensor([1.0]) + 1)
    assert y.asnumpy().tolist() == x.asnumpy().tolist()


def test_raised_at_the_call():
    with pytest.raises(RuntimeError, match="'repeat' is not supported on this device"):
        x.repeat(2, 1)
    with pytest.raises(TypeError, match="must not be float64"):
        x.astype(ms.float64).nan_to_num()


def test_shapes_of_expand_and_sum_to_size():
    assert ms.Tensor([1.0, 2.0, 3.0]).expand(2, 3).shape == (2, 3)
    assert ms.Tensor([[1.0], [2.0]]).expand(-1, 3).shape == (2, 3)
    with pytest.raises(ValueError, match="BroadcastTo"):
        ms.Tensor([1.0, 2.0, 3.0]).expand(2, 2)
    b = ms.Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
    assert b.sum_to_size(1, 3).asnumpy().tolist() == [[18.0, 22.0, 26.0]]
    with pytest.raises(ValueError, match="not expandable"):
        b.sum_to_size(2, 2)


def test_more_methods_2_splits_scatters_and_copies():
    b = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    assert [p.shape for p in b.hsplit(2)] == [(2, 2, 4), (2, 1, 4)] and len(b.dsplit([1, 3])) == 3
    with pytest.raises(ValueError, match="at least 2 dimension"):
        ms.Tensor([1.0, 2.0]).hsplit(2)
    assert x.select_scatter(ms.Tensor(np.array([9.0, 8.0], np.float32)), -1, -1).asnumpy()[:, 2].tolist() == [9.0, 8.0]
    inf = ms.Tensor(np.array([[np.inf, 1], [2, 3]], np.float32)).diagonal_scatter(ms.Tensor(np.array([7.0, 8.0], np.float32)))
    assert np.isnan(inf.asnumpy()[0, 0]) and inf.asnumpy()[1, 1] == 8.0  # computed as MindSpore computes it
    y = x.copy()
    assert y.itemset(1, 9.0).asnumpy()[0, 1] == 9.0 and y.asnumpy().tolist() == x.asnumpy().tolist()
    assert x.resize(3, 3).asnumpy()[2].tolist() == [0.0, 0.0, 0.0] and x.resize() is x
    assert x.stride() == [3, 1] and x.transpose().stride() == [1, 3] and b[:, 1:].storage_offset() == 4


def test_more_methods_2_values_and_dtypes():
    assert i.cumprod(1).dtype == ms.int64 and x.ptp(1).asnumpy().tolist() == [3.75, 3.5]
    data = (1 + np.random.RandomState(0).randn(3, 40) * 0.1).astype(np.float32)  # multiplied in order
    np.testing.assert_array_equal(ms.Tensor(data).cumprod(1).asnumpy(), np.cumprod(data, 1, dtype=np.float32))
    nan = ms.Tensor(np.array([1.5, np.nan, 2.0], np.float32))
    assert nan.nansum().asnumpy() == 3.5 and i.nansum().dtype == ms.int32 and (i > 0).nansum().dtype == ms.int64
    values, indices = ms.Tensor([[3, 1, 3, 3], [2, 2, 5, 2]]).median(1)
    assert values.asnumpy().tolist() == [3, 2] and indices.asnumpy().tolist() == [0, 1]
    assert ms.Tensor([1.0, 2.0, 3.0]).searchsorted(ms.Tensor([2.0]), side="right").dtype == ms.int32
    assert i.inv().asnumpy().tolist()[1] == [0, 1, -2147483648]
    assert x.soft_shrink().asnumpy()[1, 0] == 0.0 and not np.signbit(x.soft_shrink().asnumpy()[1, 0])
    assert x.astype(ms.float64).rad2deg().asnumpy()[0, 0] == 1.5 * 180.0 / float(np.float32(np.pi))
    with pytest.raises(RuntimeError, match="'n' must be 1"):
        x.diff(2)
    with pytest.raises(TypeError, match=r"Tensor\.cumprod\(\) missing"):
        x.cumprod()
    with pytest.raises(RuntimeError, match=r"Unsupported op \[Fmin\]"):
        x.fmin(x)
