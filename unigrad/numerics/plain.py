"""What a kernel may read of a torch tensor: its numpy view, or its plain values under torch.func's wrappers.

The numerics layer computes a framework's float32 steps in numpy where a
tensor lends one (small tensors: numpy's calls cost a fraction of torch's),
and elementwise steps that pick elements out by their values (libm's hard
cases) on plain tensors. Inside torch.func transforms a tensor is a wrapper
with neither: :func:`on_plain_values` runs an elementwise step on the
values inside the wrappers, and torch.func puts the wrappers back.
"""

import torch

__all__ = ["is_traced", "on_plain_values"]

#: whether a tensor is a torch.func wrapper (inside a transform)
is_traced = torch._C._functorch.is_functorch_wrapped_tensor


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
