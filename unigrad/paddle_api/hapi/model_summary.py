"""``paddle.summary``: the per-layer table of input/output shapes and parameter counts paddle prints.

It runs the network once on ``paddle.rand`` inputs (drawing from paddle's generator, as paddle
does) with forward post-hooks on every layer but containers; it returns
``{'total_params': ..., 'trainable_params': ...}`` (NumPy integers, as paddle's).
"""

import numbers
from collections import OrderedDict

import numpy as np

__all__ = ["summary"]


def _is_shape(shape):
    return not any(isinstance(item, (list, tuple)) for item in shape)


def _check_shape(shape):
    unknown = 0
    dims = []
    for item in shape:
        if item is None or item == -1:
            unknown += 1
            if unknown > 1:
                raise ValueError("Option input_size only the dim of batch_size can be None or -1.")
            item = 1
        elif isinstance(item, numbers.Number) and item <= 0:
            raise ValueError(f"Expected element in input size greater than zero, but got {item}")
        dims.append(item)
    return tuple(dims)


def _check_input(input_size):
    if isinstance(input_size, (list, tuple)) and _is_shape(input_size):
        return _check_shape(input_size)
    return [_check_input(i) for i in input_size]


def summary(net, input_size=None, dtypes=None, input=None):
    """Print the layer table of ``net`` run on inputs of ``input_size`` (or on ``input``); return the counts."""
    from unigrad.paddle_api.static import InputSpec
    from unigrad.paddle_api.tensor import Tensor

    if input_size is None and input is None:
        raise ValueError("input_size and input cannot be None at the same time")
    if input_size is None:
        if isinstance(input, Tensor):
            input_size = tuple(input.shape)
        elif isinstance(input, (list, tuple)):
            input_size = [tuple(x.shape) for x in input]
        elif isinstance(input, dict):
            input_size = [tuple(x.shape) for x in input.values()]
        else:
            raise ValueError("Input is not tensor, list, tuple and dict, unable to determine input_size, please "
                             "input input_size.")
    if isinstance(input_size, InputSpec):
        sizes = tuple(input_size.shape)
    elif isinstance(input_size, list):
        sizes = []
        for item in input_size:
            if isinstance(item, int):
                item = (item,)
            assert isinstance(item, (tuple, InputSpec)), \
                f"When input_size is list,             expect item in input_size is a tuple or InputSpec, but got " \
                f"{type(item)}"
            sizes.append(tuple(item.shape) if isinstance(item, InputSpec) else item)
    elif isinstance(input_size, int):
        sizes = (input_size,)
    else:
        sizes = input_size
    was_training = net.training
    if was_training:
        net.eval()
    text, counts = _summary_string(net, _check_input(sizes), dtypes, input)
    print(text)
    if was_training:
        net.train()
    return counts


def _all_numbers(items):
    return all(isinstance(i, numbers.Number) for i in items)


def _shapes_of(value):
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(value, Tensor):
        return list(value.shape)
    if isinstance(value, (list, tuple)):
        return [_shapes_of(v) for v in value]
    return None


def _output_shape(output):
    if isinstance(output, (list, tuple)):
        return [_output_shape(o) for o in output]
    return list(output.shape) if hasattr(output, "shape") else []


