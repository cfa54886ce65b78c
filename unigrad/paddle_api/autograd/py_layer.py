"""``paddle.autograd.PyLayer``: a user-defined op with its own backward, on the engine's custom functions.

Each PyLayer subclass gets a twin :func:`unigrad._engine.custom.custom_function`
whose forward and backward box the torch tensors as paddle Tensors, call the
user's static ``forward(ctx, ...)``/``backward(ctx, ...)`` and unbox what they
return. As in paddle:

- ``forward`` may return non-Tensor values among its outputs; they come back
  unchanged and ``backward`` receives one gradient per *Tensor* output only;
- ``backward`` returns one gradient (a Tensor or None) per *Tensor* argument
  of ``forward``;
- an input returned as is by ``forward`` counts as modified in place: its
  version is bumped, so an earlier use that saved it fails in backward;
- misuse raises paddle's ValueError (no Tensor output, a leaf returned as is,
  too many or missing gradients, a gradient that is not a Tensor), and any
  other error inside ``backward`` comes out as paddle's OSError.
"""

import weakref

import torch

from unigrad._engine.custom import custom_function
from unigrad.paddle_api.tensor import Tensor, mark_grad_from_pylayer, wrap
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["PyLayer", "PyLayerContext"]


class PyLayerContext(RealNamed):
    """The ``ctx`` of a PyLayer: saves tensors for backward, holds any attributes the user sets."""

    def __init__(self, custom_ctx=None):
        # the engine's CustomContext, while forward or backward runs (then None: it holds this one as its state)
        object.__setattr__(self, "_ctx", custom_ctx)
        object.__setattr__(self, "_not_inplace", ())
        object.__setattr__(self, "_leaves", {})
        object.__setattr__(self, "_materialize", True)

    def save_for_backward(self, *tensors):
        self._ctx.save_for_backward(*[t._torch if isinstance(t, Tensor) else t for t in tensors])

    def saved_tensor(self):
        return tuple(None if t is None else wrap(t) for t in self._ctx.saved_tensors)

    def mark_not_inplace(self, *tensors):
        object.__setattr__(self, "_not_inplace", {id(t._torch) for t in tensors})

    def mark_non_differentiable(self, *tensors):
        self._ctx.mark_non_differentiable(*[t._torch for t in tensors])

    def set_materialize_grads(self, value):
        object.__setattr__(self, "_materialize", bool(value))
        self._ctx.set_materialize_grads(bool(value))

    def set_grad_in_dtype_consistent(self, value):
        """Accepted; torch always casts a gradient to its tensor's dtype (see the README's known differences)."""


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


def _value_error(message, where):
    return ValueError(f"(InvalidArgument) {message} (at /paddle/paddle/fluid/{where})\n")


def _check_backward_result(layer, result, needs_grad):
    """``result`` as a list of one torch gradient (or None) per tensor input, after paddle's checks.

    ``needs_grad`` says, per tensor input, whether it requires a gradient.
    """
    node = f"GradNodePyLayer_{layer.__name__}"
    if not isinstance(result, (list, tuple)):
        result = (result,)
    if len(result) > len(needs_grad):
        raise _value_error(
            f"{node} : The number of outputs of `PyLayer.backward` should be {len(needs_grad)}, "
            f"but received {len(result)}.",
            "eager/pylayer/py_layer_node.cc:196",
        )
    grads = []
    for position, required in enumerate(needs_grad):
        g = result[position] if position < len(result) else None
        if g is not None and not isinstance(g, Tensor):
            raise _value_error(
                f"{node} : We can only support Tensor or None for backward output, , but got "
                f"{type(g).__name__}, please check your PyLayer code and make it fits",
                "eager/pylayer/py_layer_node.cc:234",
            )
        if position >= len(result) and required:
            raise ValueError(
                f"(InvalidArgument) {node}'s backward function should not return empty at {position} position.\n"
                "  [Hint: Expected this->OutputMeta()[i][0].IsStopGradient() == true, but received "
                "this->OutputMeta()[i][0].IsStopGradient():0 != true:1.] "
                "(at /paddle/paddle/fluid/eager/pylayer/py_layer_node.cc:243)\n"
            )
        grads.append(None if g is None else g._torch)
    return grads


