"""MindSpore's errors for common misuse of shapes and axes (measured on MindSpore 2.10's CPU backend).

A leaf module (it imports only :mod:`_errors`): each helper returns the ``(exception class, message)`` that
MindSpore raises, or None where the arguments are fine. The callers check on torch's failure path (they
catch torch's error and ask here), so a correct call pays nothing; they decide whether the error is raised
at the call (MindSpore's Python checks and its synchronous infer) or by the next read of a tensor
(``_failed_launch``: its asynchronous infer and kernels).

>>> axis_error("SumExt", 3, 2)[1].splitlines()[0]
'For primitive[SumExt], the axis value must be in [-2,2), but got 3.'
>>> axis_error("SumExt", (0, 1), 2) is None
True
>>> broadcast_error("Mul", (2, 2), (3,))[1].splitlines()[0][:60]
"For 'Mul', input1.shape and input2.shape need to broadcast. "
"""

from unigrad.mindspore_api._errors import with_call_stack

__all__ = ["axis_error", "dim_wrap_error", "broadcast_error", "reshape_error", "concat_error", "stack_error",
           "matmul_error", "BINARY_OPERATOR_NAMES"]

_INFER = "mindspore/ops/infer/ops_func_impl//"
_REDUCE = _INFER + "reduce_arithmetic.cc:30 CalRealAixs"

#: primitive: (its infer's location, "axis value" (True) or "axis" in its message, the rank a 0-D input counts as)
_AXIS_CHECKS = {
    "SumExt": (_REDUCE, True, 1), "MeanExt": (_REDUCE, True, 1), "ReduceSum": (_REDUCE, True, 1),
    "ReduceMean": (_REDUCE, True, 1), "ReduceMax": (_REDUCE, True, 1), "ReduceMin": (_REDUCE, True, 1),
    "ArgMaxWithValue": (_INFER + "argmax_with_value.cc:145 InferShape", False, 1),
    "ArgMinWithValue": (_INFER + "argmax_with_value.cc:86 InferShape", False, 1),
    "MaxDim": (_INFER + "argmax_with_value.cc:145 InferShape", False, 1),
    "MinDim": (_INFER + "argmax_with_value.cc:145 InferShape", False, 1),
    "Argmax": (_INFER + "argmax.cc:45 InferShape", False, 1),
    "Argmin": (_INFER + "argmax.cc:45 InferShape", False, 1),
    "Softmax": (_INFER + "softmax.cc:86 InferShape", False, 0),
    "LogSoftmax": (_INFER + "log_softmax.cc:55 CheckValidation", False, 1),
    "CumSum": (_INFER + "cum_sum.cc:42 InferShape", False, 1),
    "Concat": (_INFER + "concat.cc:122 CheckAndCalOutputShapeInTupleCase", True, 1),
}


def _bad_axis(axis, rank):
    """The first int of ``axis`` (an int or a sequence of them) outside ``[-rank, rank)``, else None."""
    for a in axis if isinstance(axis, (tuple, list)) else (axis,):
        if isinstance(a, int) and not -rank <= a < rank:
            return a
    return None


def axis_error(primitive, axis, rank):
    """``primitive``'s infer error for ``axis`` out of range of a rank-``rank`` input, else None."""
    location, value, scalar_rank = _AXIS_CHECKS[primitive]
    rank = rank or scalar_rank
    bad = _bad_axis(axis, rank)
    if bad is None:
        return None
    word = "axis value" if value else "axis"
    return ValueError, with_call_stack(f"For primitive[{primitive}], the {word} must be in [{-rank},{rank}), but got "
                                       f"{bad}.", location)


def dim_wrap_error(axis, rank):
    """The view ops' error (transpose, permute, unsqueeze) for an axis outside ``[-rank, rank)``, else None."""
    bad = _bad_axis(axis, max(rank, 1))
    if bad is None:
        return None
    return ValueError, with_call_stack(f"Dimension out of range (expected to be in range of [{-rank}, {rank}), but got "
                                       f"{bad})", "mindspore/ops/view/view_strides_calculator.cc:184 DynamicDimWrap")


def range_error(axis, rank, phrase="in the range of", suffix=""):
    """The Python-side check of ``Tensor.cumsum``/``swapaxes``/``expand_dims``: a ValueError, raised at the call."""
    if _bad_axis(axis, rank) is None:
        return None
    return ValueError(f"The 'axis' must be {phrase} [{-rank}, {rank}), but got {axis}{suffix}.")


