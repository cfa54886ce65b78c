"""MindSpore's lookup tables: ``nn.Embedding`` and ``nn.EmbeddingLookup`` (on the CPU, as MindSpore 2.10 runs them).

Both hold one Parameter ``embedding_table`` of shape ``(vocab_size,
embedding_size)`` filled by an initializer (default ``'normal'``: MindSpore's
own random stream, so under ``set_seed`` the table is MindSpore's, bit for
bit). A lookup copies rows, so its values are exact; the table's gradient
adds the output gradients of repeated ids in index order, as MindSpore's
GatherGrad does.

>>> import unigrad.mindspore_api as ms
>>> Embedding(3, 2, embedding_table="ones")(ms.Tensor([[0, 2]], ms.int32)).shape
(1, 2, 2)
"""

import numbers

import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.initializer import initializer
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import Tensor, _box
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.nn.cell import Cell

__all__ = ["Embedding", "EmbeddingLookup"]

#: the dtypes ``Embedding(dtype=...)`` accepts (MindSpore's ``number_type``), in its message's order
_NUMBER_TYPES = ("Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Float16, Float32, Float64, BFloat16, "
                 "Complex64, Complex128, Int4, Float8E4M3FN, Float8E5M2, HiFloat8")


def _check_type(owner, name, value, kind):
    """MindSpore's ``check_value_type`` for one Python type (a bool is no int)."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"For '{owner}', the type of '{name}' should be '{kind.__name__}', but got type "
                        f"'{type(value).__name__}'.")
    return value


def _check_positive_int(owner, name, value):
    """MindSpore's ``check_positive_int``: an int (not a bool) above 0."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{owner}', the '{name}' must be int, but got '{type(value).__name__}'")
    if value <= 0:
        raise ValueError(f"For '{owner}', the '{name}' must be int and must > 0, but got '{value}' with type 'int'.")
    return value


def _indices(ids):
    """The torch indices of a Tensor of ids; a floating dtype is refused as MindSpore's Gather kernel refuses it."""
    index = ids._torch
    if index.is_floating_point() or index.dtype is torch.bool or index.is_complex():
        raise TypeError("\n----------------------------------------------------\n- Kernel select failed:\n"
                        "----------------------------------------------------\n"
                        "Select CPU operator[Gather] fail! Unsupported data type!")
    return index.long()


class Embedding(Cell):
    """``Embedding(vocab_size, embedding_size, use_one_hot=False, embedding_table='normal', dtype=float32,
    padding_idx=None)``: ``ids`` of any shape -> ``ids.shape + (embedding_size,)`` rows of the table.

    ``padding_idx`` zeroes that row of the initial table (the row still learns, as in MindSpore).
    ``use_one_hot`` multiplies a one-hot matrix by the table (MindSpore's MatMul) instead of gathering."""

    def __init__(self, vocab_size, embedding_size, use_one_hot=False, embedding_table="normal", dtype=mstype.float32,
                 padding_idx=None):
        super().__init__()
        self.vocab_size = _check_type("Embedding", "vocab_size", vocab_size, int)
        self.embedding_size = _check_type("Embedding", "embedding_size", embedding_size, int)
        _check_type("Embedding", "use_one_hot", use_one_hot, bool)
        if not isinstance(dtype, mstype.Type) or dtype == mstype.bool_:
            raise TypeError(f"For 'Embedding', the element of 'dtype' must be one of {_NUMBER_TYPES}, but got {dtype}."
                            "The supported data types depend on the hardware that executes the operator, for more "
                            "details, please refer to the MindSpore official website to get more information about "
                            "the data type.")
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        # the table's dtype is float32 whatever ``dtype`` says: MindSpore's ``dtype`` is the one-hot values' type
        table = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            if not isinstance(padding_idx, int) or isinstance(padding_idx, bool):
                raise TypeError(f"For 'Embedding', the 'padding_idx' must be 'int',  but got "
                                f"'{type(padding_idx).__name__}'.")
            if not 0 <= padding_idx < vocab_size:
                raise ValueError(f"For 'Embedding', the 'padding_idx' must be in range of [0, {vocab_size}), but got "
                                 f"{padding_idx} with type 'int'.")
            if table.init is not None:
                table = table.init_data()  # drawn now, as MindSpore draws them
            # MindSpore zeroes the row through ``asnumpy()``, which shares the Tensor's memory: a Tensor given as
            # ``embedding_table`` has its row zeroed too; the Parameter gets a copy
            with torch.no_grad():
                table._torch[padding_idx] = 0
            table = _box(table._torch.clone())
        self.embedding_table = Parameter(table, name="embedding_table")

    def construct(self, ids):
        index = _indices(ids)
        flat = index.reshape(-1)
        table = self.embedding_table._torch
        if self.use_one_hot:
            # OneHot (an id outside [0, vocab_size) gives a row of zeros), then MatMul with the table
            hot = (flat.unsqueeze(-1) == torch.arange(self.vocab_size)).to(mstype.to_torch(self.dtype))
            rows = KERNELS["matmul"](hot, table.to(hot.dtype) if hot.dtype != table.dtype else table)
        else:
            bad = (flat < 0) | (flat >= self.vocab_size)
            if bool(bad.any()):
                raise RuntimeError(f"For 'Gather', the 'input_indices' should be in the range [0, {self.vocab_size}), "
                                   f"but got {int(flat[bad][0])}, error_code[58]")
            rows = torch.index_select(table, 0, flat)
        return _box(rows.reshape(tuple(index.shape) + (self.embedding_size,)))

    def extend_repr(self):
        return (f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, use_one_hot={self.use_one_hot}, "
                f"embedding_table={self.embedding_table}, dtype={self.dtype}, padding_idx={self.padding_idx}")


