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

import itertools
from collections import OrderedDict

import torch

from unigrad._engine import custom, transforms
from unigrad._engine.bridge import TensorBox, unwrap
from unigrad.dialect.modules import gather_state, walk_members, walk_modules
from unigrad.mindspore_api.common.parameter import Parameter, ParameterTuple
from unigrad.mindspore_api.common.tensor import _box, check_hook_fn
from unigrad.mindspore_api.context import _context, compiling

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
        buffers = self.__dict__.get("_buffers")
        if buffers and name in buffers:
            self._assign_buffer(name, value)
            return
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
        elif name in params:
            # MindSpore keeps the name registered: a Tensor becomes the Parameter's data, None empties the slot
            if value is not None:
                if not isinstance(value, TensorBox):
                    raise TypeError(f"Parameter '{name}' already exists in network, "
                                    f"can not assign this type: '{type(value)}' as a parameter.")
                params[name].set_data(value)
                return
            params[name] = None
        elif name in cells:
            if value is not None:
                raise TypeError(f"Sub cell '{name}' already exists in network, "
                                f"can not assign this type: '{type(value)}' as a cell.")
            cells[name] = None  # printed as "(name): None", skipped by the walks
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        params, cells = self._registry()
        params.pop(name, None)
        cells.pop(name, None)
        self.__dict__.get("_buffers", {}).pop(name, None)
        object.__delattr__(self, name)

    # -- running -------------------------------------------------------------
    def construct(self, *args, **kwargs):
        raise AttributeError("For 'Cell', the method 'construct' is not defined.")

    def __call__(self, *args, **kwargs):
        if self.requires_grad and not kwargs and not transforms.is_transforming() and torch.is_grad_enabled():
            return self._recorded_call(args)
        return self._plain_call(args, kwargs)

    def _plain_call(self, args, kwargs):
        hooks = self.__dict__.get("_hooks")  # None until a hook is registered
        if hooks is None and getattr(type(self), "bprop", None) is None:
            return self.construct(*args, **kwargs)
        return self._hooked_call(hooks or _NO_HOOKS, args, kwargs)

    def _recorded_call(self, args):
        """After ``set_grad()``: the forward pass is recorded, and a gradient function called next on this
        Cell with the same arguments differentiates it instead of running ``construct`` again."""
        leaves = [
            transforms.fresh_leaf(a._torch) if isinstance(a, TensorBox) and a._torch.is_floating_point() else None
            for a in args
        ]
        params = [p for p in self.trainable_params() if p._torch.is_floating_point()]
        saved = [p._torch for p in params]
        param_leaves = [transforms.fresh_leaf(t) for t in saved]
        try:
            for param, leaf in zip(params, param_leaves):
                param._torch = leaf
            output = self._plain_call([a if leaf is None else _box(leaf) for a, leaf in zip(args, leaves)], {})
        finally:
            for param, value, leaf in zip(params, saved, param_leaves):
                # a Parameter that construct rebound (an optimizer step) keeps its new value
                param._torch = value if param._torch is leaf else param._torch.detach()
        object.__setattr__(self, "_recorded", (args, leaves, dict(zip(map(id, params), param_leaves)), output))
        return _detached(output)

    # -- hooks and custom bprop --------------------------------------------------
    def _hook_table(self, kind):
        hooks = self.__dict__.get("_hooks")
        if hooks is None:
            hooks = {"forward_pre": OrderedDict(), "forward": OrderedDict(), "backward_pre": OrderedDict(),
                     "backward": OrderedDict(), "parameter_forward": []}
            object.__setattr__(self, "_hooks", hooks)
        return hooks[kind]

    def _register(self, kind, hook_fn):
        check_hook_fn(hook_fn)
        table = self._hook_table(kind)
        handle = HookHandle(table)
        table[handle.handle_id] = hook_fn
        return handle

    def register_forward_pre_hook(self, hook_fn, *, prepend=False, with_kwargs=False):
        """``hook_fn(cell, args)`` before ``construct``: None, or the new args (a single value becomes a 1-tuple)."""
        handle = self._register("forward_pre", hook_fn)
        if prepend:
            self._hook_table("forward_pre").move_to_end(handle.handle_id, last=False)
        return handle

    def register_forward_hook(self, hook_fn, *, prepend=False, with_kwargs=False, always_call=False):
        """``hook_fn(cell, args, output)`` after ``construct``: None, or the new output."""
        handle = self._register("forward", hook_fn)
        if prepend:
            self._hook_table("forward").move_to_end(handle.handle_id, last=False)
        return handle

    def register_parameter_forward_hook(self, hook):
        """``hook(param)`` replaces the value ``construct`` reads for a Parameter (all of the network's when
        ``hook`` is a callable, else those of each ``{"params": [...], "hook": fn}``); MindSpore applies it
        in compiled code only (``@jit``, GRAPH_MODE), as here."""
        if callable(hook):
            pairs = [(param, hook) for param in self.get_parameters()]
        elif isinstance(hook, list):
            pairs = []
            for entry in hook:
                if not isinstance(entry, dict) or "params" not in entry or "hook" not in entry:
                    raise ValueError("Each dictionary in the hook list must contain both params and hook keys.")
                for param in entry["params"]:
                    if not isinstance(param, Parameter):
                        raise TypeError(f"All items in params must be of type 'Parameter', but got {type(param)}.")
                if not callable(entry["hook"]):
                    raise TypeError(f"The hook value must be callable, but got {type(entry['hook'])}.")
                pairs += [(param, entry["hook"]) for param in entry["params"]]
        else:
            raise TypeError(f"Hook must be a callable function or a list of dictionaries, but got {type(hook)}.")
        self._hook_table("parameter_forward").extend(pairs)

    def _call_with_parameter_hooks(self, hooks, args, kwargs):
        """The call with each hooked Parameter's attribute showing the hook's value, restored afterwards."""
        hooked = {id(param): fn for param, fn in hooks["parameter_forward"]}
        swapped = []
        for _, cell in self.cells_and_names():
            for name, param in cell._registry()[0].items():
                if id(param) in hooked and cell.__dict__.get(name) is param:
                    swapped.append((cell, name, param))
        try:
            for cell, name, param in swapped:
                object.__setattr__(cell, name, hooked[id(param)](param))
            return self._hooked_call(dict(hooks, parameter_forward=()), args, kwargs)
        finally:
            for cell, name, param in swapped:
                object.__setattr__(cell, name, param)

    def register_backward_pre_hook(self, hook_fn):
        """``hook_fn(cell, grad_output)`` when the output gradients reach the Cell: None, or new ones."""
        return self._register("backward_pre", hook_fn)

    def register_backward_hook(self, hook_fn):
        """``hook_fn(cell, grad_input, grad_output)`` when the Cell's input gradients are known: None, or new ones."""
        return self._register("backward", hook_fn)

    def _hooked_call(self, hooks, args, kwargs):
        if hooks["parameter_forward"] and compiling():
            return self._call_with_parameter_hooks(hooks, args, kwargs)
        for hook_fn in list(hooks["forward_pre"].values()):
            result = hook_fn(self, args)
            if result is not None:
                args = result if isinstance(result, tuple) else (result,)
        if hooks["backward_pre"] or hooks["backward"]:
            output = self._call_with_backward_hooks(hooks, args, kwargs)
        elif getattr(type(self), "bprop", None) is not None:
            output = self._call_with_bprop(args, kwargs)
        else:
            output = self.construct(*args, **kwargs)
        for hook_fn in list(hooks["forward"].values()):
            result = hook_fn(self, args, output)
            if result is not None:
                output = result
        return output

    def _call_with_bprop(self, args, kwargs):
        """``construct``, differentiated by the Cell's own ``bprop(*args, out, dout)``."""
        if not torch.is_grad_enabled():
            return self.construct(*args, **kwargs)
        tensor_at = [i for i, a in enumerate(args) if isinstance(a, TensorBox)]
        structure = []  # the output's structure, filled by the forward
        # integer inputs being differentiated arrive as floats: the bprop sees them (and out, dout) as integers
        int_dtypes = [transforms.lifted_dtype(args[i]._torch) for i in tensor_at]
        as_int = int_dtypes[0] if int_dtypes and all(d is not None and d == int_dtypes[0] for d in int_dtypes) else None

        def with_tensors(torch_inputs):
            full = list(args)
            for i, t, dtype in zip(tensor_at, torch_inputs, int_dtypes):
                full[i] = _box(t if dtype is None else t.to(dtype))
            return full

        def forward(*torch_inputs):
            output = self.construct(*with_tensors(torch_inputs), **kwargs)
            flat, spec = _flatten(output)
            structure[:] = [spec, flat]
            tensors = tuple(leaf for leaf in flat if isinstance(leaf, torch.Tensor))
            if as_int is not None:  # the recorded outputs stay floats, so that gradients flow through them
                tensors = tuple(t.to(torch.get_default_dtype()) for t in tensors)
            return tensors

        def backward(torch_inputs, torch_outputs, grads):
            spec, flat = structure
            if as_int is not None:
                torch_outputs = [t.to(as_int) for t in torch_outputs]
                grads = [g.to(as_int) for g in grads]
            out = _unflatten(spec, flat, torch_outputs)
            dout = _unflatten(spec, flat, grads)
            full = with_tensors(torch_inputs)
            with torch.enable_grad():  # a bprop may take gradients itself
                result = self.bprop(*full, out, dout, **kwargs)
            result = _checked_bprop_result(result, full)
            return tuple(_torch_grad(result[i], full[i]._torch) for i in tensor_at)

        outputs = custom.custom_vjp(forward, backward, tuple(args[i]._torch for i in tensor_at))
        spec, flat = structure
        return _unflatten(spec, flat, outputs)

    def _call_with_backward_hooks(self, hooks, args, kwargs):
        tensor_at = [i for i, a in enumerate(args) if isinstance(a, TensorBox)]
        structure = []

        def function(*torch_inputs):
            full = list(args)
            for i, t in zip(tensor_at, torch_inputs):
                full[i] = _box(t)
            if getattr(type(self), "bprop", None) is not None:
                output = self._call_with_bprop(tuple(full), kwargs)
            else:
                output = self.construct(*full, **kwargs)
            flat, spec = _flatten(output)
            structure[:] = [spec, flat]
            return tuple(leaf for leaf in flat if isinstance(leaf, torch.Tensor))

        def on_output_grads(grads):
            boxed = tuple(_box(g) for g in grads)
            for hook_fn in list(hooks["backward_pre"].values()):
                result = hook_fn(self, boxed)
                if result is not None:
                    boxed = result if isinstance(result, tuple) else (result,)
            return tuple(unwrap(boxed))

        def on_input_grads(grads, output_grads):
            boxed = tuple(_box(g) for g in grads)
            boxed_outputs = tuple(_box(g) for g in output_grads)
            for hook_fn in list(hooks["backward"].values()):
                result = hook_fn(self, boxed, boxed_outputs)
                if result is not None:
                    boxed = result if isinstance(result, tuple) else (result,)
            return tuple(unwrap(boxed))

        outputs = custom.boundary(
            function, tuple(args[i]._torch for i in tensor_at),
            on_output_grads if hooks["backward_pre"] else None, on_input_grads if hooks["backward"] else None,
        )
        spec, flat = structure
        return _unflatten(spec, flat, outputs)

    def set_train(self, mode=True):
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "training", mode)
        return self

    def set_grad(self, requires_grad=True):
        object.__setattr__(self, "requires_grad", requires_grad)
        object.__setattr__(self, "_recorded", None)
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
        cells = self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]
        yield from walk_members(cells, _params_of)

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
        yield from walk_modules(self, _cells_of, name_prefix, cells)

    def cells(self):
        return self.name_cells().values()

    def name_cells(self):
        """The direct sub-Cells by attribute name: None ones left out, a Cell held twice named once."""
        named, seen = OrderedDict(), set()
        for name, cell in self._registry()[1].items():
            if cell is not None and id(cell) not in seen:
                seen.add(id(cell))
                named[name] = cell
        return named

    def update_parameters_name(self, prefix="", recurse=True):
        """Name each Parameter ``prefix`` + its attribute path from this Cell."""
        for path, param in list(self.parameters_and_names(expand=recurse)):
            param.name = prefix + path

    def init_parameters_data(self, auto_parallel_mode=False):
        """Parameters are initialised when created here: each maps to itself."""
        return {param: param for param in self.get_parameters()}

    def to_float(self, dst_type):
        return self

    # -- flags, inputs, walks ----------------------------------------------------
    def add_flags(self, **flags):
        """Records ``flags`` (returned by :meth:`get_flags`) and sets each as an attribute of this Cell."""
        self.get_flags().update(flags)
        self.__dict__.update(flags)
        return self

    def add_flags_recursive(self, **flags):
        """:meth:`add_flags` on this Cell and every sub-Cell."""
        self.add_flags(**flags)
        for cell in self.cells():
            cell.add_flags_recursive(**flags)
        return self

    def get_flags(self):
        """The flags :meth:`add_flags` recorded, a dict."""
        if "_func_graph_flags" not in self.__dict__:
            object.__setattr__(self, "_func_graph_flags", {})
        return self._func_graph_flags

    def apply(self, fn):
        """``fn`` on every sub-Cell (depth first), then on this Cell; returns this Cell."""
        for cell in self.cells():
            cell.apply(fn)
        fn(self)
        return self

    def get_sub_cell(self, target):
        """The sub-Cell at the dotted attribute path ``target`` ('' : this Cell)."""
        if target == "":
            return self
        cell = self
        for item in target.split("."):
            if not hasattr(cell, item):
                raise AttributeError(type(cell).__name__ + " has no attribute `" + item + "`")
            cell = getattr(cell, item)
            if not isinstance(cell, Cell):
                raise AttributeError("`" + item + "` is not an nn.Cell")
        return cell

    def set_inputs(self, *inputs, **kwargs):
        """Records the (dynamic-shape) inputs :meth:`get_inputs` returns; eager execution needs nothing else."""
        if kwargs and inputs:
            raise ValueError(f"For Cell, set_inputs should only set inputs or kwargs(inputs: {inputs}, kwargs: "
                             f"{kwargs})!")
        object.__setattr__(self, "_dynamic_shape_inputs", inputs if not kwargs else tuple(kwargs.values()))

    def get_inputs(self):
        """The inputs :meth:`set_inputs` recorded, or None."""
        return self.__dict__.get("_dynamic_shape_inputs")

    def update_cell_prefix(self):
        """Sets each Cell's :attr:`param_prefix` (this one's included) to its attribute path from this Cell."""
        for path, cell in self.cells_and_names():
            object.__setattr__(cell, "_param_prefix", path)

    @property
    def param_prefix(self):
        """The prefix given to this Cell's Parameter names ('' unless set)."""
        return self.__dict__.get("_param_prefix", "")

    # -- buffers and state dicts -------------------------------------------------
    def register_buffer(self, name, tensor, persistent=True):
        """A Tensor (or None) the Cell keeps as attribute ``name``, in ``buffers()`` and, if ``persistent``,
        in ``state_dict()``; not a Parameter."""
        if not isinstance(name, str):
            raise TypeError(f"buffer name should be a string.But got this type: {type(name)}")
        if "." in name:
            raise KeyError('buffer name can\'t contain "."')
        if name == "":
            raise KeyError('buffer name can\'t be empty string ""')
        buffers = self.__dict__.get("_buffers")
        if buffers is None:
            buffers = OrderedDict()
            object.__setattr__(self, "_buffers", buffers)
            object.__setattr__(self, "_non_persistent_buffers", set())
        if hasattr(self, name) and name not in buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, TensorBox):
            raise TypeError(f"cannot assign '{type(tensor)}' object to buffer '{name}' (mindspore Tensor or None required)")
        buffers[name] = tensor
        (self._non_persistent_buffers.discard if persistent else self._non_persistent_buffers.add)(name)
        object.__setattr__(self, name, tensor)

    def _assign_buffer(self, name, value):
        """MindSpore lets a buffer attribute become None only."""
        if isinstance(value, Parameter):
            raise KeyError(f"For 'insert_param_to_cell', the {name} parameter already exists in the network."
                           "Cannot insert another parameter with the same name.")
        if value is not None:
            raise TypeError(f"Buffer '{name}' already exists in network, can not assign this type: '{type(value)}' "
                            "as a buffer.")
        self._buffers[name] = None
        object.__setattr__(self, name, None)

    def named_buffers(self, prefix="", recurse=True, remove_duplicate=True):
        """``(path, Tensor)`` pairs of the buffers (not None ones), this Cell's first, then its sub-Cells'."""
        cells = self.cells_and_names(name_prefix=prefix) if recurse else [(prefix, self)]
        yield from walk_members(cells, _buffers_of, dedupe=remove_duplicate)

    def buffers(self, recurse=True):
        for _, buffer in self.named_buffers(recurse=recurse):
            yield buffer

    def get_buffer(self, target):
        """The buffer at the dotted path ``target`` (``"net_b.net_c.buffer_c"``): sub-Cells, then the buffer."""
        owner = self
        path, _, name = target.rpartition(".")
        for part in path.split(".") if path else ():
            owner = getattr(owner, part)
        return getattr(owner, name)

    def register_state_dict_pre_hook(self, hook):
        """``hook(cell, prefix, keep_vars)`` before ``state_dict`` collects this Cell's entries."""
        table = self.__dict__.get("_state_dict_pre_hooks")
        if table is None:
            table = OrderedDict()
            object.__setattr__(self, "_state_dict_pre_hooks", table)
        handle = HookHandle(table)
        table[handle.handle_id] = hook
        return handle

    def state_dict(self, *args, destination=None, prefix="", keep_vars=False):
        """An OrderedDict of each Cell's Parameters, then its persistent buffers, then its sub-Cells', by path."""
        if destination is None:
            destination = OrderedDict()
        for hook in list(self.__dict__.get("_state_dict_pre_hooks", {}).values()):
            hook(self, prefix, keep_vars)
        params, cells = self._registry()
        return gather_state(destination, prefix, params, _buffers_of(self), cells,
                            lambda cell, path: cell.state_dict(destination=destination, prefix=path, keep_vars=keep_vars),
                            self.__dict__.get("_non_persistent_buffers", ()))

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


