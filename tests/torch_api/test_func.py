"""unigrad.torch_api.func: the same values and return structures as torch 2.13's ``torch.func``,
the engine's transforms underneath, and no state changed by a misuse."""

import pytest
import torch
import torch.func as real
from torch.utils import _pytree

import unigrad.torch_api.func as front
from unigrad._engine import transforms
from unigrad.aliasing import aliases

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


def _assert_same(ours, raw):
    """Same pytree structure, same tensors (values, dtype, device), same non-tensor leaves."""
    ours_leaves, ours_spec = _pytree.tree_flatten(ours)
    raw_leaves, raw_spec = _pytree.tree_flatten(raw)
    assert ours_spec == raw_spec
    for a, b in zip(ours_leaves, raw_leaves):
        if isinstance(b, torch.Tensor):
            torch.testing.assert_close(a, b)
            assert a.device == b.device
        else:
            assert a == b


def _loss(w, x):
    return ((x @ w).tanh() ** 2).sum()


def _pytree_loss(params, x):
    return ((x @ params["w"] + params["b"][0]) ** 2).mean()


def _with_aux(w, x):
    y = x @ w
    return (y ** 2).sum(), {"y": y, "pair": (w * 2, [x.sum()])}


def _data(device):
    w = torch.tensor([0.5, -1.0, 2.0], device=device)
    x = torch.tensor([[1.0, 0.0, 2.0], [0.5, 0.5, -1.0]], device=device)
    return w, x


# (name, build the transformed function from a module, its arguments from (w, x))
_CALLS = [
    ("grad", lambda m: m.grad(_loss), lambda w, x: (w, x)),
    ("grad argnums tuple", lambda m: m.grad(_loss, argnums=(1, 0)), lambda w, x: (w, x)),
    ("grad negative argnums", lambda m: m.grad(_loss, -1), lambda w, x: (w, x)),
    ("grad has_aux", lambda m: m.grad(_with_aux, has_aux=True), lambda w, x: (w, x)),
    ("grad pytree argument", lambda m: m.grad(_pytree_loss), lambda w, x: ({"w": w, "b": (w.sum(), w)}, x)),
    ("grad third order", lambda m: m.grad(m.grad(m.grad(lambda s: s.sin() * s ** 4))), lambda w, x: (w[0],)),
    ("grad_and_value", lambda m: m.grad_and_value(_loss, argnums=(0, 1)), lambda w, x: (w, x)),
    ("grad_and_value has_aux", lambda m: m.grad_and_value(_with_aux, has_aux=True), lambda w, x: (w, x)),
    ("jacrev", lambda m: m.jacrev(lambda w, x: (x @ w).sin(), argnums=(0, 1)), lambda w, x: (w, x)),
    ("jacrev has_aux chunk", lambda m: m.jacrev(lambda w: (w.exp(), w.sum()), has_aux=True, chunk_size=1),
     lambda w, x: (w,)),
    ("jacfwd", lambda m: m.jacfwd(lambda w, x: x @ w.exp(), argnums=0), lambda w, x: (w, x)),
    ("hessian", lambda m: m.hessian(_loss, argnums=(0, 1)), lambda w, x: (w, x)),
    ("vmap of grad", lambda m: m.vmap(m.grad(_loss), in_dims=(None, 0)), lambda w, x: (w, x[:, None, :])),
    ("vmap out_dims", lambda m: m.vmap(lambda r: (r * 2, r.sum()), out_dims=(1, 0)), lambda w, x: (x,)),
]


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("name", [name for name, _, _ in _CALLS])
def test_transform_returns_what_torch_func_returns(name, device):
    _, build, arguments = next(call for call in _CALLS if call[0] == name)
    args = arguments(*_data(device))
    _assert_same(build(front)(*args), build(real)(*args))


