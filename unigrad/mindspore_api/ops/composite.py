"""MindSpore's gradient functions: ``grad``, ``value_and_grad``, ``GradOperation``,
``jacfwd``, ``jacrev``, ``vjp``, ``jvp``, ``vmap``.

The gradients come from the engine (``unigrad._engine.transforms``, on
torch.func, so they nest); this module only translates MindSpore's
conventions: which positions and weights, its return structures (a single
position gives a bare tensor, ``return_ids`` pairs each gradient with its
position or Parameter name, ``has_aux`` returns the extra outputs as a tuple),
the sum over all outputs when there is no aux, and its errors.

>>> import unigrad.mindspore_api as ms
>>> x, y = ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0])
>>> print(grad(lambda x, y: x * y, 1)(x, y))
[1. 2.]
"""

import contextlib
import sys

import torch
from torch.utils import _pytree

from unigrad._engine import transforms
from unigrad._engine.bridge import TensorBox, unwrap, wrap
from unigrad.mindspore_api._real_names import RealNamed
from unigrad.mindspore_api.common.parameter import Parameter
from unigrad.mindspore_api.common.tensor import Tensor, _box, pending_hooks

__all__ = ["grad", "value_and_grad", "get_grad", "GradOperation", "jacfwd", "jacrev", "vjp", "jvp", "vmap"]


# -- argument checks (MindSpore's messages) ----------------------------------
def _check_position(grad_position):
    """``grad_position`` as ``(positions, single)``; ``None`` stays ``None``."""
    if grad_position is None:
        return None, False
    if isinstance(grad_position, int):
        if grad_position < 0:
            raise ValueError("grad_position must be >= 0.")
        return (int(grad_position),), True
    if isinstance(grad_position, tuple):
        for position in grad_position:
            if not isinstance(position, int):
                raise TypeError("For 'F.grad', the element in 'grad_position' must be int.")
            if position < 0:
                raise ValueError("The element in grad_position must be >= 0.")
        return tuple(int(p) for p in grad_position), len(grad_position) == 1
    raise TypeError("For 'F.grad', the 'grad_position' must be int or tuple.")


def _check_weights(weights):
    """``weights`` as ``(tuple of tensors, single)``; ``None`` is ``((), False)``."""
    if weights is None:
        return (), False
    if isinstance(weights, TensorBox):
        return (weights,), True
    if isinstance(weights, (list, tuple)):
        for weight in weights:
            if not isinstance(weight, TensorBox):
                raise RuntimeError("The pointer[tensor] is null.")
        return tuple(weights), False
    raise TypeError(f"The weights you provided is expected to be a tensor, or a list or tuple. but got {weights}")


def _check_bool(owner, name, value):
    if not isinstance(value, bool):
        raise TypeError(f"For '{owner}', the '{name}' should be bool, but got {type(value).__name__}")


def _torch_arg(value):
    return value._torch if isinstance(value, TensorBox) else unwrap(value)


def _dialect_arg(value):
    return _box(value) if isinstance(value, torch.Tensor) else wrap(value, _box)


def _output_sum(output, sens=None):
    """The scalar whose gradient MindSpore takes: every tensor output summed (weighted by ``sens``)."""
    outputs = output if isinstance(output, (tuple, list)) else (output,)
    senses = sens if isinstance(sens, (tuple, list)) else (sens,) * len(outputs)
    total = None
    for item, weight in zip(outputs, senses):
        if isinstance(item, (tuple, list)):
            part = _output_sum(item, weight)
        elif isinstance(item, torch.Tensor):
            part = (item if weight is None else item * weight).sum()
        else:
            continue
        total = part if total is None else total + part
    return torch.zeros(()) if total is None else total


_EMPTY = {}


def _floating(tensor):
    return not isinstance(tensor, TensorBox) or tensor._torch.is_floating_point() or tensor._torch.is_complex()


def _shape_text(shape):
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"