class EmbeddingLookup(Cell):
    """``EmbeddingLookup(vocab_size, embedding_size, param_init='normal', target='CPU', ...)``: rows of the table
    for ``indices`` of any shape. With ``target='CPU'`` (MindSpore's EmbeddingLookup kernel, offset 0) an id
    outside ``[0, vocab_size)`` gives a row of zeros; ``target='DEVICE'`` gathers (``sparse=False`` only: the
    sparse gather has no CPU kernel). ``max_norm`` clipping is not implemented."""

    def __init__(self, vocab_size, embedding_size, param_init="normal", target="CPU", slice_mode="batch_slice",
                 manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32):
        super().__init__()
        _check_type("EmbeddingLookup", "sparse", sparse, bool)
        self.vocab_size = _check_positive_int("EmbeddingLookup", "vocab_size", vocab_size)
        self.target, self.sparse = target, sparse
        if not isinstance(target, str) or target not in ("CPU", "DEVICE"):
            raise ValueError(f"For 'EmbeddingLookup', the 'target' must be str and must be in '['CPU', 'DEVICE']', "
                             f"but got '{target}'.")
        if not sparse and target == "CPU":
            raise ValueError(f"For 'EmbeddingLookup', 'sparse' must be True when 'target' is \"CPU\", but got "
                             f"'sparse': {sparse} and 'target': {target}")
        self.embedding_size = _check_positive_int("EmbeddingLookup", "embedding_size", embedding_size)
        self.embedding_table = Parameter(initializer(param_init, [self.vocab_size, self.embedding_size], dtype=dtype),
                                         name="embedding_table")
        if max_norm is not None:
            raise NotImplementedError("unigrad: EmbeddingLookup(max_norm=...) is not implemented")
        self.max_norm = None

    def construct(self, indices):
        index = _indices(indices)
        table = self.embedding_table._torch
        if self.target == "DEVICE" and self.sparse:
            raise RuntimeError("\n----------------------------------------------------\n- Kernel select failed:\n"
                               "----------------------------------------------------\n"
                               "Unsupported op [SparseGatherV2] on CPU, Please confirm whether the device target "
                               "setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query "
                               "the operator support list.")
        if self.target == "CPU":
            inside = (index >= 0) & (index < self.vocab_size)
            rows = torch.index_select(table, 0, torch.where(inside, index, 0).reshape(-1))
            rows = torch.where(inside.reshape(-1, 1), rows, 0.0)  # out-of-range ids: zero rows, no gradient
            return _box(rows.reshape(tuple(index.shape) + (self.embedding_size,)))
        return _box(torch.index_select(table, 0, index.reshape(-1)).reshape(tuple(index.shape) +
                                                                             (self.embedding_size,)))
