"""paddle 3's torch-style parameter names: ``paddle.add(input=x, other=y)``, ``x.mean(dim=0)``, ``squeeze(input=x)``.

paddle 3.3 decorates about a hundred of its functions so that they also take
torch's names for their parameters (``input`` for ``x``, ``other`` for ``y``,
``dim`` for ``axis`` ...), which is what code ported from torch passes. The
table below lists them, measured on paddle 3.3.1 (the decorators of each
public function); :func:`install` wraps unigrad's functions of those names,
which keep paddle's own parameter names, so that a torch name given (and
its paddle name not) is passed as the paddle name. A name unigrad's function
already takes is left to it.
"""

import functools
import inspect

__all__ = ["PARAM_ALIASES", "with_param_aliases", "install"]

#: public path under ``paddle`` -> {torch-style name: paddle's name}
PARAM_ALIASES = {
    "Tensor.__or__": {"input": "x", "other": "y"},
    "Tensor.add": {"input": "x", "other": "y"},
    "Tensor.add_": {"input": "x", "other": "y"},
    "Tensor.argsort": {"dim": "axis", "input": "x"},
    "Tensor.bitwise_or": {"input": "x", "other": "y"},
    "Tensor.broadcast_to": {"input": "x", "size": "shape"},
    "Tensor.chunk": {"dim": "axis", "input": "x"},
    "Tensor.clip": {"input": "x"},
    "Tensor.cross": {"dim": "axis"},
    "Tensor.cumprod": {"input": "x"},
    "Tensor.cumsum": {"dim": "axis", "input": "x"},
    "Tensor.divide": {"input": "x", "other": "y"},
    "Tensor.divide_": {"input": "x", "other": "y"},
    "Tensor.equal": {"input": "x", "other": "y"},
    "Tensor.flatten": {"end_dim": "stop_axis", "input": "x", "start_dim": "start_axis"},
    "Tensor.floor_mod": {"input": "x", "other": "y"},
    "Tensor.greater_equal": {"input": "x", "other": "y"},
    "Tensor.is_complex": {"input": "x"},
    "Tensor.is_floating_point": {"input": "x"},
    "Tensor.less_equal": {"input": "x", "other": "y"},
    "Tensor.less_than": {"input": "x", "other": "y"},
    "Tensor.masked_select": {"input": "x"},
    "Tensor.mean": {"dim": "axis", "input": "x"},
    "Tensor.mod": {"input": "x", "other": "y"},
    "Tensor.multiply_": {"input": "x", "other": "y"},
    "Tensor.nonzero": {"input": "x"},
    "Tensor.norm": {"A": "x", "dim": "axis", "input": "x", "ord": "p"},
    "Tensor.not_equal": {"input": "x", "other": "y"},
    "Tensor.outer": {"input": "x", "vec2": "y"},
    "Tensor.pow": {"exponent": "y", "input": "x"},
    "Tensor.prod": {"dim": "axis", "input": "x"},
    "Tensor.remainder": {"input": "x", "other": "y"},
    "Tensor.repeat_interleave": {"dim": "axis", "input": "x"},
    "Tensor.squeeze": {"dim": "axis", "input": "x"},
    "Tensor.subtract": {"input": "x", "other": "y"},
    "Tensor.subtract_": {"input": "x", "other": "y"},
    "Tensor.take_along_axis": {"dim": "axis", "input": "arr"},
    "Tensor.tile": {"dims": "repeat_times", "input": "x"},
    "Tensor.topk": {"dim": "axis", "input": "x"},
    "Tensor.trace": {"input": "x"},
    "Tensor.unbind": {"dim": "axis"},
    "Tensor.unsqueeze": {"dim": "axis", "input": "x"},
    "Tensor.var": {"dim": "axis", "input": "x"},
    "Tensor.where": {"input": "x", "other": "y"},
    "add": {"input": "x", "other": "y"},
    "argsort": {"dim": "axis", "input": "x"},
    "bitwise_or": {"input": "x", "other": "y"},
    "broadcast_to": {"input": "x", "size": "shape"},
    "chunk": {"dim": "axis", "input": "x"},
    "clip": {"input": "x"},
    "concat": {"dim": "axis", "tensors": "x"},
    "cross": {"dim": "axis"},
    "cumprod": {"input": "x"},
    "cumsum": {"dim": "axis", "input": "x"},
    "divide": {"input": "x", "other": "y"},
    "empty_like": {"input": "x"},
    "equal": {"input": "x", "other": "y"},
    "eye": {"m": "num_columns", "n": "num_rows"},
    "flatten": {"end_dim": "stop_axis", "input": "x", "start_dim": "start_axis"},
    "floor_mod": {"input": "x", "other": "y"},
    "full": {"size": "shape"},
    "full_like": {"input": "x"},
    "greater_equal": {"input": "x", "other": "y"},
    "is_complex": {"input": "x"},
    "is_floating_point": {"input": "x"},
    "is_tensor": {"obj": "x"},
    "less_equal": {"input": "x", "other": "y"},
    "less_than": {"input": "x", "other": "y"},
    "linalg.cross": {"dim": "axis"},
    "linalg.norm": {"A": "x", "dim": "axis", "input": "x", "ord": "p"},
    "linalg.solve": {"A": "x", "B": "y"},
    "linspace": {"end": "stop", "steps": "num"},
    "masked_select": {"input": "x"},
    "mean": {"dim": "axis", "input": "x"},
    "mod": {"input": "x", "other": "y"},
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
    "nn.functional.softshrink": {"input": "x", "lambd": "threshold"},
    "nonzero": {"input": "x"},
    "norm": {"A": "x", "dim": "axis", "input": "x", "ord": "p"},
    "normal": {"size": "shape"},
    "not_equal": {"input": "x", "other": "y"},
    "ones_like": {"input": "x"},
    "outer": {"input": "x", "vec2": "y"},
    "pow": {"exponent": "y", "input": "x"},
    "prod": {"dim": "axis", "input": "x"},
    "remainder": {"input": "x", "other": "y"},
    "repeat_interleave": {"dim": "axis", "input": "x"},
    "squeeze": {"dim": "axis", "input": "x"},
    "stack": {"dim": "axis", "tensors": "x"},
    "subtract": {"input": "x", "other": "y"},
    "take_along_axis": {"dim": "axis", "input": "arr"},
    "tile": {"dims": "repeat_times", "input": "x"},
    "topk": {"dim": "axis", "input": "x"},
    "trace": {"input": "x"},
    "unbind": {"dim": "axis"},
    "unsqueeze": {"dim": "axis", "input": "x"},
    "var": {"dim": "axis", "input": "x"},
    "where": {"input": "x", "other": "y"},
    "zeros_like": {"input": "x"},
}