def _check_cotangent(cotangent, output):
    """A cotangent (sens) must have its output's shape and dtype: MindSpore's errors (first part)."""
    if isinstance(output, torch.Tensor) and isinstance(cotangent, torch.Tensor):
        if tuple(cotangent.shape) != tuple(output.shape):
            raise ValueError(
                f"The shape should be {_shape_text(output.shape)}, but got {_shape_text(cotangent.shape)}, , "
                "sens gradient abs (the rest of MindSpore's message describes its internal values)"
            )
        if cotangent.dtype != output.dtype:
            from unigrad.mindspore_api.common import dtype as mstype

            raise TypeError(
                f"The dtype should be {mstype.from_torch(output.dtype)}, but got {mstype.from_torch(cotangent.dtype)}, , "
                "sens gradient abs (the rest of MindSpore's message describes its internal values)"
            )
    elif isinstance(output, torch.Tensor) and not isinstance(cotangent, (torch.Tensor, tuple, list)):
        raise RuntimeError(
            "For grad interface or custom function, grad tensor should be broadcast to expected shape, "
            f"but got [const vector]{{}} vs {_shape_text(output.shape)}"
        )
    elif isinstance(output, (tuple, list)) and isinstance(cotangent, (tuple, list)):
        for c, o in zip(cotangent, output):
            _check_cotangent(c, o)


def _shared_input_grads(inputs, grads):
    """One Tensor passed at several positions gets, at each, the sum of their gradients (as in MindSpore)."""
    ids = [id(t) for t in inputs]
    if len(set(ids)) == len(ids):
        return grads
    totals = {}
    for key, g in zip(ids, grads):
        totals[key] = g if key not in totals else totals[key] + g
    return tuple(totals[key] for key in ids)


def _leaf_hooks(tensors):
    """The pending ``register_hook`` functions of the differentiated tensors (None when there are none)."""
    hooks = None
    for index, tensor in enumerate(tensors):
        if getattr(tensor, "_hooks", None):
            if hooks is None:
                hooks = [None] * len(tensors)
            hooks[index] = tensor._leaf_hook()
    return hooks


def _materialized(grads):
    """``grads`` with torch's efficient zeros (a derivative known to be 0, as abs's second) made real zeros:
    MindSpore returns a zero tensor, which prints and converts as any other."""
    for g in grads:
        if g is not None and g._is_zerotensor():
            return tuple(torch.zeros_like(g) if g is not None and g._is_zerotensor() else g for g in grads)
    return grads


class _no_grad(RealNamed, contextlib.ContextDecorator):
    """``mindspore._no_grad()``: a context (or decorator) in which PyNative records no gradient. Ops record
    nothing; grad, value_and_grad and GradOperation raise RuntimeError (vjp's cotangents are zeros). A Cell
    with its own bprop runs its construct in one."""

    def __init__(self):
        self._previous = []

    def __enter__(self):
        self._previous.append(torch.is_grad_enabled())
        torch.set_grad_enabled(False)

    def __exit__(self, exc_type, exc_value, traceback):
        torch.set_grad_enabled(self._previous.pop())
        return False


def _check_grad_enabled():
    """MindSpore's error for a gradient asked inside ``_no_grad`` (its PyNative grad mode is torch's)."""
    if not torch.is_grad_enabled():
        raise RuntimeError("In no_grad context, you can not calculate gradient")


def _callers_arguments(torch_args, given, swapped, weights=()):
    """The arguments a function being differentiated is called with. MindSpore differentiates a Tensor object:
    each Tensor among the ``given`` arguments is the caller's own object, holding its value in ``torch_args``
    (a leaf) for the call, so a use of it through a closure, or a grad nested inside, counts too; ``swapped``
    gets what to put back. A differentiated weight (the engine holds its leaf in it already) and other
    arguments are given fresh."""
    args = []
    for value, original in zip(torch_args, given):
        if original.__class__ is not Tensor and (not isinstance(original, TensorBox)
                                                 or any(original is weight for weight in weights)):
            args.append(_box(value) if type(value) is torch.Tensor else _dialect_arg(value))
        elif original._torch is value:
            args.append(original)
        elif swapped and any(original is other for other, _ in swapped):  # given twice: the sum of both
            args.append(_box(value))
        else:
            swapped.append((original, original._torch))
            original._torch = value
            args.append(original)
    return args


def _put_back(swapped):
    for original, value in swapped:
        original._torch = value


