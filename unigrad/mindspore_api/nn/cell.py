"""MindSpore's ``nn.Cell`` (a module with Parameters and sub-Cells), ``SequentialCell`` and ``CellList``.

Assigning a Parameter or a Cell to an attribute registers it: a Parameter
created without a name takes the attribute's name, and a sub-Cell's
Parameters get the attribute as a prefix (``fc.weight``), as in MindSpore.
Calling a Cell runs its ``construct``.

>>> import unigrad.mindspore_api as ms
>>> class Scale(Cell):
...     def __init__(self):
...         super().__init__()
...         self.w = ms.Parameter(ms.Tensor([2.0]))
...     def construct(self, x):
...         return x * self.w
>>> [p.name for p in Scale().trainable_params()]
['w']
"""

from collections import OrderedDict

from unigrad.mindspore_api.common.parameter import Parameter, ParameterTuple

__all__ = ["Cell", "SequentialCell", "CellList"]


class Cell:
    """Base class of MindSpore networks: override ``construct``."""

    def __init__(self, auto_prefix=True, flags=None):
        object.__setattr__(self, "_params", OrderedDict())
        object.__setattr__(self, "_cells", OrderedDict())
        object.__setattr__(self, "_auto_prefix", auto_prefix)
        object.__setattr__(self, "training", False)
        object.__setattr__(self, "requires_grad", False)

    def _registry(self):
        try:
            return object.__getattribute__(self, "_params"), object.__getattribute__(self, "_cells")
        except AttributeError:
            Cell.__init__(self)
            return self._params, self._cells

    def __setattr__(self, name, value):
        params, cells = self._registry()
        if isinstance(value, Parameter):
            if value._auto_named:
                value.name = name
                value._auto_named = False
            params[name] = value
            cells.pop(name, None)
        elif isinstance(value, Cell):
            if self._auto_prefix:
                # MindSpore renames from the attribute paths, not from the current names
                value.update_parameters_name(name + ".")
            cells[name] = value
            params.pop(name, None)
        elif isinstance(value, ParameterTuple):
            # its Parameters belong to the Cell too, under their own names (an optimizer's trainable_params)
            for param in value:
                params.setdefault(param.name, param)
        elif name in params and value is None:
            del params[name]
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        params, cells = self._registry()
        params.pop(name, None)
        cells.pop(name, None)
        object.__delattr__(self, name)

    # -- running -------------------------------------------------------------
    def construct(self, *args, **kwargs):
        raise AttributeError("For 'Cell', the method 'construct' is not defined.")

    def __call__(self, *args, **kwargs):
        return self.construct(*args, **kwargs)

    def set_train(self, mode=True):
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "training", mode)
        return self

    def set_grad(self, requires_grad=True):
        object.__setattr__(self, "requires_grad", requires_grad)
        return self

    # -- parameters and cells --------------------------------------------------
    def insert_param_to_cell(self, param_name, param, check_name_contain_dot=True):
        setattr(self, param_name, param)

    def insert_child_to_cell(self, child_name, child_cell):
        if child_cell is not None and not isinstance(child_cell, Cell):
            raise TypeError(
                f"For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, "
                f"but got type {type(child_cell)}."
            )
        setattr(self, child_name, child_cell)

    def parameters_and_names(self, name_prefix="", expand=True):
        """``(path, Parameter)`` pairs: this Cell's own first, then its sub-Cells', each once."""
        seen = set()
        for prefix, cell in self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]:
            for name, param in cell._registry()[0].items():
                if id(param) not in seen:
                    seen.add(id(param))
                    yield (f"{prefix}.{name}" if prefix else name), param

    def get_parameters(self, expand=True):
        for _, param in self.parameters_and_names(expand=expand):
            yield param

    def trainable_params(self, recurse=True):
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    def untrainable_params(self, recurse=True):
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse=True):
        return OrderedDict((p.name, p) for p in self.get_parameters(expand=recurse))

    def cells_and_names(self, cells=None, name_prefix=""):
        """``(path, Cell)`` pairs, this Cell (path ``name_prefix``) first, depth first, each once."""
        seen = set() if cells is None else cells
        if id(self) in seen:
            return
        seen.add(id(self))
        yield name_prefix, self
        for name, cell in self._registry()[1].items():
            yield from cell.cells_and_names(seen, f"{name_prefix}.{name}" if name_prefix else name)

    def cells(self):
        return self._registry()[1].values()

    def name_cells(self):
        return OrderedDict(self._registry()[1])

    def update_parameters_name(self, prefix="", recurse=True):
        """Name each Parameter ``prefix`` + its attribute path from this Cell."""
        for path, param in list(self.parameters_and_names(expand=recurse)):
            param.name = prefix + path

    def to_float(self, dst_type):
        return self

    # -- printing --------------------------------------------------------------
    def extend_repr(self):
        return ""

    def __repr__(self):
        extra = self.extend_repr()
        children = self._registry()[1]
        if not children:
            return f"{type(self).__name__}({extra})"
        lines = [extra] if extra else []
        for name, cell in children.items():
            lines.append(f"({name}): " + repr(cell).replace("\n", "\n  "))
        return f"{type(self).__name__}(\n  " + "\n  ".join(lines) + "\n)"