def _params_of(cell):
    return cell._registry()[0]


def _cells_of(cell):
    return cell._registry()[1]


def _buffers_of(cell):
    return cell.__dict__.get("_buffers", {})


_NO_HOOKS = {"forward_pre": {}, "forward": {}, "backward_pre": {}, "backward": {}, "parameter_forward": ()}
_handle_ids = itertools.count()


class HookHandle:
    """What the ``Cell.register_*_hook`` methods return: ``remove()`` takes the hook away (twice is harmless)."""

    def __init__(self, table):
        self.handle_id = next(_handle_ids)
        self._table = table

    def remove(self):
        self._table.pop(self.handle_id, None)


def _detached(output):
    """``output`` (Tensors in nested tuples/lists) without its recorded history."""
    if isinstance(output, TensorBox):
        return _box(output._torch.detach())
    if isinstance(output, (tuple, list)):
        return type(output)(_detached(item) for item in output)
    return output


def _flatten(output):
    """``output`` (a Tensor or nested tuples/lists of them and constants) as torch leaves and a structure."""
    if isinstance(output, TensorBox):
        return [output._torch], None
    if isinstance(output, (tuple, list)):
        flat, specs = [], []
        for item in output:
            f, spec = _flatten(item)
            specs.append((len(f), spec))
            flat.extend(f)
        return flat, (type(output), specs)
    return [output], False


