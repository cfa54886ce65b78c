"""``paddle.nn`` recurrent layers: the cells (SimpleRNNCell, LSTMCell, GRUCell), ``RNN``/``BiRNN`` that run
a cell over time, and the multi-layer ``SimpleRNN``/``LSTM``/``GRU``.

As paddle's: gate order (LSTM ``i, f, g, o``; GRU ``r, z, c`` with the reset gate applied after the hidden
product), parameters ``weight_ih [gates * hidden, input]``, ``weight_hh``, ``bias_ih``, ``bias_hh`` drawn
from ``Uniform(-1/sqrt(hidden), 1/sqrt(hidden))`` in that order, cell by cell (so seeded programs get
paddle's weights), the multi-layer layers' ``weight_ih_l0``/``..._reverse`` names, and the two
``sequence_length`` behaviours: ``RNN``/``BiRNN`` reverse the whole padded batch and only hold the states
past a sequence's end, while ``LSTM``/``GRU``/``SimpleRNN`` (paddle's fused rnn kernel) reverse each
sequence within its length and give zero outputs past it.
"""

import math

import torch

from unigrad.paddle_api import ops
from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.nn import initializer as I
from unigrad.paddle_api.nn.layer import Layer
from unigrad.paddle_api.tensor import Tensor, wrap


def _cell_tanh(x):
    """tanh inside the recurrent cells: paddle's rnn kernel has its own activation functions, not
    paddle.tanh's (Eigen's) kernel; torch's tanh gives the values recorded in case nn_rnn_layers."""
    return wrap(torch.tanh(x._torch))

__all__ = ["RNNCellBase", "SimpleRNNCell", "LSTMCell", "GRUCell", "RNN", "BiRNN", "SimpleRNN", "LSTM", "GRU"]


def _map(fn, *structures):
    """``fn`` over matching leaves of nested tuples/lists of tensors (paddle.utils.map_structure)."""
    first = structures[0]
    if isinstance(first, (list, tuple)):
        return type(first)(_map(fn, *parts) for parts in zip(*structures))
    return fn(*structures)


def _first_leaf(structure):
    while isinstance(structure, (list, tuple)):
        structure = structure[0]
    return structure


class RNNCellBase(Layer):
    """A cell: ``forward(inputs, states) -> (outputs, new_states)``, with zero initial states."""

    def get_initial_states(self, batch_ref, shape=None, dtype=None, init_value=0.0, batch_dim_idx=0):
        batch = _first_leaf(batch_ref).shape[batch_dim_idx]
        shapes = self.state_shape if shape is None else shape
        dtype = dtype or getattr(self, "_dtype", "float32")

        def make(item):
            if isinstance(item, (list, tuple)) and not all(isinstance(s, int) for s in item):
                return type(item)(make(part) for part in item)
            dims = list(item)
            dims = dims[1:] if dims and dims[0] == -1 else dims
            from unigrad.paddle_api import _creation as creation

            return creation.full([batch] + dims, init_value, dtype)

        return make(shapes)

    @property
    def state_shape(self):
        raise NotImplementedError("Please add implementation for `state_shape` in the used cell.")

    def _create_gate_parameters(self, gates, input_size, hidden_size, weight_ih_attr, weight_hh_attr,
                                bias_ih_attr, bias_hh_attr, hh_columns=None):
        std = 1.0 / math.sqrt(hidden_size)
        rows = gates * hidden_size
        for name, shape, attr, is_bias in (("weight_ih", [rows, input_size], weight_ih_attr, False),
                                           ("weight_hh", [rows, hh_columns or hidden_size], weight_hh_attr, False),
                                           ("bias_ih", [rows], bias_ih_attr, True),
                                           ("bias_hh", [rows], bias_hh_attr, True)):
            if attr is False:  # paddle keeps a frozen constant in its place
                param = self.create_parameter(shape, None, is_bias=is_bias,
                                              default_initializer=I.Constant(0.0 if is_bias else 1.0))
                param.stop_gradient = True
            else:
                param = self.create_parameter(shape, attr, is_bias=is_bias, default_initializer=I.Uniform(-std, std))
            setattr(self, name, param)

    def extra_repr(self):
        return f"{self.input_size}, {self.hidden_size}"


def _check_hidden_size(layer, hidden_size):
    if hidden_size <= 0:
        raise ValueError(
            f"hidden_size of {type(layer).__name__} must be greater than 0, but now equals to {hidden_size}")


