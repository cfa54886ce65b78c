"""``mindspore.ops``: functional ops, primitive classes and the gradient functions.

See :mod:`.functional` (the op table), :mod:`.operations` (``ops.Mul()`` ...),
:mod:`.composite` (``grad``, ``value_and_grad``, ``GradOperation`` ...) and
:mod:`._random` (seeded random ops drawn as MindSpore's CPU kernels draw), :mod:`.sparse_func` (``csr_add``,
``coo_add``) and :mod:`.function`
(MindSpore's module path of the ``_ext`` random ops behind ``mint``).
"""

from unigrad.mindspore_api.ops import (_random, array_ops, composite, function, functional, nn_functional, operations, primitive,
                                      sparse_func)
from unigrad.mindspore_api.ops.array_ops import *  # noqa: F401,F403
from unigrad.mindspore_api.ops._random import *  # noqa: F401,F403
from unigrad.mindspore_api.ops.composite import *  # noqa: F401,F403
from unigrad.mindspore_api.ops.functional import *  # noqa: F401,F403
from unigrad.mindspore_api.ops.nn_functional import *  # noqa: F401,F403
from unigrad.mindspore_api.ops.operations import *  # noqa: F401,F403
from unigrad.mindspore_api.ops.primitive import *  # noqa: F401,F403
from unigrad.mindspore_api.ops.sparse_func import *  # noqa: F401,F403

__all__ = (["composite", "function", "functional", "operations", "primitive"] + composite.__all__ + functional.__all__
           + operations.__all__ + primitive.__all__ + _random.__all__ + nn_functional.__all__ + array_ops.__all__
           + sparse_func.__all__)