def _unflatten(spec, flat, tensors):
    """The structure of ``_flatten`` again, its tensors taken in order from ``tensors`` (None: zeros)."""
    tensors = iter(tensors)

    def build(spec, leaves):
        if spec is None:
            return _box(next(tensors))
        if spec is False:
            return leaves[0]
        kind, parts = spec
        items, start = [], 0
        for count, part in parts:
            items.append(build(part, leaves[start:start + count]))
            start += count
        return kind(items)

    return build(spec, flat)


def _checked_bprop_result(result, args):
    """A custom bprop's gradients, checked as MindSpore checks them (strictly with ``check_bprop``)."""
    if result is None:
        raise TypeError("The python function output is none.")
    if not isinstance(result, tuple):
        result = (result,)
    prefix = "For user defined method 'bprop' of net 'CellCustomBackward', the "
    if _context.get("check_bprop", False):
        if len(result) != len(args):
            raise TypeError(
                prefix + "number of return values(gradients) should be equal to the number of input arguments "
                f"except 'out' and 'dout', which is: {len(args)}, but got:{len(result)}."
            )
        for i, (grad, arg) in enumerate(zip(result, args)):
            if not isinstance(arg, TensorBox):
                continue
            which = f"{i}th return value(gradient of the {i}th argument) should "
            if not isinstance(grad, TensorBox):
                raise TypeError(prefix + which + f"be Tensor, but got {type(grad).__name__}, and the value is {grad}.")
            if grad.shape != arg.shape:
                raise ValueError(prefix + which + f"have the same shape as the {i}th argument, which is:{arg.shape}, but got: {grad.shape}.")
            if grad.dtype != arg.dtype:
                raise TypeError(prefix + which + f"have the same dtype as the {i}th argument, which is:{arg.dtype}, but got: {grad.dtype}.")
        return result
    if len(result) < len(args):
        raise RuntimeError(f"Grad size should lager than forward inputs, but got {len(result)} vs {len(args)}")
    for grad, arg in zip(result, args):
        if isinstance(arg, TensorBox):
            shape = grad.shape if isinstance(grad, TensorBox) else ()
            if tuple(shape) != tuple(arg.shape):
                raise RuntimeError(
                    "For grad interface or custom function, grad tensor should be broadcast to expected shape, "
                    f"but got {_shape_text(shape)} vs {_shape_text(arg.shape)}"
                )
    return result


def _shape_text(shape):
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"


def _torch_grad(grad, like):
    """A bprop's returned gradient as a torch tensor shaped like the input (None stays None)."""
    if grad is None:
        return None
    if isinstance(grad, TensorBox):
        return grad._torch.to(like.dtype) if grad._torch.dtype != like.dtype else grad._torch
    return torch.full_like(like, grad)


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

    _model_ensemble = True  # vmap over a CellList runs cell i on slice i

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