class SimpleRNNCell(RNNCellBase):
    """``h = act(x W_ih^T + b_ih + h W_hh^T + b_hh)``, ``act`` tanh or relu."""

    def __init__(self, input_size, hidden_size, activation="tanh", weight_ih_attr=None, weight_hh_attr=None,
                 bias_ih_attr=None, bias_hh_attr=None, name=None):
        super().__init__()
        _check_hidden_size(self, hidden_size)
        self._create_gate_parameters(1, input_size, hidden_size, weight_ih_attr, weight_hh_attr, bias_ih_attr,
                                     bias_hh_attr)
        self.input_size, self.hidden_size = input_size, hidden_size
        if activation not in ("tanh", "relu"):
            raise ValueError(f"activation for SimpleRNNCell should be tanh or relu, but get {activation}")
        self.activation = activation
        self._activation_fn = _cell_tanh if activation == "tanh" else F.relu

    def forward(self, inputs, states=None):
        if states is None:
            states = self.get_initial_states(inputs, self.state_shape)
        i2h = ops.matmul(inputs, self.weight_ih, transpose_y=True) + self.bias_ih
        h2h = ops.matmul(states, self.weight_hh, transpose_y=True) + self.bias_hh
        h = self._activation_fn(i2h + h2h)
        return h, h

    @property
    def state_shape(self):
        return (self.hidden_size,)

    def extra_repr(self):
        text = f"{self.input_size}, {self.hidden_size}"
        return text + (f", activation={self.activation}" if self.activation != "tanh" else "")


class LSTMCell(RNNCellBase):
    """Gates ``i, f, g, o`` from ``x W_ih^T + b_ih + h W_hh^T + b_hh``; ``c = f c + i tanh(g)``,
    ``h = o tanh(c)`` (then ``h W_ho`` with ``proj_size``)."""

    def __init__(self, input_size, hidden_size, weight_ih_attr=None, weight_hh_attr=None, bias_ih_attr=None,
                 bias_hh_attr=None, proj_size=0, name=None):
        super().__init__()
        _check_hidden_size(self, hidden_size)
        if proj_size < 0:
            raise ValueError(
                f"proj_size of {type(self).__name__} must be greater than 0, but now equals to {hidden_size}")
        if proj_size >= hidden_size:
            raise ValueError("proj_size must be smaller than hidden_size")
        self._create_gate_parameters(4, input_size, hidden_size, weight_ih_attr, weight_hh_attr, bias_ih_attr,
                                     bias_hh_attr, proj_size or hidden_size)
        self.proj_size = proj_size
        if proj_size > 0:
            std = 1.0 / math.sqrt(hidden_size)
            self.weight_ho = self.create_parameter([hidden_size, proj_size], weight_hh_attr,
                                                   default_initializer=I.Uniform(-std, std))
        self.input_size, self.hidden_size = input_size, hidden_size

    def forward(self, inputs, states=None):
        if states is None:
            states = self.get_initial_states(inputs, self.state_shape)
        pre_hidden, pre_cell = states
        gates = ops.matmul(inputs, self.weight_ih, transpose_y=True) + self.bias_ih
        gates = gates + ops.matmul(pre_hidden, self.weight_hh, transpose_y=True)
        gates = gates + self.bias_hh
        i, f, g, o = ops.split(gates, 4, axis=-1)
        i, f, o = F.sigmoid(i), F.sigmoid(f), F.sigmoid(o)
        c = f * pre_cell + i * _cell_tanh(g)
        h = o * _cell_tanh(c)
        if self.proj_size > 0:
            h = ops.matmul(h, self.weight_ho)
        return h, (h, c)

    @property
    def state_shape(self):
        return ((self.hidden_size,), (self.proj_size or self.hidden_size,))


