"""Text of MindSpore 2.10 tensors: ``repr`` (MindSpore's own layout) and ``str`` (numpy's).

``repr`` reproduces what MindSpore's C++ printer writes, measured on 2.10.0:

- a 0-D tensor prints its value as C++ ``ostream`` would (``%g``): ``value= 0.333333``;
- float32/float64 elements are ``%15.8e``, float16 ``%11.4e``, bools right-aligned
  to 5, integers (and bfloat16, as ``%g``) right-aligned to the widest element,
  complex numbers ``1.5+0j`` unaligned;
- a 1-D tensor stays on the ``value=`` line and breaks after every 12 elements
  (24 for integers); more than 1000 elements are summarized to 3 ... 3;
- from 2-D on, the value starts on the next line, blocks are separated by
  ``,\\n`` without blank lines, and any dimension longer than 6 is summarized.

>>> import torch
>>> tensor_repr(torch.tensor([1.0, 2.0]), "Float32")
'Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])'
>>> tensor_repr(torch.tensor([[1, -2]], dtype=torch.int32), "Int32")
'Tensor(shape=[1, 2], dtype=Int32, value=\\n[[ 1, -2]])'
"""

import numpy as np
import torch

from unigrad._engine.transforms import torch_func_paused, traced_value
from unigrad.dialect.printing import host_values, shown_indices

__all__ = ["tensor_repr", "tensor_str", "to_numpy"]

# MindSpore 2.10 runs on numpy 1.x, whose str of 0-D arrays differs from numpy 2's.
_NUMPY1_STR = {"legacy": "1.25"} if int(np.__version__.split(".")[0]) >= 2 else {}
_SUMMARY_EDGE = 3
_ROW_LIMIT = 6  # from 2-D on, a dimension longer than this is summarized
_FLAT_LIMIT = 1000  # a 1-D tensor longer than this is summarized


def to_numpy(tensor):
    """A numpy copy of ``tensor`` (bfloat16, which numpy lacks, as float32).

    Inside a torch.func transform the values are those of the tensor being traced.
    """
    tensor = traced_value(tensor)
    with torch_func_paused():  # read the values even while a transform is tracing
        return host_values(tensor)


def _g(value):
    return format(float(value), "g")


def _complex(value):
    imag = _g(value.imag)
    return f"{_g(value.real)}{imag if imag[0] in '+-' else '+' + imag}j"


def _scalar_text(value, dtype):
    if dtype in (torch.bool,) or dtype.is_floating_point is False and not dtype.is_complex:
        return str(value.item() if hasattr(value, "item") else value)
    if dtype.is_complex:
        return _complex(complex(value))
    return _g(value)


def _element_texts(values, dtype):
    """Each element's text, already padded to MindSpore's width for this dtype."""
    flat = values.reshape(-1)
    if dtype in (torch.float32, torch.float64):
        return [format(float(v), "15.8e") for v in flat]
    if dtype == torch.float16:
        return [format(float(v), "11.4e") for v in flat]
    if dtype == torch.bool:
        return [format(str(bool(v)), ">5") for v in flat]
    if dtype.is_complex:
        return [_complex(complex(v)) for v in flat]
    texts = [_g(v) for v in flat] if dtype == torch.bfloat16 else [str(int(v)) for v in flat]
    width = max((len(t) for t in texts), default=0)
    return [t.rjust(width) for t in texts]


def _shown(length, summarize):
    """Indices shown along a dimension of ``length``; ``None`` marks the ``...``."""
    return shown_indices(length, _SUMMARY_EDGE, summarize)


def _row(texts, indices, wrap):
    parts = []
    last = len(indices) - 1
    for position, index in enumerate(indices):
        if index is None:
            parts[-1] = parts[-1][:-2] + " ... "  # "a, b, c ... x, y, z": no comma before the dots
            continue
        parts.append(texts[index] + (", " if position < last else ""))
        if wrap and (position + 1) % wrap == 0:
            parts.append("\n ")
    return "[" + "".join(parts) + "]"


def _block(texts, shape, depth):
    """Nested text of a tensor of ``shape`` (ndim >= 2) whose flat element texts are ``texts``."""
    if len(shape) == 1:
        return _row(texts, _shown(shape[0], True), 0)
    stride = len(texts) // shape[0] if shape[0] else 0
    indent = " " * (depth + 1)
    pieces = []
    for index in _shown(shape[0], True):
        if index is None:
            pieces.append("...")
        else:
            pieces.append(_block(texts[index * stride : (index + 1) * stride], shape[1:], depth + 1))
    out = pieces[0]
    for previous, piece in zip(pieces, pieces[1:]):
        out += ("\n" if previous == "..." else ",\n") + indent + piece
    return "[" + out + "]"


def tensor_repr(tensor, dtype_name):
    """MindSpore's ``repr`` of a torch tensor whose MindSpore dtype prints as ``dtype_name``."""
    tensor = traced_value(tensor)
    shape = list(tensor.shape)
    head = f"Tensor(shape={shape}, dtype={dtype_name}, value="
    dtype = tensor.dtype
    if tensor.dim() == 0:
        return f"{head} {_scalar_text(to_numpy(tensor).item(), dtype)})"
    if tensor.numel() == 0:
        return head + (" )" if tensor.dim() == 1 else "\n)")
    texts = _element_texts(to_numpy(tensor), dtype)
    if tensor.dim() == 1:
        summarize = len(texts) > _FLAT_LIMIT
        wrap = 0 if summarize else (24 if not (dtype.is_floating_point or dtype.is_complex or dtype == torch.bool) else 12)
        return f"{head} {_row(texts, _shown(len(texts), summarize), wrap)})"
    return f"{head}\n{_block(texts, shape, 0)})"


def tensor_str(tensor):
    """MindSpore's ``str`` of a torch tensor: numpy's ``str`` of its values (bfloat16 as ``%f``)."""
    values = to_numpy(tensor)
    if tensor.dtype == torch.bfloat16:
        if values.ndim == 0:
            return "%f" % values
        return np.array2string(values, formatter={"float_kind": "%f".__mod__}, separator=" ")
    with np.printoptions(**_NUMPY1_STR):
        return str(values)
