"""Functional transforms on torch.func: grad, grad_and_value, vjp, jvp, jacrev,
jacfwd, hessian, vmap.

They are torch.func's transforms, so they nest (grad of grad, any order) and
compose with vmap, and their argument validation and messages are torch's.
The torch.func functions are captured at import, before any aliasing, so the
engine never calls back into a front end. Each engine function is its own
object: front ends re-export or adapt these, and a spy on them sees every
transform a front end builds.

``grad`` and ``grad_and_value`` are torch.func's own, run without its Python
layers: the same functorch level, wrappers and autograd-engine call
(:func:`_direct_grad_and_value`), so tensors inside ``func`` print, refuse
and differentiate exactly as under torch.func, at a fraction of its
overhead; calls needing its pytree handling go to torch.func itself.
"""

import functools
import operator
import sys as _sys

import torch
import torch.func as _func
from torch._functorch import eager_transforms as _eager_transforms
from torch.utils import _pytree

_grad = _func.grad
_grad_and_value = _func.grad_and_value
_vjp = _func.vjp
_jvp = _func.jvp
_jacrev = _func.jacrev
_jacfwd = _func.jacfwd
_hessian = _func.hessian
_vmap = _func.vmap
_current_level = torch._C._functorch.maybe_current_level  # None outside every torch.func transform
_tape_depth = [0]  # how many tape-level transforms are running (an inner one records for the outer)
_first_order = [False]  # whether the innermost running tape-level transform differentiates once (see first_order_only)
_is_grad_enabled = torch.is_grad_enabled
_set_grad_enabled = torch._C._set_grad_enabled
_ones_like = torch.ones_like
_run_backward = torch.autograd.Variable._execution_engine.run_backward
_autograd_grad = torch.autograd.grad


def grad(func, argnums=0, has_aux=False):
    """A function computing the gradient of scalar-valued ``func`` w.r.t. ``argnums``.

    ``argnums`` is an int or a tuple of ints (a tuple gives a tuple of
    gradients); with ``has_aux`` ``func`` returns ``(output, aux)`` and the
    new function returns ``(gradient, aux)``.

    >>> import torch
    >>> x = torch.tensor(0.5)
    >>> torch.allclose(grad(grad(torch.sin))(x), -x.sin())
    True
    """
    return _direct_or_functorch(func, argnums, has_aux, False)


def grad_and_value(func, argnums=0, has_aux=False):
    """Like :func:`grad`, but the new function returns ``(gradient, output)``.

    With ``has_aux`` it returns ``(gradient, (output, aux))``.

    >>> import torch
    >>> grad_and_value(lambda x: (x ** 2).sum())(torch.tensor([1.0, 2.0]))
    (tensor([2., 4.]), tensor(5.))
    """
    return _direct_or_functorch(func, argnums, has_aux, True)


try:  # what torch.func.grad copies from ``func`` onto its wrapper
    from torch._functorch.apis import _wraps_without_dynamo_attrs as _wraps
except ImportError:  # another torch
    _wraps = functools.wraps

_functorch_C = torch._C._functorch
_grad_increment_nesting = _functorch_C._grad_increment_nesting
_grad_decrement_nesting = _functorch_C._grad_decrement_nesting
_wrap_for_grad = _functorch_C._wrap_for_grad
_unwrap_for_grad = _functorch_C._unwrap_for_grad
_get_inplace_requires_grad_allowed = _functorch_C.get_inplace_requires_grad_allowed
_set_inplace_requires_grad_allowed = _functorch_C.set_inplace_requires_grad_allowed
_is_compiling = torch.compiler.is_compiling
_is_inference_mode_enabled = torch.is_inference_mode_enabled
_Tensor = torch.Tensor
_hooks_disabled_message = torch._C._autograd._saved_tensors_hooks_get_disabled_error_message
_disable_hooks = torch._C._autograd._saved_tensors_hooks_disable
_enable_hooks = torch._C._autograd._saved_tensors_hooks_enable
#: torch.func's message when saved tensor hooks meet a gradient transform (torch._functorch.vmap).
_NO_SAVED_TENSOR_HOOKS = (
    "torch.func.{grad, vjp, jacrev, hessian} don't yet support saved tensor hooks. "
    "Please open an issue with your use case."
)
#: argument types passed through untouched (torch.func's pytree has nothing to wrap in them)
_SCALARS = (int, float, bool, complex, str, type(None))


