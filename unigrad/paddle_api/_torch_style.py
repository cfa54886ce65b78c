"""paddle 3's torch-style calls: ``paddle.add(input=x, other=y)``, ``x.mean(dim=0)``, ``paddle.ones(2, 3)``,
``x.reshape(2, 6)``, ``paddle.sum(x, 1, True)``, ``paddle.index_select(x, 1, index)``.

paddle 3.3 decorates many of its functions so that they also take torch's
calls: torch's names for their parameters (``input`` for ``x``, ``other``
for ``y``, ``dim`` for ``axis`` ...) and, for a few, torch's positional forms
(sizes as separate arguments, ``sum``'s ``keepdim`` third, ``index_select``'s
dim before the index). Code ported from torch passes these. The tables below
list them, measured on paddle 3.3.1 (the decorators of each public
function); :func:`install` wraps unigrad's functions of those names, which
keep paddle's own signatures: a torch name given (and its paddle name not)
is passed as the paddle name, and a torch positional form is rearranged into
paddle's. A parameter name unigrad's function already takes is left to it.
"""

import functools
import inspect
import warnings

__all__ = ["PARAM_ALIASES", "CALL_FORMS", "FORBIDDEN_KEYWORDS", "with_param_aliases", "with_forbidden_keywords", "install"]