class GRUCell(RNNCellBase):
    """Gates ``r, z`` and candidate ``c = tanh(x_c + r * h_c)`` (reset after the hidden product);
    ``h = (h_prev - c) * z + c``."""

    def __init__(self, input_size, hidden_size, weight_ih_attr=None, weight_hh_attr=None, bias_ih_attr=None,
                 bias_hh_attr=None, name=None):
        super().__init__()
        _check_hidden_size(self, hidden_size)
        self._create_gate_parameters(3, input_size, hidden_size, weight_ih_attr, weight_hh_attr, bias_ih_attr,
                                     bias_hh_attr)
        self.input_size, self.hidden_size = input_size, hidden_size

    def forward(self, inputs, states=None):
        if states is None:
            states = self.get_initial_states(inputs, self.state_shape)
        x_gates = ops.matmul(inputs, self.weight_ih, transpose_y=True) + self.bias_ih
        h_gates = ops.matmul(states, self.weight_hh, transpose_y=True) + self.bias_hh
        x_r, x_z, x_c = ops.split(x_gates, 3, axis=1)
        h_r, h_z, h_c = ops.split(h_gates, 3, axis=1)
        r = F.sigmoid(x_r + h_r)
        z = F.sigmoid(x_z + h_z)
        c = _cell_tanh(x_c + r * h_c)
        h = (states - c) * z + c
        return h, h

    @property
    def state_shape(self):
        return (self.hidden_size,)


def _step_mask(sequence_length, steps, dtype):
    """``[steps, batch]`` float mask: 1 where step t is inside sequence b."""
    lengths = sequence_length._torch if isinstance(sequence_length, Tensor) else torch.as_tensor(sequence_length)
    return (torch.arange(steps, device=lengths.device)[:, None] < lengths[None, :]).to(dtype)


def _hold(state, new_state, mask):
    """The new state where the step is inside the sequence, the old one past its end."""
    m = wrap(mask.reshape([-1] + [1] * (new_state._torch.dim() - 1)))
    return new_state * m + state * (1 - m)


def _run_cell(cell, inputs, states, mask, **kwargs):
    """The cell over time-major ``inputs`` (a list of steps): stacked outputs and final states."""
    outputs = []
    for i, step in enumerate(inputs):
        out, new_states = cell(step, states, **kwargs)
        if mask is not None:
            new_states = _map(lambda old, new: _hold(old, new, mask[i]), states, new_states)
        states = new_states
        outputs.append(out)
    return outputs, states


def _time_major_steps(inputs, time_major):
    t = inputs._torch
    return t if time_major else t.transpose(0, 1)


def _stack_outputs(outputs, time_major):
    return _map(lambda *steps: ops.stack(list(steps), axis=0 if time_major else 1), *outputs)


def rnn(cell, inputs, initial_states=None, sequence_length=None, time_major=False, is_reverse=False, **kwargs):
    """paddle's dynamic-graph loop: ``is_reverse`` runs over the time axis backwards (the padded batch
    as a whole); with ``sequence_length`` states stop changing past each sequence's end."""
    steps_t = _time_major_steps(inputs, time_major)
    if initial_states is None:
        initial_states = cell.get_initial_states(inputs, batch_dim_idx=1 if time_major else 0)
    mask = None if sequence_length is None else _step_mask(sequence_length, steps_t.shape[0], steps_t.dtype)
    order = range(steps_t.shape[0] - 1, -1, -1) if is_reverse else range(steps_t.shape[0])
    steps = [wrap(steps_t[i]) for i in order]
    outputs, states = _run_cell(cell, steps, initial_states, None if mask is None else mask[list(order)], **kwargs)
    if is_reverse:
        outputs = outputs[::-1]
    return _stack_outputs(outputs, time_major), states


class RNN(Layer):
    """Runs ``cell`` over the time axis: ``forward(inputs, initial_states=None, sequence_length=None)``."""

    def __init__(self, cell, is_reverse=False, time_major=False):
        super().__init__()
        self.cell = cell
        if not hasattr(self.cell, "call"):
            self.cell.call = self.cell.forward
        self.is_reverse, self.time_major = is_reverse, time_major

    def forward(self, inputs, initial_states=None, sequence_length=None, **kwargs):
        return rnn(self.cell, inputs, initial_states, sequence_length, self.time_major, self.is_reverse, **kwargs)


