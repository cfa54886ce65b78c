"""``paddle.nn``: Layer and the common layers (Linear, Conv2D, activations, losses, Sequential)."""

from unigrad.paddle_api.framework import ParamAttr, Parameter
from unigrad.paddle_api.nn import functional, initializer
from unigrad.paddle_api.nn.layer import Layer
from unigrad.paddle_api.nn.loss import CrossEntropyLoss, L1Loss, MSELoss
from unigrad.paddle_api.nn import loss

__all__ = [
    "Layer", "Linear", "Conv2D", "ReLU", "Sigmoid", "Tanh", "Softmax", "LeakyReLU", "GELU", "Sequential",
    "LayerList", "ParameterList", "LayerDict", "MSELoss", "L1Loss", "CrossEntropyLoss", "Flatten", "Dropout",
    "Identity", "MaxPool2D", "functional", "initializer", "loss", "ParamAttr", "Parameter",
]


class Linear(Layer):
    """``y = x @ weight + bias`` with weight ``[in_features, out_features]``."""

    def __init__(self, in_features, out_features, weight_attr=None, bias_attr=None, name=None):
        super().__init__()
        self._in_features, self._out_features = in_features, out_features
        self.weight = self.create_parameter([in_features, out_features], attr=weight_attr)
        self.bias = self.create_parameter([out_features], attr=bias_attr, is_bias=True)
        self.name = name

    def forward(self, input):
        return functional.linear(input, self.weight, self.bias)

    def extra_repr(self):
        name = f", name={self.name}" if self.name else ""
        return f"in_features={self._in_features}, out_features={self._out_features}, dtype={self._dtype}{name}"


def _pair(value):
    return [value, value] if isinstance(value, int) else list(value)


