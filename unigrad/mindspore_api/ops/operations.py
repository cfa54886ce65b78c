"""MindSpore's primitive classes (``ops.Mul()``, ``ops.ReduceSum(keep_dims=False)`` ...).

A primitive is configured when built and called on tensors; each one here
forwards to the functional op of :mod:`unigrad.mindspore_api.ops.functional`.
Those without attributes are table rows (``_STATELESS``: class name ->
functional op); the few with attributes are small classes below.

>>> import unigrad.mindspore_api as ms
>>> print(Mul()(ms.Tensor([1.0, 2.0]), 3))
[3. 6.]
>>> ReduceSum(keep_dims=True)
Prim[ReduceSum]<keep_dims=True, skip_mode=False>
"""

import torch

from unigrad.mindspore_api._errors import with_call_stack
from unigrad.mindspore_api.ops import functional as F
from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad._engine import custom
from unigrad.mindspore_api.common.tensor import _box, _type_name, check_hook_fn
from unigrad.mindspore_api import _kernels as kernels
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.numerics import mindspore_cpu_losses
from unigrad.mindspore_api.ops.primitive import BUILTIN_OPS, Primitive, prim_attr_register


#: Class name -> functional op called with the same positional inputs.
_STATELESS = {
    "Add": F.add,
    "AddN": lambda inputs: F.sum(F.stack(inputs), 0),
    "Sub": F.sub,
    "Mul": F.mul,
    "Div": F.div,
    "RealDiv": F.div,
    "Pow": F.pow,
    "Exp": F.exp,
    "Log": F.log,
    "Sin": F.sin,
    "Cos": F.cos,
    "Tan": F.tan,
    "Tanh": F.tanh,
    "Sigmoid": F.sigmoid,
    "ReLU": F.relu,
    "Sqrt": F.sqrt,
    "Rsqrt": F.rsqrt,
    "Square": F.square,
    "Abs": F.abs,
    "Neg": F.neg,
    "Reciprocal": F.reciprocal,
    "Sign": F.sign,
    "Floor": F.floor,
    "Erf": F.erf,
    "Maximum": F.maximum,
    "Minimum": F.minimum,
    "Equal": F.equal,
    "Greater": F.greater,
    "Less": F.less,
    "Reshape": F.reshape,
    "Transpose": F.transpose,
    "ExpandDims": F.expand_dims,
    "Cast": F.cast,
    "OnesLike": F.ones_like,
    "ZerosLike": F.zeros_like,
    "Ones": F.ones,
    "Zeros": F.zeros,
    "Fill": F.fill,
    "Select": F.where,
    "Tile": F.tile,
    "StopGradient": F.stop_gradient,
    "DType": F.dtype,
    "BroadcastTo": None,  # has an attribute: below
    "Softplus": lambda x: _box(KERNELS["softplus"](F._u(x))),  # log(1 + exp(x)), no beta or threshold
    "PReLU": F.prelu,
    "FastGeLU": F.fast_gelu,
}


def _stateless(name, op):
    def __init__(self):
        Primitive.__init__(self, name)

    def __call__(self, *inputs):
        return op(*inputs)

    return type(name, (Primitive,), {"__init__": __init__, "__call__": __call__, "__doc__": f"MindSpore's ``ops.{name}()``.", "__module__": __name__})


for _name, _op in _STATELESS.items():
    if _op is not None:
        globals()[_name] = _stateless(_name, _op)
BUILTIN_OPS.update(_STATELESS)  # what a user's primitive of the same name runs (primitive.py)


class _Reduce(Primitive):
    _attrs = ("keep_dims", "skip_mode")
    _op = None

    def __init__(self, keep_dims=False):
        if not isinstance(keep_dims, bool):
            raise TypeError(f"For '{type(self).__name__}', the type of 'keep_dims' should be 'bool', but got '{keep_dims}' with type '{type(keep_dims).__name__}'.")
        self.keep_dims = keep_dims
        self.skip_mode = False

    def __call__(self, x, axis=()):
        # the primitive's infer checks the axis at the call (measured: ReduceSum, ReduceMean)
        return F._reduce(type(self)._op, x, axis, self.keep_dims, (type(self).__name__, True))


