"""unigrad.aliasing: the aliases apply inside the block only, and everything is put back."""

import subprocess
import sys
import types

import pytest
import torch
import torch.autograd
import torch.func

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

    original = tape._autograd_backward
    monkeypatch.setattr(tape, "_autograd_backward", lambda *a, **k: calls.append(1) or original(*a, **k))
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