class _GradFunction:
    """What ``grad(fn, ...)`` returns: calling it computes MindSpore's gradient structure."""

    __slots__ = ("fn", "positions", "single_position", "weights", "single_weight", "weights_given", "has_aux", "return_ids", "with_value", "sens_param", "_cache", "__name__",
                 "_parameters", "_call_fn", "_calls")

    def __init__(self, fn, positions, single_position, weights, single_weight, has_aux, return_ids, with_value, sens_param=False, weights_given=None):
        self.fn = fn
        self.positions = positions
        self.single_position = single_position
        self.weights = weights
        self.single_weight = single_weight
        self.weights_given = bool(weights) or single_weight if weights_given is None else weights_given
        self.has_aux = has_aux
        self.return_ids = return_ids
        self.with_value = with_value
        self.sens_param = sens_param
        self._cache = {}
        self.__name__ = getattr(fn, "__name__", type(fn).__name__)
        # MindSpore differentiates Parameters only (a plain Tensor among the weights gets zeros): which
        # weights are Parameters is fixed, whether they require grad is asked at each call
        self._parameters = tuple(w for w in weights if isinstance(w, Parameter))
        if len(self._parameters) == len(weights):
            self._parameters = self.weights  # the very tuple: "holders is self.weights" says every weight is one
        # a Cell is run through its plain call (what Cell.__call__ runs inside a gradient function), one
        # layer less; nn.cell is loaded whenever fn is a Cell (it is not imported here: nn imports ops)
        cell_module = sys.modules.get("unigrad.mindspore_api.nn.cell")
        plain_call = None
        if cell_module is not None and isinstance(fn, cell_module.Cell) and type(fn).__call__ is cell_module.Cell.__call__:
            plain_call = fn._plain_call
        self._call_fn = plain_call
        self._calls = []  # the arguments of the calls under way (innermost last)

    def _arguments(self, torch_args, swapped):
        """The arguments ``fn`` is called with: :func:`_callers_arguments` of this call's."""
        return _callers_arguments(torch_args, self._calls[-1], swapped, self._parameters)

    def _torch_function(self, sens_count, needs_output):
        fn, has_aux, call_fn, arguments = self.fn, self.has_aux, self._call_fn, self._arguments
        if not (sens_count or needs_output or has_aux):

            def plain(*torch_args, **torch_kwargs):  # the common case, kept short
                swapped = []
                try:
                    args = arguments(torch_args, swapped)
                    if torch_kwargs:
                        output = fn(*args, **{k: _dialect_arg(v) for k, v in torch_kwargs.items()})
                    elif call_fn is not None:
                        output = call_fn(tuple(args), _EMPTY)
                    else:
                        output = fn(*args)
                    if type(output) is Tensor or isinstance(output, TensorBox):
                        output = output._torch
                        return output if output.dim() == 0 else output.sum()
                    return _output_sum(unwrap(output))
                finally:
                    _put_back(swapped)

            return plain

        def torch_level(*torch_args, **torch_kwargs):
            if sens_count:
                torch_args, sens = torch_args[:-1], torch_args[-1]
            else:
                sens = None
            swapped = []
            try:
                output = fn(*arguments(torch_args, swapped), **{k: _dialect_arg(v) for k, v in torch_kwargs.items()})
                torch_output = output._torch if isinstance(output, TensorBox) else unwrap(output)
            finally:
                _put_back(swapped)
            if has_aux:
                if not isinstance(torch_output, tuple) or len(torch_output) < 2:
                    raise ValueError("When has_aux is True, origin fn requires more than one outputs.")
                differentiated = torch_output[0]
            else:
                differentiated = torch_output
            if sens is not None:
                _check_cotangent(sens, differentiated)
            if sens is None and type(differentiated) is torch.Tensor:
                # the common case: one tensor output, summed unless it is a scalar already
                total = differentiated if differentiated.dim() == 0 else differentiated.sum()
            else:
                total = _output_sum(differentiated, sens)
            return (total, torch_output) if needs_output else total

        return torch_level

    def _engine_function(self, positions, holders, sens_count):
        # the usual holders (every Parameter among the weights) are keyed by positions alone
        key = positions if holders is self._parameters else (positions, tuple(map(id, holders)), sens_count)
        found = self._cache.get(key)
        if found is None:
            needs_output = self.has_aux or self.with_value
            torch_function = self._torch_function(sens_count, needs_output)
            if needs_output:
                found = transforms.grad_and_value_with_state(torch_function, positions, holders, has_aux=True, lift_integers=True)
            else:
                found = transforms.grad_with_state(torch_function, positions, holders, lift_integers=True)
            if len(self._cache) > 16:
                self._cache.clear()
            self._cache[key] = found
        return found

    def __call__(self, *args, **kwargs):
        if not callable(self.fn):
            raise TypeError(f"The fn should be callable, but got {type(self.fn).__name__}")
        _check_grad_enabled()
        count = len(args) - (1 if self.sens_param else 0)
        positions = self.positions
        if positions is not None:
            if not positions:
                raise RuntimeError("grad_position should not be empty when grad by position!")
            if len(positions) > 1 and len(set(positions)) != len(positions):
                raise ValueError("There are duplicate positions in `grad_position`, please check it")
            if max(positions) >= count:
                position = next(p for p in positions if p >= count)
                raise RuntimeError(f"Position index {position} is exceed input size.")
            # MindSpore differentiates tensor arguments only: other positions give nothing.
            for position in positions:
                if not isinstance(args[position], TensorBox):
                    positions = tuple(p for p in positions if isinstance(args[p], TensorBox))
                    break
        holders = parameters = self._parameters
        for weight in parameters:
            if not weight.requires_grad:
                holders = tuple(w for w in parameters if w.requires_grad)
                break
        recorded = None if kwargs or self.sens_param else getattr(self.fn, "__dict__", _EMPTY).get("_recorded")
        result = None if recorded is None else self._from_recording(recorded, args, positions or (), holders)
        if result is not None:
            argument_grads, holder_grads, torch_output = result
        else:
            engine = self._cache.get(positions or ()) if holders is parameters else None
            if engine is None:
                engine = self._engine_function(positions or (), holders, 1 if self.sens_param else 0)
            torch_args = [a._torch if isinstance(a, TensorBox) else _torch_arg(a) for a in args]
            if not pending_hooks[0]:
                leaf_hooks = None
            elif positions:
                leaf_hooks = _leaf_hooks([args[p] for p in positions] + list(holders))
            else:
                leaf_hooks = _leaf_hooks(holders)
            self._calls.append(args)
            try:
                if kwargs:
                    result = engine.call(torch_args, {k: _torch_arg(v) for k, v in kwargs.items()}, leaf_hooks)
                else:
                    result = engine.call(torch_args, _EMPTY, leaf_hooks)
            finally:
                self._calls.pop()
            if self.has_aux or self.with_value:
                argument_grads, holder_grads, (_, torch_output) = result
            else:
                argument_grads, holder_grads = result
            argument_grads, holder_grads = _materialized(argument_grads), _materialized(holder_grads)
        if positions is None:
            if holders is self.weights and not self.return_ids and not self.single_weight:
                result = tuple(map(_box, holder_grads))  # the common case: every weight a trainable Parameter
            else:
                result = self._structure(positions, argument_grads, holders, holder_grads)
        else:
            if len(positions) > 1:
                argument_grads = _shared_input_grads([args[p] for p in positions], argument_grads)
            result = self._structure(positions, argument_grads, holders, holder_grads)
        if self.with_value and positions and any(not _floating(args[p]) for p in positions):
            # integer inputs were differentiated as floats: the value is the function's own, in its dtypes
            with torch.no_grad():
                torch_output = _torch_arg(self.fn(*args, **kwargs))
        if self.has_aux:
            aux = _dialect_arg(tuple(torch_output[1:]))
            if self.with_value:
                return _dialect_arg(torch_output), result
            return result, aux
        if self.with_value:
            return _dialect_arg(torch_output), result
        return result

    def _from_recording(self, recorded, args, positions, holders):
        """Gradients from the forward pass a Cell recorded after ``set_grad()`` (consumed once), when it
        was called with these very arguments; None when it cannot serve (then the forward runs again)."""
        recorded_args, leaves, param_leaves, output = recorded
        if len(recorded_args) != len(args) or any(a is not b for a, b in zip(recorded_args, args)):
            return None
        if any(leaves[p] is None for p in positions) or any(id(h) not in param_leaves for h in holders):
            return None
        object.__setattr__(self.fn, "_recorded", None)
        torch_output = output._torch if isinstance(output, TensorBox) else unwrap(output)
        if self.has_aux:
            if not isinstance(torch_output, tuple) or len(torch_output) < 2:
                raise ValueError("When has_aux is True, origin fn requires more than one outputs.")
            differentiated = torch_output[0]
        else:
            differentiated = torch_output
        total = _output_sum(differentiated)
        grads = transforms.gradients_of(total, [leaves[p] for p in positions] + [param_leaves[id(h)] for h in holders])
        torch_output = _pytree.tree_map(lambda t: t.detach() if isinstance(t, torch.Tensor) else t, torch_output)
        return grads[:len(positions)], grads[len(positions):], torch_output

    def _structure(self, positions, argument_grads, holders, holder_grads):
        if not self.weights_given and not self.return_ids and self.single_position and len(argument_grads) == 1:
            return _box(argument_grads[0])  # the common case: one position, a bare tensor
        by_holder = dict(zip(map(id, holders), holder_grads))
        weight_part = None
        if self.weights_given or self.positions is None:
            grads = []
            for weight in self.weights:
                found = by_holder.get(id(weight))
                grads.append(_box(torch.zeros_like(weight._torch) if found is None else found))
            if self.return_ids:
                grads = [(getattr(w, "name", None), g) for w, g in zip(self.weights, grads)]
            weight_part = grads[0] if self.single_weight else tuple(grads)
        if self.positions is None:
            return weight_part
        grads = [_box(g) for g in argument_grads]
        if self.return_ids:
            grads = list(zip(positions, grads))
        position_part = grads[0] if self.single_position and len(grads) == 1 else tuple(grads)
        if weight_part is None:
            return position_part
        return position_part, weight_part


