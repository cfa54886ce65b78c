"""MindSpore layers: ``Dense``, activations (``ReLU``, ``Sigmoid``, ``Tanh``, ``Softmax``...), ``Flatten``.

>>> import unigrad.mindspore_api as ms
>>> Dense(3, 2)
Dense(input_channels=3, output_channels=2, has_bias=True)
"""

import math

import numpy as np
import torch
import torch.nn.functional as F

from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.initializer import HeUniform, Uniform, initializer
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import Tensor, _box
from unigrad.mindspore_api import _misuse
from unigrad.mindspore_api._kernels import KERNELS
from unigrad.mindspore_api.nn.cell import Cell
from unigrad.mindspore_api.ops import _random
from unigrad.mindspore_api.ops import functional as ops

__all__ = ["Dense", "Linear", "MatMul", "ReLU", "ReLU6", "Sigmoid", "Tanh", "GELU", "SiLU", "LeakyReLU", "Softmax", "LogSoftmax",
           "HSigmoid", "HSwish", "SeLU", "LogSigmoid", "Softsign", "Tanhshrink", "ELU", "CELU", "Softmin", "GLU",
           "PReLU", "Mish", "FastGelu", "RReLU", "Softmax2d",
           "Hardtanh", "SoftShrink", "HShrink", "Threshold", "Flatten", "Identity", "Dropout",
           "get_activation"]


class _Activation(Cell):
    _op = None

    def construct(self, x):
        return type(self)._op(x)


class ReLU(_Activation):
    _op = staticmethod(ops.relu)


class ReLU6(_Activation):
    _op = staticmethod(ops.relu6)


class Sigmoid(_Activation):
    _op = staticmethod(ops.sigmoid)


class Tanh(_Activation):
    _op = staticmethod(ops.tanh)


class SiLU(_Activation):
    _op = staticmethod(ops.silu)


class HSigmoid(_Activation):
    _op = staticmethod(ops.hardsigmoid)


class HSwish(_Activation):
    _op = staticmethod(ops.hardswish)


class SeLU(_Activation):
    _op = staticmethod(ops.selu)


class LogSigmoid(Cell):
    """``log(1 / (exp(-x) + 1))``, composed as MindSpore's Cell composes it (Mul, Exp, Add, Reciprocal, Log): not
    ``ops.logsigmoid``'s Log of Sigmoid, so its values and gradient are this composition's."""

    def construct(self, x):
        return ops.log(ops.reciprocal(ops.exp(x * -1) + 1))


class Softsign(_Activation):
    _op = staticmethod(ops.softsign)


class Tanhshrink(_Activation):
    _op = staticmethod(ops.tanhshrink)


class Mish(_Activation):
    _op = staticmethod(ops.mish)


class FastGelu(_Activation):
    _op = staticmethod(ops.fast_gelu)


class PReLU(Cell):
    """``ops.prelu`` with a trainable weight ``a`` of ``channel`` slopes (``w``: one float for all, a list of
    ``channel`` floats, or a float16/float32 Tensor of shape ``(channel,)``)."""

    def __init__(self, channel=1, w=0.25):
        super().__init__()
        if not isinstance(channel, int) or isinstance(channel, bool):
            raise TypeError(f"For 'PReLU', the 'channel' must be int, but got '{type(channel).__name__}'")
        if channel <= 0:
            raise ValueError(f"For 'PReLU', the 'channel' must be int and must > 0, but got '{channel}' with type 'int'.")
        self.w = Parameter(self._initial_slopes(channel, w), name="a")

    @staticmethod
    def _initial_slopes(channel, w):
        if isinstance(w, (float, np.float32)):
            return Tensor(np.full((channel,), w, dtype=np.float32))
        if isinstance(w, list):
            if len(w) != channel:
                raise ValueError(f"For 'PReLU', the length of 'w' must be equal to the 'channel' when the 'w' is a "
                                 f"list, but got the length of 'w': {len(w)}, the 'channel': {channel}.")
            for value in w:
                if not isinstance(value, (float, np.float32)):
                    raise ValueError(f"For 'PReLU', all elements in 'w' must be float when the 'w' is a list, but "
                                     f"got {value}.")
            return Tensor(w, dtype=mstype.float32)
        if isinstance(w, Tensor):
            if w.dtype not in (mstype.float16, mstype.float32):
                raise ValueError(f"For 'PReLU', the dtype of 'w' must be float16 or float32 when the 'w' is a "
                                 f"tensor, but got {w.dtype}.")
            if len(w.shape) != 1 or w.shape[0] != channel:
                raise ValueError(f"For 'PReLU', the dimension of 'w' must be 1, and the elements number should be "
                                 f"equal to the 'channel' when the 'w' is a tensor, but got 'w' shape {w.shape}, "
                                 f"the 'channel' {channel}.")
            return w
        raise TypeError(f"For 'PReLU', the 'w' only supported float, list and tensor, but got {type(w).__name__}.")

    def construct(self, x):
        return ops.prelu(x, ops.cast(self.w, x.dtype))


