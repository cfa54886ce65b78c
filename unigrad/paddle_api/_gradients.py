"""paddle.grad, paddle.autograd.backward and the grad-mode switches, on the engine's tape.

Arguments are checked as paddle 3.3.1 checks them, in the same order and
with the same exception types and messages, *before* anything runs, so a
misuse leaves grad mode, ``.grad`` values and the graph as they were.
Measured paddle behaviour reproduced here: ``paddle.grad`` never frees the
graph (whatever ``retain_graph`` says), inputs that do not require grad or
are listed in ``no_grad_vars`` count as unused, non-scalar outputs get
gradients of ones, and a second ``backward`` without ``retain_graph``
raises paddle's SystemError.
"""

import contextlib
import functools
import inspect
import re

import torch

from unigrad._engine import tape
from unigrad.paddle_api.tensor import Tensor, wrap

_NOTHING_STOPPED = contextlib.nullcontext()  # reusable: paddle.grad without no_grad_vars enters it

__all__ = ["grad", "backward", "no_grad", "enable_grad", "set_grad_enabled", "is_grad_enabled"]


def _check_list(value, name, element_message):
    assert value is not None, f"{name} should not be None"
    if isinstance(value, (list, tuple)):
        assert len(value) > 0, f"{name} cannot be empty"
        for item in value:
            assert isinstance(item, Tensor), element_message
        return list(value)
    assert isinstance(value, Tensor), f"{name} must be Tensor or list of Tensor"
    return [value]


def _check_grad_list(grads, outputs, invalid_message, length_message):
    if grads is None:
        return [None] * len(outputs)
    if not isinstance(grads, (list, tuple)):
        grads = [grads]
    for item in grads:
        if item is not None:
            assert isinstance(item, Tensor), invalid_message
    if len(grads) > 0:
        assert len(grads) == len(outputs), length_message
        return list(grads)
    return [None] * len(outputs)


def _seed(output, given):
    """The torch gradient seeding ``output``: ones where none is given, else ``given`` fitted to it."""
    if given is None:
        # torch seeds single-element outputs with ones itself
        return None if output.numel() == 1 else torch.ones_like(output)
    g = given._torch
    if g.dtype != output.dtype:
        g = g.to(output.dtype)
    if g.shape != output.shape:
        # paddle reads the given buffer as the output's gradient without checking its shape
        if g.numel() >= output.numel():
            g = g.reshape(-1)[: output.numel()].reshape(output.shape)
    return g


def _unused_error(index):
    return ValueError(
        f"(InvalidArgument) The {index}-th input does not appear in the backward graph. Please check the input "
        "tensor or set allow_unused=True to get None result.\n  [Hint: Expected allow_unused == true, but received "
        "allow_unused:0 != true:1.] (at /paddle/paddle/fluid/eager/general_grad.h:474)\n"
    )


def grad(
    outputs,
    inputs,
    grad_outputs=None,
    retain_graph=None,
    create_graph=False,
    only_inputs=True,
    allow_unused=False,
    no_grad_vars=None,
    name=None,
):
    """``paddle.grad``: a list with the gradient of ``outputs`` w.r.t. each input (``None`` if unused).

    ``.grad`` is left alone. With ``create_graph`` the gradients are
    differentiable again (``stop_gradient=False``).
    """
    outputs = _check_list(outputs, "outputs", "Elements of outputs must be Tensor")
    inputs = _check_list(inputs, "inputs", "Elements of inputs must be Tensor")
    grad_outputs = _check_grad_list(
        grad_outputs,
        outputs,
        "grad_outputs must be None, a Variable or a list containing None or Variables",
        "The length of grad_outputs must be equal to outputs",
    )
    if no_grad_vars is None:
        no_grad_vars = []
    elif isinstance(no_grad_vars, Tensor):
        no_grad_vars = [no_grad_vars]
    elif isinstance(no_grad_vars, (list, tuple, set)):
        no_grad_vars = list(no_grad_vars)
        for var in no_grad_vars:
            assert isinstance(var, Tensor), "no_grad_vars can only contains Tensor"
    else:
        raise AssertionError("no_grad_vars must be None, Tensor or list/tuple/set of Tensors")
    assert isinstance(create_graph, bool), "create_graph must be True or False"
    if retain_graph is None:
        retain_graph = create_graph
    assert isinstance(retain_graph, bool), "retain_graph must be None, True or False"
    assert isinstance(allow_unused, bool), "allow_unused must be True or False"
    assert isinstance(only_inputs, bool), "only_inputs must be True or False"
    assert only_inputs, "only_inputs=False is not supported yet"

    if len(inputs) > 1:
        seen = set()
        for x in inputs:
            if id(x._torch) in seen:
                raise RuntimeError(
                    f"(AlreadyExists) inputs contain duplicate tensor {x.name}, please check inputs carefully."
                )
            seen.add(id(x._torch))

    torch_outputs, seeds = [], []
    for output, given in zip(outputs, grad_outputs):
        t = output._torch
        if t.requires_grad:
            torch_outputs.append(t)
            seeds.append(_seed(t, given))
    if seeds.count(None) == len(seeds):
        seeds = None  # torch seeds them all itself
    if no_grad_vars:
        blocked = {id(v._torch) for v in no_grad_vars}
        wanted = [i for i, x in enumerate(inputs) if x._torch.requires_grad and id(x._torch) not in blocked]
    else:
        wanted = [i for i, x in enumerate(inputs) if x._torch.requires_grad]
    results = [None] * len(inputs)
    if torch_outputs and wanted:
        try:
            # gradients do not flow back through no_grad_vars that are intermediate results
            with tape.gradients_stopped_at([v._torch for v in no_grad_vars]) if no_grad_vars else _NOTHING_STOPPED:
                computed = tape.grad(
                    torch_outputs,
                    [inputs[i]._torch for i in wanted],
                    seeds,
                    True,  # retain_graph: measured, paddle.grad never frees the graph
                    create_graph,
                    True,  # allow_unused: unused inputs are reported below, as paddle reports them
                )
        except RuntimeError as error:
            translated = _translated(error, torch_outputs[0])
            if translated is not None:
                raise translated from None
            raise
        for i, g in zip(wanted, computed):
            # torch's "efficient zero" (a derivative known to be 0, as sign's is): paddle's graph has no edge
            # there, so the input does not appear (measured: the grad of abs's grad raises paddle's error)
            results[i] = None if g is not None and g._is_zerotensor() else g
    if not allow_unused:
        for i, g in enumerate(results):
            if g is None:
                raise _unused_error(i)
    wrapped = []
    for g in results:
        if g is None:
            wrapped.append(None)
            continue
        out = wrap(g)
        if create_graph:
            out._sg = False
        wrapped.append(out)
    return wrapped