@pytest.mark.parametrize("device", DEVICES)
def test_vjp_and_jvp_return_what_torch_func_returns(device):
    w, x = _data(device)
    f = lambda a, b: ((a * b.sum(0)).sin(), {"s": a.sum()})  # noqa: E731
    (out, vjp_fn), (raw_out, raw_vjp_fn) = front.vjp(f, w, x), real.vjp(f, w, x)
    _assert_same(out, raw_out)
    cotangents = (torch.ones_like(w), {"s": torch.tensor(2.0, device=device)})
    _assert_same(vjp_fn(cotangents), raw_vjp_fn(cotangents))
    aux_f = lambda a: (a.exp(), a * 3)  # noqa: E731
    ours, raw = front.vjp(aux_f, w, has_aux=True), real.vjp(aux_f, w, has_aux=True)
    assert len(ours) == len(raw) == 3
    _assert_same((ours[0], ours[2], ours[1](w)), (raw[0], raw[2], raw[1](w)))
    tangents = (torch.ones_like(w), torch.zeros_like(x))
    _assert_same(front.jvp(f, (w, x), tangents), real.jvp(f, (w, x), tangents))
    _assert_same(front.jvp(aux_f, (w,), (w,), has_aux=True), real.jvp(aux_f, (w,), (w,), has_aux=True))


def test_front_end_is_the_engine():
    for name in front.__all__:
        assert getattr(front, name) is getattr(transforms, name)


def test_nesting_and_vmap_under_aliasing_use_the_front_end():
    w, x = _data("cpu")
    with aliases("torch"):
        assert torch.func.grad is front.grad and torch.vmap is front.vmap
        per_sample = torch.vmap(torch.func.grad(_loss), in_dims=(None, 0))(w, x[:, None, :])
        second = torch.func.grad(torch.func.grad(torch.sin))(w[0])
    _assert_same(per_sample, real.vmap(real.grad(_loss), in_dims=(None, 0))(w, x[:, None, :]))
    torch.testing.assert_close(second, -w[0].sin())


_MISUSES = {
    "argnums out of range": lambda m, w, x: m.grad(_loss, argnums=2)(w, x),
    "negative argnums out of range": lambda m, w, x: m.grad(_loss, argnums=(0, -3))(w, x),
    "argnums duplicated": lambda m, w, x: m.grad(_loss, argnums=(0, 0))(w, x),
    "argnums empty": lambda m, w, x: m.grad(_loss, argnums=())(w, x),
    "argnums a list": lambda m, w, x: m.grad(_loss, argnums=[0, 1])(w, x),
    "has_aux not a pair": lambda m, w, x: m.grad(_loss, has_aux=True)(w, x),
    "has_aux with a string aux": lambda m, w, x: m.grad(lambda a, b: (_loss(a, b), "aux"), has_aux=True)(w, x),
    "non-scalar output": lambda m, w, x: m.grad(lambda a, b: x @ a)(w, x),
    "non-tensor output": lambda m, w, x: m.grad(lambda a, b: 1.0)(w, x),
    "non-tensor argument": lambda m, w, x: m.grad(lambda a: a * 2)(2.0),
    "integer tensor argument": lambda m, w, x: m.grad(lambda a: a.sum())(torch.tensor([1, 2])),
    "vjp has_aux not a pair": lambda m, w, x: m.vjp(torch.sin, w, has_aux=True),
    "jvp tangents not a tuple": lambda m, w, x: m.jvp(torch.sin, (w,), w),
    "vmap batch sizes differ": lambda m, w, x: m.vmap(torch.add)(w, x),
    "vmap random op": lambda m, w, x: m.vmap(lambda r: r * torch.rand(3))(x),
    "backward inside grad": lambda m, w, x: m.grad(lambda a: (a.sum().backward(), a.sum())[1])(w),
}


@pytest.mark.parametrize("grad_mode", [True, False])
@pytest.mark.parametrize("name", list(_MISUSES))
def test_misuse_raises_torchs_error_and_leaves_state_alone(name, grad_mode):
    w, x = _data("cpu")
    leaf = torch.tensor([1.0, 2.0], requires_grad=True)
    (leaf ** 2).sum().backward()
    with torch.set_grad_enabled(grad_mode):
        with pytest.raises(Exception) as raised:
            _MISUSES[name](real, w, x)
        with pytest.raises(type(raised.value)) as ours:
            _MISUSES[name](front, w, x)
        assert str(ours.value).splitlines()[0] == str(raised.value).splitlines()[0]
        assert torch.is_grad_enabled() is grad_mode
    assert torch.is_grad_enabled()
    assert not torch._C._are_functorch_transforms_active()
    assert leaf.grad.tolist() == [2.0, 4.0] and leaf.is_leaf and leaf.requires_grad
