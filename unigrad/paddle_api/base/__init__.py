"""``paddle.base``: the dygraph-era namespace that paddle's own tests and older programs import.

It holds no logic of its own: ``base.dygraph.grad`` is ``paddle.grad``,
``base.framework.EagerParamBase`` is the parameter class, the tracer reads
and sets grad mode, and the global flags table lives in :mod:`.flags`.
"""

from unigrad.paddle_api._place import CPUPlace, CUDAPlace
from unigrad.paddle_api.base import core, dygraph, framework
from unigrad.paddle_api.base.core import is_compiled_with_cuda, is_compiled_with_rocm, is_compiled_with_xpu
from unigrad.paddle_api._flags import get_flags, set_flags
from unigrad.paddle_api.base.framework import Variable, in_dygraph_mode
from unigrad.paddle_api.framework import disable_static as enable_dygraph, enable_static as disable_dygraph

__all__ = ["core", "dygraph", "framework", "get_flags", "set_flags", "in_dygraph_mode", "CPUPlace", "CUDAPlace",
           "Variable", "enable_dygraph", "disable_dygraph", "is_compiled_with_cuda", "is_compiled_with_rocm",
           "is_compiled_with_xpu"]