class _CellSequence(Cell):
    """Sub-Cells kept in order under keys ``'0'``, ``'1'`` ... (or the names they were given)."""

    def _index(self, index):
        kind = type(self).__name__
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"For '{kind}', the type of 'index' must be int, but got {type(index).__name__}.")
        size = len(self._cells)
        if not -size <= index < size:
            raise IndexError(f"For '{kind}', the value of 'index' must be a number in range [{-size}, {size}), but got {index}.")
        return list(self._cells)[index % size]

    def _check_cell(self, cell):
        if not isinstance(cell, Cell):
            raise TypeError(f"For '{type(self).__name__}', each cell must be subclass of Cell, but got {type(cell).__name__}.")

    def _reset(self, named_cells):
        """Replace the sub-Cells by ``named_cells`` (renaming their Parameters from the new keys)."""
        for key in list(self._cells):
            delattr(self, key)
        for key, cell in named_cells:
            self.insert_child_to_cell(key, cell)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return type(self)(list(self._cells.values())[index])
        return self._cells[self._index(index)]

    def __setitem__(self, index, cell):
        self._check_cell(cell)
        self.insert_child_to_cell(self._index(index), cell)

    def __delitem__(self, index):
        keys = list(self._cells)[index] if isinstance(index, slice) else [self._index(index)]
        for key in keys:
            delattr(self, key)

    def __len__(self):
        return len(self._cells)

    def append(self, cell):
        self._check_cell(cell)
        self.insert_child_to_cell(str(len(self._cells)), cell)
        return self


class SequentialCell(_CellSequence):
    """Cells run one after the other: ``SequentialCell([a, b])``, ``SequentialCell(a, b)`` or from an OrderedDict."""

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], (list, OrderedDict)):
            cells = args[0]
        elif all(isinstance(arg, Cell) for arg in args):
            cells = args
        else:
            raise TypeError(
                f"For 'SequentialCell', the 'args[0]' must be Cell, list or orderedDict, but got {type(args[0]).__name__}"
            )
        items = cells.items() if isinstance(cells, OrderedDict) else ((str(i), c) for i, c in enumerate(cells))
        for name, cell in items:
            self.insert_child_to_cell(name, cell)

    def construct(self, x):
        for cell in self._cells.values():
            x = cell(x)
        return x


class CellList(_CellSequence):
    """A list of Cells registered as sub-Cells under ``'0'``, ``'1'`` ..., renumbered when it changes."""

    def __init__(self, *args, **kwargs):
        super().__init__()
        if args:
            self.extend(args[0])

    def __getitem__(self, index):
        if isinstance(index, slice):
            return CellList(list(self._cells.values())[index])
        return super().__getitem__(index)

    def __delitem__(self, index):
        cells = list(self._cells.values())
        del cells[index if isinstance(index, slice) else list(self._cells).index(self._index(index))]
        self._reset((str(i), c) for i, c in enumerate(cells))

    def __iter__(self):
        return iter(self._cells.values())

    def __iadd__(self, cells):
        return self.extend(cells)

    def insert(self, index, cell):
        self._check_cell(cell)
        cells = list(self._cells.values())
        cells.insert(index, cell)
        self._reset((str(i), c) for i, c in enumerate(cells))

    def extend(self, cells):
        for cell in cells:
            self.append(cell)
        return self
