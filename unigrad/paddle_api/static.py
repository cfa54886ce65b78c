"""``paddle.static``: only ``InputSpec``, the input description ``paddle.Model`` and ``paddle.summary`` take,
and ``Variable`` for ``isinstance`` checks (paddle's static-graph programs are out of unigrad's scope)."""

from unigrad.paddle_api.base.framework import Variable

__all__ = ["InputSpec", "Variable"]


class InputSpec:
    """The shape (``None``/negative dims become -1), dtype and name of one network input."""

    def __init__(self, shape, dtype="float32", name=None, stop_gradient=False):
        from unigrad.paddle_api import _dtype

        self.shape = self._verify(shape)
        if dtype is not None and not isinstance(dtype, _dtype.dtype):
            dtype = _dtype.DTYPES[str(getattr(dtype, "name", dtype))]
        self.dtype = dtype
        self.name = name
        self.stop_gradient = stop_gradient

    def __repr__(self):
        return (f"{type(self).__name__}(shape={self.shape}, dtype={self.dtype}, name={self.name}, "
                f"stop_gradient={self.stop_gradient})")

    @classmethod
    def from_tensor(cls, tensor, name=None):
        from unigrad.paddle_api.tensor import Tensor

        if not isinstance(tensor, Tensor):
            raise ValueError(f"Input `tensor` should be a Tensor, but received {type(tensor).__name__}.")
        return cls(tensor.shape, tensor.dtype, name or tensor.name)

    @classmethod
    def from_numpy(cls, ndarray, name=None):
        return cls(ndarray.shape, ndarray.dtype, name)

    def batch(self, batch_size):
        if isinstance(batch_size, (list, tuple)):
            if len(batch_size) != 1:
                raise ValueError(f"Length of batch_size: {batch_size} shall be 1, but received {len(batch_size)}.")
            batch_size = batch_size[0]
        elif not isinstance(batch_size, int):
            raise TypeError(f"type(batch_size) shall be `int`, but received {type(batch_size).__name__}.")
        self.shape = (batch_size, *self.shape)
        return self

    def unbatch(self):
        if len(self.shape) == 0:
            raise ValueError("Not support to unbatch a InputSpec when len(shape) == 0.")
        self.shape = self._verify(self.shape[1:])
        return self

    @staticmethod
    def _verify(shape):
        if not isinstance(shape, (list, tuple)):
            raise TypeError(
                f"Type of `shape` in InputSpec should be one of (tuple, list), but received {type(shape).__name__}.")
        dims = list(shape)
        for i, dim in enumerate(dims):
            if dim is not None and not isinstance(dim, int):
                raise ValueError(f"shape[{i}] should be an `int`, but received `{type(dim).__name__}`:{dim}.")
            if dim is None or dim < -1:
                dims[i] = -1
        return tuple(dims)

    def __hash__(self):
        return hash((tuple(self.shape), self.dtype, self.stop_gradient))

    def __eq__(self, other):
        return type(self) is type(other) and all(
            getattr(self, a) == getattr(other, a) for a in ("shape", "dtype", "name", "stop_gradient"))

    def __ne__(self, other):
        return not self == other
