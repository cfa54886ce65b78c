"""``paddle.nn`` activation layers over ``nn.functional``'s kernels: ``ELU``, ``Softplus``, ``ThresholdedReLU``,
``PReLU``, ``RReLU``, ``GLU``, ``Maxout``, ``Softmax2D``. Each layer calls the same function (so the same kernel)
as its functional spelling, and its ``extra_repr`` shows what paddle's does."""

from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["ELU", "Softplus", "ThresholdedReLU", "PReLU", "RReLU", "GLU", "Maxout", "Softmax2D"]


def _name_suffix(name):
    return f", name={name}" if name else ""


class ELU(Layer):
    def __init__(self, alpha=1.0, name=None):
        super().__init__()
        self._alpha, self._name = alpha, name

    def forward(self, x):
        return F.elu(x, self._alpha)

    def extra_repr(self):
        return f"alpha={self._alpha}{_name_suffix(self._name)}"


class Softplus(Layer):
    def __init__(self, beta=1, threshold=20, name=None):
        super().__init__()
        self._beta, self._threshold, self._name = beta, threshold, name

    def forward(self, x):
        return F.softplus(x, self._beta, self._threshold)

    def extra_repr(self):
        return f"beta={self._beta}, threshold={self._threshold}{_name_suffix(self._name)}"


class ThresholdedReLU(Layer):
    def __init__(self, threshold=1.0, value=0.0, name=None):
        super().__init__()
        self._threshold, self._value, self._name = threshold, value, name

    def forward(self, x):
        return F.thresholded_relu(x, self._threshold, self._value)

    def extra_repr(self):
        return f"threshold={self._threshold}, value={self._value}{_name_suffix(self._name)}"


class PReLU(Layer):
    """``prelu`` with a learnt ``[num_parameters]`` weight starting at ``init``."""

    def __init__(self, num_parameters=1, init=0.25, weight_attr=None, data_format="NCHW", name=None):
        from unigrad.paddle_api.nn.initializer import Constant

        super().__init__()
        self._num_parameters, self._init, self._weight_attr = num_parameters, init, weight_attr
        self._name, self._data_format = name, data_format
        self._weight = self.create_parameter([num_parameters], attr=weight_attr,
                                             default_initializer=Constant(init))

    def forward(self, x):
        return F.prelu(x, self._weight, data_format=self._data_format)

    def extra_repr(self):
        return (f"num_parameters={self._num_parameters}, data_format={self._data_format}, init={self._init}, "
                f"dtype={self._dtype}{_name_suffix(self._name)}")


class RReLU(Layer):
    def __init__(self, lower=1.0 / 8.0, upper=1.0 / 3.0, name=None):
        super().__init__()
        self._lower, self._upper, self._name = lower, upper, name

    def forward(self, x):
        return F.rrelu(x, lower=self._lower, upper=self._upper, training=self.training)

    def extra_repr(self):
        return (f"lower={self._lower}, upper={self._upper}, training={self.training}, dtype={self._dtype}"
                f"{_name_suffix(self._name)}")


class GLU(Layer):
    def __init__(self, axis=-1, name=None):
        super().__init__()
        self._axis, self._name = axis, name

    def forward(self, x):
        return F.glu(x, self._axis)

    def extra_repr(self):
        return f"axis={self._axis}{_name_suffix(self._name)}"


class Maxout(Layer):
    def __init__(self, groups, axis=1, name=None):
        super().__init__()
        self._groups, self._axis, self._name = groups, axis, name

    def forward(self, x):
        return F.maxout(x, self._groups, self._axis)

    def extra_repr(self):
        return f"groups={self._groups}, axis={self._axis}{_name_suffix(self._name)}"


class Softmax2D(Layer):
    """Softmax over the channel axis (-3) of a 3-D or 4-D input."""

    def __init__(self, name=None):
        super().__init__()
        self._name = name

    def forward(self, x):
        assert x.ndim == 3 or x.ndim == 4, f"Softmax2D requires a 3D or 4D tensor as input. Received: {x.ndim}D."
        return F.softmax(x, axis=-3)

    def extra_repr(self):
        return f"name={self._name}" if self._name else ""
