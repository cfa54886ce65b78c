"""``paddle.distribution.transform``: invertible maps between random variables, with log-det-Jacobians."""

import enum
import math
import typing

from unigrad import paddle_api as paddle
from unigrad.paddle_api.distribution import variable
from unigrad.paddle_api.distribution.distribution import Distribution, _sigmoid
from unigrad.paddle_api._real_names import RealNamed
from unigrad.paddle_api.tensor import Tensor

__all__ = ['Transform', 'AbsTransform', 'AffineTransform', 'ChainTransform', 'ExpTransform',
           'IndependentTransform', 'PowerTransform', 'ReshapeTransform', 'SigmoidTransform', 'SoftmaxTransform',
           'StackTransform', 'StickBreakingTransform', 'TanhTransform']


class Type(enum.Enum):
    """How a transform maps: one-to-one or not."""
    BIJECTION = 'bijection'
    INJECTION = 'injection'
    SURJECTION = 'surjection'
    OTHER = 'other'

    @classmethod
    def is_injective(cls, _type):
        return _type in (cls.BIJECTION, cls.INJECTION)


def _sum_rightmost(value, n):
    return value.sum(list(range(-n, 0))) if n > 0 else value


def _F():
    return paddle.nn.functional


class Transform(RealNamed):
    """Base of transforms: ``forward``, ``inverse`` and their log-det-Jacobians, with shape checks."""

    _type = Type.INJECTION

    def __init__(self):
        super().__init__()

    @classmethod
    def _is_injective(cls):
        return Type.is_injective(cls._type)

    def __call__(self, input):
        """A Tensor is transformed, a Distribution wrapped, a Transform chained after this one."""
        if isinstance(input, Distribution):  # looked up through the package: that module imports this one
            return paddle.distribution.TransformedDistribution(input, [self])
        if isinstance(input, Transform):
            return ChainTransform([self, input])
        return self.forward(input)

    @staticmethod
    def _checked(value, name, event_rank, type_message):
        """``value`` if it is a Tensor of rank >= ``event_rank``; paddle's messages (its wording, and the name
        its type check gives, which for forward_log_det_jacobian is 'y') otherwise."""
        if not isinstance(value, Tensor):
            raise TypeError(f"Expected '{type_message}, but got {type(value)}.")
        if value.dim() < event_rank:
            raise ValueError(f'The dimensions of {name}({value.dim()}) should be grater than or equal to {event_rank}')
        return value

    def forward(self, x):
        return self._forward(self._checked(x, "x", self._domain.event_rank, "x' is a Tensor or Real"))

    def inverse(self, y):
        return self._inverse(self._checked(y, "y", self._codomain.event_rank, "y' is a Tensor or Real"))

    def forward_log_det_jacobian(self, x):
        self._checked(x, "x", self._domain.event_rank, "y' is a Tensor or Real")
        if not self._is_injective():
            raise NotImplementedError("forward_log_det_jacobian can't be implemented for non-injectivetransforms.")
        return self._call_forward_log_det_jacobian(x)

    def inverse_log_det_jacobian(self, y):
        return self._call_inverse_log_det_jacobian(self._checked(y, "y", self._codomain.event_rank, "y' is a Tensor"))

    def forward_shape(self, shape):
        if not isinstance(shape, typing.Sequence):
            raise TypeError(f'Expected shape is Sequence[int] type, but got {type(shape)}.')
        return self._forward_shape(shape)

    def inverse_shape(self, shape):
        if not isinstance(shape, typing.Sequence):
            raise TypeError(f'Expected shape is Sequence[int] type, but got {type(shape)}.')
        return self._inverse_shape(shape)

    @property
    def _domain(self):
        return variable.real

    @property
    def _codomain(self):
        return variable.real

    def _forward(self, x):
        raise NotImplementedError('Forward not implemented')

    def _inverse(self, y):
        raise NotImplementedError('Inverse not implemented')

    def _call_forward_log_det_jacobian(self, x):
        if hasattr(self, '_forward_log_det_jacobian'):
            return self._forward_log_det_jacobian(x)
        if hasattr(self, '_inverse_log_det_jacobian'):
            return -self._inverse_log_det_jacobian(self.forward(x))
        raise NotImplementedError('Neither _forward_log_det_jacobian nor _inverse_log_det_jacobianis implemented. '
                                  'One of them is required.')

    def _call_inverse_log_det_jacobian(self, y):
        if hasattr(self, '_inverse_log_det_jacobian'):
            return self._inverse_log_det_jacobian(y)
        if hasattr(self, '_forward_log_det_jacobian'):
            return -self._forward_log_det_jacobian(self._inverse(y))
        raise NotImplementedError('Neither _forward_log_det_jacobian nor _inverse_log_det_jacobian is implemented. '
                                  'One of them is required')

    def _forward_shape(self, shape):
        return shape

    def _inverse_shape(self, shape):
        return shape


