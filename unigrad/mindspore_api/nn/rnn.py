"""MindSpore's recurrent layers: ``nn.RNN``, ``nn.GRU``, ``nn.LSTM`` and the single steps ``nn.RNNCell``,
``nn.GRUCell``, ``nn.LSTMCell`` (on the CPU, as MindSpore 2.10 runs them).

On the CPU MindSpore computes these layers as a Python loop over time of
small ops (MatMul, Add, Sigmoid, Tanh, Split, Mul, Select ...). Here one
step function per kind (:func:`_rnn_step`, :func:`_gru_step`,
:func:`_lstm_step`) computes a time step with the same ops in the same
order on unigrad's kernels (MindSpore's numbers), and one loop
(:func:`_recurrent`) runs any of them over a sequence, optionally masked by
``seq_length``; :class:`_RNNBase` stacks layers and directions. The values
and gradients are MindSpore's bit for bit, with one exception:
``nn.LSTM`` called without ``seq_length`` runs MindSpore's fused oneDNN
``LSTM`` kernel, whose order of additions and activation approximations
differ; this module computes it with the step function instead (measured
over 48 configurations: 3,235 of 3,456 output/state values differ, by at
most 8.3e-7; gradients by at most 1e-5, relative errors large only where
sums cancel).

Parameters are drawn as MindSpore draws them: the layers from NumPy's
global generator (``np.random.uniform(-k, k)``, ``k = 1/sqrt(hidden_size)``),
the cells from MindSpore's initializer stream (``Uniform(k)``) after a
discarded ``np.random.randn`` per Parameter, so under ``set_seed`` both
the weights and the NumPy stream afterwards are MindSpore's.

>>> import unigrad.mindspore_api as ms
>>> out, h = GRU(3, 4, batch_first=True)(ms.Tensor(np.ones((2, 5, 3), np.float32)))
>>> out.shape, h.shape
((2, 5, 4), (1, 2, 4))
"""

import functools
import math

import numpy as np
import torch

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.initializer import Uniform, initializer
from unigrad.mindspore_api.common.parameter import Parameter, ParameterTuple
from unigrad.mindspore_api.common.tensor import Tensor, _box
from unigrad.mindspore_api._kernels import KERNELS, broadcast_binary
from unigrad.mindspore_api.nn.cell import Cell
from unigrad.mindspore_api.nn.layer import Dropout

__all__ = ["RNN", "GRU", "LSTM", "RNNCell", "GRUCell", "LSTMCell"]

_SUPPORTED = "The supported data types depend on the hardware that executes the operator, for more details, please " \
             "refer to the MindSpore official website to get more information about the data type."


# -- checks, with MindSpore's messages ------------------------------------------------------------------------

def _typeof(value):
    """``ops.typeof(value)`` as MindSpore prints it in its messages (``Tensor[Float32]``, ``Tuple[...*2]``)."""
    if isinstance(value, TensorBox):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, (tuple, list)):
        kinds = [_typeof(item) for item in value]
        inner = f"{kinds[0]}*{len(kinds)}" if kinds and len(set(kinds)) == 1 and len(kinds) > 1 else ", ".join(kinds)
        return f"{'Tuple' if isinstance(value, tuple) else 'List'}[{inner}]"
    if isinstance(value, bool):
        return "Bool"
    if isinstance(value, int):
        return "Int64"
    if isinstance(value, float):
        return "Float32"
    return "External"


def _check_is_tensor(owner, name, value):
    if value is not None and not isinstance(value, TensorBox):
        raise TypeError(f"For '{owner}', the '{name}' must be '<class 'mindspore._c_expression.typing.TensorType'>', "
                        f"but got '{_typeof(value)}'")


def _check_is_tuple(owner, name, value):
    if value is not None and not isinstance(value, tuple):
        raise TypeError(f"For '{owner}', the '{name}' must be '<class 'mindspore._c_expression.typing.Tuple'>', "
                        f"but got '{_typeof(value)}'")
    if value is not None and len(value) != 2:
        raise TypeError(f"For '{owner}', the length of '{name}' must be '2', but got '{len(value)}'")


