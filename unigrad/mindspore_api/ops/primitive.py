"""``mindspore.ops.Primitive``, ``PrimitiveWithCheck``, ``PrimitiveWithInfer`` and ``prim_attr_register``.

A primitive prints as ``Prim[Name]<attr=value, ...>``; its attributes are the
arguments its ``__init__`` was called with when that ``__init__`` is
decorated with ``prim_attr_register`` (and what ``add_prim_attr`` adds;
``input_names``/``output_names`` are attributes not printed).

A primitive defined outside unigrad runs, as in MindSpore's PyNative mode, the
built-in op of its name (``class Add(PrimitiveWithInfer)`` adds). One named
after no kernel runs its Python hooks (``infer_dtype``/``infer_shape``/
``infer_value``, or ``check_dtype``/``check_shape``) and fails as MindSpore
2.10 on CPU does.

>>> class Scale(Primitive):
...     @prim_attr_register
...     def __init__(self, factor, bias=0):
...         pass
>>> Scale(2)
Prim[Scale]<factor=2, bias=0>
"""

import functools
import inspect

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api._errors import RULE, with_call_stack

__all__ = ["Primitive", "PrimitiveWithCheck", "PrimitiveWithInfer", "prim_attr_register", "constexpr"]

#: attributes a primitive has without printing them
_REPR_IGNORED = ("input_names", "output_names")

#: Class name -> the built-in op that a primitive of that name runs (None: none). ``operations.py``, which
#: builds its primitives on this module, fills it: this module does not import it back.
BUILTIN_OPS = {}


class Primitive:
    """Base of MindSpore primitives: a name and attributes."""

    #: attribute names a subclass sets itself in ``__init__`` (shown by ``repr``)
    _attrs = ()

    def __init__(self, name):
        self._name = name
        self._registered = {}
        self.init_attrs = {"name": name}

    @property
    def name(self):
        return getattr(self, "_name", type(self).__name__)

    @property
    def attrs(self):
        attrs = {attr: getattr(self, attr) for attr in self._attrs}
        attrs.update(getattr(self, "_registered", {}))
        return attrs

    def add_prim_attr(self, name, value):
        """Set attribute ``name`` (shown by ``repr``) and return the primitive."""
        if not hasattr(self, "_registered"):
            self._registered = {}
        self._registered[name] = value
        setattr(self, name, value)
        return self

    def init_prim_io_names(self, inputs, outputs):
        """Name the inputs and outputs (the attributes ``input_names`` and ``output_names``)."""
        self.add_prim_attr("input_names", inputs)
        self.add_prim_attr("output_names", outputs)

    def __getattr__(self, item):
        # only reached for a name that is not set: MindSpore names the primitive in the error
        if item.startswith("__") or item in ("_name", "_registered"):
            raise AttributeError(item)
        raise AttributeError(f"'{self.name}' object has no attribute '{item}'")

    def __call__(self, *args):
        builtin = BUILTIN_OPS.get(self.name)
        if builtin is None:
            return _run_without_kernel(self, args)
        params = inspect.signature(builtin).parameters.values()
        if all(p.default is p.empty and p.kind is p.POSITIONAL_OR_KEYWORD for p in params) and len(args) != len(params):
            # an op whose inputs are all required: MindSpore counts them before running it
            raise _cpp_error(f"For Operator[{self.name}], the inputs number should be {len(params)} but got {len(args)}.",
                             "mindspore/ccsrc/pynative/utils/pynative_utils.cc:860 ParseOpInputByOpDef")
        return builtin(*args)

    def __repr__(self):
        attrs = ", ".join(f"{name}={value}" for name, value in self.attrs.items() if name not in _REPR_IGNORED)
        return f"Prim[{self.name}]" + (f"<{attrs}>" if attrs else "")

    __str__ = __repr__


class PrimitiveWithCheck(Primitive):
    """A primitive with Python checks of its inputs' shapes and dtypes (for graph compilation)."""

    def check_shape(self, *args):
        return None

    def check_dtype(self, *args):
        return None


class PrimitiveWithInfer(Primitive):
    """A primitive with Python inference of its output's shape, dtype and value (for graph compilation)."""

    def infer_shape(self, *args):
        return None

    def infer_dtype(self, *args):
        return None

    def infer_value(self, *args):
        return None


class TensorType:
    """What MindSpore's Python hooks get as a tensor argument's dtype (``Tensor[Float32]``)."""

    __slots__ = ("element_type",)

    def __init__(self, element_type):
        self.element_type = element_type

    def __eq__(self, other):
        return isinstance(other, TensorType) and other.element_type == self.element_type

    def __hash__(self):
        return hash(("Tensor", self.element_type))

    def __repr__(self):
        return f"Tensor[{self.element_type}]"