#: public path under ``paddle`` -> {torch-style name: paddle's name}
PARAM_ALIASES = {
    "Tensor.__or__": {"input": "x", "other": "y"},
    "Tensor.add": {"input": "x", "other": "y"},
    "Tensor.add_": {"input": "x", "other": "y"},
    "Tensor.argsort": {"dim": "axis", "input": "x"},
    "Tensor.bitwise_or": {"input": "x", "other": "y"},
    "Tensor.broadcast_to": {"input": "x", "size": "shape"},
    "Tensor.bucketize": {"boundaries": "sorted_sequence", "input": "x"},
    "Tensor.chunk": {"dim": "axis", "input": "x"},
    "Tensor.clip": {"input": "x"},
    "Tensor.cross": {"dim": "axis"},
    "Tensor.cumprod": {"input": "x"},
    "Tensor.cumsum": {"dim": "axis", "input": "x"},
    "Tensor.diff": {"dim": "axis", "input": "x"},
    "Tensor.divide": {"input": "x", "other": "y"},
    "Tensor.divide_": {"input": "x", "other": "y"},
    "Tensor.equal": {"input": "x", "other": "y"},
    "Tensor.expand": {"input": "x", "size": "shape"},
    "Tensor.flatten": {"end_dim": "stop_axis", "input": "x", "start_dim": "start_axis"},
    "Tensor.floor_mod": {"input": "x", "other": "y"},
    "Tensor.gcd": {"input": "x", "other": "y"},
    "Tensor.greater_equal": {"input": "x", "other": "y"},
    "Tensor.index_add": {"dim": "axis", "input": "x", "source": "value"},
    "Tensor.index_add_": {"dim": "axis", "input": "x", "source": "value"},
    "Tensor.index_select": {"dim": "axis", "input": "x"},
    "Tensor.is_complex": {"input": "x"},
    "Tensor.is_floating_point": {"input": "x"},
    "Tensor.lcm": {"input": "x", "other": "y"},
    "Tensor.less_equal": {"input": "x", "other": "y"},
    "Tensor.less_than": {"input": "x", "other": "y"},
    "Tensor.masked_select": {"input": "x"},
    "Tensor.mean": {"dim": "axis", "input": "x"},
    "Tensor.mod": {"input": "x", "other": "y"},
    "Tensor.multinomial": {"input": "x"},
    "Tensor.multiply_": {"input": "x", "other": "y"},
    "Tensor.nonzero": {"input": "x"},
    "Tensor.norm": {"A": "x", "dim": "axis", "input": "x", "ord": "p"},
    "Tensor.not_equal": {"input": "x", "other": "y"},
    "Tensor.outer": {"input": "x", "vec2": "y"},
    "Tensor.pow": {"exponent": "y", "input": "x"},
    "Tensor.prod": {"dim": "axis", "input": "x"},
    "Tensor.quantile": {"dim": "axis", "input": "x"},
    "Tensor.remainder": {"input": "x", "other": "y"},
    "Tensor.repeat_interleave": {"dim": "axis", "input": "x"},
    "Tensor.reshape": {"input": "x"},
    "Tensor.softmax": {"dim": "axis", "input": "x"},
    "Tensor.squeeze": {"dim": "axis", "input": "x"},
    "Tensor.subtract": {"input": "x", "other": "y"},
    "Tensor.subtract_": {"input": "x", "other": "y"},
    "Tensor.sum": {"dim": "axis", "input": "x"},
    "Tensor.take_along_axis": {"dim": "axis", "input": "arr"},
    "Tensor.tensor_split": {"dim": "axis", "indices": "num_or_indices", "indices_or_sections": "num_or_indices",
                            "input": "x", "sections": "num_or_indices"},
    "Tensor.tile": {"dims": "repeat_times", "input": "x"},
    "Tensor.topk": {"dim": "axis", "input": "x"},
    "Tensor.trace": {"input": "x"},
    "Tensor.unbind": {"dim": "axis"},
    "Tensor.unsqueeze": {"dim": "axis", "input": "x"},
    "Tensor.var": {"dim": "axis", "input": "x"},
    "Tensor.view": {"dtype": "shape_or_dtype", "size": "shape_or_dtype"},
    "Tensor.where": {"input": "x", "other": "y"},
    "add": {"input": "x", "other": "y"},
    "argsort": {"dim": "axis", "input": "x"},
    "bitwise_or": {"input": "x", "other": "y"},
    "broadcast_to": {"input": "x", "size": "shape"},
    "bucketize": {"boundaries": "sorted_sequence", "input": "x"},
    "cat": {"dim": "axis", "tensors": "x"},
    "chunk": {"dim": "axis", "input": "x"},
    "clip": {"input": "x"},
    "concat": {"dim": "axis", "tensors": "x"},
    "cross": {"dim": "axis"},
    "cumprod": {"input": "x"},
    "cumsum": {"dim": "axis", "input": "x"},
    "diff": {"dim": "axis", "input": "x"},
    "divide": {"input": "x", "other": "y"},
    "empty": {"size": "shape"},
    "empty_like": {"input": "x"},
    "equal": {"input": "x", "other": "y"},
    "expand": {"input": "x", "size": "shape"},
    "eye": {"m": "num_columns", "n": "num_rows"},
    "flatten": {"end_dim": "stop_axis", "input": "x", "start_dim": "start_axis"},
    "floor_divide": {"input": "x", "other": "y"},
    "floor_mod": {"input": "x", "other": "y"},
    "full": {"size": "shape"},
    "full_like": {"input": "x"},
    "gcd": {"input": "x", "other": "y"},
    "greater_equal": {"input": "x", "other": "y"},
    "index_add": {"dim": "axis", "input": "x", "source": "value"},
    "index_add_": {"dim": "axis", "input": "x", "source": "value"},
    "index_select": {"dim": "axis", "input": "x"},
    "is_complex": {"input": "x"},
    "is_floating_point": {"input": "x"},
    "is_tensor": {"obj": "x"},
    "lcm": {"input": "x", "other": "y"},
    "less_equal": {"input": "x", "other": "y"},
    "less_than": {"input": "x", "other": "y"},
    "linalg.cross": {"dim": "axis"},
    "linalg.norm": {"A": "x", "dim": "axis", "input": "x", "ord": "p"},
    "linalg.solve": {"A": "x", "B": "y"},
    "linspace": {"end": "stop", "steps": "num"},
    "masked_select": {"input": "x"},
    "mean": {"dim": "axis", "input": "x"},
    "mod": {"input": "x", "other": "y"},
    "multinomial": {"input": "x"},
    "nn.functional.adaptive_avg_pool1d": {"input": "x"},
    "nn.functional.adaptive_avg_pool2d": {"input": "x"},
    "nn.functional.adaptive_avg_pool3d": {"input": "x"},
    "nn.functional.adaptive_max_pool1d": {"input": "x", "return_indices": "return_mask"},
    "nn.functional.adaptive_max_pool2d": {"input": "x", "return_indices": "return_mask"},
    "nn.functional.adaptive_max_pool3d": {"input": "x", "return_indices": "return_mask"},
    "nn.functional.conv1d": {"input": "x"},
    "nn.functional.conv2d": {"input": "x"},
    "nn.functional.conv3d": {"input": "x"},
    "nn.functional.cross_entropy": {"target": "label"},
    "nn.functional.dropout": {"input": "x"},
    "nn.functional.embedding": {"input": "x"},
    "nn.functional.hardshrink": {"input": "x", "lambd": "threshold"},
    "nn.functional.layer_norm": {"eps": "epsilon", "input": "x"},
    "nn.functional.log_sigmoid": {"input": "x"},
    "nn.functional.normalize": {"dim": "axis", "eps": "epsilon", "input": "x"},
    "nn.functional.one_hot": {"input": "x"},
    "nn.functional.pad": {"input": "x"},
    "nn.functional.silu": {"input": "x"},
    "nn.functional.softmax": {"dim": "axis", "input": "x"},
    "nn.functional.softshrink": {"input": "x", "lambd": "threshold"},
    "nonzero": {"input": "x"},
    "norm": {"A": "x", "dim": "axis", "input": "x", "ord": "p"},
    "normal": {"size": "shape"},
    "not_equal": {"input": "x", "other": "y"},
    "ones": {"size": "shape"},
    "ones_like": {"input": "x"},
    "outer": {"input": "x", "vec2": "y"},
    "pow": {"exponent": "y", "input": "x"},
    "prod": {"dim": "axis", "input": "x"},
    "quantile": {"dim": "axis", "input": "x"},
    "rand": {"size": "shape"},
    "randn": {"size": "shape"},
    "remainder": {"input": "x", "other": "y"},
    "repeat_interleave": {"dim": "axis", "input": "x"},
    "reshape": {"input": "x"},
    "searchsorted": {"input": "values"},
    "squeeze": {"dim": "axis", "input": "x"},
    "stack": {"dim": "axis", "tensors": "x"},
    "subtract": {"input": "x", "other": "y"},
    "sum": {"dim": "axis", "input": "x"},
    "take_along_axis": {"dim": "axis", "input": "arr"},
    "tensor_split": {"dim": "axis", "indices": "num_or_indices", "indices_or_sections": "num_or_indices",
                     "input": "x", "sections": "num_or_indices"},
    "tile": {"dims": "repeat_times", "input": "x"},
    "topk": {"dim": "axis", "input": "x"},
    "trace": {"input": "x"},
    "unbind": {"dim": "axis"},
    "unsqueeze": {"dim": "axis", "input": "x"},
    "var": {"dim": "axis", "input": "x"},
    "view": {"dtype": "shape_or_dtype", "size": "shape_or_dtype"},
    "where": {"input": "x", "other": "y"},
    "zeros": {"size": "shape"},
    "zeros_like": {"input": "x"},
}