def _plain_argnums(argnums):
    """``argnums`` as a tuple of distinct non-negative ints when the direct path can take them, else None
    (negative, repeated or ill-typed argnums go to torch.func, which resolves them or raises its error)."""
    positions = (argnums,) if type(argnums) is int else argnums
    if type(positions) is not tuple or not positions or len(set(positions)) != len(positions):
        return None
    if all(type(p) is int and p >= 0 for p in positions):
        return positions
    return None


def _direct_or_functorch(func, argnums, has_aux, returns_value):
    """torch.func's ``grad``/``grad_and_value`` of ``func``, run directly when the arguments allow."""
    functorch_transform = []  # built on first use: most calls never need it

    def on_functorch(args, kwargs):
        if not functorch_transform:
            functorch_transform.append((_grad_and_value if returns_value else _grad)(func, argnums, has_aux))
        return functorch_transform[0](*args, **kwargs)

    positions = _plain_argnums(argnums)
    if positions is None or _is_compiling():
        return (_grad_and_value if returns_value else _grad)(func, argnums, has_aux)
    single = type(argnums) is int
    last = max(positions)

    def wrapper(*args, **kwargs):
        if last >= len(args) or _is_inference_mode_enabled():
            return on_functorch(args, kwargs)
        for position in positions:
            if not isinstance(args[position], _Tensor):  # a pytree, or torch.func's error for a non-tensor
                return on_functorch(args, kwargs)
        for value in args:
            if not isinstance(value, _Tensor) and type(value) not in _SCALARS:  # a pytree to wrap
                return on_functorch(args, kwargs)
        if kwargs:
            for value in kwargs.values():
                if not isinstance(value, _Tensor) and type(value) not in _SCALARS:
                    return on_functorch(args, kwargs)
        grads, output, aux = _direct_grad_and_value(func, positions, has_aux, args, kwargs)
        if single:
            grads = grads[0]
        if returns_value:
            return (grads, (output, aux)) if has_aux else (grads, output)
        return (grads, aux) if has_aux else grads

    return _wraps(func)(wrapper)


