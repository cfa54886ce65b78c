"""``mindspore.ops.function``: where MindSpore defines its functional ops, module by module (only
``random_func``'s ``_ext`` ops, the ``_ext`` functions ``mint`` exports from ``math_func``, ``array_func`` and
``nn_func``, and the sparse ``csr_add``/``coo_add`` are reachable here; the rest of unigrad's ops are in
``ops.functional``)."""

from unigrad.mindspore_api.ops.function import random_func
from unigrad.mindspore_api.ops.sparse_func import coo_add, csr_add

__all__ = ["random_func", "csr_add", "coo_add"]