class ReduceSum(_Reduce):
    """``ReduceSum(keep_dims)(x, axis=())``: sum over ``axis`` (all axes when empty)."""

    _op = staticmethod(torch.sum)


class ReduceMean(_Reduce):
    """``ReduceMean(keep_dims)(x, axis=())``."""

    _op = staticmethod(torch.mean)


class ReduceMax(_Reduce):
    """``ReduceMax(keep_dims)(x, axis=())``."""

    _op = staticmethod(torch.amax)


class ReduceMin(_Reduce):
    """``ReduceMin(keep_dims)(x, axis=())``."""

    _op = staticmethod(torch.amin)


class ReduceStd(Primitive):
    """``ReduceStd(axis=(), unbiased=True, keep_dims=False)(x)``: the tuple (std, mean) over ``axis``."""

    _attrs = ("axis", "unbiased", "keep_dims")

    def __init__(self, axis=(), unbiased=True, keep_dims=False):
        if isinstance(axis, int):
            axis = (axis,)
        elif isinstance(axis, list):
            axis = tuple(axis)
        elif not isinstance(axis, tuple):
            raise TypeError("For 'ReduceStd', the type of 'axis' should be one of '[list of int, int, Tensor, tuple "
                            f"of int]', but got {type(axis)}.")
        Primitive.__init__(self, "ReduceStd")
        self.axis, self.unbiased, self.keep_dims = axis, unbiased, keep_dims

    def __call__(self, input_x):
        if not isinstance(input_x, TensorBox):
            axis = "Tuple<>" if not self.axis else "Tuple<int>"
            raise TypeError(with_call_stack(
                f'Failed calling ReduceStd with "ReduceStd(axis={axis}, unbiased=bool, keep_dims=bool)'
                f'(x={type(input_x)})".\nThe valid calling should be: \n"ReduceStd(axis=<list of int, int, '
                'Tensor, tuple of int>, unbiased=<bool>, keep_dims=<bool>)(x=<Tensor>)".',
                "mindspore/ccsrc/pynative/utils/pynative_utils.cc:783 PrintTypeCastError"))
        std, mean = kernels.reduce_std_and_mean(input_x._torch, self.axis, bool(self.unbiased), bool(self.keep_dims))
        return _box(std), _box(mean)


class MatMul(Primitive):
    """``MatMul(transpose_a=False, transpose_b=False)(x, y)``."""

    _attrs = ("transpose_a", "transpose_b")

    def __init__(self, transpose_a=False, transpose_b=False):
        self.transpose_a = transpose_a
        self.transpose_b = transpose_b

    def __call__(self, x, y):
        a, b = F._tensor_arg(x), F._tensor_arg(y)
        if a.dim() < 2 or b.dim() < 2:  # MindSpore's rank errors, as ops.matmul reports them
            if self.transpose_a:
                x = F.swapaxes(x, -1, -2)
            if self.transpose_b:
                y = F.swapaxes(y, -1, -2)
            return F.matmul(x, y)
        return _box(KERNELS["matmul"](a, b, self.transpose_a, self.transpose_b))


class BatchMatMul(MatMul):
    """``BatchMatMul(transpose_a=False, transpose_b=False)(x, y)``."""


class Concat(Primitive):
    """``Concat(axis=0)(tensors)``."""

    _attrs = ("axis",)

    def __init__(self, axis=0):
        self.axis = axis

    def __call__(self, tensors):
        return F.concat(tensors, self.axis)


class Stack(Concat):
    """``Stack(axis=0)(tensors)``."""

    def __call__(self, tensors):
        return F.stack(tensors, self.axis)


class Softmax(Primitive):
    """``Softmax(axis=-1)(x)``; the axis is kept (and printed) as a tuple."""

    _attrs = ("axis",)

    def __init__(self, axis=-1):
        self.axis = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)

    def __call__(self, x):
        return F.softmax(x, self.axis[0])


