"""``paddle.flops``: the FLOPs table paddle prints for a network run once on a ``paddle.randn`` input.

Forward post-hooks on every leaf layer count its operations (paddle's counting rules for convolutions,
batch norm, linear, pooling; ``custom_ops`` for other types), its parameters and its input/output shapes
into buffers of shape ``[1]``, as paddle's do. Those buffers, and the order things happen in, are paddle's
own, and so are the consequences: paddle reads a row with ``int()`` on a shape-``[1]`` tensor, which NumPy
2.4 and later refuse (a ``TypeError`` after the "has been counted" lines, with the hooks already removed
and the buffers left on the layers), and a network that is a single leaf layer counts nothing.
"""

import warnings

import numpy as np

__all__ = ["flops"]

#: Where paddle defines each ``paddle.nn`` layer class: paddle prints a type as ``<class 'module.Name'>``.
_PADDLE_MODULES = {
    "paddle.nn.layer.activation": "CELU ELU GELU GLU Hardshrink Hardsigmoid Hardswish Hardtanh LeakyReLU LogSigmoid "
                                  "LogSoftmax Maxout Mish PReLU RReLU ReLU ReLU6 SELU SiLU Sigmoid Silu Softmax "
                                  "Softmax2D Softplus Softshrink Softsign Swish Tanh Tanhshrink ThresholdedReLU",
    "paddle.nn.layer.common": "AlphaDropout Bilinear CircularPad1D CircularPad2D CircularPad3D ConstantPad1D "
                              "ConstantPad2D ConstantPad3D CosineSimilarity Dropout Dropout2D Dropout3D Embedding "
                              "FeatureAlphaDropout Flatten Fold Identity Linear Pad1D Pad2D Pad3D ReflectionPad1D "
                              "ReflectionPad2D ReflectionPad3D ReplicationPad1D ReplicationPad2D ReplicationPad3D "
                              "Unflatten Unfold Upsample UpsamplingBilinear2D UpsamplingNearest2D ZeroPad1D "
                              "ZeroPad2D ZeroPad3D",
    "paddle.nn.layer.container": "LayerDict LayerList ParameterDict ParameterList Sequential",
    "paddle.nn.layer.conv": "Conv1D Conv1DTranspose Conv2D Conv2DTranspose Conv3D Conv3DTranspose",
    "paddle.nn.layer.distance": "PairwiseDistance",
    "paddle.nn.layer.layers": "Layer",
    "paddle.nn.layer.loss": "AdaptiveLogSoftmaxWithLoss BCELoss BCEWithLogitsLoss CTCLoss CosineEmbeddingLoss "
                            "CrossEntropyLoss GaussianNLLLoss HSigmoidLoss HingeEmbeddingLoss HuberLoss KLDivLoss "
                            "L1Loss MSELoss MarginRankingLoss MultiLabelMarginLoss MultiLabelSoftMarginLoss "
                            "MultiMarginLoss NLLLoss PoissonNLLLoss RNNTLoss SmoothL1Loss SoftMarginLoss "
                            "TripletMarginLoss TripletMarginWithDistanceLoss",
    "paddle.nn.layer.norm": "BatchNorm BatchNorm1D BatchNorm2D BatchNorm3D GroupNorm InstanceNorm1D InstanceNorm2D "
                            "InstanceNorm3D LayerNorm LocalResponseNorm SpectralNorm SyncBatchNorm",
    "paddle.nn.layer.pooling": "AdaptiveAvgPool1D AdaptiveAvgPool2D AdaptiveAvgPool3D AdaptiveMaxPool1D "
                               "AdaptiveMaxPool2D AdaptiveMaxPool3D AvgPool1D AvgPool2D AvgPool3D FractionalMaxPool2D "
                               "FractionalMaxPool3D LPPool1D LPPool2D MaxPool1D MaxPool2D MaxPool3D MaxUnPool1D "
                               "MaxUnPool2D MaxUnPool3D",
    "paddle.nn.layer.rnn": "BiRNN GRU GRUCell LSTM LSTMCell RNN RNNCellBase SimpleRNN SimpleRNNCell",
    "paddle.nn.layer.transformer": "MultiHeadAttention Transformer TransformerDecoder TransformerDecoderLayer "
                                   "TransformerEncoder TransformerEncoderLayer",
    "paddle.nn.layer.vision": "ChannelShuffle PixelShuffle PixelUnshuffle",
}
_PADDLE_MODULE_OF = {name: module for module, names in _PADDLE_MODULES.items() for name in names.split()}


def _type_text(kind):
    """How paddle prints ``kind`` (``<class 'paddle.nn.layer.conv.Conv2D'>``); user classes print as Python does."""
    if kind.__module__.startswith("unigrad.paddle_api") and kind.__name__ in _PADDLE_MODULE_OF:
        return f"<class '{_PADDLE_MODULE_OF[kind.__name__]}.{kind.__name__}'>"
    return repr(kind)


# ---- paddle's counting rules: each adds to the layer's ``total_ops`` buffer -------------------------------
def _count_conv(m, x, y):
    kernel_ops = np.prod(m.weight.shape[2:])
    bias_ops = 1 if m.bias is not None else 0
    m.total_ops += abs(int(int(y.numel()) * (x[0].shape[1] / m._groups * kernel_ops + bias_ops)))


def _count_leaky_relu(m, x, y):
    m.total_ops += int(x[0].numel())


def _count_batch_norm(m, x, y):
    if not m.training:  # flops runs the network in eval mode, so paddle's rule always takes this branch
        ops = 2 * x[0].numel()
    m.total_ops += abs(int(ops))


def _count_linear(m, x, y):
    m.total_ops += abs(int(m.weight.shape[0] * y.numel()))


