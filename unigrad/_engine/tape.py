"""Imperative gradients on torch.autograd: ``grad`` and ``backward``, hooks run when a leaf's gradient
is accumulated or once a pass ends, gradients kept for interior tensors, row-by-row Jacobians.

The torch functions are captured when this module is imported, before any
aliasing can replace ``torch.autograd.grad``; the engine therefore never calls
back into a front end, even while ``unigrad run`` has aliased torch.
"""

import contextlib as _contextlib
import weakref as _weakref

import torch as _torch
import torch.autograd as _autograd

_autograd_grad = _autograd.grad
_autograd_backward = _autograd.backward
try:
    from torch.autograd.graph import _engine_run_backward
except ImportError:  # another torch: always go through the public functions
    _engine_run_backward = None

_PLAIN = (_torch.Tensor, _torch.nn.Parameter)


def _prepared_seeds(outputs, seeds):
    """The seeds for torch's engine when every one is trivially valid, else None (torch then prepares them).

    torch's own preparation of given seeds imports sympy the first time
    (about 4 s); plain seeds of the outputs' shape, dtype and device (or
    ones for single-element outputs) need none of its checks.
    """
    if _engine_run_backward is None or _torch._C._are_functorch_transforms_active():
        return None  # inside torch.func transforms torch.autograd.* does its own checks
    prepared = []
    for out, seed in zip(outputs, seeds):
        if type(out) not in _PLAIN or out.is_nested:
            return None
        if seed is None:
            if out.numel() != 1 or not out.requires_grad or not out.is_floating_point():
                return None  # torch's own errors (a complex output needs its seed given)
            prepared.append(_torch.ones_like(out, memory_format=_torch.preserve_format))
        elif (type(seed) in _PLAIN and seed.shape == out.shape and seed.dtype == out.dtype
              and seed.device == out.device and not seed.is_nested):
            prepared.append(seed)
        else:
            return None
    return tuple(prepared)


def _as_tuple(tensors):
    return (tensors,) if isinstance(tensors, _torch.Tensor) else tuple(tensors)


def grad(
    outputs,
    inputs,
    grad_outputs=None,
    retain_graph=None,
    create_graph=False,
    allow_unused=None,
    is_grads_batched=False,
    materialize_grads=False,
):
    """Sum of the gradients of ``outputs`` w.r.t. ``inputs``, without touching ``.grad``.

    ``outputs``/``inputs`` are tensors or sequences of them (``inputs`` may be
    a dict, giving a dict back); ``grad_outputs`` is the vector of the
    vector-Jacobian product (``None`` entries mean ones for scalars);
    ``retain_graph`` defaults to ``create_graph``; an input the outputs do not
    depend on is an error unless ``allow_unused`` (its gradient is then
    ``None``, or zeros with ``materialize_grads``).

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> grad((x * x).sum(), [x])
    (tensor([2., 4.]),)
    """
    recorders = _record_hooked_grads(inputs) if isinstance(inputs, (list, tuple)) and len(inputs) > 1 else ()
    fast = None
    if not (is_grads_batched or materialize_grads or isinstance(inputs, dict)):
        outputs_tuple = _as_tuple(outputs)
        given = [None] * len(outputs_tuple) if grad_outputs is None else _as_tuple(grad_outputs)
        inputs_tuple = _as_tuple(inputs)
        if len(given) == len(outputs_tuple) and inputs_tuple and all(type(t) in _PLAIN for t in inputs_tuple):
            fast = _prepared_seeds(outputs_tuple, given)
    try:
        if fast is not None:
            result = _engine_run_backward(
                outputs_tuple, fast, create_graph if retain_graph is None else retain_graph, create_graph,
                inputs_tuple, bool(allow_unused), accumulate_grad=False,
            )
        else:
            result = _autograd_grad(
                outputs,
                inputs,
                grad_outputs,
                retain_graph,
                create_graph,
                True,
                allow_unused,
                is_grads_batched,
                materialize_grads,
            )
    finally:
        for _, _, handle in recorders:
            handle.remove()
    if recorders:
        result = list(result)
        for position, records, _ in recorders:
            if records and records[-1] is not None:
                result[position] = records[-1]
        result = tuple(result)
    return result


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """Accumulate the gradients of ``tensors`` into the ``.grad`` of the graph's leaves.

    ``inputs`` restricts accumulation to those leaves. ``retain_graph``
    defaults to ``create_graph``; without it a second backward through the
    same graph fails.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> backward((x * x).sum())
    >>> x.grad
    tensor([2., 4.])
    """
    try:
        tensors_tuple = _as_tuple(tensors)
        given = [None] * len(tensors_tuple) if grad_tensors is None else _as_tuple(grad_tensors)
        fast = _prepared_seeds(tensors_tuple, given) if len(given) == len(tensors_tuple) and inputs is None else None
        if fast is not None:
            _engine_run_backward(tensors_tuple, fast, create_graph if retain_graph is None else retain_graph,
                                 create_graph, (), allow_unreachable=True, accumulate_grad=True)
        else:
            _autograd_backward(tensors, grad_tensors, retain_graph, create_graph, inputs=inputs)
    finally:
        _run_final_hooks()