def _summary_string(model, input_size, dtypes, input):
    from unigrad.paddle_api import nn
    from unigrad.paddle_api._gradients import no_grad
    from unigrad.paddle_api._creation import rand

    def build_dtypes(size, dtype):
        if isinstance(size, (list, tuple)) and _all_numbers(size):
            return [dtype or "float32"]
        return [build_dtypes(i, dtype) for i in size]

    if not isinstance(dtypes, (list, tuple)):
        dtypes = build_dtypes(input_size, dtypes)
    depth = len(list(model.sublayers()))
    table = OrderedDict()
    hooks = []

    def hook(layer, inputs, output):
        try:
            index = int(layer._full_name.split("_")[-1])
        except ValueError:
            index = len(table)
        row = table[f"{type(layer).__name__}-{index + 1}"] = OrderedDict()
        row["input_shape"] = _shapes_of(inputs)
        row["output_shape"] = _output_shape(output)
        params = 0
        row["trainable_params"] = 0
        trainable_seen = False
        for name, value in layer._parameters.items():
            params += np.prod(value.shape)
            param = getattr(layer, name)
            if getattr(param, "trainable", True) and not param.stop_gradient:
                row["trainable_params"] += np.prod(value.shape)
                row["trainable"] = trainable_seen = True
            elif not trainable_seen:
                row["trainable"] = False
        row["nb_params"] = params

    def register(layer):
        if not isinstance(layer, (nn.Sequential, nn.LayerList)) and (layer is not model or depth < 1):
            hooks.append(layer.register_forward_post_hook(hook))

    if isinstance(input_size, tuple):
        input_size = [input_size]

    def build_input(size, dtype):
        if isinstance(size, (list, tuple)) and _all_numbers(size):
            return rand(list(size)).astype(dtype[0] if isinstance(dtype, (list, tuple)) else dtype)
        return [build_input(i, d) for i, d in zip(size, dtype)]

    with no_grad():
        model.apply(register)
        if input is not None:
            model(input)
        else:
            model(*build_input(input_size, dtypes))
        for h in hooks:
            h.remove()
    return _format(table, input_size)


def _format(table, input_size):
    widths = {"layer_width": 15, "input_shape_width": 20, "output_shape_width": 20, "params_width": 15,
              "table_width": 75}
    for name, row in table.items():
        widths["output_shape_width"] = max(widths["output_shape_width"], len(str(row["output_shape"])))
        widths["input_shape_width"] = max(widths["input_shape_width"], len(str(row["input_shape"])))
        widths["layer_width"] = max(widths["layer_width"], len(str(name)))
        widths["params_width"] = max(widths["params_width"], len(str(row["nb_params"])))
    columns = sum(v for k, v in widths.items() if k != "table_width")
    width = max(widths["table_width"], columns + 5)

    def line(a, b, c, d):
        return (f"{a:^{widths['layer_width']}} {b:^{widths['input_shape_width']}} "
                f"{c:^{widths['output_shape_width']}} {d:^{widths['params_width']}}\n")

    text = "-" * width + "\n" + line("Layer (type)", "Input Shape", "Output Shape", "Param #") + "=" * width + "\n"
    total_params = total_output = trainable_params = 0
    for name, row in table.items():
        text += line(name, str(row["input_shape"]), str(row["output_shape"]), "{:,}".format(row["nb_params"]))
        total_params += row["nb_params"]
        try:
            total_output += np.sum(np.prod(row["output_shape"], axis=-1))
        except ValueError:  # several outputs of different ranks
            for shape in row["output_shape"]:
                total_output += np.sum(np.prod(shape, axis=-1))
        if row.get("trainable"):
            trainable_params += row["trainable_params"]

    def input_mb(size):
        if isinstance(size, (list, tuple)) and _all_numbers(size):
            return abs(np.prod(size) * 4.0 / 1024**2.0)
        return sum(input_mb(i) for i in size)

    input_size_mb = input_mb(input_size)
    output_mb = abs(2.0 * total_output * 4.0 / 1024**2.0)
    params_mb = abs(total_params * 4.0 / 1024**2.0)
    text += "=" * width + "\n"
    text += f"Total params: {total_params:,}\n"
    text += f"Trainable params: {trainable_params:,}\n"
    text += f"Non-trainable params: {total_params - trainable_params:,}\n"
    text += "-" * width + "\n"
    text += f"Input size (MB): {input_size_mb:0.2f}\n"
    text += f"Forward/backward pass size (MB): {output_mb:0.2f}\n"
    text += f"Params size (MB): {params_mb:0.2f}\n"
    text += f"Estimated Total Size (MB): {params_mb + output_mb + input_size_mb:0.2f}\n"
    text += "-" * width + "\n"
    return text, {"total_params": total_params, "trainable_params": trainable_params}
