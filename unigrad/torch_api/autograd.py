"""``torch.autograd.grad`` and ``torch.autograd.backward`` with torch 2.13's signatures.

The deprecated arguments (``only_inputs``, ``grad_variables``) are handled
here, warning at the caller's line as torch does; the gradients come from the
engine.
"""

import warnings

from unigrad._engine import tape


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
    if not only_inputs:
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
    if grad_variables is not None:
        warnings.warn("`grad_variables` is deprecated. Use `grad_tensors` instead.", FutureWarning, stacklevel=2)
        if grad_tensors is not None:
            raise RuntimeError(
                "`grad_tensors` and `grad_variables` (deprecated) "
                "arguments both passed to `backward()`. Please only "
                "use `grad_tensors`."
            )
        grad_tensors = grad_variables
    tape.backward(tensors, grad_tensors, retain_graph, create_graph, inputs)