def _make(fn, grad_position, weights, has_aux, return_ids, with_value, sens_param=False):
    if grad_position is None and weights is None:
        raise ValueError("`grad_position` and `weight` can not be None at the same time.")
    positions, single_position = _check_position(grad_position)
    _check_bool("_Grad", "has_aux", has_aux)
    _check_bool("_Grad", "return_ids", return_ids)
    weight_list, single_weight = _check_weights(weights)
    _check_grad_enabled()
    return _GradFunction(
        fn, positions, single_position, weight_list, single_weight, has_aux, return_ids, with_value, sens_param, weights is not None
    )


def grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """The function computing the gradient of ``fn`` w.r.t. ``grad_position`` and ``weights``."""
    return _make(fn, grad_position, weights, has_aux, return_ids, False, sens_param)


def value_and_grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """Like :func:`grad`, but the new function returns ``(output, gradients)``."""
    return _make(fn, grad_position, weights, has_aux, return_ids, True, sens_param)


def get_grad(gradients, identifier):
    """The gradient of ``identifier`` (a position or a Parameter) in what ``grad(..., return_ids=True)`` returned.

    Every ``(id, gradient)`` pair of the nested tuples is compared with the
    identifier (a Parameter by its name); the last match wins."""
    if not isinstance(identifier, (int, Parameter)):
        raise TypeError(f"For `get_grad`, the `x` should be an integer or a Parameter, but got {identifier}")
    key = identifier.name if isinstance(identifier, Parameter) else identifier
    found = []
    pending = [gradients]
    while pending:
        item = pending.pop()
        if not isinstance(item, tuple):
            continue
        # the comparison is MindSpore's: against a Tensor it asks the Tensor's truth value
        if len(item) == 2 and not (key != item[0]):
            found.append(item[1])
        else:
            pending.extend(item)
    if not found:
        raise RuntimeError(f"Can not find the gradient for position or Parameter {identifier}")
    return found[0]