#: Tensor's operators: MindSpore's primitive, and whether it names its inputs ``input``/``other`` (the Ext
#: primitives) or ``input1``/``input2``; the last: whether the error is raised at the call (sync infer)
BINARY_OPERATOR_NAMES = {
    "__add__": ("AddExt", True, False), "__sub__": ("SubExt", True, False), "__mul__": ("Mul", False, False),
    "__truediv__": ("Div", False, False), "__floordiv__": ("FloorDiv", True, False),
    "__mod__": ("FloorMod", False, True), "__pow__": ("Pow", False, False),
    "__lt__": ("Less", False, False), "__le__": ("LessEqual", False, False), "__gt__": ("Greater", False, False),
    "__ge__": ("GreaterEqual", False, False), "__eq__": ("Equal", False, False), "__ne__": ("NotEqual", True, False),
    "__and__": ("BitwiseAnd", False, True), "__or__": ("BitwiseOr", False, True), "__xor__": ("BitwiseXor", False, True),
}


def broadcast_error(op_name, a_shape, b_shape, ext=False):
    """``op_name``'s error where ``a_shape`` and ``b_shape`` do not broadcast (the last mismatching axis, each
    counted from 1), else None."""
    a_shape, b_shape = tuple(a_shape), tuple(b_shape)
    for i in range(1, min(len(a_shape), len(b_shape)) + 1):
        a, b = a_shape[-i], b_shape[-i]
        if a != b and a != 1 and b != 1:
            x, y = ("input", "other") if ext else ("input1", "input2")
            return ValueError, with_call_stack(
                f"For '{op_name}', {x}.shape and {y}.shape need to broadcast. The value of {x}.shape"
                f"[{len(a_shape) - i + 1}] or {y}.shape[{len(b_shape) - i + 1}] must be 1 or -1 when they are not "
                f"the same, but got {x}.shape = {list(a_shape)} and {y}.shape = {list(b_shape)}",
                "mindspore/ops/ops_utils/op_utils.cc:93 CalBroadCastShape")
    return None


def _vector(values):
    return "[const vector]{" + ", ".join(str(v) for v in values) + "}"


def reshape_error(shape, size):
    """Reshape's (and view's) error for ``shape`` that cannot hold ``size`` values, else None."""
    known, unknown = 1, 0
    for s in shape:
        if s == -1:
            unknown += 1
        else:
            known *= s
    if unknown == 0 and known == size or unknown == 1 and known and size % known == 0:
        return None
    return ValueError, with_call_stack(f"proposed_shape '{_vector(shape)}' is invalid for input of size {size}",
                                       "mindspore/ops/view/reshape_strides_calc.cc:116 infer_size_impl")


def concat_error(shapes, axis):
    """Concat's infer error for the input ``shapes`` along ``axis``, else None."""
    shapes = [tuple(s) for s in shapes]
    rank = len(shapes[0])
    if any(len(s) != rank for s in shapes):
        return ValueError, with_call_stack(
            f"For primitive[Concat], element rank must be same(shapes are {_vector(_vector(s) for s in shapes)})!",
            _INFER + "concat.cc:66 CheckShapesValid")
    error = axis_error("Concat", axis, rank)
    if error is not None:
        return error
    axis %= max(rank, 1)
    for s in shapes[1:]:
        for d in range(rank):
            if d != axis and s[d] != shapes[0][d]:
                return ValueError, with_call_stack(
                    f"For primitive[Concat], shapes of tensors must match except in given concat axis {axis}, but got "
                    f"mismatch in {d}(all input shapes are {_vector(_vector(s) for s in shapes)})!",
                    _INFER + "concat.cc:127 CheckAndCalOutputShapeInTupleCase")
    return None


def stack_error(shapes, axis):
    """Stack's infer error (raised at the call) for the input ``shapes``, else None."""
    shapes = [tuple(s) for s in shapes]
    for s in shapes[1:]:
        if len(s) != len(shapes[0]):
            return ValueError, with_call_stack("All input shape size must be the same!", "mindspore/ops/infer//stack.cc:82 StackInferShape")
        if s != shapes[0]:
            return ValueError, with_call_stack(f"All input shape must be the same! {_vector(s)} And {_vector(shapes[0])}",
                                               "mindspore/ops/infer//stack.cc:90 StackInferShape")
    rank = len(shapes[0]) + 1
    if isinstance(axis, int) and not -rank <= axis < rank:
        return ValueError, with_call_stack(f"For primitive[Stack], the Stack axis must be in [{-rank},{rank - 1}], but got "
                                           f"{axis}.", "mindspore/core/include/utils/check_convert_utils.h:284 CheckInRange")
    return None