class AbsTransform(Transform):
    """``y = |x|``; the inverse gives both preimages ``(-y, y)``."""

    _type = Type.SURJECTION

    def _forward(self, x):
        return x.abs()

    def _inverse(self, y):
        return -y, y

    def _inverse_log_det_jacobian(self, y):
        zero = paddle.zeros([], dtype=y.dtype)
        return zero, zero

    @property
    def _codomain(self):
        return variable.positive


def _broadcast_shape(*shapes):
    result = shapes[0]
    for shape in shapes[1:]:
        result = paddle.broadcast_shape(result, shape)
    return tuple(result)


class AffineTransform(Transform):
    """``y = loc + scale * x``."""

    _type = Type.BIJECTION

    def __init__(self, loc, scale):
        if not isinstance(loc, Tensor):
            raise TypeError(f"Expected 'loc' is a Tensor, but got {type(loc)}")
        if not isinstance(scale, Tensor):
            raise TypeError(f'Expected scale is a Tensor, but got {type(scale)}')
        self._loc = loc
        self._scale = scale
        super().__init__()

    @property
    def loc(self):
        return self._loc

    @property
    def scale(self):
        return self._scale

    def _forward(self, x):
        return self._loc + self._scale * x

    def _inverse(self, y):
        return (y - self._loc) / self._scale

    def _forward_log_det_jacobian(self, x):
        return paddle.abs(self._scale).log()

    def _forward_shape(self, shape):
        return _broadcast_shape(shape, self._loc.shape, self._scale.shape)

    def _inverse_shape(self, shape):
        return _broadcast_shape(shape, self._loc.shape, self._scale.shape)


class ChainTransform(Transform):
    """The composition of ``transforms``, applied first to last."""

    def __init__(self, transforms):
        if not isinstance(transforms, typing.Sequence):
            raise TypeError(f"Expected type of 'transforms' is Sequence, but got {type(transforms)}")
        if not all(isinstance(t, Transform) for t in transforms):
            raise TypeError('All elements of transforms should be Transform type.')
        self.transforms = transforms
        super().__init__()

    def _is_injective(self):
        return all(t._is_injective() for t in self.transforms)

    def _forward(self, x):
        for t in self.transforms:
            x = t.forward(x)
        return x

    def _inverse(self, y):
        for t in reversed(self.transforms):
            y = t.inverse(y)
        return y

    def _forward_log_det_jacobian(self, x):
        value = 0.0
        event_rank = self._domain.event_rank
        for t in self.transforms:
            value += _sum_rightmost(t.forward_log_det_jacobian(x), event_rank - t._domain.event_rank)
            x = t.forward(x)
            event_rank += t._codomain.event_rank - t._domain.event_rank
        return value

    def _forward_shape(self, shape):
        for t in self.transforms:
            shape = t.forward_shape(shape)
        return shape

    def _inverse_shape(self, shape):
        for t in self.transforms:
            shape = t.inverse_shape(shape)
        return shape

    def _sum_rightmost(self, value, n):
        return _sum_rightmost(value, n)

    @property
    def _domain(self):
        domain = self.transforms[0]._domain
        event_rank = self.transforms[-1]._codomain.event_rank
        for t in reversed(self.transforms):
            event_rank -= t._codomain.event_rank - t._domain.event_rank
            event_rank = max(event_rank, t._domain.event_rank)
        return variable.Independent(domain, event_rank - domain.event_rank)

    @property
    def _codomain(self):
        codomain = self.transforms[-1]._codomain
        event_rank = self.transforms[0]._domain.event_rank
        for t in self.transforms:
            event_rank += t._codomain.event_rank - t._domain.event_rank
            event_rank = max(event_rank, t._codomain.event_rank)
        return variable.Independent(codomain, event_rank - codomain.event_rank)


class ExpTransform(Transform):
    """``y = exp(x)``."""

    _type = Type.BIJECTION

    def __init__(self):
        super().__init__()

    @property
    def _codomain(self):
        return variable.positive

    def _forward(self, x):
        return x.exp()

    def _inverse(self, y):
        return y.log()

    def _forward_log_det_jacobian(self, x):
        return x