def _check_float_dtype(owner, name, value):
    """A cell's input must be float32 or float16."""
    if value.dtype not in (mstype.float32, mstype.float16):
        raise TypeError(f"For '{owner}', the '{name}' should be one of [mindspore.float32, mindspore.float16], but "
                        f"got '{value.dtype!r}'.")


def _check_same_float_dtypes(owner, names, values):
    """MindSpore's ``check_types_same_and_valid``: each float32 or float16, then all the first's dtype."""
    for name, value in zip(names, values):
        if value.dtype not in (mstype.float32, mstype.float16):
            raise TypeError(f"For '{owner}', the element of '{name}' must be one of Float32, Float16, but got "
                            f"{value.dtype}.{_SUPPORTED}")
    for name, value in zip(names[1:], values[1:]):
        if value.dtype != values[0].dtype:
            raise TypeError(f"For '{owner}', the type of '{name}' should be same as '{names[0]}', but got "
                            f"'{names[0]}' with type {values[0].dtype} and '{name}' with type {value.dtype}.")


def _check_positive_int(owner, name, value):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{owner}', the '{name}' must be int, but got '{type(value).__name__}'")
    if value <= 0:
        raise ValueError(f"For '{owner}', the '{name}' must be int and must > 0, but got '{value}' with type 'int'.")


def _check_bool(owner, name, value):
    if not isinstance(value, bool):
        raise TypeError(f"For '{owner}', the type of '{name}' should be 'bool', but got type "
                        f"'{type(value).__name__}'.")


def _view(t, shape):
    """``Tensor.view(shape)``, with MindSpore's message when the sizes differ."""
    if math.prod(shape) != t.numel():
        raise ValueError(f"proposed_shape '[const vector]{{{', '.join(map(str, shape))}}}' is invalid for input of "
                         f"size {t.numel()}")
    return t.reshape(shape)


# -- the ops of one time step, on torch tensors -----------------------------------------------------------------

def _matmul_nt(x, w):
    """``MatMul(False, True)(x, w)``, ``x @ w.T``: MindSpore's checks, its CPU kernel's numbers and bprop."""
    if x.dim() != 2 or w.dim() != 2:
        raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
    if x.dtype != w.dtype:
        raise TypeError(f"For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                        f"Tensor[{mstype.from_torch(x.dtype)}] and 'x2' with type Tensor[{mstype.from_torch(w.dtype)}].")
    if x.shape[1] != w.shape[1]:
        raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {x.shape[1]} and "
                         f"'x2_row': {w.shape[1]}.")
    return KERNELS["matmul"](x, w, False, True)


def _add(a, b):
    """``a + b`` (MindSpore's AddExt): a broadcast operand's gradient summed back in MindSpore's order."""
    for i in range(1, min(a.dim(), b.dim()) + 1):
        if a.shape[-i] != b.shape[-i] and 1 not in (a.shape[-i], b.shape[-i]):
            raise ValueError(f"For 'AddExt', input.shape and other.shape need to broadcast. The value of "
                             f"input.shape[{i}] or other.shape[{i}] must be 1 or -1 when they are not the same, but "
                             f"got input.shape = {list(a.shape)} and other.shape = {list(b.shape)}")
    return broadcast_binary(torch.add, a, b)


def _affine(x, w, b):
    """``MatMul(x, w.T) + b`` (no add without a bias)."""
    product = _matmul_nt(x, w)
    return product if b is None else _add(product, b)


def _rnn_step(activation):
    """The Elman step ``activation((x W_ih^T + b_ih) + (h W_hh^T + b_hh))``."""

    def step(x, h, w_ih, w_hh, b_ih, b_hh):
        return activation(_add(_affine(x, w_ih, b_ih), _affine(h, w_hh, b_hh)))

    return step


