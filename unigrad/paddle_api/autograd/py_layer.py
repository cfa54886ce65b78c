"""``paddle.autograd.PyLayer``: a user-defined op with its own backward, on torch.autograd.Function.

Each PyLayer subclass gets a torch ``Function`` twin whose forward and
backward box the torch tensors as paddle Tensors, call the user's static
``forward(ctx, ...)``/``backward(ctx, ...)`` and unbox what they return.
``backward`` returns one gradient per *tensor* argument of ``forward``, as in
paddle; the twin adds ``None`` for the other arguments.
"""

import weakref

import torch

from unigrad.paddle_api.tensor import GRADS_FROM_PYLAYER, Tensor, wrap

__all__ = ["PyLayer", "PyLayerContext"]


class PyLayerContext:
    """The ``ctx`` of a PyLayer: saves tensors for backward, holds any attributes the user sets."""

    def __init__(self, torch_ctx=None):
        object.__setattr__(self, "_ctx", torch_ctx)
        object.__setattr__(self, "_materialize", True)

    def save_for_backward(self, *tensors):
        self._ctx.save_for_backward(*[t._torch if isinstance(t, Tensor) else t for t in tensors])

    def saved_tensor(self):
        return tuple(None if t is None else wrap(t) for t in self._ctx.saved_tensors)

    def mark_not_inplace(self, *tensors):
        pass

    def mark_non_differentiable(self, *tensors):
        self._ctx.mark_non_differentiable(*[t._torch for t in tensors])

    def set_materialize_grads(self, value):
        object.__setattr__(self, "_materialize", bool(value))
        self._ctx.set_materialize_grads(bool(value))


def _unbox_outputs(result):
    if isinstance(result, Tensor):
        return result._torch
    if isinstance(result, (list, tuple)):
        return tuple(_unbox_outputs(r) for r in result)
    return result


def _box(value):
    if isinstance(value, torch.Tensor):
        return wrap(value)
    if isinstance(value, (list, tuple)):
        return type(value)(_box(v) for v in value)
    return value


def _make_function(layer):
    """The torch.autograd.Function running ``layer``'s forward and backward."""

    class Twin(torch.autograd.Function):
        @staticmethod
        def forward(torch_ctx, names, *values):
            ctx = PyLayerContext(torch_ctx)
            torch_ctx.paddle_ctx = ctx
            positional = values[: len(values) - len(names)]
            keywords = dict(zip(names, values[len(values) - len(names):]))
            torch_ctx.tensor_positions = [i for i, v in enumerate(values) if isinstance(v, torch.Tensor)]
            torch_ctx.leaves = [weakref.ref(v) if isinstance(v, torch.Tensor) and v.requires_grad and v.grad_fn is None
                                else None for v in values]
            result = layer.forward(ctx, *_box(positional), **{k: _box(v) for k, v in keywords.items()})
            return _unbox_outputs(result)

        @staticmethod
        def backward(torch_ctx, *grads):
            ctx = torch_ctx.paddle_ctx
            try:
                result = layer.backward(ctx, *[None if g is None else wrap(g) for g in grads])
            except Exception as error:
                # paddle reports any error inside a PyLayer's backward as an OSError
                raise OSError(
                    f"(External) \n{{\n    Error message in backward of GradNodePyLayer_{layer.__name__}\n"
                    f"    {type(error).__name__}: {error}\n}}"
                ) from error
            if not isinstance(result, (list, tuple)):
                result = (result,)
            grads_out = [None] * (len(torch_ctx.needs_input_grad) - 1)
            for position, g in zip(torch_ctx.tensor_positions, result):
                grads_out[position] = g._torch if isinstance(g, Tensor) else g
                leaf = torch_ctx.leaves[position]
                leaf = leaf() if leaf is not None else None
                if leaf is not None and leaf.grad is None and g is not None:
                    # paddle keeps this gradient (made without grad) as the leaf's .grad: stop_gradient=True
                    GRADS_FROM_PYLAYER.add(id(leaf))
                    weakref.finalize(leaf, GRADS_FROM_PYLAYER.discard, id(leaf))
            return (None, *grads_out)

    Twin.__name__ = Twin.__qualname__ = layer.__name__ + "Twin"
    return Twin


class PyLayer:
    """Subclass with static ``forward(ctx, *args)`` and ``backward(ctx, *grads)``; call ``apply``."""

    _twin = None

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for PyLayer.")

    @staticmethod
    def backward(ctx, *args):
        raise NotImplementedError("You must implement the backward function for PyLayer.")

    @classmethod
    def apply(cls, *args, **kwargs):
        twin = cls.__dict__.get("_twin")
        if twin is None:
            twin = _make_function(cls)
            cls._twin = twin
        names = tuple(kwargs)
        values = [a._torch if isinstance(a, Tensor) else a for a in args]
        values += [v._torch if isinstance(v, Tensor) else v for v in kwargs.values()]
        return _box(twin.apply(names, *values))