class IndependentTransform(Transform):
    """``base`` with its rightmost ``reinterpreted_batch_rank`` batch axes summed into the log-det-Jacobian."""

    def __init__(self, base, reinterpreted_batch_rank):
        if not isinstance(base, Transform):
            raise TypeError(f"Expected 'base' is Transform type, but get {type(base)}")
        if reinterpreted_batch_rank <= 0:
            raise ValueError(f"Expected 'reinterpreted_batch_rank' is grater than zero, "
                             f"but got {reinterpreted_batch_rank}")
        self._base = base
        self._reinterpreted_batch_rank = reinterpreted_batch_rank
        super().__init__()

    def _is_injective(self):
        return self._base._is_injective()

    def _forward(self, x):
        if x.dim() < self._domain.event_rank:
            raise ValueError('Input dimensions is less than event dimensions.')
        return self._base.forward(x)

    def _inverse(self, y):
        if y.dim() < self._codomain.event_rank:
            raise ValueError('Input dimensions is less than event dimensions.')
        return self._base.inverse(y)

    def _forward_log_det_jacobian(self, x):
        return self._base.forward_log_det_jacobian(x).sum(list(range(-self._reinterpreted_batch_rank, 0)))

    def _forward_shape(self, shape):
        return self._base.forward_shape(shape)

    def _inverse_shape(self, shape):
        return self._base.inverse_shape(shape)

    @property
    def _domain(self):
        return variable.Independent(self._base._domain, self._reinterpreted_batch_rank)

    @property
    def _codomain(self):
        return variable.Independent(self._base._codomain, self._reinterpreted_batch_rank)


class PowerTransform(Transform):
    """``y = x ** power``."""

    _type = Type.BIJECTION

    def __init__(self, power):
        if not isinstance(power, Tensor):
            raise TypeError(f"Expected 'power' is a tensor, but got {type(power)}")
        self._power = power
        super().__init__()

    @property
    def power(self):
        return self._power

    @property
    def _codomain(self):
        return variable.positive

    def _forward(self, x):
        return x.pow(self._power)

    def _inverse(self, y):
        return y.pow(1 / self._power)

    def _forward_log_det_jacobian(self, x):
        return (self._power * x.pow(self._power - 1)).abs().log()

    def _forward_shape(self, shape):
        return _broadcast_shape(shape, self._power.shape)

    def _inverse_shape(self, shape):
        return _broadcast_shape(shape, self._power.shape)


class ReshapeTransform(Transform):
    """Reshapes the event part from ``in_event_shape`` to ``out_event_shape``."""

    _type = Type.BIJECTION

    def __init__(self, in_event_shape, out_event_shape):
        if not isinstance(in_event_shape, typing.Sequence) or not isinstance(out_event_shape, typing.Sequence):
            raise TypeError(f"Expected type of 'in_event_shape' and 'out_event_shape' is Sequence[int], but got "
                            f"'in_event_shape': {in_event_shape}, 'out_event_shape': {out_event_shape}")
        in_size = math.prod(in_event_shape)
        out_size = math.prod(out_event_shape)
        if in_size != out_size:
            raise ValueError(f"The numel of 'in_event_shape' should be 'out_event_shape', "
                             f"but got {in_size}!={out_size}")
        self._in_event_shape = tuple(in_event_shape)
        self._out_event_shape = tuple(out_event_shape)
        super().__init__()

    @property
    def in_event_shape(self):
        return self._in_event_shape

    @property
    def out_event_shape(self):
        return self._out_event_shape

    @property
    def _domain(self):
        return variable.Independent(variable.real, len(self._in_event_shape))

    @property
    def _codomain(self):
        return variable.Independent(variable.real, len(self._out_event_shape))

    def _forward(self, x):
        return x.reshape(tuple(x.shape)[:x.dim() - len(self._in_event_shape)] + self._out_event_shape)

    def _inverse(self, y):
        return y.reshape(tuple(y.shape)[:y.dim() - len(self._out_event_shape)] + self._in_event_shape)

    @staticmethod
    def _reshaped(shape, source, target, word):
        if len(shape) < len(source):
            raise ValueError(f"Expected {word} is not less than {len(source)}, but got {len(shape)}")
        if tuple(shape[-len(source):]) != tuple(source):
            raise ValueError(f'Event shape mismatch, expected: {source}, but got {shape[-len(source):]}')
        return tuple(shape[:-len(source)]) + target

    def _forward_shape(self, shape):
        return self._reshaped(shape, self._in_event_shape, self._out_event_shape, "length of 'shape'")

    def _inverse_shape(self, shape):
        return self._reshaped(shape, self._out_event_shape, self._in_event_shape, "'shape' length")

    def _forward_log_det_jacobian(self, x):
        return paddle.zeros(x.shape[:x.dim() - len(self._in_event_shape)], dtype=x.dtype)


class SigmoidTransform(Transform):
    """``y = sigmoid(x)``."""

    @property
    def _codomain(self):
        return variable.Variable(False, 0, variable.Range(0.0, 1.0))

    def _forward(self, x):
        return _sigmoid(x)

    def _inverse(self, y):
        return y.log() - (-y).log1p()

    def _forward_log_det_jacobian(self, x):
        return -_F().softplus(-x) - _F().softplus(x)