class RReLU(Cell):
    """``ops.rrelu`` with the bounds checked at construction, as MindSpore's Cell checks them."""

    def __init__(self, lower=1 / 8, upper=1 / 3):
        super().__init__()
        ops.check_rrelu_bounds(lower, upper, lambda name, bound: TypeError(
            f"For 'RReLU', the type of '{name}' should be one of '['float', 'int']', but got type "
            f"'{type(bound).__name__}'."), "RReLU")
        self.lower, self.upper = lower, upper

    def construct(self, x):
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'rrelu', the input must be a Tensor, but got {type(x)}.")
        t = x._torch
        return _box(ops.randomized_slopes(t, self.lower, self.upper) * t)


class Softmax2d(Cell):
    """Softmax over the channels (axis -3) of a 3-D or 4-D input."""

    def construct(self, x):
        if x.ndim not in (3, 4):
            raise ValueError(f"For 'Softmax2d', the in_shape must have 3 or 4 dims, but got {x.ndim}.")
        return ops.softmax(x, -3)


class ELU(Cell):
    def __init__(self, alpha=1.0):
        super().__init__()
        self.alpha = alpha

    def construct(self, x):
        return ops.elu(x, self.alpha)


class CELU(Cell):
    def __init__(self, alpha=1.0):
        super().__init__()
        self.alpha = alpha

    def construct(self, x):
        return ops.celu(x, self.alpha)


class Softmin(Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.softmin(x, self.axis)


class GLU(Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.glu(x, self.axis)


class Hardtanh(Cell):
    def __init__(self, min_val=-1.0, max_val=1.0):
        super().__init__()
        if min_val > max_val:
            raise ValueError(f"For Hardtanh, min_val should be less than max_val,but got {min_val} and {max_val}")
        self.min_val, self.max_val = min_val, max_val

    def construct(self, x):
        return ops.hardtanh(x, self.min_val, self.max_val)


class SoftShrink(Cell):
    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = lambd

    def construct(self, input_x):
        return ops.softshrink(input_x, self.lambd)


class HShrink(Cell):
    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = lambd

    def construct(self, input_x):
        return ops.hardshrink(input_x, self.lambd)


class Threshold(Cell):
    def __init__(self, threshold, value):
        super().__init__()
        self.threshold, self.value = threshold, value

    def construct(self, input_x):
        return ops.threshold(input_x, self.threshold, self.value)


class GELU(Cell):
    def __init__(self, approximate=True):
        super().__init__()
        self.approximate = approximate

    def construct(self, x):
        return ops.gelu(x, approximate="tanh" if self.approximate else "none")


class LeakyReLU(Cell):
    def __init__(self, alpha=0.2):
        super().__init__()
        self.alpha = alpha

    def construct(self, x):
        return _box(F.leaky_relu(x._torch, self.alpha))


class Softmax(Cell):
    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def construct(self, x):
        return ops.softmax(x, self.axis)


class LogSoftmax(Softmax):
    def construct(self, x):
        return ops.log_softmax(x, self.axis)


class Flatten(Cell):
    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def construct(self, x):
        return _box(torch.flatten(x._torch, self.start_dim, self.end_dim))


class Dropout(Cell):
    """``nn.Dropout(keep_prob=0.5, p=None)``: MindSpore's Dropout kernel in training mode (``set_train()``),
    its seeds drawn once at construction, so successive calls continue one stream; identity otherwise."""

    def __init__(self, keep_prob=0.5, p=None, dtype=mstype.float32):
        super().__init__()
        if p is None:
            if not isinstance(keep_prob, float):
                raise TypeError(f"For 'Dropout', the type of 'keep_prob' should be 'float', but got type '{type(keep_prob).__name__}'.")
            if keep_prob <= 0 or keep_prob > 1:
                raise ValueError(f"For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got {keep_prob}.")
            self.dropout = _random.Dropout(keep_prob, *_random._graph_seed(0, "dropout"))
        else:
            if not isinstance(p, (float, int)) or isinstance(p, bool):
                raise TypeError(f"For 'Dropout', the type of 'p' should be one of '['float', 'int']', but got type '{type(p).__name__}'.")
            if p < 0 or p >= 1:
                raise ValueError(f"For 'Dropout', the 'p' must be a number in range [0, 1), but got {p}.")
            self.dropout = _random.Dropout(1.0 - p, *_random._graph_seed(0, "dropout"))
        self.p, self.keep_prob = p, keep_prob

    def construct(self, x):
        if not self.training or self.keep_prob == 1 or self.p == 0:
            return x
        return self.dropout(x)[0]

    def extend_repr(self):
        return f"keep_prob={self.keep_prob}" if self.p is None else f"p={self.p}"


class Identity(Cell):
    def construct(self, x):
        return x


_ACTIVATIONS = {"relu": ReLU, "relu6": ReLU6, "sigmoid": Sigmoid, "tanh": Tanh, "gelu": GELU, "silu": SiLU,
                "leakyrelu": LeakyReLU, "softmax": Softmax, "logsoftmax": LogSoftmax}


def get_activation(name, prim_name=None):
    """The activation Cell called ``name`` (``'relu'`` ...)."""
    if name is None:
        return None
    kind = _ACTIVATIONS.get(name.lower()) if isinstance(name, str) else None
    if kind is None:
        raise KeyError(f"For '{prim_name or 'get_activation'}', the 'name' must be in {list(_ACTIVATIONS)}, but got {name}.")
    return kind()


class MatMul(Cell):
    """``nn.MatMul(transpose_x1=False, transpose_x2=False)(x1, x2)``: the matrix product."""

    def __init__(self, transpose_x1=False, transpose_x2=False, dtype=None):
        super().__init__()
        self.transpose_x1 = transpose_x1
        self.transpose_x2 = transpose_x2

    def construct(self, x1, x2):
        a, b = x1._torch, x2._torch
        if a.dim() < 2 or b.dim() < 2:
            if self.transpose_x1:
                a = a.transpose(-1, -2)
            if self.transpose_x2:
                b = b.transpose(-1, -2)
            return _box(KERNELS["matmul_any"](a, b))
        return _box(KERNELS["matmul"](a, b, self.transpose_x1, self.transpose_x2))


class Dense(Cell):
    """``Dense(in_channels, out_channels, weight_init, bias_init, has_bias, activation)``: ``x @ W.T + b``."""

    def __init__(self, in_channels, out_channels, weight_init=None, bias_init=None, has_bias=True, activation=None, dtype=mstype.float32):
        super().__init__()
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.has_bias = has_bias
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels], dtype), name="weight")
        self.bias = None
        if has_bias:
            if bias_init is None:
                bias_init = Uniform(1 / math.sqrt(in_channels))
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype), name="bias")
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        self.activation_flag = self.activation is not None

    def construct(self, x):
        inputs = x._torch
        if inputs.dtype != self.weight._torch.dtype:
            raise TypeError(
                f"For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                f"Tensor[{x.dtype}] and 'x2' with type Tensor[{self.weight.dtype}]."
            )
        if inputs.shape[-1] != self.in_channels:
            error = _misuse.mm_error((1, inputs.shape[-1]), (self.in_channels, self.out_channels))
            raise error[0](error[1])
        out = KERNELS["dense"](inputs, self.weight._torch, None if self.bias is None else self.bias._torch)
        out = _box(out)
        return self.activation(out) if self.activation_flag else out

    def extend_repr(self):
        text = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            text += f", has_bias={self.has_bias}"
        if self.activation_flag:
            text += f", activation={self.activation}"
        return text