class GradOperation(RealNamed):
    """``GradOperation(get_all, get_by_list, sens_param)(fn, weights)``: MindSpore's older gradient API.

    By default the gradient w.r.t. the first input (bare); ``get_all`` a tuple
    for every input; ``get_by_list`` a tuple for ``weights`` (a Cell's
    trainable parameters when none are given); both: ``(inputs, weights)``.
    With ``sens_param`` the last argument weights the outputs (a VJP).
    """

    def __init__(self, get_all=False, get_by_list=False, sens_param=False):
        _check_bool("GradOperation", "get_all", get_all)
        _check_bool("GradOperation", "get_by_list", get_by_list)
        _check_bool("GradOperation", "sens_param", sens_param)
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param

    def __call__(self, fn, weights=None):
        _check_grad_enabled()
        get_all, get_by_list, sens_param = self.get_all, self.get_by_list, self.sens_param
        if get_by_list:
            if weights is None:
                trainable = getattr(fn, "trainable_params", None)
                weights = tuple(trainable()) if trainable is not None else ()
            weight_list, _ = _check_weights(weights)
            weight_list = tuple(weight_list)
        else:
            weight_list = ()
        fixed = None if get_all else _GradFunction(
            fn, (0,) if not get_by_list or get_all else None, True, weight_list, False, False, False, False, sens_param, get_by_list
        )

        def after_grad(*args):
            count = len(args) - (1 if sens_param else 0)
            if count <= 0 and not (get_by_list and not get_all):
                # no input to differentiate: the forward still runs (Python's TypeError when inputs are missing)
                fn(*args[:max(count, 0)])
                if not get_by_list:
                    return ()
                weight_grads = _GradFunction(fn, None, False, weight_list, False, False, False, False, sens_param, True)(*args)
                return (), weight_grads
            if fixed is not None:
                return fixed(*args)
            return _GradFunction(fn, tuple(range(count)), False, weight_list, False, False, False, False, sens_param, get_by_list)(*args)

        return after_grad