def _count_avg_pool(m, x, y):
    m.total_ops += int(y.numel())


def _count_adaptive_avg_pool(m, x, y):
    kernel = np.array(x[0].shape[2:]) // np.array(y.shape[2:])
    m.total_ops += abs(int((np.prod(kernel) + 1) * y.numel()))


def _count_nothing(m, x, y):
    m.total_ops += 0


_COUNTERS = {
    "Conv1D": _count_conv, "Conv2D": _count_conv, "Conv3D": _count_conv, "Conv1DTranspose": _count_conv,
    "Conv2DTranspose": _count_conv, "Conv3DTranspose": _count_conv, "BatchNorm2D": _count_batch_norm,
    "BatchNorm": _count_batch_norm, "ReLU": _count_nothing, "ReLU6": _count_nothing,
    "LeakyReLU": _count_leaky_relu, "Linear": _count_linear, "Dropout": _count_nothing,
    "AvgPool1D": _count_avg_pool, "AvgPool2D": _count_avg_pool, "AvgPool3D": _count_avg_pool,
    "AdaptiveAvgPool1D": _count_adaptive_avg_pool, "AdaptiveAvgPool2D": _count_adaptive_avg_pool,
    "AdaptiveAvgPool3D": _count_adaptive_avg_pool,
}


def _counters():
    """``{layer class: counting rule}`` for the classes paddle has rules for (exact types, as paddle matches)."""
    from unigrad.paddle_api import nn

    return {getattr(nn, name): rule for name, rule in _COUNTERS.items() if hasattr(nn, name)}


def _count_parameters(m, x, y):
    total = 0
    for p in m.parameters():
        total += p.numel()
    m.total_params[0] = abs(int(total))


def _record_shapes(m, x, y):
    from unigrad.paddle_api.tensor import to_tensor

    m.register_buffer("input_shape", to_tensor(x[0].shape))
    m.register_buffer("output_shape", to_tensor((y[0] if isinstance(y, (list, tuple)) else y).shape))


_COUNT_BUFFERS = {"total_ops", "total_params", "input_shape", "output_shape"}


def _is_leaf(layer):
    return len(list(layer.children())) == 0


def _counted(layer):
    return _is_leaf(layer) and _COUNT_BUFFERS.issubset(layer._buffers)


class _Table:
    """paddle's ``+---+`` table: columns as wide as their widest cell, cells centred with one space each side."""

    def __init__(self, heads):
        self.heads, self.rows, self.widths = heads, [], [len(h) for h in heads]

    def add_row(self, row):
        self.widths = [max(w, len(str(cell))) for w, cell in zip(self.widths, row)]
        self.rows.append(row)

    def print(self):
        shelf = "".join("+" + "-" * (w + 2) for w in self.widths) + "+"
        line = lambda row: "".join("|" + str(cell).center(w + 2) for cell, w in zip(row, self.widths)) + "|"
        print(shelf)
        print(line(self.heads))
        print(shelf)
        for row in self.rows:
            print(line(row))
        print(shelf)


def flops(net, input_size, custom_ops=None, print_detail=False):
    """Count ``net``'s FLOPs on a ``paddle.randn(input_size)`` input; print the total (and, with
    ``print_detail``, the per-layer table) and return it as an int."""
    from unigrad.paddle_api.nn import Layer

    if isinstance(net, Layer):
        from unigrad.paddle_api._creation import randn

        return _dynamic_flops(net, randn(input_size), custom_ops, print_detail)
    warnings.warn("Your model must be an instance of paddle.nn.Layer or paddle.static.Program.")
    return -1


def _dynamic_flops(model, inputs, custom_ops, print_detail):
    from unigrad.paddle_api._gradients import no_grad
    from unigrad.paddle_api._creation import zeros

    custom_ops = {} if custom_ops is None else custom_ops
    counters = _counters()
    handles = []
    seen = set()

    def add_hooks(m):
        if not _is_leaf(m):
            return
        m.register_buffer("total_ops", zeros([1], dtype="int64"))
        m.register_buffer("total_params", zeros([1], dtype="int64"))
        kind = type(m)
        rule = None
        if kind in custom_ops:
            rule = custom_ops[kind]
            if kind not in seen:
                print(f"Customize Function has been applied to {_type_text(kind)}")
        elif kind in counters:
            rule = counters[kind]
            if kind not in seen:
                print(f"{_type_text(kind)}'s flops has been counted")
        elif kind not in seen:
            print(f"Cannot find suitable count function for {_type_text(kind)}. Treat it as zero FLOPs.")
        if rule is not None:
            handles.append(m.register_forward_post_hook(rule))
        handles.append(m.register_forward_post_hook(_count_parameters))
        handles.append(m.register_forward_post_hook(_record_shapes))
        seen.add(kind)

    training = model.training
    model.eval()
    model.apply(add_hooks)
    with no_grad():
        model(inputs)

    total_ops = total_params = 0
    for m in model.sublayers():
        if _counted(m):
            total_ops += m.total_ops
            total_params += m.total_params
    if training:
        model.train()
    for handle in handles:
        handle.remove()

    table = _Table(["Layer Name", "Input Shape", "Output Shape", "Params", "Flops"])
    for _, m in model.named_sublayers():
        if _counted(m):
            table.add_row([m.full_name(), m.input_shape.numpy().tolist(), m.output_shape.numpy().tolist(),
                           int(m.total_params), int(m.total_ops)])
            for name in ("total_ops", "total_params", "input_shape", "output_shape"):
                m._buffers.pop(name)
    if print_detail:
        table.print()
    print(f"Total Flops: {int(total_ops)}     Total Params: {int(total_params)}")
    return int(total_ops)