def _incoming(torch_grad):
    """A gradient handed to backward: paddle reports it ``stop_gradient=False``."""
    boxed = wrap(torch_grad)
    boxed._sg = False
    return boxed


def _make_function(layer):
    """The engine's custom function running ``layer``'s forward and backward: ``apply(call, *values)``."""

    def forward(custom_ctx, call, *values):
        names, inputs_by_id = call
        ctx = PyLayerContext(custom_ctx)
        custom_ctx.state = ctx
        positional = values[: len(values) - len(names)]
        keywords = dict(zip(names, values[len(values) - len(names):]))
        try:
            result = layer.forward(ctx, *_box(positional), **{k: _box(v) for k, v in keywords.items()})
        finally:
            object.__setattr__(ctx, "_ctx", None)
        outputs = _unbox_outputs(result)
        flat = outputs if isinstance(outputs, tuple) else (outputs,)
        if not any(isinstance(o, torch.Tensor) for o in flat):
            raise _value_error(
                f"{layer.__name__} : At least one output of `PyLayer.forward` is a `Tensor`.",
                "pybind/eager_py_layer.cc:524",
            )
        for o in flat:
            if isinstance(o, torch.Tensor) and id(o) in inputs_by_id and id(o) not in ctx._not_inplace:
                if o.requires_grad and o.grad_fn is None:
                    raise ValueError(
                        f"(InvalidArgument) {layer.__name__} : Leaf Var ({inputs_by_id[id(o)].name}) that "
                        "doesn't stop gradient can't use inplace strategy.\n  [Hint: Expected "
                        "!inplace_tensor_autograd_meta->StopGradient() && egr::EagerUtils::IsLeafTensor("
                        "*inplace_tensor) == false, but received !inplace_tensor_autograd_meta->StopGradient() "
                        "&& egr::EagerUtils::IsLeafTensor(*inplace_tensor):1 != false:0.] "
                        "(at /paddle/paddle/fluid/pybind/eager_py_layer.cc:550)\n"
                    )
                # paddle treats an input returned as is as modified in place
                custom_ctx.mark_modified(o)
        tensors = [v for v in values if isinstance(v, torch.Tensor)]
        object.__setattr__(ctx, "_leaves", {k: weakref.ref(t) for k, t in enumerate(tensors)
                                            if t.requires_grad and t.grad_fn is None})
        return outputs

    def backward(custom_ctx, *grads):
        ctx = custom_ctx.state
        object.__setattr__(ctx, "_ctx", custom_ctx)
        try:
            result = layer.backward(ctx, *[None if g is None else _incoming(g) for g in grads])
        except Exception as error:
            # paddle reports any error inside a PyLayer's backward as an OSError
            raise OSError(
                f"(External) \n{{\n    Error message in backward of GradNodePyLayer_{layer.__name__}\n"
                f"    {type(error).__name__}: {error}\n}}"
            ) from error
        finally:
            object.__setattr__(ctx, "_ctx", None)
        returned = result if isinstance(result, (list, tuple)) else (result,)
        checked = _check_backward_result(layer, result, custom_ctx.needs_input_grad)
        for k, g in enumerate(checked):
            leaf_ref = ctx._leaves.get(k)
            leaf = None if leaf_ref is None else leaf_ref()
            if leaf is not None and leaf.grad is None and g is not None and returned[k].stop_gradient:
                # the leaf keeps its first gradient as given: one computed in backward has stop_gradient=True
                mark_grad_from_pylayer(leaf)
        return checked

    return custom_function(layer.__name__ + "Twin", forward, backward)


class PyLayer(RealNamed):
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
        inputs_by_id = {}
        values = []
        for a in (*args, *kwargs.values()):
            if isinstance(a, Tensor):
                inputs_by_id[id(a._torch)] = a
                values.append(a._torch)
            else:
                values.append(a)
        return _box(twin((tuple(kwargs), inputs_by_id), *values))