class LogSoftmax(Primitive):
    """``LogSoftmax(axis=-1)(x)``."""

    _attrs = ("axis",)

    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, x):
        return F.log_softmax(x, self.axis)


class SoftmaxCrossEntropyWithLogits(Primitive):
    """``SoftmaxCrossEntropyWithLogits()(logits, labels)``: ``(loss per row, dlogits)``, MindSpore's CPU kernel
    (the loss differentiable through the kernel's own gradient output)."""

    _attrs = ()

    def __init__(self):
        pass

    def __call__(self, logits, labels):
        x, y = logits._torch, labels._torch
        loss = KERNELS["softmax_cross_entropy"](x, y)
        if x.dtype is torch.float32 and x.dim() == 2 and y.dtype is torch.float32:
            _, backprop = mindspore_cpu_losses.softmax_cross_entropy(x.detach(), y.detach())
        else:
            backprop = torch.softmax(x.detach(), -1) - y.detach()
        return _box(loss), _box(backprop)


class SparseSoftmaxCrossEntropyWithLogits(Primitive):
    """``SparseSoftmaxCrossEntropyWithLogits(is_grad=False)(logits, labels)``: the mean loss over the rows, or
    with ``is_grad`` its gradient for the logits (MindSpore's CPU kernel)."""

    _attrs = ("is_grad", "sens")

    def __init__(self, is_grad=False):
        if not isinstance(is_grad, bool):
            raise TypeError(f"For 'SparseSoftmaxCrossEntropyWithLogits', the type of 'is_grad' should be 'bool', "
                            f"but got type '{type(is_grad).__name__}'.")
        self.is_grad, self.sens = is_grad, 1.0

    def __call__(self, logits, labels):
        x, y = logits._torch, labels._torch
        if not self.is_grad:
            return _box(KERNELS["sparse_softmax_cross_entropy"](x, y))
        if x.dtype is torch.float32 and x.dim() == 2:
            return _box(mindspore_cpu_losses.sparse_softmax_cross_entropy_grad(x.detach(), y))
        grad = torch.softmax(x.detach(), -1) / x.shape[0]
        return _box(grad.scatter_add(-1, y.long().reshape(-1, 1), torch.full((x.shape[0], 1), -1.0 / x.shape[0],
                                                                              dtype=grad.dtype)))


class Depend(Primitive):
    """``Depend()(value, expr)``: ``value``; in graph mode it orders ``expr`` first, eager code needs nothing."""

    _attrs = ("side_effect_propagate",)

    def __init__(self):
        self.side_effect_propagate = 1

    def __call__(self, value, expr):
        return F.depend(value, expr)


class Squeeze(Primitive):
    """``Squeeze(axis=())(x)``."""

    _attrs = ("axis",)

    def __init__(self, axis=()):
        self.axis = axis

    def __call__(self, x):
        if self.axis == ():
            return F.squeeze(x)
        return F.squeeze(x, self.axis)


class BroadcastTo(Primitive):
    """``BroadcastTo(shape)(x)``."""

    _attrs = ("shape",)

    def __init__(self, shape):
        self.shape = shape

    def __call__(self, x):
        return F.broadcast_to(x, self.shape)


class Pad(Primitive):
    """``Pad(paddings)(x)``: zeros before and after each axis, ``paddings`` a tuple of one ``(before, after)``
    pair per axis (checked against the input when called, as MindSpore's infer does)."""

    _attrs = ("paddings",)

    def __init__(self, paddings):
        if not isinstance(paddings, tuple):
            raise TypeError(f"For 'Pad', the type of 'paddings' should be 'tuple', but got type "
                            f"'{type(paddings).__name__}'.")
        self.paddings = paddings

    def __call__(self, x):
        values = x._torch
        if len(self.paddings) != values.dim():
            raise ValueError(with_call_stack(
                f"For 'Pad', the length of 'paddings' must be equal to the rank of 'input_x', but got "
                f"{len(self.paddings)} vs {values.dim()}", "mindspore/ops/infer//pad.cc:48 CheckPaddings"))
        for axis, (before, after) in enumerate(self.paddings):
            if before < 0 or after < 0:
                raise ValueError(with_call_stack(
                    f"For 'Pad', all elements of 'paddings' must be >= 0, but got paddings[{axis}][0] = {before}, "
                    f"paddings[{axis}][1] = {after}", "mindspore/ops/infer//pad.cc:57 CheckPaddings"))
        return _box(torch.nn.functional.pad(values, tuple(v for pair in reversed(self.paddings) for v in pair)))