def _direct_grad_and_value(func, positions, has_aux, args, kwargs):
    """``(gradients, output, aux)`` of ``func`` w.r.t. ``args[positions]``: torch.func's ``grad_and_value``
    step by step (a functorch grad level, every tensor argument wrapped at it, the selected ones made
    differentiable, one autograd-engine call with ``create_graph``, results unwrapped), with torch.func's
    errors, for tensor and scalar arguments. torch.func spends most of its time in the Python around
    these steps (pytree maps, context managers, ``torch.autograd.grad``'s argument handling)."""
    previous_message = _hooks_disabled_message()
    try:
        _disable_hooks(_NO_SAVED_TENSOR_HOOKS)  # raises when hooks are pushed, having disabled them: restored below
        level = _grad_increment_nesting()
        try:
            grad_was_enabled = _is_grad_enabled()
            _set_grad_enabled(True)
            try:
                args = [_wrap_for_grad(a, level) if isinstance(a, _Tensor) else a for a in args]
                if kwargs:
                    kwargs = {k: _wrap_for_grad(v, level) if isinstance(v, _Tensor) else v for k, v in kwargs.items()}
                inputs = _requiring_grad([args[position] for position in positions])
                output = func(*args, **kwargs)
                aux = None
                if has_aux:
                    if not (isinstance(output, tuple) and len(output) == 2):
                        raise RuntimeError(
                            "grad_and_value(f)(*args): output of function f should be a tuple: (output, aux) "
                            "if has_aux is True"
                        )
                    output, aux = output
                if not isinstance(output, _Tensor):
                    raise RuntimeError(
                        f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got {type(output)}"
                    )
                if output.dim() != 0:
                    raise RuntimeError(
                        "grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got tensor with "
                        f"{output.dim()} dims. Maybe you wanted to use the vjp or jacrev APIs instead?"
                    )
                if not output.requires_grad:
                    grads = [torch.zeros_like(i) for i in inputs]
                elif output.is_complex():  # torch's own error for an implicit complex seed
                    grads = _autograd_grad(output, inputs, create_graph=True, allow_unused=True)
                else:
                    grads = _run_backward((output,), (_ones_like(output),), False, True, tuple(inputs), True, False)
                grads = tuple(_unwrap_for_grad(torch.zeros_like(i) if g is None else g, level)
                              for g, i in zip(grads, inputs))
                output = _unwrap_for_grad(output, level)
                if has_aux:
                    aux = _pytree.tree_map(lambda leaf: _unwrapped_aux(leaf, level), aux)
            finally:
                _set_grad_enabled(grad_was_enabled)
        finally:
            _grad_decrement_nesting()
    finally:
        if previous_message is None:
            _enable_hooks()
        else:
            _disable_hooks(previous_message)
    return grads, output, aux


def _requiring_grad(wrapped):
    """``wrapped`` (tensors wrapped at a grad level) made differentiable in place, as torch.func does:
    functorch refuses ``requires_grad_()`` inside a transform unless told it is allowed."""
    allowed = _get_inplace_requires_grad_allowed()
    _set_inplace_requires_grad_allowed(True)
    try:
        for tensor in wrapped:
            tensor.requires_grad_()
    finally:
        _set_inplace_requires_grad_allowed(allowed)
    return wrapped


def _unwrapped_aux(leaf, level):
    """An aux leaf at the level outside: torch.func accepts tensors (and tuples its pytree leaves whole)."""
    if isinstance(leaf, _Tensor):
        return _unwrap_for_grad(leaf, level)
    if isinstance(leaf, tuple):
        return _pytree.tree_map(lambda t: _unwrapped_aux(t, level), tuple(leaf))
    raise RuntimeError(f"Expected tensors, got unsupported type {type(leaf)}")


def vjp(func, *primals, has_aux=False):
    """``(func(*primals), vjp_fn)``; ``vjp_fn(cotangents)`` gives one cotangent per primal.

    >>> import torch
    >>> out, vjp_fn = vjp(torch.sin, torch.tensor([0.0]))
    >>> vjp_fn(torch.tensor([1.0]))
    (tensor([1.]),)
    """
    if _current_level() is not None or _is_compiling() or _is_inference_mode_enabled() or not primals:
        return _vjp(func, *primals, has_aux=has_aux)
    for primal in primals:
        if not isinstance(primal, _Tensor):  # a pytree, or torch.func's error for a non-tensor
            return _vjp(func, *primals, has_aux=has_aux)
    return _direct_vjp(func, primals, has_aux)


_LEAF = _pytree.tree_flatten(0)[1]  # the structure of one tensor output


