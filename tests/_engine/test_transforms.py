"""unigrad._engine.transforms: functional gradients agree with raw torch, nest and compose with vmap."""

import math

import pytest
import torch

from unigrad._engine import transforms

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


def _loss(w, x):
    return (torch.tanh(x @ w) ** 2).sum()


@pytest.mark.parametrize("device", DEVICES)
def test_grad_matches_raw_autograd(device):
    generator = torch.Generator().manual_seed(0)
    w = torch.randn(3, generator=generator, dtype=torch.float64).to(device)
    x = torch.randn(4, 3, generator=generator, dtype=torch.float64).to(device)
    ours = transforms.grad(_loss)(w, x)
    leaf = w.clone().requires_grad_()
    (raw,) = torch.autograd.grad(_loss(leaf, x), leaf)
    torch.testing.assert_close(ours, raw)
    assert ours.device == w.device


def test_grad_matches_finite_differences():
    x = torch.tensor([0.2, -0.4, 1.1], dtype=torch.float64)
    f = lambda v: (v.sin() * v.cosh()).sum()
    eps = 1e-6
    numeric = torch.stack([(f(x + eps * e) - f(x - eps * e)) / (2 * eps) for e in torch.eye(3, dtype=torch.float64)])
    torch.testing.assert_close(transforms.grad(f)(x), numeric, rtol=1e-7, atol=1e-7)


def test_grad_nests_to_third_order():
    x = torch.tensor(0.7, dtype=torch.float64)
    third = transforms.grad(transforms.grad(transforms.grad(torch.sin)))(x)
    torch.testing.assert_close(third, torch.tensor(-math.cos(0.7), dtype=torch.float64))


def test_grad_inside_vmap_gives_per_sample_gradients():
    generator = torch.Generator().manual_seed(1)
    w = torch.randn(3, generator=generator)
    xs = torch.randn(5, 3, generator=generator)
    per_sample = transforms.vmap(transforms.grad(lambda w, x: torch.tanh(x @ w)), in_dims=(None, 0))(w, xs)
    expected = torch.stack([transforms.grad(lambda w: torch.tanh(x @ w))(w) for x in xs])
    torch.testing.assert_close(per_sample, expected)
    assert per_sample.shape == (5, 3)


def test_argnums_tuple_and_has_aux_structure():
    x, y = torch.tensor(2.0), torch.tensor(3.0)
    (gx, gy), aux = transforms.grad(lambda a, b: (a * b, {"sum": a + b}), argnums=(0, 1), has_aux=True)(x, y)
    assert (gx, gy) == (torch.tensor(3.0), torch.tensor(2.0)) and aux == {"sum": torch.tensor(5.0)}
    grads, (value, aux) = transforms.grad_and_value(lambda a: (a ** 2, [a + 1]), has_aux=True)(x)
    assert (grads, value, aux) == (torch.tensor(4.0), torch.tensor(4.0), [torch.tensor(3.0)])


def test_pytree_arguments():
    params = {"w": torch.tensor([1.0, 2.0]), "b": torch.tensor(0.5)}
    grads = transforms.grad(lambda p: (p["w"] * 3).sum() + p["b"] ** 2)(params)
    assert set(grads) == {"w", "b"}
    torch.testing.assert_close(grads["w"], torch.tensor([3.0, 3.0]))
    torch.testing.assert_close(grads["b"], torch.tensor(1.0))


def test_vjp_jvp_and_jacobians_agree():
    x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64)
    f = lambda v: torch.stack([v[0] * v[1], v[1].sin(), v[2] ** 2])
    jacobian = transforms.jacrev(f)(x)
    torch.testing.assert_close(jacobian, transforms.jacfwd(f)(x))
    torch.testing.assert_close(jacobian, torch.autograd.functional.jacobian(f, x))
    cotangent = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
    _, vjp_fn = transforms.vjp(f, x)
    torch.testing.assert_close(vjp_fn(cotangent)[0], cotangent @ jacobian)
    _, tangent_out = transforms.jvp(f, (x,), (cotangent,))
    torch.testing.assert_close(tangent_out, jacobian @ cotangent)


def test_hessian_matches_raw_torch():
    x = torch.tensor([0.3, 0.6], dtype=torch.float64)
    f = lambda v: (v[0] ** 2 * v[1].exp()).sum()
    torch.testing.assert_close(transforms.hessian(f)(x), torch.autograd.functional.hessian(f, x))


def test_errors_are_torchs_and_leave_grad_mode_alone():
    with pytest.raises(RuntimeError, match="Expected f\\(\\*args\\) to return a scalar Tensor"):
        transforms.grad(lambda v: v * 2)(torch.ones(2))
    with pytest.raises(RuntimeError, match="Got argnum=2, but only 1 positional inputs"):
        transforms.grad(lambda v: v.sum(), argnums=2)(torch.ones(2))
    assert torch.is_grad_enabled()


