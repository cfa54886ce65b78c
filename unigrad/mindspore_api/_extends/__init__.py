"""``mindspore._extends``: the one name user code takes from it, ``cell_attr_register``.

>>> from unigrad.mindspore_api import nn
>>> class Net(nn.Cell):
...     @cell_attr_register
...     def __init__(self, scale=2):
...         super().__init__()
>>> Net(3).cell_init_args
'Net3'
"""

import functools

__all__ = ["cell_attr_register"]


def cell_attr_register(fn=None, attrs=None):
    """Decorates a Cell's ``__init__``: the Cell keeps its construction arguments (``cell_init_args``)."""

    def decorate(init):
        @functools.wraps(init)
        def wrapper(self, *args, **kwargs):
            init(self, *args, **kwargs)
            text = type(self).__name__ + "".join(str(a) for a in args) + "".join(f"{k}{v}" for k, v in kwargs.items())
            object.__setattr__(self, "cell_init_args", text)

        return wrapper

    return decorate(fn) if fn is not None else decorate
