"""The package's layering: front ends translate, the engine differentiates.

A front end (``unigrad/paddle_api``, ``mindspore_api``, ``torch_api``) and the
shared ``dialect`` helpers hold no autodiff logic of their own: they do not
define torch autograd Functions, call ``torch.autograd.grad`` themselves or
reach into torch.func's internals (``torch._C._functorch``); the engine
(``unigrad/_engine``) has a helper for each. The check reads each module's
code without its comments and strings (a docstring may name these). What is
genuinely translation is listed in ``ALLOWED`` with its reason.
"""

import io
import re
import tokenize
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "unigrad"
FRONT_ENDS = ("paddle_api", "mindspore_api", "torch_api", "dialect")

#: What a front end must leave to the engine, each with the engine's helper to use instead.
FORBIDDEN = {
    r"\bautograd\.Function\b|\bfrom\s+torch\.autograd(\.function)?\s+import\b[^\n]*\bFunction\b":
        "a user-defined op: _engine.custom.custom_function",
    r"\bautograd\.grad\s*\(|\bfrom\s+torch\.autograd\s+import\b[^\n]*\bgrad\b":
        "gradients: _engine.tape.grad, or _engine.kernel_values (kernel gradients)",
    r"\btorch\._C\._functorch\b|\btorch\._functorch\b|\b_C\s+import\b[^\n]*\b_functorch\b"
    r"|_are_functorch_transforms_active|_DisableFuncTorch":
        "torch.func's state: _engine.transforms.is_traced / traced_value / torch_func_active / torch_func_paused",
    r"\b_execution_engine\b|\brun_backward\b|\bonce_differentiable\b": "the autograd engine: _engine.tape",
}

#: ``(module path relative to unigrad/, pattern) -> reason``: the translation that legitimately matches.
ALLOWED = {}


def _code_without_comments_and_strings(source):
    """``source`` with every comment and string blanked out (lines and columns kept)."""
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    text = list(source)
    blanked = {tokenize.COMMENT, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in blanked:
            begin = starts[token.start[0] - 1] + token.start[1]
            end = starts[token.end[0] - 1] + token.end[1]
            text[begin:end] = [c if c == "\n" else " " for c in text[begin:end]]
    return "".join(text)


def violations(path, relative):
    """``[(pattern, line text)]`` of forbidden uses in the module at ``path`` not covered by ``ALLOWED``."""
    code = _code_without_comments_and_strings(path.read_text())
    found = []
    for pattern in FORBIDDEN:
        if (relative, pattern) in ALLOWED:
            continue
        for match in re.finditer(pattern, code):
            line = code[code.rfind("\n", 0, match.start()) + 1: code.find("\n", match.end())]
            found.append((pattern, line.strip()))
    return found


def _front_end_modules():
    for package in FRONT_ENDS:
        for path in sorted((PACKAGE_ROOT / package).rglob("*.py")):
            yield path, path.relative_to(PACKAGE_ROOT).as_posix()


@pytest.mark.parametrize("package", FRONT_ENDS)
def test_front_ends_leave_autodiff_to_the_engine(package):
    found = {relative: hits for path, relative in _front_end_modules()
             if relative.startswith(package + "/") and (hits := violations(path, relative))}
    assert not found, "front-end autodiff code (use the engine's helper named in FORBIDDEN):\n" + "\n".join(
        f"{relative}: {line}    [{FORBIDDEN[pattern]}]" for relative, hits in found.items() for pattern, line in hits)


def test_allowed_entries_still_match_something():
    """An allow-list entry whose module no longer needs it goes (the list only shrinks)."""
    for (relative, pattern), reason in ALLOWED.items():
        assert reason
        code = _code_without_comments_and_strings((PACKAGE_ROOT / relative).read_text())
        assert re.search(pattern, code), f"{relative} no longer matches {pattern!r}: remove it from ALLOWED"


@pytest.mark.parametrize("snippet", [
    "class Twin(torch.autograd.Function):\n    pass\n",
    "from torch.autograd import Function\n",
    "g = torch.autograd.grad(out, leaves, grad)\n",
    "from torch.autograd import grad as g\ng = autograd.grad (y, x)\n",
    "if torch._C._functorch.is_functorch_wrapped_tensor(t):\n    pass\n",
    "from torch._C import _functorch\n",
    "active = torch._C._are_functorch_transforms_active()\n",
    "with torch._C._DisableFuncTorch():\n    pass\n",
])
def test_the_check_finds_autodiff_code(snippet, tmp_path):
    module = tmp_path / "module.py"
    module.write_text(snippet)
    assert violations(module, "paddle_api/module.py")


def test_the_check_ignores_comments_and_docstrings(tmp_path):
    module = tmp_path / "module.py"
    module.write_text('"""Built on torch.autograd.Function and torch._C._functorch."""\n'
                      "x = 1  # not torch.autograd.grad(y, x)\n")
    assert not violations(module, "paddle_api/module.py")