def matmul_error(a_shape, b_shape):
    """``ops.matmul``'s (MatMulExt) error where ``a @ b`` has mismatching inner sizes, else None (a 1-D operand is a
    row or a column, as in numpy)."""
    if not a_shape or not b_shape:
        return None
    inner_a = a_shape[-1]
    inner_b = b_shape[-2] if len(b_shape) > 1 else b_shape[0]
    if inner_a == inner_b:
        return None
    return RuntimeError, with_call_stack(f"For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got {inner_a} "
                                         f"and {inner_b}.", _INFER + "matmul_ext.cc:43 CheckMatMulShapes")


def mm_error(a_shape, b_shape):
    """``ops.mm``'s (MatMul) error where the inner sizes differ, else None."""
    if len(a_shape) == 2 and len(b_shape) == 2 and a_shape[1] != b_shape[0]:
        return ValueError, with_call_stack(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {a_shape[1]} "
                                           f"and 'x2_row': {b_shape[0]}.", _INFER + "matmul.cc:200 InferShape")
    return None


def bmm_error(a_shape, b_shape):
    """``ops.bmm``'s (BatchMatMul) error where the inner sizes differ, else None."""
    if len(a_shape) < 2 or len(b_shape) < 2 or a_shape[-1] == b_shape[-2]:
        return None
    return ValueError, with_call_stack(
        f"For BatchMatMul, the row of the input 'y' should be same as the col of the input 'x', with x shape "
        f"{_vector(a_shape)}(transpose_a=0), y shape {_vector(b_shape)}(transpose_b=0)",
        _INFER + "batch_mat_mul.cc:80 CheckBatchMatmulInputWhetherCanBeMul")


def flip_error(dims, rank):
    """ReverseV2's infer error (``ops.flip``) for an axis outside ``[-rank, rank)``, else None."""
    for i, d in enumerate(dims):
        if isinstance(d, int) and not -rank <= d < rank:
            return ValueError, with_call_stack(f"For 'ReverseV2', the 'axis[{i}]' must be in range of [{-rank}, {rank}), "
                                               f"but got {d} with type 'int'.", _INFER + "reverse_v2.cc:95 InferShape")
    return None


def gather_error(indices, size):
    """The CPU Gather kernel's error (raised by the next read of a tensor) for the first index outside
    ``[-size, size)`` (negative ones count from the end), else None."""
    bad = ((indices >= size) | (indices < -size)).nonzero()
    if not len(bad):
        return None
    value = int(indices[tuple(bad[0])])
    return RuntimeError, with_call_stack(f"For 'Gather', the 'input_indices' should be in the range [0, {size}), but got "
                                         f"{value}, error_code[58]",
                                         "mindspore/ops/kernel/cpu/native/gather_cpu_kernel.cc:119 operator()")


_INDEX = "mindspore/ccsrc/pybind_api/pynative/tensor/tensor_index_py"


def index_error(index, shape):
    """The error (raised at the call) of ``tensor[index]`` for a tensor of ``shape``, where torch refused it:
    a 0-D tensor, too many indices, an int out of range; else None."""
    items = index if isinstance(index, tuple) else (index,)
    if not shape:
        if isinstance(index, int) and not isinstance(index, bool):
            return TypeError(with_call_stack("Cannot iterate over a scalar tensor.", _INDEX + ".cc:1864 GetItemByNumberWithView"))
        if isinstance(index, slice):
            return ValueError(with_call_stack("The input data's dim must in the range of [1, 8], but got '0'.",
                                              _INDEX + ".h:363 JudgeDataDim"))
        return None
    used = sum(1 for i in items if i is not None and i is not Ellipsis and not isinstance(i, bool))
    if used > len(shape):
        return IndexError(with_call_stack(f"too many indices for tensor of dimension{len(shape)}",
                                          _INDEX + ".cc:1680 GetSpecifiedDimensions"))
    dim = 0
    for i in items:
        if i is Ellipsis:
            dim += len(shape) - used
            continue
        if i is None or isinstance(i, bool):
            continue
        if isinstance(i, int) and not -shape[dim] <= i < shape[dim]:
            return IndexError(f"index {i} is out of bounds for dimension with size {shape[dim]}")
        if isinstance(i, list) and len(items) == 1:
            for j in i:
                if isinstance(j, int) and not -shape[dim] <= j < shape[dim]:
                    return IndexError(with_call_stack(f"index {j} out of bounds for dimension with size {shape[dim]}",
                                                      _INDEX + ".h:394 CheckRange"))
        dim += 1
    return None