def _direct_vjp(func, primals, has_aux):
    """torch.func's ``vjp`` of ``func`` at tensor ``primals`` outside every transform, step by step (a
    functorch grad level, the primals wrapped at it and made differentiable, the outputs unwrapped; the
    returned function one ``torch.autograd.grad``), with torch.func's errors, without its pytree maps
    and context managers around single tensors."""
    previous_message = _hooks_disabled_message()
    try:
        _disable_hooks(_NO_SAVED_TENSOR_HOOKS)  # raises when hooks are pushed, having disabled them: restored below
        level = _grad_increment_nesting()
        try:
            grad_was_enabled = _is_grad_enabled()
            _set_grad_enabled(True)
            try:
                inputs = _requiring_grad([_wrap_for_grad(primal, level) for primal in primals])
                output = func(*inputs)
                aux = None
                if has_aux:
                    if not (isinstance(output, tuple) and len(output) == 2):
                        raise RuntimeError(
                            "vjp(f, *primals): output of function f should be a tuple: (output, aux) "
                            "if has_aux is True"
                        )
                    output, aux = output
                    aux = _pytree.tree_map(lambda leaf: _unwrapped_aux(leaf, level), aux)
                if isinstance(output, _Tensor):
                    flat_outputs, output_spec = [output], _LEAF
                    result = _unwrap_for_grad(output, level)
                else:
                    flat_outputs, output_spec = _pytree.tree_flatten(output)
                    _eager_transforms.assert_non_empty_tensor_output(flat_outputs, "vjp(f, *primals)")
                    result = _pytree.tree_map(lambda leaf: _unwrapped_aux(leaf, level), output)
                for flat_output in flat_outputs:
                    if not (flat_output.is_floating_point() or flat_output.is_complex()):
                        raise RuntimeError(
                            "vjp(f, ...): All outputs of f must be floating-point or complex Tensors, got Tensor "
                            f"with dtype {flat_output.dtype}"
                        )
            finally:
                _set_grad_enabled(grad_was_enabled)
        finally:
            _grad_decrement_nesting()
    finally:
        if previous_message is None:
            _enable_hooks()
        else:
            _disable_hooks(previous_message)

    def wrapper(cotangents, retain_graph=True, create_graph=None):
        if create_graph is None:
            create_graph = _is_grad_enabled()
        if output_spec is _LEAF and isinstance(cotangents, _Tensor):
            flat_cotangents = [cotangents]
        else:
            flat_cotangents, cotangents_spec = _pytree.tree_flatten(cotangents)
            if output_spec != cotangents_spec:
                raise RuntimeError(
                    f"Expected pytree structure of cotangents to be the same "
                    f"as pytree structure of outputs to the function. "
                    f"cotangents: {_pytree.treespec_pprint(cotangents_spec)}, "
                    f"primal output: {_pytree.treespec_pprint(output_spec)}"
                )
        compiled_autograd = _sys.modules.get("torch._dynamo.compiled_autograd")
        if _is_inference_mode_enabled() or _is_compiling() or getattr(compiled_autograd, "compiled_autograd_enabled", False):
            # torch.func's own steps: inference mode or compiled autograd switched off around the call
            with _eager_transforms._disable_inference_mode():
                return tuple(_eager_transforms._autograd_grad(flat_outputs, inputs, flat_cotangents,
                                                              retain_graph=retain_graph, create_graph=create_graph))
        return _cotangents_of_inputs(flat_outputs, inputs, flat_cotangents, retain_graph, create_graph)

    wrapper.__qualname__ = "_vjp_with_argnums.<locals>.wrapper"
    wrapper.__module__ = _eager_transforms.__name__
    return (result, wrapper, aux) if has_aux else (result, wrapper)


