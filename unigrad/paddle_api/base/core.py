"""``paddle.base.core``: the few entry points of paddle's C++ core that Python code calls directly."""

import types

from unigrad._engine import tape
from unigrad.paddle_api._dtype import VarType
from unigrad.paddle_api._place import is_compiled_with_cuda, is_compiled_with_rocm, is_compiled_with_xpu

__all__ = ["VarDesc", "eager", "is_compiled_with_cuda", "is_compiled_with_rocm", "is_compiled_with_xpu"]


def _add_backward_final_hook(hook):
    """Run ``hook()`` (no arguments) once after every later backward pass."""
    tape.add_backward_final_hook(hook)


eager = types.SimpleNamespace(_add_backward_final_hook=_add_backward_final_hook)
VarDesc = types.SimpleNamespace(VarType=VarType)  # (paddle's VarDesc class; code reads its VarType enum)