def _gru_step(x, h, w_ih, w_hh, b_ih, b_hh):
    """The GRU step, gates in MindSpore's order (reset, update, new) and its ``n + z * (h - n)``."""
    i_r, i_z, i_n = _affine(x, w_ih, b_ih).chunk(3, 1)
    h_r, h_z, h_n = _affine(h, w_hh, b_hh).chunk(3, 1)
    reset = KERNELS["sigmoid"](_add(i_r, h_r))
    update = KERNELS["sigmoid"](_add(i_z, h_z))
    new = KERNELS["tanh"](_add(i_n, reset * h_n))
    return new + update * (h - new)


def _lstm_step(x, state, w_ih, w_hh, b_ih, b_hh):
    """The LSTM step: ``((x W_ih^T + h W_hh^T) + b_ih) + b_hh`` split into the gates i, f, g, o."""
    h, c = state
    gates = _add(_matmul_nt(x, w_ih), _matmul_nt(h, w_hh))
    if b_ih is not None:
        gates = _add(_add(gates, b_ih), b_hh)
    i, f, g, o = gates.chunk(4, 1)
    i, f, g, o = KERNELS["sigmoid"](i), KERNELS["sigmoid"](f), KERNELS["tanh"](g), KERNELS["sigmoid"](o)
    c_next = f * c + i * g
    return o * KERNELS["tanh"](c_next), c_next


_STEPS = {"RNN_TANH": _rnn_step(KERNELS["tanh"]), "RNN_RELU": _rnn_step(torch.relu), "GRU": _gru_step,
          "LSTM": _lstm_step}


# -- the loop over time, shared by every kind ----------------------------------------------------------------

def _recurrent(step, is_lstm, x, state, weights, seq_length):
    """Run ``step`` over ``x`` (time, batch, features) from ``state``: the outputs (time, batch, hidden) and the
    last state. With ``seq_length`` (batch,) a sequence's state stops changing after its length and its later
    outputs are zeros (MindSpore's Select on ``seq_length > t``)."""
    outputs = []
    if seq_length is None:
        for t in range(x.shape[0]):
            state = step(x[t], state, *weights)
            outputs.append(state[0] if is_lstm else state)
        return torch.stack(outputs), state
    first = state[0] if is_lstm else state
    zeros = torch.zeros_like(first)
    lengths = seq_length.to(torch.int32).reshape(-1, 1).expand(-1, first.shape[-1])
    for t in range(x.shape[0]):
        new = step(x[t], state, *weights)
        running = lengths > t
        if is_lstm:
            state = (torch.where(running, new[0], state[0]), torch.where(running, new[1], state[1]))
            outputs.append(torch.where(running, new[0], zeros))
        else:
            state = torch.where(running, new, state)
            outputs.append(torch.where(running, new, zeros))
    return torch.stack(outputs), state


def _reverse_sequence(x, seq_length):
    """MindSpore's ``ReverseSequence(seq_dim=0, batch_dim=1)``: each sequence's first ``seq_length[b]`` steps
    reversed, the rest kept."""
    steps = x.shape[0]
    lengths = seq_length.to(torch.int64)
    if bool((lengths > steps).any()):
        raise RuntimeError(f"Invalid seq_lengths[{int(torch.nonzero(lengths > steps)[0, 0])}]: "
                           f"{int(lengths[lengths > steps][0])}")
    t = torch.arange(steps).reshape(-1, 1)
    source = torch.where(t < lengths, lengths - 1 - t, t)
    return torch.gather(x, 0, source.reshape(steps, -1, 1).expand(x.shape))


class _DynamicRNNBase(Cell):
    """The sub-Cell ``rnn`` of a layer, one kind of step over a sequence (its name is MindSpore's, for
    ``print(net)``)."""

    _mode = None

    def run(self, x, state, seq_length, w_ih, w_hh, b_ih, b_hh):
        """One direction of one layer: the weights cast to ``x``'s dtype, then :func:`_recurrent`."""
        weights = [w.to(x.dtype) if w is not None else None for w in (w_ih, w_hh, b_ih, b_hh)]
        return _recurrent(_STEPS[self._mode], self._mode == "LSTM", x, state, weights, seq_length)


class _DynamicRNNTanh(_DynamicRNNBase):
    _mode = "RNN_TANH"