def _cotangents_of_inputs(outputs, inputs, cotangents, retain_graph, create_graph):
    """torch.func's vjp step: ``torch.autograd.grad`` of the outputs that require grad (zeros when none
    does, and for an input none depends on)."""
    differentiable = [(out, cotangent) for out, cotangent in zip(outputs, cotangents) if out.requires_grad]
    if not differentiable:
        return tuple(torch.zeros_like(i) for i in inputs)
    if len(differentiable) == len(outputs):
        differentiable_outputs = outputs
    else:
        differentiable_outputs, cotangents = [o for o, _ in differentiable], [c for _, c in differentiable]
    grads = _autograd_grad(tuple(differentiable_outputs), inputs, tuple(cotangents), retain_graph=retain_graph,
                           create_graph=create_graph, allow_unused=True)
    return tuple(torch.zeros_like(i) if g is None else g for g, i in zip(grads, inputs))


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """``(func(*primals), jacobian-vector product with tangents)``, forward mode.

    >>> import torch
    >>> jvp(torch.sin, (torch.tensor([0.0]),), (torch.tensor([2.0]),))
    (tensor([0.]), tensor([2.]))
    """
    return _jvp(func, primals, tangents, strict=strict, has_aux=has_aux)


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    """A function computing the Jacobian of ``func`` w.r.t. ``argnums`` in reverse mode.

    >>> import torch
    >>> jacrev(torch.sin)(torch.zeros(2))
    tensor([[1., 0.],
            [0., 1.]])
    """
    return _jacrev(func, argnums, has_aux=has_aux, chunk_size=chunk_size, _preallocate_and_copy=_preallocate_and_copy)


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """A function computing the Jacobian of ``func`` w.r.t. ``argnums`` in forward mode.

    >>> import torch
    >>> jacfwd(torch.sin)(torch.zeros(2))
    tensor([[1., 0.],
            [0., 1.]])
    """
    return _jacfwd(func, argnums, has_aux, randomness=randomness)


def hessian(func, argnums=0):
    """A function computing the Hessian of ``func`` w.r.t. ``argnums`` (forward over reverse).

    >>> import torch
    >>> hessian(lambda x: (x ** 3).sum())(torch.tensor([1.0, 2.0]))
    tensor([[ 6.,  0.],
            [ 0., 12.]])
    """
    return _hessian(func, argnums)


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """``func`` mapped over a batch dimension of its inputs (``in_dims``/``out_dims``).

    >>> import torch
    >>> vmap(grad(lambda x: (x ** 2).sum()))(torch.tensor([[1.0], [2.0]]))
    tensor([[2.],
            [4.]])
    """
    return _vmap(func, in_dims, out_dims, randomness, chunk_size=chunk_size)


_TENSOR_SLOT = object()  # marks where a tensor leaf of aux went through torch.func
_NO_KWARGS = {}
_held_tensor = operator.attrgetter("_torch")


def grad_and_value_with_state(func, argnums=(), holders=(), has_aux=False, lift_integers=False):
    """Gradients w.r.t. some positional arguments AND tensors held outside them.

    ``holders`` are objects keeping a torch tensor in ``_torch`` (the weights
    of a model, read by ``func`` through attribute access, not passed as
    arguments). The new function swaps each holder's tensor for the one being
    traced while ``func`` runs, puts the original back afterwards (also when
    ``func`` raises) and returns ``(argument_grads, holder_grads, value)``,
    both gradient parts tuples; ``value`` is ``func``'s output, or
    ``(output, aux)`` with ``has_aux`` (aux may hold non-tensors). ``func``
    must return a scalar tensor (with ``has_aux``, as the first item).
    Arguments not selected and keyword arguments pass through untouched.

    With ``lift_integers`` an integer (or bool) tensor is differentiated as a
    float tensor of the default dtype (``func`` sees that float tensor) and
    its gradient comes back in the integer dtype; without it torch's error.

    The new function also takes ``leaf_hooks=`` (one entry per
    differentiated tensor, selected arguments first: ``None`` or a function
    of the gradient, like ``Tensor.register_hook``'s). Its ``call(args,
    kwargs, leaf_hooks)`` is the same call without packing the arguments.

    Outside any torch.func transform it runs on torch.autograd (a fresh leaf
    per differentiated tensor and one ``torch.autograd.grad``: the least torch
    must do); it nests (grad of grad, also w.r.t. the held tensors, the inner
    level recording a graph for the outer one). Inside a torch.func transform
    (vmap, jvp ...) it is :func:`grad_and_value`, so it composes with them.

    >>> import torch
    >>> class Holder: pass
    >>> w = Holder(); w._torch = torch.tensor(3.0)
    >>> step = grad_and_value_with_state(lambda x: x * w._torch * w._torch, (0,), (w,))
    >>> step(torch.tensor(2.0))
    ((tensor(9.),), (tensor(12.),), tensor(18.))
    >>> w._torch
    tensor(3.)
    """
    return _with_state(func, argnums, holders, has_aux, True, lift_integers)