# paddle's C++-generated functions take torch's names in their own argument parsing (their Python signatures show
# none): measured by calling each of paddle 3.3.1's generated functions with input=, dim= and other=
_GENERATED_INPUT = ("abs", "acos", "acosh", "asin", "atanh", "ceil", "cos", "cosh", "diagonal", "exp", "expm1", "floor",
                    "isfinite", "isinf", "isnan", "log", "log10", "log1p", "log2", "logical_not", "round", "rsqrt",
                    "sigmoid", "sign", "sin", "sinh", "sqrt", "tanh", "tril", "triu")
_GENERATED_INPUT_DIM = ("all", "amax", "amin", "any", "argmax", "argmin", "logsumexp")
_GENERATED_OTHER = ("expand_as", "greater_than", "isclose", "logical_and", "logical_or", "logical_xor", "matmul",
                    "maximum", "minimum", "multiply")
for _name in _GENERATED_INPUT:
    PARAM_ALIASES.setdefault(_name, {"input": "x"})
for _name in _GENERATED_INPUT_DIM:
    PARAM_ALIASES.setdefault(_name, {"input": "x", "dim": "axis"})
    PARAM_ALIASES.setdefault("Tensor." + _name, {"dim": "axis"})
for _name in _GENERATED_OTHER:
    PARAM_ALIASES.setdefault(_name, {"other": "y"})
    PARAM_ALIASES.setdefault("Tensor." + _name, {"other": "y"})


