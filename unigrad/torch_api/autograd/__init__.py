"""``torch.autograd.grad`` and ``torch.autograd.backward`` with torch 2.13's signatures.

The deprecated arguments (``only_inputs``, ``grad_variables``) are handled
here, warning at the caller's line as torch does, and only where torch 2.13
warns: a call torch rejects before its warning gets none here either, and a
tensor subclass's ``__torch_function__`` gets the call with ``only_inputs`` as
given. The gradients come from the engine.
"""

import warnings
from collections.abc import Mapping

import torch
from torch.autograd.graph import GradientEdge
from torch.overrides import handle_torch_function, has_torch_function, is_tensor_like

from unigrad._engine import tape
from unigrad._engine.transforms import torch_func_active as _torch_func_active
from unigrad.torch_api.autograd import functional

__all__ = ["backward", "functional", "grad"]


def grad(
    outputs,
    inputs,
    grad_outputs=None,
    retain_graph=None,
    create_graph=False,
    only_inputs=True,
    allow_unused=None,
    is_grads_batched=False,
    materialize_grads=False,
):
    """Compute and return the sum of gradients of outputs with respect to the inputs.

    Returns a tuple with one gradient per input (a dict when ``inputs`` is a
    dict); ``only_inputs`` is deprecated and ignored.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> grad(x ** 2, x, grad_outputs=torch.ones(2))
    (tensor([2., 4.]),)
    """
    if not only_inputs and not (materialize_grads and allow_unused is False):  # that is torch's first error
        # Generators are read once: here, and the engine gets the tuples.
        outputs, inputs = _as_sequence(outputs), _as_sequence(inputs)
        if not _rejected_before_warning(inputs):
            input_tuple = tuple(inputs.values()) if type(inputs) is dict else _as_sequence(inputs, single=True)
            overridable = tuple(t for t in (*_as_sequence(outputs, single=True), *input_tuple) if is_tensor_like(t))
            if has_torch_function(overridable):
                # torch hands the whole call, only_inputs=False included, to the override.
                result = handle_torch_function(
                    grad, overridable, outputs, input_tuple, grad_outputs=grad_outputs, retain_graph=retain_graph,
                    create_graph=create_graph, only_inputs=only_inputs, allow_unused=allow_unused,
                    is_grads_batched=is_grads_batched, materialize_grads=materialize_grads,
                )
                return dict(zip(inputs.keys(), result, strict=True)) if type(inputs) is dict else result
            warnings.warn(
                "only_inputs argument is deprecated and is ignored now "
                "(defaults to True). To accumulate gradient for other "
                "parts of the graph, please use torch.autograd.backward.",
                FutureWarning,
                stacklevel=2,
            )
    return tape.grad(
        outputs, inputs, grad_outputs, retain_graph, create_graph, allow_unused, is_grads_batched, materialize_grads
    )


def backward(
    tensors,
    grad_tensors=None,
    retain_graph=None,
    create_graph=False,
    grad_variables=None,
    inputs=None,
):
    """Compute the sum of gradients of given tensors with respect to graph leaves.

    The gradients accumulate into the leaves' ``.grad``; ``grad_variables``
    is the deprecated name of ``grad_tensors``.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> backward((x ** 2).sum())
    >>> x.grad
    tensor([2., 4.])
    """
    if grad_variables is not None and not _torch_func_active():
        # Inside a torch.func transform torch fails before looking at grad_variables:
        # the engine raises that error below.
        warnings.warn("`grad_variables` is deprecated. Use `grad_tensors` instead.", FutureWarning, stacklevel=2)
        if grad_tensors is not None:
            raise RuntimeError(
                "`grad_tensors` and `grad_variables` (deprecated) "
                "arguments both passed to `backward()`. Please only "
                "use `grad_tensors`."
            )
        grad_tensors = grad_variables
    tape.backward(tensors, grad_tensors, retain_graph, create_graph, inputs)


def _rejected_before_warning(inputs):
    """Whether torch 2.13's ``grad`` rejects ``inputs`` before its ``only_inputs`` warning.

    It rejects a non-dict Mapping and empty ``inputs`` (the engine raises the same errors).
    """
    if isinstance(inputs, Mapping) and type(inputs) is not dict:
        return True
    return isinstance(inputs, (tuple, dict)) and not isinstance(inputs, GradientEdge) and not inputs


def _as_sequence(tensors, single=False):
    """A tensor or GradientEdge as is (``(it,)`` with ``single``), a Mapping as is, anything else as a tuple."""
    if is_tensor_like(tensors) or isinstance(tensors, GradientEdge):
        return (tensors,) if single else tensors
    return tensors if isinstance(tensors, Mapping) else tuple(tensors)