# -- Jacobians and products --------------------------------------------------
def _torch_level(fn, given=None):
    """``fn`` on torch tensors: boxes the arguments (the ``given`` Tensors as :func:`_callers_arguments` does),
    unboxes the result."""

    def torch_level(*torch_args):
        if given is None:
            output = fn(*[_dialect_arg(a) for a in torch_args])
            return output._torch if isinstance(output, TensorBox) else unwrap(output)
        swapped = []
        try:
            output = fn(*_callers_arguments(torch_args, given, swapped))
            return output._torch if isinstance(output, TensorBox) else unwrap(output)
        finally:
            _put_back(swapped)

    return torch_level


def _aux_split(fn):
    """``fn`` returning ``(output, aux)`` the way torch.func wants it: aux bare when there is one."""

    def split(*torch_args):
        output = fn(*torch_args)
        if not isinstance(output, tuple) or len(output) < 2:
            raise ValueError("When has_aux is True, origin fn requires more than one outputs.")
        return output[0], (output[1] if len(output) == 2 else tuple(output[1:]))

    return split


def _jacobian(transform, fn, grad_position, has_aux):
    positions, single = _check_position(grad_position)
    if not isinstance(has_aux, bool):
        raise TypeError("The 'has_aux' must be bool type.")
    if positions is None:
        raise TypeError("For 'F.grad', the 'grad_position' must be int or tuple.")
    argnums = positions[0] if single else positions
    base = _torch_level(fn)
    torch_fn = _aux_split(base) if has_aux else base
    jacobian = transform(torch_fn, argnums, has_aux=has_aux)

    def jac_fn(*args):
        for position in positions:
            if position >= len(args):
                raise ValueError("The element in grad_position must belong to [0, args_num).")
        return _dialect_arg(jacobian(*[_torch_arg(a) for a in args]))

    return jac_fn


def jacfwd(fn, grad_position=0, has_aux=False):
    """The Jacobian of ``fn`` w.r.t. ``grad_position`` in forward mode (one per output when several)."""
    return _jacobian(transforms.jacfwd, fn, grad_position, has_aux)


def jacrev(fn, grad_position=0, has_aux=False):
    """The Jacobian of ``fn`` w.r.t. ``grad_position`` in reverse mode (one per output when several)."""
    return _jacobian(transforms.jacrev, fn, grad_position, has_aux)