#: torch autograd node name (without ``Backward<n>``) -> paddle's grad node name, where they differ.
_NODE_NAMES = {
    "Mul": "Multiply",
    "Sub": "Subtract",
    "Div": "Divide",
    "Mm": "Matmul",
    "Bmm": "Matmul",
    "Unsafe": "Reshape",
    "View": "Reshape",
    "Addmm": "Addmm",
    "Neg": "Scale",
    "Rsub": "Subtract",
    "Amax": "Max",
    "Amin": "Min",
    "Cat": "Concat",
    "Permute": "Transpose",
    "Clamp": "Clip",
    "Squeeze": "Squeeze",
    "Unsqueeze": "Unsqueeze",
    "Expand": "Expand",
}


def _paddle_node_name(torch_node):
    base = type(torch_node).__name__
    cut = base.find("Backward")
    base = base[:cut] if cut > 0 else base
    return _NODE_NAMES.get(base, base) + "GradNode"


_WRONG_SHAPE_PATTERN = re.compile(
    r"(?:returned an invalid gradient at index \d+ - got (\[[\d, ]*\]) but expected shape compatible with "
    r"(\[[\d, ]*\]))"
)
_RESIZED_PATTERN = re.compile(r"^hook '\w+' has changed the size of value")
_INPLACE_PATTERN = re.compile(r"modified by an inplace operation: .* is at version (\d+); expected version (\d+) instead")


def _translated(error, output):
    """paddle's error for a torch RuntimeError raised while computing gradients (or None: not one paddle has)."""
    message = str(error)
    if "backward through the graph a second time" in message:
        return _freed_graph_error(output)
    shape = _WRONG_SHAPE_PATTERN.search(message)
    if shape:
        got, expected = shape.groups()
        return RuntimeError(
            f"(Unimplemented) A hook or PyLayer.backward returned a gradient of shape {got} for a Tensor of shape "
            f"{expected}. paddle passes such a gradient on unchecked; unigrad, on torch.autograd, cannot."
        )
    if _RESIZED_PATTERN.search(message):
        return RuntimeError(
            "(Unimplemented) A hook returned a gradient of another shape than its Tensor's. paddle passes such a "
            "gradient on unchecked; unigrad, on torch.autograd, cannot."
        )
    match = _INPLACE_PATTERN.search(message)
    if match:
        now, saved = match.groups()
        return RuntimeError(
            "(PermissionDenied) Tensor '' used in gradient computation has been modified by an inplace operation. "
            f"Its version is {now} but the expected version is {saved}. Please fix your code to void calling an "
            "inplace operator after using the Tensor which will used in gradient computation.\n"
            f"  [Hint: Expected tensor_version == wrapper_version_snapshot, but received tensor_version:{now} != "
            f"wrapper_version_snapshot:{saved}.] (at /paddle/paddle/fluid/eager/tensor_wrapper.h:268)\n"
        )
    return None