class Linear(Cell):
    """``Linear(in_features, out_features, bias=True)``: ``x @ weight.T + bias`` through the Dense kernel
    (``weight`` ``(out_features, in_features)``, HeUniform(sqrt(5)); ``bias`` Uniform(1 / sqrt(in_features)))."""

    def __init__(self, in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None):
        super().__init__()
        for name, value in (("in_features", in_features), ("out_features", out_features)):
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"For 'Linear', the '{name}' must be int and must > 0, but got '{value}' with type "
                                 f"'{type(value).__name__}'.")
        if not isinstance(bias, bool):
            raise TypeError(f"For 'Linear', the type of 'has_bias' must be bool, but got '{type(bias).__name__}'.")
        self.in_features, self.out_features, self.has_bias = in_features, out_features, bias
        dtype = mstype.float32 if dtype is None else dtype
        if isinstance(weight_init, Tensor) and (weight_init.ndim != 2 or tuple(weight_init.shape) != (out_features, in_features)):
            raise ValueError(f"For 'Linear', weight init shape error. The ndim of 'weight_init' must be equal to 2, and "
                             f"the first dim must be equal to 'out_features', and the second dim must be equal to "
                             f"'in_features'. But got 'weight_init': {weight_init}, 'out_features': {out_features}, "
                             f"'in_features': {in_features}.")
        weight_init = HeUniform(math.sqrt(5)) if weight_init is None else weight_init
        self.weight = Parameter(initializer(weight_init, [out_features, in_features], dtype), name="weight")
        self.bias = None
        if bias:
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or bias_init.shape[0] != out_features):
                raise ValueError(f"For 'Linear', bias init shape error. The ndim of 'bias_init' must be equal to 1, and "
                                 f"the first dim must be equal to 'out_features'. But got 'bias_init': {bias_init}, "
                                 f"'out_features': {out_features}.")
            bias_init = Uniform(1 / math.sqrt(in_features)) if bias_init is None else bias_init
            self.bias = Parameter(initializer(bias_init, [out_features], dtype), name="bias")

    def construct(self, x):
        return _box(KERNELS["dense"](x._torch, self.weight._torch, None if self.bias is None else self.bias._torch))

    def extend_repr(self):
        text = f"input_features={self.in_features}, output_features={self.out_features}"
        return text + (f", has_bias={self.has_bias}" if self.has_bias else "")