def _shape_text(shape):
    return "[const vector]{" + ", ".join(str(n) for n in shape) + "}"


class ApplyMomentum(Primitive):
    """``ApplyMomentum()(variable, accumulation, learning_rate, gradient, momentum)``: one momentum step in place.

    ``accumulation = accumulation * momentum + gradient``, then
    ``variable -= learning_rate * accumulation``; the result is a Tensor sharing the
    variable's memory. As measured on MindSpore 2.10's CPU kernel, ``use_nesterov``
    and ``gradient_scale`` change nothing and a tensor learning rate or momentum
    counts by its first element.
    """

    @prim_attr_register
    def __init__(self, use_nesterov=False, use_locking=False, gradient_scale=1.0):
        self.init_prim_io_names(inputs=["variable", "accumulation", "learning_rate", "gradient", "momentum"], outputs=["output"])
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, variable, accumulation, learning_rate, gradient, momentum):
        var, accum, grad = variable._torch, accumulation._torch, gradient._torch
        promoted = torch.promote_types(torch.promote_types(var.dtype, accum.dtype), grad.dtype)
        for what, written in (("variable", var), ("accumulation", accum)):
            if written.dtype != promoted:  # the two written inputs cannot be cast (the gradient can)
                raise TypeError(with_call_stack(
                    "Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place "
                    f"operator, the argument[{what}]'s data type of primitive[ApplyMomentum] is {mstype.from_torch(written.dtype)}, "
                    f"which cannot be converted to data type {mstype.from_torch(promoted)} automatically.",
                    "mindspore/ccsrc/pynative/forward/op_graph/do_cast.cc:243 DoSignatureCast"))
        for what, other in (("accumulate", accum), ("gradient", grad)):
            if other.shape != var.shape:
                raise ValueError(with_call_stack(
                    f"For primitive[ApplyMomentum], the {what}_shape must be equal to variable_shape which is "
                    f"{_shape_text(var.shape)} , but got {_shape_text(other.shape)}.",
                    "mindspore/core/include/utils/check_convert_utils.h:251 CheckValue"))
        # a float32 learning rate or momentum (Python floats are) with a variable of another float dtype selects
        # the float32 kernel: MindSpore casts the inputs to copies, so nothing is updated in place
        scalar_dtypes = [v._torch.dtype if isinstance(v, TensorBox) else torch.float32 if isinstance(v, float) else var.dtype
                         for v in (learning_rate, momentum)]
        kernel_dtype = torch.float32 if var.dtype != torch.float32 and torch.float32 in scalar_dtypes else var.dtype
        if kernel_dtype != var.dtype:
            var, accum = var.to(kernel_dtype), accum.to(kernel_dtype)
        # the kernel reads the first element of a learning rate or momentum given as a tensor
        lr, momentum = (torch.as_tensor(v._torch if isinstance(v, TensorBox) else v, dtype=kernel_dtype, device=var.device).reshape(-1)[0]
                        for v in (learning_rate, momentum))
        with torch.no_grad():  # the kernel writes the Parameters' memory
            accum.mul_(momentum).add_(grad.to(kernel_dtype))
            var.sub_(lr * accum)
        if kernel_dtype != variable._torch.dtype:
            # a Parameter gets the result back in its own dtype; a plain tensor keeps its values
            for given, result in ((variable, var), (accumulation, accum)):
                if isinstance(given, Parameter):
                    with torch.no_grad():
                        given._torch.copy_(result)
            return _box(var.to(variable._torch.dtype))
        return _box(var.detach())


