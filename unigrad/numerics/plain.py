"""What a kernel may read of a torch tensor: its numpy view, or its plain values under torch.func's wrappers.

The numerics layer computes a framework's float32 steps in numpy where a
tensor lends one (small tensors: numpy's calls cost a fraction of torch's),
and elementwise steps that pick elements out by their values (libm's hard
cases) on plain tensors. Inside torch.func transforms a tensor is a wrapper
with neither: :func:`on_plain_values` runs an elementwise step on the
values inside the wrappers, and torch.func puts the wrappers back.
"""

import torch

__all__ = ["numpy_view", "is_traced", "on_plain_values"]

#: whether a tensor is a torch.func wrapper (inside a transform)
is_traced = torch._C._functorch.is_functorch_wrapped_tensor


def numpy_view(t, detach=False):
    """``t``'s values as a numpy array sharing its memory, or None where it has none.

    A tensor has a numpy view exactly when it is a dense (strided) CPU tensor, not a torch.func wrapper
    (inside a transform), of a dtype numpy has (bfloat16 has none), with no pending conjugate or negative
    bit, and either records no gradient or is viewed with ``detach`` (its values: the view records
    nothing, and writes to it are writes to ``t``). A non-contiguous tensor gives a strided view (a
    ``reshape`` of it copies). These are the conditions of ``Tensor.numpy()`` itself, asked of it: a
    condition it checks costs nothing here, where checking each first costs more than the tiny kernels
    this serves.
    """
    try:
        return (t.detach() if detach else t).numpy()
    except (RuntimeError, TypeError):  # RuntimeError: grad, wrapper, conj/neg bit; TypeError: device, dtype, layout
        return None


class _OnPlain(torch.autograd.Function):
    """``elementwise(t)`` on plain tensors: torch.func runs ``forward`` on the tensor inside a grad or jvp
    level's wrapper, and this vmap rule runs it on a vmap level's whole batched tensor (the batch dim where
    it was: an elementwise step keeps every element in place). Its output records no gradient."""

    @staticmethod
    def forward(t, elementwise):
        return elementwise(t)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.mark_non_differentiable(output)

    @staticmethod
    def vmap(info, in_dims, t, elementwise):
        if in_dims[0] is None:
            return elementwise(t), None
        return _OnPlain.apply(t, elementwise), in_dims[0]

    @staticmethod
    def backward(ctx, grad):
        return None, None

    @staticmethod
    def jvp(ctx, t_tangent, _elementwise):
        return None


def on_plain_values(elementwise, t):
    """``elementwise(t)``, computed on plain tensors also when ``t`` is a torch.func wrapper (where a step
    that picks elements by their values, or reads them into Python, cannot run). ``elementwise`` must map
    each element to one element and its result records no gradient (a kernel's values), so that running
    it on a whole batched tensor is running it on each sample."""
    if not is_traced(t):
        return elementwise(t)
    return _OnPlain.apply(t, elementwise)
