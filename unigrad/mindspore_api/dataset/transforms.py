"""``mindspore.dataset.transforms``: operations on any column (``TypeCast``, ``OneHot``, ``Compose`` ...).

Each is a callable on numpy arrays, used in ``Dataset.map(operations=...)``
or called eagerly on one value.

>>> import numpy as np
>>> TypeCast(np.float32)(np.array([1, 2])).dtype
dtype('float32')
"""

import numpy as np
import torch

__all__ = ["TypeCast", "OneHot", "Compose", "Duplicate", "Fill"]


def numpy_dtype(data_type):
    """The numpy dtype of a MindSpore dtype (or a numpy one)."""
    if isinstance(data_type, (type, np.dtype, str)):
        return np.dtype(data_type)
    from unigrad.mindspore_api.common import dtype as mstype

    return torch.empty(0, dtype=mstype.to_torch(data_type)).numpy().dtype


class TypeCast:
    def __init__(self, data_type):
        self.data_type = numpy_dtype(data_type)

    def __call__(self, data):
        return np.asarray(data).astype(self.data_type)


class OneHot:
    def __init__(self, num_classes, smoothing_rate=0.0):
        self.num_classes, self.smoothing_rate = num_classes, smoothing_rate

    def __call__(self, label):
        label = np.asarray(label)
        out = np.zeros(label.shape + (self.num_classes,), dtype=label.dtype)
        np.put_along_axis(out, label[..., None].astype(np.int64), 1, axis=-1)
        return out


class Fill:
    def __init__(self, fill_value):
        self.fill_value = fill_value

    def __call__(self, data):
        data = np.asarray(data)
        return np.full_like(data, self.fill_value)


class Duplicate:
    def __call__(self, data):
        return data, np.array(data, copy=True)


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, *data):
        for transform in self.transforms:
            data = transform(*data)
            data = data if isinstance(data, tuple) else (data,)
        return data[0] if len(data) == 1 else data