def grad_with_state(func, argnums=(), holders=(), has_aux=False, lift_integers=False):
    """Like :func:`grad_and_value_with_state` without the output: ``(argument_grads, holder_grads[, aux])``.

    >>> import torch
    >>> grad_with_state(lambda x, y: (x * y).sum(), (1,))(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]))
    ((tensor([1., 2.]),), ())
    >>> grad_with_state(lambda x: (x * x).sum(), (0,), lift_integers=True)(torch.tensor([1, 2]))
    ((tensor([2, 4]),), ())
    """
    return _with_state(func, argnums, holders, has_aux, False, lift_integers)




def is_transforming():
    """Whether a gradient transform (of this module, or of torch.func) is running."""
    return _tape_depth[0] > 0 or _current_level() is not None


def first_order_only():
    """Whether what is computed now is differentiated at most once: it runs inside a tape-level transform
    of this module that is not nested (its backward builds no graph: nothing recorded now is differentiated
    again) and inside no torch.func transform. A kernel may then record a first-order-only graph (a
    derivative's values held as constants), which torch's engine runs without calling back into Python.

    Another tape-level transform inside is nested and says False while it runs; a graph recorded here is
    upstream of that transform's leaves, so its backward never passes through it.

    >>> import torch
    >>> seen = []
    >>> _ = grad_with_state(lambda x: seen.append(first_order_only()) or (x * x).sum(), (0,))(torch.ones(2))
    >>> seen, first_order_only()
    ([True], False)
    """
    return _first_order[0] and _current_level() is None


#: ``is_traced(tensor)``: whether ``tensor`` is a torch.func transform's wrapper around the value it traces
#: (a kernel computing its own numbers from raw storage must leave such a tensor to torch's op).
#: torch's C function itself, bound once: kernels ask on every call.
is_traced = _functorch_C.is_functorch_wrapped_tensor

#: ``torch_func_active()``: whether a torch.func transform (or one of this module's, which run on
#: torch.func's levels) is running; torch's C function itself, bound once.
torch_func_active = torch._C._are_functorch_transforms_active

#: ``with torch_func_paused():`` torch ops see plain tensors, not torch.func's wrappers (to read a traced
#: value's numbers while a transform runs).
torch_func_paused = torch._C._DisableFuncTorch

_get_unwrapped = _functorch_C.get_unwrapped


def traced_value(tensor):
    """``tensor`` itself, or the plain value under every torch.func wrapper around it (to print it).

    >>> import torch
    >>> traced_value(torch.tensor(1.0))
    tensor(1.)
    """
    while is_traced(tensor):
        tensor = _get_unwrapped(tensor)
    return tensor


def fresh_leaf(tensor):
    """A new leaf with ``tensor``'s values that records what is computed from it (to differentiate later)."""
    return tensor.detach().requires_grad_()


def gradients_of(output, leaves):
    """The gradients of a recorded scalar ``output`` w.r.t. ``leaves`` (zeros for a leaf it does not use).

    With :func:`fresh_leaf`, a forward pass recorded once and differentiated
    later (a framework's "recorded forward, then grad").

    >>> import torch
    >>> x = fresh_leaf(torch.tensor([1.0, 2.0])); unused = fresh_leaf(torch.ones(1))
    >>> gradients_of((x * x).sum(), [x, unused])
    (tensor([2., 4.]), tensor([0.]))
    """
    if not output.requires_grad:
        return tuple(torch.zeros_like(leaf) for leaf in leaves)
    grads = _run_backward((output,), (_ones_like(output),), False, False, tuple(leaves), True, False)
    return tuple(torch.zeros_like(leaf) if g is None else g for g, leaf in zip(grads, leaves))