def _scalar_dtype(value):
    from unigrad.mindspore_api.common import dtype as mstype

    return mstype.bool_ if isinstance(value, bool) else mstype.int64 if isinstance(value, int) else mstype.float32


def _tracks(value):
    """(dtype, shape, value) of an argument, as MindSpore hands them to infer/check hooks."""
    if isinstance(value, TensorBox):
        from unigrad.mindspore_api.common import dtype as mstype

        return TensorType(mstype.from_torch(value._torch.dtype)), list(value._torch.shape), None
    return _scalar_dtype(value), [], value


#: [kernel graphs built for ops without a kernel, nodes in them]: MindSpore numbers both per process
_graph_counts = [0, 0]


def _cpp_error(message, location, unexpected=False):
    return RuntimeError(with_call_stack(message, location, unexpected))


def _run_without_kernel(prim, args):
    """What PyNative does with a primitive no kernel is named after: run its Python hooks, then fail."""
    tracks = [_tracks(arg) for arg in args]
    if isinstance(prim, PrimitiveWithInfer):
        dtype = prim.infer_dtype(*(t[0] for t in tracks))
        shape = prim.infer_shape(*(t[1] for t in tracks))
        prim.infer_value(*(t[2] for t in tracks))
        if (dtype is None) != (shape is None):
            raise _cpp_error(f"Python evaluator return invalid shape or type. {dtype}",
                             "mindspore/ccsrc/frontend/jit/ps/static_analysis/py_infer_convert.cc:493 MakePyInferRes2Abstract",
                             unexpected=True)
        graph = f"@pynative_kernel_graph{4000000000 + _graph_counts[0]}"
        _graph_counts[0] += 1
        _graph_counts[1] += 1
        inputs = [f"[0]: ValueNode<Primitive> {prim.name}"]
        cnode = f"{graph}:CNode_{_graph_counts[1]}"
        for index, (arg, (kind, _, value)) in enumerate(zip(args, tracks), 1):
            if isinstance(arg, TensorBox):
                _graph_counts[1] += 1
                inputs.append(f"[{index}]: {graph}:param_Parameter_{_graph_counts[1]}")
            else:
                inputs.append(f"[{index}]: ValueNode<Tensor> Tensor(shape=[], dtype={kind}, value={value})")
        raise _cpp_error(
            f"\n{RULE}\n- Kernel select failed:\n{RULE}\nUnsupported op [{prim.name}] on CPU, Please confirm whether "
            "the device target setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query "
            f"the operator support list.\nnode: {cnode}{{{', '.join(inputs)}}}",
            "mindspore/ccsrc/plugin/cpu/cpu_device_context.cc:469 SetOperatorInfo")
    if isinstance(prim, PrimitiveWithCheck):
        prim.check_dtype(*(t[0] for t in tracks))
        prim.check_shape(*(t[1] for t in tracks))
        raise _cpp_error("The pointer[op_run_info->base_op_run_info.abstract] is null.",
                         "mindspore/ccsrc/pynative/forward/op_graph/do_infer.cc:180 PynativeInfer", unexpected=True)
    raise _cpp_error(f"prim:{prim.name} has no attr:__infer__", "mindspore/ccsrc/frontend/operator/primitive_py.cc:290 RunInfer")


def prim_attr_register(init):
    """Decorate a primitive's ``__init__``: every argument (defaults included) becomes an attribute."""
    signature = inspect.signature(init)

    @functools.wraps(init)
    def __init__(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        Primitive.__init__(self, getattr(type(self), "substitute_name", type(self).__name__))
        del self.init_attrs["name"]
        for name, value in list(bound.arguments.items())[1:]:
            self.add_prim_attr(name, value)
            self.init_attrs[name] = value
        init(self, *args, **kwargs)

    return __init__


def constexpr(fn=None, get_instance=True, name=None, reuse_result=True, check=True):
    """``@constexpr``: ``fn`` as a primitive (a ``PrimitiveWithInfer`` whose call runs ``fn``), what MindSpore
    folds into a constant while compiling a graph; run eagerly here, as in PYNATIVE_MODE."""
    def decorator(fn):
        class ProxyOp(PrimitiveWithInfer):
            def __init__(self):
                super().__init__(name or fn.__name__)

            def __call__(self, *args, **kwargs):
                return fn(*args, **kwargs)

        return ProxyOp() if get_instance else ProxyOp

    return decorator if fn is None else decorator(fn)