def _is_size(value):
    """An int (not a bool) or a 0-d integer tensor: one size of a shape given as separate arguments."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    data = getattr(value, "_torch", None)
    return data is not None and data.dim() == 0 and not data.is_floating_point() and not data.is_complex()


def _sizes_as_arguments(args, kwargs):
    """``ones(2, 3)``: every positional argument a size of the shape, when the first is an int; an int shape a list."""
    if "shape" not in kwargs and args and isinstance(args[0], int):
        args, kwargs = (), {**kwargs, "shape": list(args)}
    if isinstance(kwargs.get("shape"), int):
        kwargs = {**kwargs, "shape": [kwargs["shape"]]}
    return args, kwargs


def _sizes_after_the_tensor(key):
    """``x.reshape(2, 6)``, ``x.permute(1, 0)``, ``x.new_ones(2, 3)``: the sizes after the tensor as separate
    arguments, passed as the list ``key``."""

    def form(args, kwargs):
        if key not in kwargs and len(args) >= 2 and all(_is_size(size) for size in args[1:]):
            args, kwargs = args[:1], {**kwargs, key: list(args[1:])}
        return args, kwargs

    return form


def _sum_positional(args, kwargs):
    """``sum(x, axis, keepdim)`` and ``sum(x, axis, keepdim, dtype)`` (a bool third is keepdim, else dtype)."""
    if len(args) in (3, 4):
        x, axis, third, *fourth = args
        first, second = ("keepdim", "dtype") if isinstance(third, bool) else ("dtype", "keepdim")
        kwargs = {**kwargs, "x": x, "axis": axis, first: third, **({second: fourth[0]} if fourth else {})}
        args = ()
    return args, kwargs


def _index_select_dim_first(args, kwargs):
    """torch's ``index_select(x, dim, index)``: an int second is the axis, the index third."""
    if len(args) >= 2 and isinstance(args[1], int):
        if len(args) < 3 and "index" not in kwargs:
            raise TypeError("index_select() missing 1 required argument: 'index'")
        kwargs = {**kwargs}
        kwargs.setdefault("x", args[0])
        kwargs.setdefault("axis", args[1])
        if len(args) > 2 and "index" not in kwargs:
            kwargs["index"], args = args[2], args[3:]
        else:
            args = args[2:]
    return args, kwargs


#: public path under ``paddle`` -> how its torch positional form becomes paddle's (after the names)
CALL_FORMS = {
    **dict.fromkeys(("ones", "zeros", "empty", "randn", "rand"), _sizes_as_arguments),
    **dict.fromkeys(("reshape", "Tensor.reshape", "expand", "Tensor.expand"), _sizes_after_the_tensor("shape")),
    **dict.fromkeys(("view", "Tensor.view"), _sizes_after_the_tensor("shape_or_dtype")),
    **dict.fromkeys(("permute", "Tensor.permute"), _sizes_after_the_tensor("dims")),
    "Tensor.repeat": _sizes_after_the_tensor("repeats"),
    **dict.fromkeys(("Tensor.new_ones", "Tensor.new_zeros", "Tensor.new_empty"), _sizes_after_the_tensor("size")),
    **dict.fromkeys(("sum", "Tensor.sum"), _sum_positional),
    **dict.fromkeys(("index_select", "Tensor.index_select"), _index_select_dim_first),
}


#: public path under ``paddle`` -> (torch's keywords it refuses, the ``paddle.compat`` name it points to, the
#: torch name of its API-difference page): paddle 3.3.1 refuses these where torch code passes them to functions
#: whose torch counterparts differ (a warning with the page, once per function, then a TypeError)
FORBIDDEN_KEYWORDS = {
    "max": (("input", "dim", "other"), "paddle.compat.max", "torch.max"),
    "min": (("input", "dim", "other"), "paddle.compat.min", "torch.min"),
    "sort": (("input", "dim"), "paddle.compat.sort", "torch.sort"),
    "split": (("tensor", "split_size_or_sections", "dim"), "paddle.compat.split", "torch.split"),
    "nn.Linear.__init__": (("bias", "device", "dtype"), "paddle.compat.nn.Linear", "torch.nn.Linear"),
    "nn.Unfold.__init__": (("kernel_size", "dilation", "padding", "stride"), "paddle.compat.nn.Unfold",
                           "torch.nn.Unfold"),
}