class _DynamicRNNRelu(_DynamicRNNBase):
    _mode = "RNN_RELU"


class _DynamicGRUCPUGPU(_DynamicRNNBase):
    _mode = "GRU"


class _DynamicLSTMCPUGPU(_DynamicRNNBase):
    """MindSpore runs its fused oneDNN LSTM kernel here when there is no ``seq_length`` (it checks the shapes,
    as below); unigrad runs the step loop, whose numbers are within about 1e-6 of that kernel's, not bit for bit."""

    _mode = "LSTM"

    def run(self, x, state, seq_length, w_ih, w_hh, b_ih, b_hh):
        if seq_length is None:
            if x.dim() != 3:
                raise ValueError(f"For primitive[LSTM], the x_shape.size() must be equal to 3, but got {x.dim()}.")
            if x.shape[2] != w_ih.shape[1]:
                raise ValueError(f"For primitive[LSTM], the x_shape[2] must be equal to {w_ih.shape[1]}, but got "
                                 f"{x.shape[2]}.")
            h, c = ([1] + list(part.shape) for part in state)
            if h != c:
                raise ValueError(f"For primitive[LSTM], the h_shape: [{','.join(map(str, h))},] must be equal to "
                                 f"[{','.join(map(str, c))},]")
            if len(h) == 3 and h[1] != x.shape[1]:
                raise ValueError(f"For primitive[LSTM], the h_shape[1] must be equal to {x.shape[1]}, but got {h[1]}.")
            if len(h) == 3 and h[2] != w_hh.shape[1]:
                raise ValueError(f"For primitive[LSTM], the h_shape[2] must be equal to {w_hh.shape[1]}, but got "
                                 f"{h[2]}.")
        return super().run(x, state, seq_length, w_ih, w_hh, b_ih, b_hh)


_LAYERS = {"RNN_TANH": _DynamicRNNTanh, "RNN_RELU": _DynamicRNNRelu, "GRU": _DynamicGRUCPUGPU,
           "LSTM": _DynamicLSTMCPUGPU}
_GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "GRU": 3, "LSTM": 4}


