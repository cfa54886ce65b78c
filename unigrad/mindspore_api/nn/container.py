"""MindSpore's ``nn.CellDict``: sub-Cells under string keys, in insertion order.

>>> import unigrad.mindspore_api as ms
>>> cells = CellDict({"act": ms.nn.ReLU()})
>>> list(cells.keys())
['act']
"""

from collections import OrderedDict, abc

from unigrad.mindspore_api.nn.cell import Cell, CellList, SequentialCell

__all__ = ["CellDict"]


class CellDict(Cell):
    """A dict of Cells registered as sub-Cells (their Parameters renamed ``key.name``); keys are non-empty
    strings without '.' that are not attributes of the Cell."""

    def __init__(self, *args, **kwargs):
        super().__init__(kwargs.get("auto_prefix", True))
        if len(args) == 1:
            self.update(args[0])

    def __getitem__(self, key):
        return self._cells[key]

    def __setitem__(self, key, cell):
        owner = type(self).__name__
        if not isinstance(key, str):
            raise TypeError(f"For '{owner}', the type of key should be string but got {type(key).__name__}.")
        if hasattr(self, key) and key not in self._cells:
            raise KeyError(f"For '{owner}', the key can not be same with the attributes of Cell, but got key {key}.")
        if "." in key:
            raise KeyError(f'For \'{owner}\', key can not contain ".", but got key {key}')
        if key == "":
            raise KeyError(f'For \'{owner}\', key can not be empty string "", but got key {key}')
        if cell is None:
            raise TypeError(f"For '{owner}', cell can not be None.")
        if not isinstance(cell, Cell):
            raise TypeError(f"For '{owner}', the type of cell should be Cell, but got {type(cell).__name__}.")
        if isinstance(cell, (CellDict, CellList, SequentialCell)):
            raise TypeError(f"For '{owner}', the type of cell can not be CellDict, CellList or SequentialCell, but got "
                            f"{type(cell).__name__}.")
        if self._auto_prefix:
            cell.update_parameters_name(key + ".")
        self._cells[key] = cell

    def __delitem__(self, key):
        del self._cells[key]

    def __len__(self):
        return len(self._cells)

    def __iter__(self):
        return iter(self._cells)

    def __contains__(self, key):
        return key in self._cells

    def clear(self):
        """Removes every sub-Cell."""
        return self._cells.clear()

    def pop(self, key):
        """Removes the Cell under ``key`` and returns it."""
        cell = self[key]
        del self[key]
        return cell

    def keys(self):
        return self._cells.keys()

    def values(self):
        return self._cells.values()

    def items(self):
        return self._cells.items()

    def update(self, cells):
        """Adds ``cells``: a mapping (a dict, an OrderedDict, a CellDict) or an iterable of ``(key, cell)`` pairs."""
        if not isinstance(cells, abc.Iterable):
            raise TypeError("CellDict.update() should be called with an iterable of key-value pairs, but got "
                            + type(cells).__name__)
        if isinstance(cells, (OrderedDict, CellDict, abc.Mapping)):
            for key, cell in cells.items():
                self[key] = cell
            return
        for index, pair in enumerate(cells):
            if not isinstance(pair, abc.Iterable):
                raise TypeError(f"CellDict update sequence element #{index} should be Iterable; but got "
                                f"{type(pair).__name__}")
            if len(pair) != 2:
                raise ValueError(f"CellDict update sequence element #{index}, length should be 2; but has length "
                                 f"{len(pair)}")
            self[pair[0]] = pair[1]

    def construct(self, *inputs):
        raise NotImplementedError