def test_jacrev_takes_torchs_private_preallocation_keyword():
    f = lambda v: v.sin()
    x = torch.tensor([0.1, 0.2])
    torch.testing.assert_close(transforms.jacrev(f, _preallocate_and_copy=True)(x), transforms.jacrev(f)(x))


def _vjp_observations(vjp):
    """What a program sees of ``vjp``: values, structures, the wrapper's names, tensors inside, errors."""
    seen = []

    def f(x, y):
        seen.append(type(x).__name__ + repr(x).split("(")[0])
        return (x * y).sin()

    x, y = torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])
    out, vjp_fn = vjp(f, x, y)
    seen += [out, vjp_fn(torch.ones(2)), vjp_fn.__name__, vjp_fn.__qualname__]
    out, vjp_fn, aux = vjp(lambda x: (x.exp(), {"a": x * 2, "b": (x, x + 1)}), x, has_aux=True)
    seen += [out, vjp_fn(torch.ones(2)), aux, aux["a"].requires_grad]
    out, vjp_fn = vjp(lambda x: (x, x * 2), x)
    seen += [out, vjp_fn((torch.ones(2), torch.ones(2)))]
    w = torch.tensor([1.0, 2.0], requires_grad=True)
    out, vjp_fn = vjp(lambda x: x * w, x)
    seen += [out, vjp_fn(torch.ones(2)), torch.autograd.grad(vjp_fn(torch.ones(2), create_graph=True)[0].sum(), w)]
    seen.append(torch.func.grad(lambda x: vjp(torch.sin, x)[1](torch.ones(()))[0])(torch.tensor(0.5)))
    seen.append(vjp(lambda x: x.detach(), x)[1](torch.ones(2)))
    for misuse in [lambda: vjp(lambda x: (x, x), x)[1](torch.ones(2)), lambda: vjp(lambda x: x.long(), x),
                   lambda: vjp(lambda x: 3, x), lambda: vjp(lambda x: x, x, has_aux=True),
                   lambda: vjp(lambda x: x, x)[1](torch.ones(3)), lambda: vjp(lambda x: (x, None), x),
                   lambda: vjp(lambda x: [], x), lambda: vjp(lambda x: (x, {"a": 3}), x, has_aux=True)]:
        with pytest.raises(Exception) as info:
            misuse()
        seen.append(f"{info.type.__name__}: {str(info.value).splitlines()[0]}")
    return [str(item) for item in seen]


def test_vjp_direct_path_is_torch_func_vjp():
    assert _vjp_observations(transforms.vjp) == _vjp_observations(torch.func.vjp)
    assert torch.is_grad_enabled()


def test_traced_tensors_are_recognised_and_unwrapped_inside_torch_func():
    x = torch.tensor([1.0, 2.0])
    seen = {}

    def loss(t):
        y = t * 3
        seen["traced"], seen["active"] = transforms.is_traced(y), transforms.torch_func_active()
        plain = transforms.traced_value(y)
        seen["plain_traced"] = transforms.is_traced(plain)
        with transforms.torch_func_paused():
            seen["values"] = plain.clone()
        return y.sum()

    torch.func.grad(loss)(x)
    assert seen == {"traced": True, "active": True, "plain_traced": False, "values": seen["values"]}
    assert seen["values"].tolist() == [3.0, 6.0]
    assert not transforms.is_traced(x) and not transforms.torch_func_active()
    assert transforms.traced_value(x) is x


def test_first_order_only_inside_a_tape_transform_that_is_not_nested():
    seen = []

    def probe(x):
        seen.append(transforms.first_order_only())
        return (x * x).sum()

    def outer(x):
        seen.append(transforms.first_order_only())
        (inner,), _ = transforms.grad_with_state(probe, (0,))(x)  # nested: its backward builds a graph
        seen.append(transforms.first_order_only())  # the outer's flag again once the inner one returns
        return inner.sum()

    assert not transforms.first_order_only()
    transforms.grad_with_state(probe, (0,))(torch.ones(2))
    transforms.grad_with_state(outer, (0,))(torch.ones(2))
    assert seen == [True, True, False, True]
    assert not transforms.first_order_only()


def test_first_order_only_is_false_under_torch_func_and_after_an_error():
    seen = []

    def under_vmap(x):
        torch.func.vmap(lambda row: seen.append(transforms.first_order_only()) or row)(x.reshape(1, -1))
        return x.sum()

    transforms.grad_with_state(under_vmap, (0,))(torch.ones(2))
    assert seen == [False]

    def failing(x):
        raise ValueError("boom")

    with pytest.raises(ValueError):
        transforms.grad_with_state(failing, (0,))(torch.ones(2))
    assert not transforms.first_order_only()
    # a leaf that already has a graph makes the transform nested: its result may be differentiated again
    x = torch.ones(2, requires_grad=True)
    transforms.grad_with_state(lambda t: seen.append(transforms.first_order_only()) or t.sum(), (0,))(x * 2)
    assert seen == [False, False]
