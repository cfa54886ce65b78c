"""``mindspore.ops``' functions on sparse tensors: ``csr_add`` and ``coo_add`` (the operators and methods of
:mod:`unigrad.mindspore_api.common.sparse_tensor` compute them)."""

from unigrad.mindspore_api.common.sparse_tensor import COOTensor, CSRTensor

__all__ = ["csr_add", "coo_add"]


def csr_add(a, b, alpha, beta):
    """``ops.csr_add(a, b, alpha, beta)``: ``alpha * a + beta * b`` of two CSRTensors (SparseMatrixAdd)."""
    if not isinstance(a, CSRTensor) or not isinstance(b, CSRTensor):
        raise TypeError("For functional operator csr_add, both inputs a and b must be type of CSRTensor.")
    return a.add(b, alpha, beta)


def coo_add(x1, x2, thresh):
    """``ops.coo_add(x1, x2, thresh)``: the sum of two COOTensors (SparseAdd), a summed pair kept where
    ``thresh <= |sum|``."""
    return COOTensor.add(x1, x2, thresh)