#: one-shot callbacks run after the next backward pass (see add_backward_final_hook).
_final_hooks = []


def add_backward_final_hook(hook):
    """Run ``hook()`` once, after the next :func:`backward` pass has accumulated every gradient.

    >>> import torch
    >>> x = torch.tensor([1.0], requires_grad=True)
    >>> add_backward_final_hook(lambda: print("done"))
    >>> backward((x * 2).sum())
    done
    >>> backward((x * 2).sum())
    """
    _final_hooks.append(hook)


#: callbacks queued during a backward pass to run at its end, after the final hooks (see run_after_pass).
_after_pass = []


def run_after_pass(callback):
    """Queue ``callback()`` to run once the current backward pass ends (after its final hooks)."""
    _after_pass.append(callback)


def run_after_accumulation(leaf, callback):
    """Run ``callback()`` whenever a backward pass has accumulated ``leaf``'s gradient, once that pass ends
    (after its final hooks).

    >>> import torch
    >>> x = torch.tensor([1.0], requires_grad=True)
    >>> run_after_accumulation(x, lambda: print("x.grad:", x.grad))
    >>> backward((x * 3).sum())
    x.grad: tensor([3.])
    """
    leaf.register_post_accumulate_grad_hook(lambda _: run_after_pass(callback))


@_contextlib.contextmanager
def gradients_stopped_at(tensors):
    """Within: no gradient flows back through those of ``tensors`` that are computed results (a leaf
    stops gradients anyway by not being asked for): what reaches them goes no further than zeros.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> y = x * 3
    >>> with gradients_stopped_at([y]):
    ...     grad((x + y).sum(), [x])
    (tensor([1., 1.]),)
    """
    handles = [t.register_hook(_torch.zeros_like) for t in tensors if t.grad_fn is not None]
    try:
        yield
    finally:
        for handle in handles:
            handle.remove()


def _run_final_hooks():
    while _final_hooks:
        _final_hooks.pop(0)()
    while _after_pass:
        _after_pass.pop(0)()


# ---- leaf hooks on accumulation, Jacobians ------------------------

# id(leaf) -> its AccumulateGrad node, kept alive while the leaf lives so that
# hooks registered on the node are not lost when torch drops its weak reference.
_accumulators = {}


def _accumulator(leaf):
    node = _accumulators.get(id(leaf))
    if node is None:
        with _torch.enable_grad():  # the node is reachable only through a recorded view
            node = leaf.view_as(leaf).grad_fn.next_functions[0][0]
        _accumulators[id(leaf)] = node
        _weakref.finalize(leaf, _accumulators.pop, id(leaf), None)
    return node


def register_accumulation_hook(leaf, hook):
    """Run ``hook(grad)`` on a leaf's gradient just before it is accumulated into ``.grad``.

    Unlike ``Tensor.register_hook`` it does not see the gradients that
    :func:`grad` returns for the leaf, only those that :func:`backward`
    accumulates. ``hook`` returns a replacement gradient or ``None``. Returns
    a handle with ``remove()``.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> handle = register_accumulation_hook(x, lambda g: g * 10)
    >>> grad((x * x).sum(), [x])
    (tensor([2., 4.]),)
    >>> backward((x * x).sum()); x.grad
    tensor([20., 40.])
    """

    def prehook(grad_outputs):
        result = hook(grad_outputs[0])
        return None if result is None else (result,)

    return _accumulator(leaf).register_prehook(prehook)