class BiRNN(Layer):
    """A forward and a backward cell over the same inputs, outputs concatenated on the last axis."""

    def __init__(self, cell_fw, cell_bw, time_major=False):
        super().__init__()
        self.cell_fw, self.cell_bw = cell_fw, cell_bw
        if cell_fw.input_size != cell_bw.input_size:
            raise ValueError(
                "input size of forward cell({}) does not equals that of backward cell({})".format(
                    cell_fw.input_size, cell_bw.input_size))
        self.time_major = time_major

    def forward(self, inputs, initial_states=None, sequence_length=None, **kwargs):
        if isinstance(initial_states, (list, tuple)):
            if len(initial_states) != 2:
                raise ValueError("length of initial_states should be 2 when it is a list/tuple")
            states_fw, states_bw = initial_states
        else:
            batch_dim = 1 if self.time_major else 0
            # paddle builds both from the forward cell
            states_fw = self.cell_fw.get_initial_states(inputs, batch_dim_idx=batch_dim)
            states_bw = self.cell_fw.get_initial_states(inputs, batch_dim_idx=batch_dim)
        out_fw, states_fw = rnn(self.cell_fw, inputs, states_fw, sequence_length, self.time_major, False, **kwargs)
        out_bw, states_bw = rnn(self.cell_bw, inputs, states_bw, sequence_length, self.time_major, True, **kwargs)
        outputs = _map(lambda a, b: ops.concat([a, b], -1), out_fw, out_bw)
        return outputs, (states_fw, states_bw)


_BIDIRECTIONAL = ("bidirect", "bidirectional")


class RNNBase(Layer):
    """Stacked (and optionally bidirectional) recurrent layers over one cell type."""

    _mode = None

    def __init__(self, mode, input_size, hidden_size, num_layers=1, direction="forward", time_major=False,
                 dropout=0.0, weight_ih_attr=None, weight_hh_attr=None, bias_ih_attr=None, bias_hh_attr=None,
                 proj_size=0):
        super().__init__()
        self.mode, self.input_size, self.hidden_size = mode, input_size, hidden_size
        self.num_layers, self.direction, self.time_major, self.dropout = num_layers, direction, time_major, dropout
        self.num_directions = 2 if direction in _BIDIRECTIONAL else 1
        self.state_components = 2 if mode == "LSTM" else 1
        self.proj_size = proj_size
        kwargs = dict(weight_ih_attr=weight_ih_attr, weight_hh_attr=weight_hh_attr, bias_ih_attr=bias_ih_attr,
                      bias_hh_attr=bias_hh_attr)
        if mode == "LSTM":
            cell_type = LSTMCell
            kwargs["proj_size"] = proj_size
        elif mode == "GRU":
            cell_type = GRUCell
        else:
            cell_type = SimpleRNNCell
            kwargs["activation"] = "relu" if mode == "RNN_RELU" else "tanh"
        between = proj_size or hidden_size
        if direction == "forward":
            for layer in range(num_layers):
                cell = cell_type(input_size if layer == 0 else between, hidden_size, **kwargs)
                self.add_sublayer(str(layer), RNN(cell, False, time_major))
        elif direction in _BIDIRECTIONAL:
            for layer in range(num_layers):
                size = input_size if layer == 0 else 2 * between
                fw = cell_type(size, hidden_size, **kwargs)
                bw = cell_type(size, hidden_size, **kwargs)
                self.add_sublayer(str(layer), BiRNN(fw, bw, time_major))
        else:
            raise ValueError(
                f"direction should be forward or bidirect (or bidirectional), received direction = {direction}")
        # the layer's own names for its cells' parameters, layer by layer, forward before reverse
        cells = []
        for layer in self._sub_layers.values():
            cells += [layer.cell] if isinstance(layer, RNN) else [layer.cell_fw, layer.cell_bw]
        for index, cell in enumerate(cells):
            suffix = f"_l{index // self.num_directions}" + ("_reverse" if index % self.num_directions else "")
            for name in ("weight_ih", "weight_hh", "bias_ih", "bias_hh"):
                if kwargs.get(name + "_attr") is not False:
                    setattr(self, name + suffix, getattr(cell, name))
        self._cells = cells

    def __getitem__(self, index):
        return list(self._sub_layers.values())[index]

    def __len__(self):
        return len(self._sub_layers)

    def __iter__(self):
        return iter(self._sub_layers.values())

    def flatten_parameters(self):
        """paddle packs the weights into one buffer for its fused kernel; nothing to do here."""

    def forward(self, inputs, initial_states=None, sequence_length=None):
        batch_index = 1 if self.time_major else 0
        batch = inputs.shape[batch_index]
        count = self.num_layers * self.num_directions
        from unigrad.paddle_api import _creation as creation

        if initial_states is None:
            dims = ([self.proj_size or self.hidden_size], [self.hidden_size])
            initial_states = tuple(creation.full([count, batch] + dims[i], 0, inputs.dtype)
                                   for i in range(self.state_components))
        elif isinstance(initial_states, Tensor):
            initial_states = (initial_states,)
        for state in initial_states:
            if state.shape[1] != batch:
                raise ValueError(
                    "(InvalidArgument) The second dimension size (representing for batch size) of Input and "
                    f"PreState should be equal. But received {batch} and {state.shape[1]}.")
        steps_t = _time_major_steps(inputs, self.time_major)
        mask = None if sequence_length is None else _step_mask(sequence_length, steps_t.shape[0], steps_t.dtype)
        x = wrap(steps_t)  # time-major from here
        finals = [[] for _ in range(self.state_components)]
        for layer in range(self.num_layers):
            if layer > 0:
                x = F.dropout(x, self.dropout, training=self.training, mode="upscale_in_train")
            outputs = []
            for direction in range(self.num_directions):
                index = layer * self.num_directions + direction
                cell = self._cells[index]
                states = tuple(s[index] for s in initial_states)
                states = states if self.mode == "LSTM" else states[0]
                out, states = self._run_direction(cell, x, states, mask, reverse=direction == 1)
                outputs.append(out)
                for k, state in enumerate(states if self.mode == "LSTM" else (states,)):
                    finals[k].append(state)
            x = outputs[0] if len(outputs) == 1 else ops.concat(outputs, -1)
        out = x if self.time_major else wrap(x._torch.transpose(0, 1))
        stacked = tuple(ops.stack(f, axis=0) for f in finals)
        return out, stacked if self.mode == "LSTM" else stacked[0]

    @staticmethod
    def _run_direction(cell, x, states, mask, reverse):
        """One direction over time-major ``x``; paddle's fused kernel reverses each sequence within its
        length and zeroes the outputs past it."""
        t = x._torch
        steps = t.shape[0]
        if reverse:
            if mask is None:
                order = torch.arange(steps - 1, -1, -1, device=t.device)[:, None].expand(steps, t.shape[1])
            else:
                lengths = mask.sum(0).long()
                time = torch.arange(steps, device=t.device)[:, None]
                order = torch.where(time < lengths[None, :], lengths[None, :] - 1 - time, time)
            t = torch.gather(t, 0, order[:, :, None].expand_as(t))
        step_list = [wrap(t[i]) for i in range(steps)]
        outputs, states = _run_cell(cell, step_list, states, mask)
        out = ops.stack(outputs, axis=0)
        if reverse:
            out = wrap(torch.gather(out._torch, 0, order[:, :, None].expand_as(out._torch)))
        if mask is not None:
            out = out * wrap(mask[:, :, None])
        return out, states

    def extra_repr(self):
        text = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            text += f", num_layers={self.num_layers}"
        if self.time_major is not False:
            text += f", time_major={self.time_major}"
        if self.dropout != 0:
            text += f", dropout={self.dropout}"
        return text


