"""unigrad.torch_api.autograd: the same results, structures, warnings and errors as torch 2.13's
``torch.autograd.grad``/``backward``, gradients from the engine, and no state changed by a misuse."""

import collections
import inspect
import warnings

import pytest
import torch

import unigrad.torch_api.autograd as front
from unigrad._engine import tape
from unigrad.aliasing import aliases

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
_real_grad, _real_backward = torch.autograd.grad, torch.autograd.backward


def _leaves(device="cpu"):
    x = torch.tensor([1.0, -2.0, 0.5], device=device, requires_grad=True)
    w = torch.tensor([0.3, 0.2, -1.0], device=device, requires_grad=True)
    return x, w


def _loss(x, w):
    return (x.sin() * w + x ** 2).sum()


def _assert_same(ours, raw):
    assert type(ours) is type(raw)
    if isinstance(raw, dict):
        assert list(ours) == list(raw)
        ours, raw = list(ours.values()), list(raw.values())
    assert len(ours) == len(raw)
    for a, b in zip(ours, raw):
        if b is None:
            assert a is None
        else:
            torch.testing.assert_close(a, b)
            assert a.device == b.device and a.requires_grad == b.requires_grad


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize(
    "make_inputs, kwargs",
    [
        (lambda x, w: x, {}),
        (lambda x, w: [x, w], {}),
        (lambda x, w: (w, x), {"create_graph": True}),
        (lambda x, w: {"w": w, "x": x}, {}),
        (lambda x, w: [x, w, torch.ones(1, device=x.device, requires_grad=True)], {"allow_unused": True}),
        (lambda x, w: [x, torch.ones(2, device=x.device, requires_grad=True)], {"materialize_grads": True}),
    ],
)
def test_grad_returns_what_torch_returns(device, make_inputs, kwargs):
    x, w = _leaves(device)
    ours = front.grad(_loss(x, w), make_inputs(x, w), **kwargs)
    raw = _real_grad(_loss(x, w), make_inputs(x, w), **kwargs)
    _assert_same(ours, raw)
    assert x.grad is None and w.grad is None


@pytest.mark.parametrize("device", DEVICES)
def test_grad_outputs_and_batched_grads_match_torch(device):
    x, _ = _leaves(device)
    eye = torch.eye(3, device=device)
    _assert_same(front.grad(x ** 3, x, grad_outputs=eye, is_grads_batched=True),
                 _real_grad(x ** 3, x, grad_outputs=eye, is_grads_batched=True))
    weights = torch.tensor([1.0, 0.0, 2.0], device=device)
    _assert_same(front.grad([x ** 3, (x * 2).sum()], [x], grad_outputs=[weights, None]),
                 _real_grad([x ** 3, (x * 2).sum()], [x], grad_outputs=[weights, None]))


@pytest.mark.parametrize("device", DEVICES)
def test_backward_accumulates_like_torch(device):
    ours, raw = _leaves(device), _leaves(device)
    for (x, w), backward in ((ours, front.backward), (raw, _real_backward)):
        backward(_loss(x, w))
        backward([x * w], grad_tensors=[torch.ones(3, device=device)], inputs=[w])
        backward(_loss(x, w), inputs={"x": x})
    for a, b in zip(ours, raw):
        torch.testing.assert_close(a.grad, b.grad)


def _spy(calls, name, function):
    def spy(*args, **kwargs):
        calls.append(name)
        return function(*args, **kwargs)

    return spy


def test_gradients_come_from_the_engine(monkeypatch):
    calls = []
    for name in ("grad", "backward"):
        monkeypatch.setattr(tape, name, _spy(calls, name, getattr(tape, name)))
    x, w = _leaves()
    front.grad(_loss(x, w), x)
    front.backward(_loss(x, w))
    with aliases("torch"):
        _loss(x, w).backward()  # Tensor.backward goes through torch.autograd.backward
    assert calls == ["grad", "backward", "backward"]