class Conv2D(Layer):
    """2-D convolution, weight ``[out_channels, in_channels / groups, kh, kw]``."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 padding_mode="zeros", weight_attr=None, bias_attr=None, data_format="NCHW"):
        super().__init__()
        self._in_channels, self._out_channels = in_channels, out_channels
        self._kernel_size = _pair(kernel_size)
        self._stride, self._padding, self._dilation, self._groups = stride, padding, dilation, groups
        self._data_format = data_format
        shape = [out_channels, in_channels // groups] + self._kernel_size
        fan_in = (in_channels // groups) * self._kernel_size[0] * self._kernel_size[1]
        default = initializer.Normal(0.0, (2.0 / fan_in) ** 0.5)
        self.weight = self.create_parameter(shape, attr=weight_attr, default_initializer=default)
        self.bias = self.create_parameter([out_channels], attr=bias_attr, is_bias=True)

    def forward(self, x):
        return functional.conv2d(x, self.weight, self.bias, self._stride, self._padding, self._dilation,
                                 self._groups, self._data_format)

    def extra_repr(self):
        text = f"{self._in_channels}, {self._out_channels}, kernel_size={self._kernel_size}"
        if self._stride != 1:
            text += f", stride={_pair(self._stride)}"
        if self._padding != 0:
            text += f", padding={self._padding}"
        if self._dilation != 1:
            text += f", dilation={_pair(self._dilation)}"
        if self._groups != 1:
            text += f", groups={self._groups}"
        return text + f", data_format={self._data_format}"


def _activation(name, fn, **defaults):
    def __init__(self, *args, name=None, **kwargs):
        Layer.__init__(self)
        params = dict(defaults)
        params.update(zip(defaults, args))
        params.update(kwargs)
        object.__setattr__(self, "_params", params)

    def forward(self, x):
        return fn(x, **self._params)

    def extra_repr(self):
        return ", ".join(f"{k}={v}" for k, v in self._params.items() if v != defaults[k])

    return type(name, (Layer,), {"__init__": __init__, "forward": forward, "extra_repr": extra_repr,
                                 "__doc__": f"``paddle.nn.{name}``."})


ReLU = _activation("ReLU", functional.relu)
Sigmoid = _activation("Sigmoid", functional.sigmoid)
Tanh = _activation("Tanh", functional.tanh)
Softmax = _activation("Softmax", functional.softmax, axis=-1)
LeakyReLU = _activation("LeakyReLU", functional.leaky_relu, negative_slope=0.01)
GELU = _activation("GELU", functional.gelu, approximate=False)
for _cls in (ReLU, Sigmoid, Tanh, Softmax, LeakyReLU, GELU):
    _cls.__module__ = __name__


class Identity(Layer):
    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, x):
        return x


class Flatten(Layer):
    def __init__(self, start_axis=1, stop_axis=-1):
        super().__init__()
        self.start_axis, self.stop_axis = start_axis, stop_axis

    def forward(self, x):
        from unigrad.paddle_api.ops import flatten

        return flatten(x, self.start_axis, self.stop_axis)


class Dropout(Layer):
    def __init__(self, p=0.5, axis=None, mode="upscale_in_train", name=None):
        super().__init__()
        self.p, self.axis, self.mode = p, axis, mode

    def forward(self, x):
        return functional.dropout(x, self.p, self.axis, self.training, self.mode)

    def extra_repr(self):
        return f"p={self.p}, axis={self.axis}, mode={self.mode}"


class MaxPool2D(Layer):
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, return_mask=False,
                 data_format="NCHW", name=None):
        super().__init__()
        self.ksize, self.stride, self.padding, self.ceil_mode = kernel_size, stride, padding, ceil_mode

    def forward(self, x):
        return functional.max_pool2d(x, self.ksize, self.stride, self.padding, self.ceil_mode)

    def extra_repr(self):
        return f"kernel_size={self.ksize}, stride={self.stride}, padding={self.padding}"


class Sequential(Layer):
    """Layers applied in order; ``Sequential(l1, l2)`` or ``Sequential(('name', l1), ...)``."""

    def __init__(self, *layers):
        super().__init__()
        if len(layers) > 0 and isinstance(layers[0], (list, tuple)):
            for name, layer in layers:
                self.add_sublayer(name, layer)
        else:
            for index, layer in enumerate(layers):
                self.add_sublayer(str(index), layer)

    def __getitem__(self, index):
        layers = list(self._sub_layers.values())
        if isinstance(index, slice):
            return Sequential(*layers[index])
        if isinstance(index, str):
            return self._sub_layers[index]
        return layers[index]

    def __len__(self):
        return len(self._sub_layers)

    def append(self, layer):
        self.add_sublayer(str(len(self._sub_layers)), layer)
        return self

    def _renumber(self, layers):
        self._sub_layers.clear()
        for index, layer in enumerate(layers):
            self._sub_layers[str(index)] = layer

    def insert(self, index, layer):
        layers = list(self._sub_layers.values())
        layers.insert(index, layer)
        self._renumber(layers)
        return self

    def extend(self, layers):
        for layer in layers:
            self.append(layer)
        return self

    def forward(self, input):
        for layer in self._sub_layers.values():
            input = layer(input)
        return input


class LayerList(Layer):
    def __init__(self, sublayers=None):
        super().__init__()
        for index, layer in enumerate(sublayers or []):
            self.add_sublayer(str(index), layer)

    def append(self, sublayer):
        self.add_sublayer(str(len(self._sub_layers)), sublayer)
        return self

    def __getitem__(self, index):
        return list(self._sub_layers.values())[index]

    def __iter__(self):
        return iter(self._sub_layers.values())

    def __len__(self):
        return len(self._sub_layers)


class LayerDict(Layer):
    def __init__(self, sublayers=None):
        super().__init__()
        for name, layer in (sublayers or {}).items():
            self.add_sublayer(name, layer)

    def __getitem__(self, key):
        return self._sub_layers[key]

    def __setitem__(self, key, layer):
        self.add_sublayer(key, layer)

    def keys(self):
        return self._sub_layers.keys()

    def items(self):
        return self._sub_layers.items()

    def __len__(self):
        return len(self._sub_layers)


class ParameterList(Layer):
    def __init__(self, parameters=None):
        super().__init__()
        for index, param in enumerate(parameters or []):
            self.add_parameter(str(index), param)

    def append(self, parameter):
        self.add_parameter(str(len(self._parameters)), parameter)
        return self

    def __getitem__(self, index):
        return list(self._parameters.values())[index]

    def __iter__(self):
        return iter(self._parameters.values())

    def __len__(self):
        return len(self._parameters)