class _RNNBase(Cell):
    """Stacked, optionally bidirectional recurrent layers of one kind (``mode``).

    Parameters ``weight_ih_l{k}[_reverse]``, ``weight_hh_...``, ``bias_ih_...``, ``bias_hh_...`` are held in
    four ParameterTuples (all input weights first, as MindSpore orders them)."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=mstype.float32):
        super().__init__()
        owner = type(self).__name__
        _check_positive_int(owner, "hidden_size", hidden_size)
        _check_positive_int(owner, "input_size", input_size)
        _check_positive_int(owner, "num_layers", num_layers)
        if not isinstance(dropout, float):
            raise TypeError(f"For '{owner}', the type of 'dropout' must be 'float', but got "
                            f"'{type(dropout).__name__}'.")
        _check_bool(owner, "has_bias", has_bias)
        _check_bool(owner, "batch_first", batch_first)
        _check_bool(owner, "bidirectional", bidirectional)
        if not 0 <= dropout < 1:
            raise ValueError(f"For '{owner}', the 'dropout' must be a number in range [0, 1) representing the "
                             f"probability of an element being zeroed, but got {dropout}.")
        self.rnn = _LAYERS[mode]()
        self.hidden_size, self.batch_first, self.num_layers = hidden_size, batch_first, num_layers
        self.dropout = dropout
        self.dropout_op = Dropout(p=float(dropout))
        self.bidirectional, self.has_bias = bidirectional, has_bias
        self.is_lstm = mode == "LSTM"
        gate_size = _GATES[mode] * hidden_size
        directions = 2 if bidirectional else 1
        bound = 1 / math.sqrt(hidden_size)

        def draw(shape, name):
            # NumPy's global generator, in float64 rounded to float32, one array after another as MindSpore draws
            values = np.random.uniform(-bound, bound, shape).astype(np.float32)
            return Parameter(Tensor(values, dtype=dtype), name=name)

        w_ih, w_hh, b_ih, b_hh = [], [], [], []
        for layer in range(num_layers):
            for direction in range(directions):
                layer_input = input_size if layer == 0 else hidden_size * directions
                suffix = f"l{layer}" + ("_reverse" if direction == 1 else "")
                w_ih.append(draw((gate_size, layer_input), "weight_ih_" + suffix))
                w_hh.append(draw((gate_size, hidden_size), "weight_hh_" + suffix))
                if has_bias:
                    b_ih.append(draw((gate_size,), "bias_ih_" + suffix))
                    b_hh.append(draw((gate_size,), "bias_hh_" + suffix))
        self.w_ih_list = ParameterTuple(w_ih)
        self.w_hh_list = ParameterTuple(w_hh)
        self.b_ih_list = ParameterTuple(b_ih)
        self.b_hh_list = ParameterTuple(b_hh)

    def _weights(self, index):
        """The torch tensors of one layer-direction's weights (biases None without them)."""
        if not self.has_bias:
            return self.w_ih_list[index]._torch, self.w_hh_list[index]._torch, None, None
        return tuple(p[index]._torch for p in (self.w_ih_list, self.w_hh_list, self.b_ih_list, self.b_hh_list))

    def _initial(self, hx, index):
        """Layer-direction ``index``'s initial state: ``hx[index]`` (a pair of them for LSTM)."""
        return (hx[0][index], hx[1][index]) if self.is_lstm else hx[index]

    def _between_layers(self, output, layer):
        """Dropout on a layer's output before the next layer (in training, when ``dropout`` is not 0)."""
        if self.dropout != 0 and layer < self.num_layers - 1:
            return self.dropout_op(_box(output))._torch
        return output

    def _stacked(self, x, hx, seq_length):
        """Every layer (and direction) in turn: the last layer's output and the stacked final states."""
        directions = 2 if self.bidirectional else 1
        layer_input, finals = x, []
        for layer in range(self.num_layers):
            index = layer * directions
            output, final = self.rnn.run(layer_input, self._initial(hx, index), seq_length, *self._weights(index))
            finals.append(final)
            if self.bidirectional:
                backward_input = (torch.flip(layer_input, [0]) if seq_length is None
                                  else _reverse_sequence(layer_input, seq_length))
                output_b, final_b = self.rnn.run(backward_input, self._initial(hx, index + 1), seq_length,
                                                 *self._weights(index + 1))
                output_b = torch.flip(output_b, [0]) if seq_length is None else _reverse_sequence(output_b, seq_length)
                finals.append(final_b)
                output = torch.cat((output, output_b), 2)
            layer_input = self._between_layers(output, layer)
        if self.is_lstm:
            h_n = _view(torch.cat([f[0] for f in finals], 0), tuple(hx[0].shape))
            c_n = _view(torch.cat([f[1] for f in finals], 0), tuple(hx[1].shape))
            return output, (h_n, c_n)
        return output, _view(torch.cat(finals, 0), tuple(hx.shape))

    def construct(self, x, hx=None, seq_length=None):
        owner = type(self).__name__
        batch = x.shape[0] if self.batch_first else x.shape[1]
        _check_is_tensor(owner, "x", x)
        if hx is not None:
            if not self.is_lstm:
                _check_is_tensor(owner, "h", hx)
                _check_same_float_dtypes(owner, ["x", "hx"], [x, hx])
                state = hx._torch
            else:
                _check_is_tuple(owner, "hx", hx)
                _check_is_tensor(owner, "hx[0]", hx[0])
                _check_is_tensor(owner, "hx[1]", hx[1])
                _check_same_float_dtypes(owner, ["x", "hx[0]", "hx[1]"], [x, hx[0], hx[1]])
                state = (hx[0]._torch, hx[1]._torch)
        else:
            shape = (self.num_layers * (2 if self.bidirectional else 1), batch, self.hidden_size)
            zeros = torch.zeros(shape, dtype=x._torch.dtype)
            state = (zeros, zeros.clone()) if self.is_lstm else zeros
        lengths = None
        if seq_length is not None:
            if seq_length.dtype not in (mstype.int32, mstype.int64):
                raise TypeError(f"For '{owner}', the 'seq_length' should be one of [mindspore.int32, mindspore.int64],"
                                f" but got '{seq_length.dtype!r}'.")
            if batch != seq_length.shape[0]:
                raise ValueError(f"For '{owner}' batch size of x and seq_length must be equal, but got {batch} of x "
                                 f"and {seq_length.shape[0]} of seq_length.")
            lengths = seq_length._torch
        inputs = x._torch
        if self.batch_first:
            inputs = inputs.permute(1, 0, 2)
        output, final = self._stacked(inputs, state, lengths)
        if self.batch_first:
            output = output.permute(1, 0, 2)
        dtype = x._torch.dtype
        if self.is_lstm:
            return _box(output.to(dtype)), (_box(final[0].to(dtype)), _box(final[1].to(dtype)))
        return _box(output.to(dtype)), _box(final.to(dtype))