class SimpleRNN(RNNBase):
    def __init__(self, input_size, hidden_size, num_layers=1, direction="forward", time_major=False, dropout=0.0,
                 activation="tanh", weight_ih_attr=None, weight_hh_attr=None, bias_ih_attr=None, bias_hh_attr=None,
                 name=None):
        if activation not in ("tanh", "relu"):
            raise ValueError(f"Unknown activation '{activation}'")
        self.activation = activation
        super().__init__("RNN_TANH" if activation == "tanh" else "RNN_RELU", input_size, hidden_size, num_layers,
                         direction, time_major, dropout, weight_ih_attr, weight_hh_attr, bias_ih_attr, bias_hh_attr)


class LSTM(RNNBase):
    def __init__(self, input_size, hidden_size, num_layers=1, direction="forward", time_major=False, dropout=0.0,
                 weight_ih_attr=None, weight_hh_attr=None, bias_ih_attr=None, bias_hh_attr=None, proj_size=0,
                 name=None):
        super().__init__("LSTM", input_size, hidden_size, num_layers, direction, time_major, dropout,
                         weight_ih_attr, weight_hh_attr, bias_ih_attr, bias_hh_attr, proj_size)


class GRU(RNNBase):
    def __init__(self, input_size, hidden_size, num_layers=1, direction="forward", time_major=False, dropout=0.0,
                 weight_ih_attr=None, weight_hh_attr=None, bias_ih_attr=None, bias_hh_attr=None, name=None):
        super().__init__("GRU", input_size, hidden_size, num_layers, direction, time_major, dropout,
                         weight_ih_attr, weight_hh_attr, bias_ih_attr, bias_hh_attr)