def lifted_dtype(tensor):
    """The integer dtype ``tensor`` stands for when it is a lifted integer input being differentiated, else None."""
    return getattr(tensor, "_unigrad_lifted_dtype", None)


def _lifted(values, lift_integers):
    """``values`` with integer tensors as floats (when lifting), and the dtypes to give their gradients back in."""
    dtypes = None
    for index, value in enumerate(values):
        if lift_integers and not (value.is_floating_point() or value.is_complex()):
            if dtypes is None:
                dtypes = [None] * len(values)
            dtypes[index] = value.dtype
            values[index] = value.to(torch.get_default_dtype())
    return dtypes


def _lowered(grads, dtypes):
    return tuple(g if d is None else g.to(d) for g, d in zip(grads, dtypes))


def _with_state(func, argnums, holders, has_aux, returns_value, lift_integers=False):
    argnums = tuple(argnums)
    holders = tuple(holders)
    selected_count = len(argnums)
    differentiated = selected_count + len(holders)
    # The original arguments of the calls in progress (a stack, so that the
    # same function may run inside itself): torch.func is markedly slower when
    # they travel as extra arguments, and slower on nested tuples, so every
    # differentiated tensor is its own positional argument and nothing else is.
    calls = []

    def traced_arguments_only(*values):
        args, kwargs = calls[-1]
        args = list(args)
        for position, value in zip(argnums, values):
            args[position] = value
        return func(*args, **kwargs)

    def traced(*values):
        args, kwargs = calls[-1]
        if selected_count:
            args = list(args)
            for position, value in zip(argnums, values):
                args[position] = value
        saved = [holder._torch for holder in holders]
        try:
            for holder, value in zip(holders, values[selected_count:]):
                holder._torch = value
            result = func(*args, **kwargs)
        finally:
            for holder, value in zip(holders, saved):
                holder._torch = value
        if not has_aux:
            return result
        # torch.func carries only tensors in aux: other leaves go around it.
        output, aux = result
        leaves, spec = _pytree.tree_flatten(aux)
        side_channel[:] = [spec, [_TENSOR_SLOT if isinstance(leaf, torch.Tensor) else leaf for leaf in leaves]]
        return output, [leaf for leaf in leaves if isinstance(leaf, torch.Tensor)]

    def restore_aux(tensors):
        spec, leaves = side_channel
        tensors = iter(tensors)
        return _pytree.tree_unflatten([next(tensors) if leaf is _TENSOR_SLOT else leaf for leaf in leaves], spec)

    side_channel = []
    single = differentiated == 1
    argnums_all = 0 if single else tuple(range(differentiated))
    fast = not holders and not has_aux
    transformed = []  # built on first use inside a torch.func transform

    def on_functorch(args, kwargs, values, leaf_hooks):
        if not transformed:
            transformed.append(
                (_grad_and_value if returns_value else _grad)(
                    traced_arguments_only if fast else traced, argnums=argnums_all, has_aux=has_aux
                )
            )
        if leaf_hooks:
            raise NotImplementedError("gradient hooks on the differentiated tensors inside a torch.func transform")
        calls.append((args, kwargs))
        try:
            result = transformed[0](*values)
        finally:
            calls.pop()
        if returns_value:
            grads, value = result
            value = (value[0], restore_aux(value[1])) if has_aux else (value, None)
        elif has_aux:
            grads, value = result
            value = (None, restore_aux(value))
        else:
            grads, value = result, None
        return ((grads,) if single else tuple(grads)), value

    def call(args, kwargs=_NO_KWARGS, leaf_hooks=None):
        """``run(*args, leaf_hooks=leaf_hooks, **kwargs)`` without packing the arguments (a front end's hot path)."""
        if not differentiated:  # nothing to differentiate: torch.func refuses empty argnums
            result = func(*args, **kwargs)
            return ((), (), result) if returns_value else (((), (), result[1]) if has_aux else ((), ()))
        values = [args[position] for position in argnums] if selected_count else []
        if holders:
            saved = list(map(_held_tensor, holders))
            values += saved
        dtypes = None
        if lift_integers:
            for value in values:
                if not value.is_floating_point():
                    dtypes = _lifted(values, lift_integers)
                    break
        if _current_level() is not None:
            grads, value = on_functorch(args, kwargs, values, leaf_hooks)
        else:  # on the tape: a fresh leaf per differentiated tensor and one autograd-engine call
            nested = _tape_depth[0] > 0
            grad_was_enabled = _is_grad_enabled()
            if not grad_was_enabled:  # also under no_grad (a custom forward taking gradients): record here
                _set_grad_enabled(True)
            try:
                leaves = []
                for value in values:
                    if value.requires_grad:
                        nested = True
                        leaves.append(value.view_as(value))  # its own node: only the paths through it count here
                    else:
                        leaves.append(value.detach().requires_grad_())
                if leaf_hooks:
                    for leaf, hook in zip(leaves, leaf_hooks):
                        if hook is not None:
                            leaf.register_hook(hook)
                if dtypes is not None:
                    for leaf, dtype in zip(leaves, dtypes):
                        if dtype is not None:
                            leaf._unigrad_lifted_dtype = dtype  # dies with the leaf
                if selected_count:
                    args = list(args)
                    for position, leaf in zip(argnums, leaves):
                        args[position] = leaf
                if holders:
                    for holder, leaf in zip(holders, leaves[selected_count:]):
                        holder._torch = leaf
                _tape_depth[0] += 1
                enclosing_first_order, _first_order[0] = _first_order[0], not nested
                try:
                    result = func(*args, **kwargs) if kwargs else func(*args)
                finally:
                    _tape_depth[0] -= 1
                    _first_order[0] = enclosing_first_order
                    if holders:
                        for holder, value in zip(holders, saved):
                            holder._torch = value
            finally:
                if not grad_was_enabled:
                    _set_grad_enabled(False)
            output, aux = result if has_aux else (result, None)
            if not isinstance(output, torch.Tensor) or output.dim() != 0:
                raise RuntimeError(
                    "grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, "
                    f"got tensor with {getattr(output, 'ndim', 0)} dims. Maybe you wanted to use the vjp or jacrev APIs instead?"
                )
            if output.requires_grad:
                # torch.autograd.grad without its Python argument handling: one scalar output, seeded with one
                grads = _run_backward((output,), (_ones_like(output),), nested, nested, tuple(leaves), True, False)
                for g in grads:  # not "None in grads": that compares tensors with None (slow)
                    if g is None:
                        grads = tuple(torch.zeros_like(leaf) if g is None else g for g, leaf in zip(grads, leaves))
                        break
            else:
                grads = tuple(torch.zeros_like(leaf) for leaf in leaves)
            if not nested and (returns_value or has_aux):  # a plain grad drops the output
                output = output.detach()
                if aux is not None:
                    aux = _pytree.tree_map(lambda leaf: leaf.detach() if isinstance(leaf, torch.Tensor) else leaf, aux)
            value = (output, aux)
        if dtypes is not None:
            grads = _lowered(grads, dtypes)
        if not selected_count:
            argument_grads, holder_grads = (), grads
        elif holders:
            argument_grads, holder_grads = grads[:selected_count], grads[selected_count:]
        else:
            argument_grads, holder_grads = grads, ()
        if returns_value:
            return argument_grads, holder_grads, (value if has_aux else value[0])
        if has_aux:
            return argument_grads, holder_grads, value[1]
        return argument_grads, holder_grads

    def run(*args, leaf_hooks=None, **kwargs):
        return call(args, kwargs, leaf_hooks)

    run.call = call
    return run