_DIFFERENCE_PAGE = ("https://www.paddlepaddle.org.cn/documentation/docs/en/develop/guides/model_convert/"
                    "convert_from_pytorch/api_difference/invok_only_diff/{}.html")


def with_forbidden_keywords(fn, path):
    """``fn`` refusing the torch keywords :data:`FORBIDDEN_KEYWORDS` lists for ``path``, as paddle does."""
    keys, correct, page = FORBIDDEN_KEYWORDS[path]
    public = "paddle." + path.removesuffix(".__init__")
    warning = [f"The API '{public}' may behave differently from its PyTorch counterpart. Refer to the "
               f"compatibility guide for details:\n{_DIFFERENCE_PAGE.format(page)}"]

    @functools.wraps(fn)
    def run(*args, **kwargs):
        found = sorted(key for key in keys if key in kwargs)
        if found:
            if warning:  # the first misuse only
                warnings.warn(warning.pop(), UserWarning, stacklevel=2)
            raise TypeError(f"{public}() received unexpected keyword argument{'s' if len(found) > 1 else ''} "
                            f"{', '.join(repr(key) for key in found)}. \nDid you mean to use {correct}() instead?")
        return fn(*args, **kwargs)

    return run


def with_param_aliases(fn, aliases, call_form=None):
    """``fn`` also taking each keyword of ``aliases`` (a torch-style name) as the parameter it names, where the
    call does not give that parameter itself, and ``call_form``'s torch positional form; ``fn`` itself where it
    takes every alias already and has no such form."""
    try:
        own = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        own = {}
    aliases = {alias: name for alias, name in aliases.items() if alias not in own}
    if not aliases and call_form is None:
        return fn

    @functools.wraps(fn)
    def run(*args, **kwargs):
        if kwargs:  # (most calls pass none: the hot path is one test)
            for alias, name in aliases.items():
                if alias in kwargs and name not in kwargs:
                    kwargs[name] = kwargs.pop(alias)
        if call_form is not None:
            args, kwargs = call_form(args, kwargs)
        return fn(*args, **kwargs)

    return run


def _located(paddle, path):
    """``(owner, name, value)`` of ``path`` under the module ``paddle`` (value None where it is not there)."""
    owner = paddle
    *parents, name = path.split(".")
    for parent in parents:
        owner = getattr(owner, parent, None)
    return owner, name, (getattr(owner, name, None) if owner is not None else None)


def install(paddle, namespaces):
    """Wraps each function of :data:`PARAM_ALIASES` and :data:`CALL_FORMS` found under the module ``paddle``,
    wherever the same function is bound among ``namespaces`` too (``paddle.tensor``, the Tensor class ...)."""
    wrapped = {}  # id(the function as defined): (it, its outermost wrapper)
    for path in {**PARAM_ALIASES, **CALL_FORMS}:
        owner, name, original = _located(paddle, path)
        if original is None or id(original) in wrapped:
            continue
        replacement = with_param_aliases(original, PARAM_ALIASES.get(path, {}), CALL_FORMS.get(path))
        wrapped[id(original)] = (original, replacement)
        setattr(owner, name, replacement)
    for path in FORBIDDEN_KEYWORDS:  # outermost, so that its warning points at the caller's line
        owner, name, current = _located(paddle, path)
        original = next((first for first, outer in wrapped.values() if outer is current), current)
        replacement = with_forbidden_keywords(current, path)
        wrapped[id(original)] = (original, replacement)
        setattr(owner, name, replacement)
    for namespace in namespaces:
        for attribute, value in list(vars(namespace).items()):
            found = wrapped.get(id(value))
            if found is not None and found[0] is value:
                setattr(namespace, attribute, found[1])