def test_only_inputs_false_warns_at_the_callers_line_and_changes_nothing():
    x, w = _leaves()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        line = inspect.currentframe().f_lineno + 1
        result = front.grad(_loss(x, w), (t for t in [x, w]), only_inputs=False)
    _assert_same(result, _real_grad(_loss(x, w), [x, w]))
    assert [(w.category, w.filename, w.lineno) for w in caught] == [(FutureWarning, __file__, line)]
    assert str(caught[0].message).startswith("only_inputs argument is deprecated and is ignored now")


@pytest.mark.parametrize(
    "inputs_of, kwargs, error",
    [
        (lambda x: [], {}, RuntimeError),
        (lambda x: collections.OrderedDict(x=x), {}, TypeError),
        (lambda x: x, {"allow_unused": False, "materialize_grads": True}, ValueError),
    ],
)
def test_only_inputs_false_does_not_warn_where_torch_raises_first(inputs_of, kwargs, error):
    x, w = _leaves()
    for grad in (front.grad, _real_grad):
        with warnings.catch_warnings(record=True) as caught, pytest.raises(error):
            warnings.simplefilter("always")
            grad(_loss(x, w), inputs_of(x), only_inputs=False, **kwargs)
        assert caught == []


def test_grad_variables_warns_and_both_gradient_arguments_fail():
    x, _ = _leaves()
    with pytest.warns(FutureWarning, match="`grad_variables` is deprecated"):
        front.backward(x * 2, grad_variables=torch.ones(3))
    torch.testing.assert_close(x.grad, torch.full((3,), 2.0))
    with pytest.warns(FutureWarning), pytest.raises(RuntimeError, match="both passed to `backward\\(\\)`"):
        front.backward(x * 2, grad_tensors=torch.ones(3), grad_variables=torch.ones(3))
    torch.testing.assert_close(x.grad, torch.full((3,), 2.0))


class _Logged(torch.Tensor):
    seen = []

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func is front.grad:
            cls.seen.append(kwargs["only_inputs"])
        return super().__torch_function__(func, types, args, kwargs)


def test_torch_function_override_gets_only_inputs_as_given():
    x = torch.tensor([1.0, 2.0]).as_subclass(_Logged).requires_grad_()
    with pytest.warns(FutureWarning, match="only_inputs"):
        (g,) = front.grad((x * x).sum(), x, only_inputs=False)
    assert _Logged.seen == [False] and g.tolist() == [2.0, 4.0]


_MISUSES = {
    "non-scalar output": lambda x, w: front.grad(x * w, x),
    "unused input": lambda x, w: front.grad((x * 2).sum(), [x, w]),
    "input not requiring grad": lambda x, w: front.grad((x * 2).sum(), [x, torch.ones(3)]),
    "output without graph": lambda x, w: front.grad(torch.ones(()), x),
    "second backward": lambda x, w: [front.backward(y := (x.exp() * w).sum()), front.backward(y)],
    "second grad": lambda x, w: [front.grad(y := (x.exp() * w).sum(), x), front.grad(y, x)],
    "grad_tensors shape": lambda x, w: front.backward(x * w, grad_tensors=torch.ones(4)),
    "empty backward inputs": lambda x, w: front.backward(_loss(x, w), inputs=[]),
    "both gradient arguments": lambda x, w: front.backward(x * w, torch.ones(3), grad_variables=torch.ones(3)),
    "materialize_grads with allow_unused=False": lambda x, w: front.grad(
        _loss(x, w), x, allow_unused=False, materialize_grads=True),
}


@pytest.mark.parametrize("grad_mode", [True, False])
@pytest.mark.parametrize("name", list(_MISUSES))
def test_misuse_raises_and_leaves_grad_mode_and_dot_grad_alone(name, grad_mode):
    x, w = _leaves()
    front.backward(_loss(x, w))
    before = (x.grad.clone(), w.grad.clone())
    with torch.set_grad_enabled(grad_mode), warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        with pytest.raises((RuntimeError, ValueError)):
            _MISUSES[name](x, w)
        assert torch.is_grad_enabled() is grad_mode
    assert torch.is_grad_enabled()
    if name != "second backward":  # its first backward legitimately accumulates
        torch.testing.assert_close((x.grad, w.grad), before)
    assert x.is_leaf and x.requires_grad and x.grad_fn is None