def with_param_aliases(fn, aliases):
    """``fn`` also taking each keyword of ``aliases`` (a torch-style name) as the parameter it names, where the
    call does not give that parameter itself; ``fn`` itself where it takes every alias already."""
    try:
        own = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        own = {}
    aliases = {alias: name for alias, name in aliases.items() if alias not in own}
    if not aliases:
        return fn

    @functools.wraps(fn)
    def run(*args, **kwargs):
        for alias, name in aliases.items():
            if alias in kwargs and name not in kwargs:
                kwargs[name] = kwargs.pop(alias)
        return fn(*args, **kwargs)

    return run


def install(paddle, namespaces):
    """Wraps each function of :data:`PARAM_ALIASES` found under the module ``paddle``, wherever the same function
    is bound among ``namespaces`` too (``paddle.tensor``, the Tensor class ...)."""
    wrapped = {}
    for path, aliases in PARAM_ALIASES.items():
        owner = paddle
        *parents, name = path.split(".")
        for parent in parents:
            owner = getattr(owner, parent, None)
        original = getattr(owner, name, None) if owner is not None else None
        if original is None or id(original) in wrapped:
            continue
        replacement = with_param_aliases(original, aliases)
        wrapped[id(original)] = (original, replacement)
        setattr(owner, name, replacement)
    for namespace in namespaces:
        for attribute, value in list(vars(namespace).items()):
            found = wrapped.get(id(value))
            if found is not None and found[0] is value:
                setattr(namespace, attribute, found[1])