def vjp(fn, *inputs, weights=None, has_aux=False):
    """``(fn(*inputs), vjp_fn)`` (and ``aux``): ``vjp_fn(v)`` gives a tuple with one cotangent per input."""
    if not isinstance(has_aux, bool):
        raise TypeError("The 'has_aux' must be bool type.")
    if weights is not None:
        return _vjp_with_weights(fn, inputs, weights, has_aux)
    base = _torch_level(fn, inputs)  # (PyNative: the inputs' objects are differentiated, as in grad)
    torch_fn = _aux_split(base) if has_aux else base
    result = transforms.vjp(torch_fn, *[_torch_arg(a) for a in inputs], has_aux=has_aux)
    output_torch, torch_vjp = result[0], result[1]

    recorded = torch.is_grad_enabled()  # under _no_grad nothing was recorded: the cotangents are zeros

    def vjp_fn(*cotangents):
        cotangent = _torch_arg(cotangents[0] if len(cotangents) == 1 else cotangents)
        _check_cotangent(cotangent, output_torch)
        grads = tuple(torch_vjp(cotangent))
        if not recorded:
            grads = tuple(torch.zeros_like(g) for g in grads)
        return _dialect_arg(_shared_input_grads(inputs, grads))

    if has_aux:
        return _dialect_arg(result[0]), vjp_fn, _dialect_arg(result[2])
    return _dialect_arg(result[0]), vjp_fn


def _vjp_with_weights(fn, inputs, weights, has_aux):
    """``vjp`` with ``weights``: ``vjp_fn(v)`` gives ``(input cotangents, weight cotangents)``."""
    weight_list, single_weight = _check_weights(weights)
    output = fn(*inputs)
    if has_aux:
        output, aux = output[0], (output[1] if len(output) == 2 else tuple(output[1:]))
    cotangents_of = _GradFunction(
        fn, tuple(range(len(inputs))), False, weight_list, single_weight, has_aux, False, False, True, True
    )

    def vjp_fn(v):
        result = cotangents_of(*inputs, v)
        return result[0] if has_aux else result

    return (output, vjp_fn, aux) if has_aux else (output, vjp_fn)


def _ensemble(cells, in_axes, out_axes):
    """``vmap`` over a CellList: cell ``i`` on slice ``i`` of each mapped input, outputs stacked."""
    cells = list(cells)

    def ensemble_fn(*args):
        axes = in_axes if isinstance(in_axes, (tuple, list)) else (in_axes,) * len(args)
        sizes = [a.shape[axis] for a, axis in zip(args, axes) if axis is not None and isinstance(a, TensorBox)]
        if sizes and sizes[0] != len(cells):
            raise ValueError(
                "If you want to execute the model ensembling parallel training, please make sure the 'axis_size' in "
                "the scope of vmap consistent with the cell size of the input 'CellList', otherwise, please do not "
                f"enter 'CellList' as the first argument, but we get axis_size: {sizes[0]} and the cell size: {len(cells)}."
            )
        outputs = []
        for index, cell in enumerate(cells):
            sliced = [a if axis is None else _box(a._torch.select(axis, index)) for a, axis in zip(args, axes)]
            outputs.append(_torch_arg(cell(*sliced)))
        stacked = _pytree.tree_map(lambda *leaves: torch.stack(leaves, out_axes), *outputs)
        return _dialect_arg(stacked)

    return ensemble_fn


def jvp(fn, inputs, v, has_aux=False):
    """``(fn(*inputs), the Jacobian of fn times v)`` (and ``aux``), in forward mode."""
    if not isinstance(has_aux, bool):
        raise TypeError("The 'has_aux' must be bool type.")
    primals = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    tangents = tuple(v) if isinstance(v, (tuple, list)) else (v,)
    base = _torch_level(fn)
    torch_fn = _aux_split(base) if has_aux else base
    result = transforms.jvp(torch_fn, tuple(_torch_arg(p) for p in primals), tuple(_torch_arg(t) for t in tangents), has_aux=has_aux)
    return _dialect_arg(tuple(result))


def vmap(fn, in_axes=0, out_axes=0):
    """``fn`` mapped over the ``in_axes`` of its inputs (``None``: not mapped), stacked along ``out_axes``.

    Over a ``CellList`` (model ensembling), cell ``i`` runs on slice ``i``."""
    if getattr(type(fn), "_model_ensemble", False):
        return _ensemble(fn, in_axes, out_axes)
    mapped = transforms.vmap(_torch_level(fn), in_axes, out_axes)

    def vmap_fn(*args):
        return _dialect_arg(mapped(*[_torch_arg(a) for a in args]))

    return vmap_fn

# MindSpore's ops.composite also holds three random ops (``C.multinomial``); they live in _random
from unigrad.mindspore_api.ops._random import multinomial, normal, uniform  # noqa: E402,F401