class HookBackward(Primitive):
    """``HookBackward(hook_fn)(*inputs)``: the inputs unchanged; on the way back ``hook_fn(grads)`` sees
    (and may replace) their gradients, as a tuple."""

    _attrs = ("cell_id",)

    def __init__(self, hook_fn, cell_id=""):
        Primitive.__init__(self, "HookBackward")
        check_hook_fn(hook_fn)
        self.cell_id = cell_id
        self._hook_fn = hook_fn

    def __call__(self, *inputs):
        for item in inputs:
            if not isinstance(item, TensorBox):
                raise TypeError(
                    f"For 'HookBackward', the element of 'input' must be Tensor, but got {_type_name(item)}.The supported "
                    "data types depend on the hardware that executes the operator, for more details, please refer to "
                    "the MindSpore official website to get more information about the data type."
                )
        hook_fn = self._hook_fn

        def on_grads(grads):
            result = hook_fn(tuple(_box(g) for g in grads))
            if result is None:
                return None
            result = result if isinstance(result, tuple) else (result,)
            return tuple(r._torch for r in result)

        outputs = custom.boundary(lambda *t: t, tuple(i._torch for i in inputs), on_output_grads=on_grads)
        return _box(outputs[0]) if len(outputs) == 1 else tuple(_box(o) for o in outputs)


class BatchNorm(Primitive):
    """``BatchNorm(is_training, epsilon, momentum, data_format)(x, scale, bias, mean, variance)``:
    ``(y, batch_mean, batch_variance, reserve_space_1, reserve_space_2)``; in training the batch
    statistics normalise and update ``mean``/``variance`` (Parameters) as moving averages."""

    _attrs = ("is_training", "epsilon", "momentum", "data_format")

    def __init__(self, is_training=False, epsilon=1e-5, momentum=0.1, data_format="NCHW"):
        Primitive.__init__(self, "BatchNorm")
        self.is_training = is_training
        self.epsilon = epsilon
        self.momentum = momentum
        self.data_format = data_format

    def __call__(self, x, scale, bias, mean, variance):
        values = x._torch
        channels_last = self.data_format == "NHWC"
        if channels_last:
            values = values.movedim(-1, 1)
        view = [1, -1] + [1] * (values.dim() - 2)
        if self.is_training:
            axes = [0] + list(range(2, values.dim()))
            batch_mean = values.mean(axes)
            batch_variance = values.var(axes, unbiased=False)
            with torch.no_grad():
                for holder, batch in ((mean, batch_mean), (variance, batch_variance)):
                    if isinstance(holder, Parameter):
                        holder._torch = (1 - self.momentum) * holder._torch + self.momentum * batch.detach()
            used_mean, used_variance = batch_mean, batch_variance
        else:
            used_mean, used_variance = mean._torch, variance._torch
            batch_mean, batch_variance = used_mean, used_variance
        y = (values - used_mean.view(view)) / torch.sqrt(used_variance.view(view) + self.epsilon)
        y = y * scale._torch.view(view) + bias._torch.view(view)
        if channels_last:
            y = y.movedim(1, -1)
        return tuple(_box(t) for t in (y, batch_mean, batch_variance, batch_mean, batch_variance))


__all__ = sorted([name for name, op in _STATELESS.items() if op is not None] + [
    "HookBackward", "BatchNorm",
    "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceStd", "MatMul", "BatchMatMul", "Concat", "Stack",
    "Softmax", "LogSoftmax", "SoftmaxCrossEntropyWithLogits", "SparseSoftmaxCrossEntropyWithLogits", "Depend", "Squeeze", "BroadcastTo", "ApplyMomentum", "Pad",
])
del _name, _op

# the random primitives, under MindSpore's module path (``P.Dropout``, ``P.StandardNormal``); they live in _random
from unigrad.mindspore_api.ops._random import Dropout, StandardNormal, UniformInt, UniformReal  # noqa: E402,F401