class RNN(_RNNBase):
    """``RNN(input_size, hidden_size, num_layers=1, nonlinearity='tanh', has_bias=True, batch_first=False,
    dropout=0.0, bidirectional=False, dtype=float32)``: stacked Elman layers; ``(x, hx=None, seq_length=None)``
    -> ``(output, h_n)``."""

    def __init__(self, *args, **kwargs):
        mode = "RNN_TANH"
        if "nonlinearity" in kwargs:
            nonlinearity = kwargs.pop("nonlinearity")
            if nonlinearity not in ("tanh", "relu"):
                raise ValueError(f"For '{type(self).__name__}', the 'nonlinearity' must be in ['tanh', 'relu'], "
                                 f"but got {nonlinearity}.")
            mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"
        super().__init__(mode, *args, **kwargs)


class GRU(_RNNBase):
    """``GRU(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.0,
    bidirectional=False, dtype=float32)``; ``(x, hx=None, seq_length=None)`` -> ``(output, h_n)``."""

    def __init__(self, *args, **kwargs):
        super().__init__("GRU", *args, **kwargs)


class LSTM(_RNNBase):
    """``LSTM(input_size, hidden_size, num_layers=1, has_bias=True, batch_first=False, dropout=0.0,
    bidirectional=False, dtype=float32)``; ``(x, (h_0, c_0)=None, seq_length=None)`` -> ``(output, (h_n, c_n))``."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)


# -- single steps ------------------------------------------------------------------------------------------------

class RNNCellBase(Cell):
    """A single step's Parameters ``weight_ih``, ``weight_hh`` (and ``bias_ih``, ``bias_hh``), of ``num_chunks``
    gates each. As MindSpore does, each is first filled by ``np.random.randn`` (values then discarded, but
    NumPy's stream has moved on) and then reset to ``Uniform(1/sqrt(hidden_size))`` from MindSpore's
    initializer stream."""

    def __init__(self, input_size, hidden_size, has_bias, num_chunks, dtype=mstype.float32):
        super().__init__()
        owner = type(self).__name__
        _check_bool(owner, "has_bias", has_bias)
        _check_positive_int(owner, "hidden_size", hidden_size)
        _check_positive_int(owner, "input_size", input_size)
        self.input_size, self.hidden_size, self.has_bias = input_size, hidden_size, has_bias
        gates = num_chunks * hidden_size
        self.weight_ih = Parameter(Tensor(np.random.randn(gates, input_size), dtype=dtype))
        self.weight_hh = Parameter(Tensor(np.random.randn(gates, hidden_size), dtype=dtype))
        if has_bias:
            self.bias_ih = Parameter(Tensor(np.random.randn(gates), dtype=dtype))
            self.bias_hh = Parameter(Tensor(np.random.randn(gates), dtype=dtype))
        else:
            self.bias_ih = None
            self.bias_hh = None
        self.reset_parameters(dtype=dtype)

    def reset_parameters(self, dtype=mstype.float32):
        bound = 1 / math.sqrt(self.hidden_size)
        for weight in self.get_parameters():
            # drawn now, one initializer seed per Parameter in order, as MindSpore's set_data draws them
            weight.set_data(initializer(Uniform(bound), weight.shape, dtype).init_data())

    def _weights(self):
        return (self.weight_ih._torch, self.weight_hh._torch, None if self.bias_ih is None else self.bias_ih._torch,
                None if self.bias_hh is None else self.bias_hh._torch)


class RNNCell(RNNCellBase):
    """``RNNCell(input_size, hidden_size, has_bias=True, nonlinearity='tanh', dtype=float32)``:
    ``(x, hx)`` -> ``hx'``, one Elman step."""

    _non_linearity = ["tanh", "relu"]

    def __init__(self, input_size, hidden_size, has_bias=True, nonlinearity="tanh", dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, num_chunks=1, dtype=dtype)
        if not isinstance(nonlinearity, str):
            raise TypeError(f"For 'RNNCell', the type of 'nonlinearity' should be 'str', but got type "
                            f"'{type(nonlinearity).__name__}'.")
        if nonlinearity not in self._non_linearity:
            raise ValueError(f"For '{type(self).__name__}', the 'nonlinearity' must be str and must be in "
                             f"'{self._non_linearity}', but got '{nonlinearity}'.")
        self.nonlinearity = nonlinearity

    def construct(self, x, hx):
        _check_step_inputs(type(self).__name__, x, hx)
        step = _STEPS["RNN_TANH" if self.nonlinearity == "tanh" else "RNN_RELU"]
        return _box(step(x._torch, hx._torch, *self._weights()))


def _check_step_inputs(owner, x, hx):
    """An RNNCell's or GRUCell's checks of ``x`` and ``hx``, in MindSpore's order."""
    _check_is_tensor(owner, "x", x)
    _check_is_tensor(owner, "hx", hx)
    _check_float_dtype(owner, "x", x)
    _check_float_dtype(owner, "hx", hx)


class GRUCell(RNNCellBase):
    """``GRUCell(input_size, hidden_size, has_bias=True, dtype=float32)``: ``(x, hx)`` -> ``hx'``."""

    def __init__(self, input_size, hidden_size, has_bias=True, dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, num_chunks=3, dtype=dtype)

    def construct(self, x, hx):
        _check_step_inputs(type(self).__name__, x, hx)
        return _box(_gru_step(x._torch, hx._torch, *self._weights()))


def _refuse_old_lstmcell_arguments(init):
    """MindSpore refuses the arguments of its old (< 1.6) LSTMCell, a whole layer: more than three positional
    arguments (so even ``dtype`` given positionally), ``batch_size``, ``dropout`` or ``bidirectional``."""

    @functools.wraps(init)
    def checked(self, *args, **kwargs):
        if len(args) > 3 or "batch_size" in kwargs or "dropout" in kwargs or "bidirectional" in kwargs:
            raise ValueError("The arguments of `nn.LSTMCell` from old MindSpore version(<1.6) are detected, if you "
                             "still need use single LSTM layer, please use `nn.LSTM` instead.")
        return init(self, *args, **kwargs)

    return checked


class LSTMCell(RNNCellBase):
    """``LSTMCell(input_size, hidden_size, has_bias=True, dtype=float32)``: ``(x, (h, c))`` -> ``(h', c')``."""

    @_refuse_old_lstmcell_arguments
    def __init__(self, input_size, hidden_size, has_bias=True, dtype=mstype.float32):
        super().__init__(input_size, hidden_size, has_bias, num_chunks=4, dtype=dtype)

    def construct(self, x, hx):
        owner = type(self).__name__
        _check_is_tensor(owner, "x", x)
        _check_is_tuple(owner, "hx", hx)
        _check_is_tensor(owner, "hx[0]", hx[0])
        _check_is_tensor(owner, "hx[1]", hx[1])
        _check_float_dtype(owner, "x", x)
        _check_float_dtype(owner, "hx[0]", hx[0])
        _check_float_dtype(owner, "hx[1]", hx[1])
        h, c = _lstm_step(x._torch, (hx[0]._torch, hx[1]._torch), *self._weights())
        return _box(h), _box(c)