class SoftmaxTransform(Transform):
    """``y = softmax(x)`` over the last axis (not invertible: the inverse is ``log``)."""

    _type = Type.OTHER

    @property
    def _domain(self):
        return variable.Independent(variable.real, 1)

    @property
    def _codomain(self):
        return variable.Variable(False, 1, variable.simplex)

    def _forward(self, x):
        x = (x - x.max(-1, keepdim=True)[0]).exp()
        return x / x.sum(-1, keepdim=True)

    def _inverse(self, y):
        return y.log()

    def _forward_shape(self, shape):
        if len(shape) < 1:
            raise ValueError(f'Expected length of shape is grater than 1, but got {len(shape)}')
        return shape

    _inverse_shape = _forward_shape


class StackTransform(Transform):
    """One transform per slice of ``axis``, stacked back together."""

    def __init__(self, transforms, axis=0):
        if not transforms or not isinstance(transforms, typing.Sequence):
            raise TypeError(f"Expected 'transforms' is Sequence[Transform], but got {type(transforms)}.")
        if not all(isinstance(t, Transform) for t in transforms):
            raise TypeError('Expected all element in transforms is Transform Type.')
        if not isinstance(axis, int):
            raise TypeError(f"Expected 'axis' is int, but got{type(axis)}.")
        self._transforms = transforms
        self._axis = axis

    def _is_injective(self):
        return all(t._is_injective() for t in self._transforms)

    @property
    def transforms(self):
        return self._transforms

    @property
    def axis(self):
        return self._axis

    def _each(self, v, method):
        self._check_size(v)
        parts = paddle.unstack(v, self._axis)
        return paddle.stack([getattr(t, method)(part) for part, t in zip(parts, self._transforms)], self._axis)

    def _forward(self, x):
        return self._each(x, 'forward')

    def _inverse(self, y):
        return self._each(y, 'inverse')

    def _forward_log_det_jacobian(self, x):
        return self._each(x, 'forward_log_det_jacobian')

    def _check_size(self, v):
        if not -v.dim() <= self._axis < v.dim():
            raise ValueError(f'Input dimensions {v.dim()} should be grater than stack transform axis {self._axis}.')
        if v.shape[self._axis] != len(self._transforms):
            raise ValueError(f'Input size along {self._axis} should be equal to the length of transforms.')

    @property
    def _domain(self):
        return variable.Stack([t._domain for t in self._transforms], self._axis)

    @property
    def _codomain(self):
        return variable.Stack([t._codomain for t in self._transforms], self._axis)


class StickBreakingTransform(Transform):
    """Unconstrained ``K`` values to a point of the ``K+1`` simplex by stick breaking."""

    _type = Type.BIJECTION

    def _forward(self, x):
        offset = x.shape[-1] + 1 - paddle.ones([x.shape[-1]]).cumsum(-1)
        z = _F().sigmoid(x - offset.log())
        z_cumprod = (1 - z).cumprod(-1)
        lead = [0] * 2 * (len(x.shape) - 1)
        return _F().pad(z, lead + [0, 1], value=1) * _F().pad(z_cumprod, lead + [1, 0], value=1)

    def _inverse(self, y):
        y_crop = y[..., :-1]
        offset = y.shape[-1] - paddle.ones([y_crop.shape[-1]]).cumsum(-1)
        sf = 1 - y_crop.cumsum(-1)
        return y_crop.log() - sf.log() + offset.log()

    def _forward_log_det_jacobian(self, x):
        y = self.forward(x)
        offset = x.shape[-1] + 1 - paddle.ones([x.shape[-1]]).cumsum(-1)
        x = x - offset.log()
        return (-x + _F().log_sigmoid(x) + y[..., :-1].log()).sum(-1)

    def _forward_shape(self, shape):
        if not shape:
            raise ValueError(f"Expected 'shape' is not empty, but got {shape}")
        return (*shape[:-1], shape[-1] + 1)

    def _inverse_shape(self, shape):
        if not shape:
            raise ValueError(f"Expected 'shape' is not empty, but got {shape}")
        return (*shape[:-1], shape[-1] - 1)

    @property
    def _domain(self):
        return variable.Independent(variable.real, 1)

    @property
    def _codomain(self):
        return variable.Variable(False, 1, variable.simplex)


class TanhTransform(Transform):
    """``y = tanh(x)``."""

    _type = Type.BIJECTION

    @property
    def _codomain(self):
        return variable.Variable(False, 0, variable.Range(-1.0, 1.0))

    def _forward(self, x):
        return x.tanh()

    def _inverse(self, y):
        return y.atanh()

    def _forward_log_det_jacobian(self, x):
        return 2.0 * (math.log(2.0) - x - _F().softplus(-2.0 * x))
