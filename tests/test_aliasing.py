"""unigrad.aliasing: the aliases apply inside the block only, and everything is put back."""

import itertools
import subprocess
import sys
import types

import pytest
import torch
import torch.autograd
import torch.func
import torch.autograd.functional
import functorch

import unigrad.mindspore_api
import unigrad.paddle_api
import unigrad.torch_api
from unigrad.aliasing import TORCH_REPLACEMENTS, aliases, parse_dialects


def _torch_attributes():
    return {(m, a): getattr(sys.modules[m], a) for m, a, _ in TORCH_REPLACEMENTS}


def test_import_unigrad_changes_nothing():
    code = (
        "import sys, torch, torch.func, torch.autograd\n"
        "before_modules = set(sys.modules); before = (torch.func.grad, torch.autograd.grad, torch.vmap, sys.meta_path[:])\n"
        "import unigrad, unigrad.aliasing, unigrad.torch_api, unigrad.paddle_api, unigrad.mindspore_api\n"
        "assert (torch.func.grad, torch.autograd.grad, torch.vmap, sys.meta_path[:]) == before\n"
        "new = {m.partition('.')[0] for m in set(sys.modules) - before_modules}\n"
        "assert new == {'unigrad'}, new\n"
        "print('inert')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout == "inert\n", done.stderr


def test_import_unigrad_does_not_import_torch():
    done = subprocess.run([sys.executable, "-c", "import sys, unigrad; print('torch' in sys.modules)"],
                          capture_output=True, text=True)
    assert done.stdout == "False\n", done.stderr


def test_paddle_and_submodules_resolve_to_unigrad_inside_only():
    with aliases("paddle"):
        import paddle

        assert paddle is unigrad.paddle_api
    assert "paddle" not in sys.modules


def test_missing_submodule_names_the_alias():
    with aliases("paddle"), pytest.raises(ModuleNotFoundError, match="No module named 'paddle.no_such_module'"):
        import paddle.no_such_module  # noqa: F401


def test_torch_gradient_functions_are_replaced_and_restored():
    before = _torch_attributes()
    with aliases("torch"):
        assert torch.func.grad is unigrad.torch_api.func.grad
        assert torch.vmap is unigrad.torch_api.func.vmap
        assert torch.autograd.grad is unigrad.torch_api.autograd.grad
        assert torch.autograd.backward is unigrad.torch_api.autograd.backward
        assert torch.autograd.functional.jacobian is unigrad.torch_api.autograd.functional.jacobian
        assert functorch.grad is unigrad.torch_api._functorch.grad
        assert functorch.vmap is unigrad.torch_api._functorch.vmap
    assert _torch_attributes() == before


def test_only_the_named_dialects_are_aliased():
    before = _torch_attributes()
    with aliases("mindspore"):
        import mindspore

        assert mindspore is unigrad.mindspore_api
        assert _torch_attributes() == before
        with pytest.raises(ModuleNotFoundError):
            import paddle  # noqa: F401  (the real paddle is not installed here)


def test_a_real_module_already_imported_is_shadowed_then_restored(monkeypatch):
    real = types.ModuleType("paddle")
    monkeypatch.setitem(sys.modules, "paddle", real)
    with aliases("paddle"):
        import paddle

        assert paddle is unigrad.paddle_api
    assert sys.modules["paddle"] is real


def test_everything_is_restored_after_an_error():
    before_attrs, before_path = _torch_attributes(), sys.meta_path[:]
    with pytest.raises(ZeroDivisionError), aliases():
        import paddle  # noqa: F401

        1 / 0
    assert (_torch_attributes(), sys.meta_path, "paddle" in sys.modules) == (before_attrs, before_path, False)


def test_tensor_backward_goes_through_the_front_end(monkeypatch):
    calls = []
    import unigrad._engine.tape as tape

    # the engine reaches torch through one of these two (plain seeds take the direct one)
    for name in ("_autograd_backward", "_engine_run_backward"):
        original = getattr(tape, name)
        monkeypatch.setattr(tape, name, lambda *a, _original=original, **k: calls.append(1) or _original(*a, **k))
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    with aliases("torch"):
        (x * x).sum().backward()
    assert calls == [1] and x.grad.tolist() == [2.0, 4.0]


@pytest.mark.parametrize("spec, expected", [("auto", ("paddle", "torch", "mindspore")), ("paddle", ("paddle",))])
def test_parse_dialects(spec, expected):
    assert parse_dialects(spec) == expected


def test_parse_dialects_rejects_unknown_names():
    with pytest.raises(ValueError, match="unknown dialect 'jax'"):
        parse_dialects("torch,jax")


def _whole_state():
    aliased = {name: module for name, module in sys.modules.items() if name.partition(".")[0] in ("paddle", "mindspore")}
    return _torch_attributes(), sys.meta_path[:], aliased


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_blocks_closed_in_any_order_restore_the_original_state(order, monkeypatch):
    real = types.ModuleType("paddle")  # a "real" paddle imported before: it must come back
    monkeypatch.setitem(sys.modules, "paddle", real)
    before = _whole_state()
    blocks = [aliases("paddle", "torch"), aliases("paddle"), aliases("torch", "mindspore")]
    for block in blocks:
        block.__enter__()
    import paddle

    assert paddle is unigrad.paddle_api and torch.func.grad is unigrad.torch_api.func.grad
    for index in order:
        blocks[index].__exit__(None, None, None)
    assert _whole_state() == before
    assert sys.modules["paddle"] is real


def test_an_aliased_dialect_stays_while_another_open_block_names_it():
    before = _whole_state()
    outer, inner = aliases("paddle", "torch"), aliases("paddle")
    outer.__enter__()
    inner.__enter__()
    outer.__exit__(None, None, None)  # closed first: torch goes back, paddle stays (inner names it)
    import paddle

    assert paddle is unigrad.paddle_api
    assert _torch_attributes() == before[0]
    inner.__exit__(None, None, None)
    assert _whole_state() == before


def test_nested_blocks_of_the_same_dialect():
    before = _whole_state()
    with aliases("torch"):
        with aliases("torch"):
            assert torch.autograd.grad is unigrad.torch_api.autograd.grad
        assert torch.autograd.grad is unigrad.torch_api.autograd.grad
    assert _whole_state() == before


def test_unknown_dialect_in_a_block_changes_nothing():
    before = _whole_state()
    with pytest.raises(ValueError, match="unknown dialect 'jax'"), aliases("torch", "jax"):
        pass
    assert _whole_state() == before


def test_torchscript_still_compiles_calls_to_the_replaced_autograd_functions():
    import torch.jit._builtins as script_builtins

    def double_grad(x):
        y = (x * x).sum()
        return torch.autograd.grad([y], [x])

    x = torch.tensor([1.0, 3.0], requires_grad=True)
    with aliases("torch"):
        scripted = torch.jit.script(double_grad)
        assert script_builtins._find_builtin(torch.autograd.grad) == "aten::grad"
    assert scripted(x)[0].tolist() == [2.0, 6.0]
    assert script_builtins._find_builtin(unigrad.torch_api.autograd.grad) is None
    assert script_builtins._find_builtin(unigrad.torch_api.autograd.backward) is None