def _freed_graph_error(tensor):
    node = _paddle_node_name(tensor.grad_fn)
    return SystemError(
        f"(Fatal) The TensorWrappers of {node} do not exist. This may be because:\n"
        "You calculate backward twice for the same subgraph without setting retain_graph=True. "
        "Please set retain_graph=True in the first backward/grad call.\n"
    )


def backward(tensors, grad_tensors=None, retain_graph=False, _from_tensor=False):
    """``paddle.autograd.backward``: accumulate gradients of ``tensors`` into the leaves' ``.grad``."""
    if not _from_tensor:
        tensors = _check_list(tensors, "tensors", "Elements of tensors must be paddle.Tensor")
        assert len(tensors) == len(set(tensors)), (
            "The argument 'tensors' of paddle.autograd.backward contains duplicate paddle.Tensor object."
        )
    grad_tensors = _check_grad_list(
        grad_tensors,
        tensors,
        "The argument 'grad_tensors' of paddle.autograd.backward is invalid, it can be 'None', 'paddle.Tensor' "
        "or 'list[None/paddle.Tensor]'.",
        "The length of grad_tensors must be equal to tensors",
    )
    if _from_tensor:
        given = grad_tensors[0]
        if given is not None and given._torch.shape != tensors[0]._torch.shape:
            raise AssertionError(
                f"Tensor shape not match, Tensor of grad_tensor [ {given.name} ] with shape {given.shape} "
                f"mismatch Tensor [ {tensors[0].name} ] with shape {tensors[0].shape}"
            )
    assert isinstance(retain_graph, bool), "retain_graph must be True or False"
    roots, seeds = [], []
    for tensor, given in zip(tensors, grad_tensors):
        t = tensor._torch
        if t.requires_grad:  # paddle silently skips tensors outside any graph
            roots.append(t)
            seeds.append(_seed(t, given))
    if not roots:
        return
    try:
        tape.backward(roots, seeds, retain_graph=retain_graph)
    except RuntimeError as error:
        translated = _translated(error, roots[0])
        if translated is not None:
            raise translated from None
        raise


# ---- grad mode ------------------------------------------------------------

def _decorated(func, mode_context):
    """``func`` run inside ``mode_context()``, with ``func``'s own signature (paddle's decorators keep it)."""
    if inspect.isgeneratorfunction(func):
        @functools.wraps(func)
        def decorated(*args, **kwargs):
            generator = func(*args, **kwargs)
            request = None
            while True:
                try:
                    with mode_context():  # the mode holds only while the generator's own code runs
                        response = generator.send(request)
                except StopIteration as stop:
                    return stop.value
                request = yield response
    else:
        @functools.wraps(func)
        def decorated(*args, **kwargs):
            with mode_context():
                return func(*args, **kwargs)

    decorated.__signature__ = inspect.signature(func)  # inspect.getfullargspec does not follow __wrapped__
    return decorated


class _GradMode:
    """A context manager and decorator that sets torch's grad mode and puts it back."""

    _enabled = None

    def __enter__(self):
        self._previous = torch.is_grad_enabled()
        torch.set_grad_enabled(self._enabled)
        return None

    def __exit__(self, *exc):
        torch.set_grad_enabled(self._previous)
        return False

    def __call__(self, func):
        return _decorated(func, self.__class__)


class no_grad_(_GradMode):
    """``paddle.no_grad()``: results computed inside have ``stop_gradient=True``.

    It takes no arguments: as a decorator it is used with parentheses
    (``@paddle.no_grad()``); bare, it raises paddle's TypeError.
    """

    _enabled = False


class enable_grad(_GradMode):
    """``paddle.enable_grad()``: grad mode on inside, even within ``no_grad``."""

    _enabled = True


def _check_mode(mode):
    """paddle converts ``mode`` as pybind11 converts to bool: None, bool, or a type with ``__bool__``."""
    if mode is None or isinstance(mode, bool) or hasattr(type(mode), "__bool__"):
        return bool(mode)
    raise TypeError(
        "_set_has_grad(): incompatible function arguments. The following argument types are supported:\n"
        f"    1. (arg0: bool) -> None\n\nInvoked with: {mode!r}"
    )


class set_grad_enabled(_GradMode):
    """``paddle.set_grad_enabled(mode)``: sets grad mode now; as a context it restores it after."""

    def __init__(self, mode):
        self._previous = torch.is_grad_enabled()
        self._enabled = _check_mode(mode)
        torch.set_grad_enabled(self._enabled)

    def __enter__(self):
        return None

    def __call__(self, func):
        # the mode set by the constructor stays set, as in paddle
        mode = self._enabled
        return _decorated(func, lambda: set_grad_enabled(mode))


no_grad = no_grad_
for _cls in (no_grad_, enable_grad, set_grad_enabled):
    _cls.__module__ = "paddle.base.dygraph.base"


def is_grad_enabled():
    """Whether new results are recorded for gradients."""
    return torch.is_grad_enabled()
