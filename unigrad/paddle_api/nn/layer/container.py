"""``paddle.nn.LayerList`` (with ``insert``/``extend``/``pop``/slicing) and ``paddle.nn.ParameterDict``."""

import collections
import itertools

from unigrad.paddle_api.framework import Parameter
from unigrad.paddle_api.nn.layer import Layer

__all__ = ["LayerList", "ParameterDict"]


class LayerList(Layer):
    """Sublayers held as a list, registered under the names ``"0"``, ``"1"``, ..."""

    def __init__(self, sublayers=None):
        super().__init__()
        for index, layer in enumerate(sublayers or []):
            self.add_sublayer(str(index), layer)

    def _absolute(self, index):
        if isinstance(index, int):
            if not -len(self) <= index < len(self):
                raise IndexError(f"index {index} is out of range, should be an integer in range "
                                 f"[{-len(self)}, {len(self)})")
            if index < 0:
                index += len(self)
        return index

    def __getitem__(self, index):
        if isinstance(index, slice):
            return type(self)(list(self._sub_layers.values())[index])
        return self._sub_layers[str(self._absolute(index))]

    def __setitem__(self, index, sublayer):
        setattr(self, str(self._absolute(index)), sublayer)

    def __delitem__(self, index):
        if isinstance(index, slice):
            for k in range(len(self._sub_layers))[index]:
                delattr(self, str(k))
        else:
            delattr(self, str(self._absolute(index)))
        # the rest renumbered from 0, in order
        object.__setattr__(self, "_sub_layers", collections.OrderedDict(
            (str(i), layer) for i, layer in enumerate(self._sub_layers.values())))

    def __len__(self):
        return len(self._sub_layers)

    def __iter__(self):
        return iter(self._sub_layers.values())

    def __iadd__(self, sublayers):
        return self.extend(sublayers)

    def __add__(self, other):
        combined = LayerList()
        for index, layer in enumerate(itertools.chain(self, other)):
            combined.add_sublayer(str(index), layer)
        return combined

    def __dir__(self):
        return [key for key in super().__dir__() if not key.isdigit()]

    def append(self, sublayer):
        self.add_sublayer(str(len(self)), sublayer)
        return self

    def insert(self, index, sublayer):
        """``sublayer`` put before position ``index`` (which may be negative or ``len(self)``)."""
        assert isinstance(index, int) and -len(self._sub_layers) <= index <= len(self._sub_layers), \
            f"index should be an integer in range [{-len(self)}, {len(self)}]"
        if index < 0:
            index += len(self)
        for i in range(len(self._sub_layers), index, -1):
            self._sub_layers[str(i)] = self._sub_layers[str(i - 1)]
        self._sub_layers[str(index)] = sublayer

    def extend(self, sublayers):
        offset = len(self)
        for i, sublayer in enumerate(sublayers):
            self.add_sublayer(str(offset + i), sublayer)
        return self

    def pop(self, key):
        value = self[key]
        del self[key]
        return value


class ParameterDict(Layer):
    """Parameters held as a dictionary, registered under their keys."""

    def __init__(self, parameters=None):
        super().__init__()
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key):
        return self._parameters[key]

    def __setitem__(self, key, param):
        assert isinstance(param, Parameter)
        setattr(self, key, param)

    def __len__(self):
        return len(self._parameters)

    def __iter__(self):
        return iter(self._parameters)

    def update(self, parameters):
        assert isinstance(parameters, collections.abc.Iterable), (
            "The type of parameters is not iterable of key/value pairs, the type of sublayers is "
            + type(parameters).__name__)
        if isinstance(parameters, (collections.abc.Mapping, ParameterDict)):
            for key, parameter in parameters.items():
                self.add_parameter(key, parameter)
            return
        for i, pair in enumerate(parameters):
            if len(pair) != 2:
                raise ValueError(f"The length of the {i}'s element in parameters is {len(pair)}, which must be 2.")
            self.add_parameter(pair[0], pair[1])