def jacobian(outputs, inputs, create_graph=False, allow_unused=True):
    """The Jacobian of a flat ``outputs`` tensor w.r.t. each of ``inputs``, row by row.

    Returns one tensor per input, of shape ``outputs.shape + input.shape``;
    an input the outputs do not depend on gives zeros.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> jacobian(x * x, [x])
    [tensor([[2., 0.],
            [0., 4.]])]
    """
    flat = outputs.reshape(-1)
    rows = [[] for _ in inputs]
    for i in range(flat.numel()):
        needs_graph = flat.requires_grad
        grads = (
            _autograd_grad(flat[i], inputs, retain_graph=True, create_graph=create_graph, allow_unused=True)
            if needs_graph
            else [None] * len(inputs)
        )
        for k, (g, x) in enumerate(zip(grads, inputs)):
            rows[k].append(_torch.zeros_like(x) if g is None else g)
    return [
        _torch.stack(r).reshape(tuple(outputs.shape) + tuple(x.shape))
        if r
        else _torch.zeros(tuple(outputs.shape) + tuple(x.shape), dtype=x.dtype, device=x.device)
        for r, x in zip(rows, inputs)
    ]


# ---- hooks and retained gradients on interior tensors, in registration order ----

def retain_grad(tensor):
    """Keep an interior tensor's gradient (see :func:`retained_grad`), replaced by each backward pass.

    Unlike torch's ``retain_grad`` (which always runs after every hook and sums
    over passes), the value kept is the gradient after the hooks registered
    before this call and before those registered after it.

    >>> import torch
    >>> x = torch.tensor([1.0, 2.0], requires_grad=True)
    >>> w = x * 2
    >>> retain_grad(w)
    >>> handle = w.register_hook(lambda g: g * 3)
    >>> backward((w * w).sum(), retain_graph=True); backward((w * w).sum())
    >>> retained_grad(w), x.grad
    (tensor([4., 8.]), tensor([48., 96.]))
    """
    if tensor.grad_fn is None or getattr(tensor, "_unigrad_retains", False):
        return
    tensor_ref = _weakref.ref(tensor)

    def keep(grad):
        t = tensor_ref()
        if t is not None:
            t._unigrad_retained = grad
            t._unigrad_retained_filled = False

    tensor.register_hook(keep)
    index, shape, dtype, device = tensor.output_nr, tensor.shape, tensor.dtype, tensor.device

    def keep_zeros_when_unused(grad_outputs):
        # the producer ran but this output got no gradient (an unused output of a split): paddle keeps zeros
        if grad_outputs[index] is None:
            t = tensor_ref()
            if t is not None:
                t._unigrad_retained = _torch.zeros(shape, dtype=dtype, device=device)
                t._unigrad_retained_filled = True

    tensor.grad_fn.register_prehook(keep_zeros_when_unused)
    tensor._unigrad_retains = True


def retained_grad(tensor):
    """The gradient :func:`retain_grad` kept for ``tensor`` in the last backward pass, or None."""
    return getattr(tensor, "_unigrad_retained", None)


def retained_grad_was_filled(tensor):
    """Whether the kept gradient is zeros filled in for an output its producer gave no gradient."""
    return getattr(tensor, "_unigrad_retained_filled", False)


def clear_retained_grad(tensor):
    """Forget the gradient :func:`retain_grad` kept."""
    if getattr(tensor, "_unigrad_retained", None) is not None:
        tensor._unigrad_retained = None


def retain_grad_value(tensor, value):
    """Replace the gradient :func:`retain_grad` kept for ``tensor``."""
    tensor._unigrad_retained = value


def _record_hooked_grads(inputs):
    """For interior ``inputs`` with hooks: record the gradient their producer receives, after the hooks.

    torch returns an interior input's gradient without its hooks when its
    producer runs in the same pass (another input lies behind it); the
    recorder, a pre-hook of the producer, sees the hooked value. Returns
    ``[(position, records, handle)]``.
    """
    recorders = []
    for position, t in enumerate(inputs):
        if type(t) in _PLAIN and t.grad_fn is not None and t._backward_hooks:
            records = []
            index = t.output_nr
            handle = t.grad_fn.register_prehook(lambda grads, i=index, r=records: r.append(grads[i]))
            recorders.append((position, records, handle))
    return recorders
