"""The mindspore dialect: ``import mindspore`` under ``unigrad run``.

MindSpore 2.10's PyNative API for gradients on the engine: ``Tensor``,
``Parameter``, dtypes, ``nn.Cell`` and layers, ``ops``, ``grad`` /
``value_and_grad`` / ``jacfwd`` / ``jacrev`` / ``vjp`` / ``jvp`` / ``vmap``,
and the context (``set_context``, ``set_seed``). Printing, return structures
and errors are MindSpore's.

>>> import unigrad.mindspore_api as ms
>>> def f(x, y):
...     return x * y
>>> ms.grad(f, grad_position=(0, 1))(ms.Tensor([1.0]), ms.Tensor([2.0]))
(Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00]), Tensor(shape=[1], dtype=Float32, value= [ 1.00000000e+00]))
"""

from unigrad.mindspore_api import common, context
from unigrad.mindspore_api.common import dtype
from unigrad.mindspore_api.common import COOTensor, CSRTensor, Parameter, ParameterTuple, Tensor, get_seed, set_seed
from unigrad.mindspore_api.common.tensor import from_numpy, tensor  # not re-exported by common: it would hide the submodule
from unigrad.mindspore_api.common.dtype import (
    bfloat16, bool_, complex64, complex128, double, float16, float32, float64, float_, half,
    int8, int16, int32, int64, int_, pytype_to_dtype, single, uint, uint8, uint16, uint32, uint64,
)
bool = dtype.bool  # noqa: A001 - mindspore.bool is the Bool dtype, as in MindSpore
from unigrad.mindspore_api.common.generator import (
    Generator, default_generator, get_rng_state, initial_seed, manual_seed, seed, set_rng_state,
)
from unigrad.mindspore_api.context import GRAPH_MODE, PYNATIVE_MODE, get_context, jit, set_context
from unigrad.mindspore_api import ops
from unigrad.mindspore_api import _methods  # noqa: F401,E402 -- binds the Tensor methods that are ops functions
from unigrad.mindspore_api.ops.composite import _no_grad, get_grad, grad, jacfwd, jacrev, jvp, value_and_grad, vjp, vmap
from unigrad.mindspore_api.ops.primitive import constexpr  # noqa: F401 - at MindSpore's top level too, outside its __all__
from unigrad.mindspore_api import nn
from unigrad.mindspore_api import mint
from unigrad.mindspore_api import numpy  # noqa: A004 - mindspore.numpy, imported with mindspore as in MindSpore
from unigrad.mindspore_api import dataset
from unigrad.mindspore_api import train
from unigrad.mindspore_api import amp
from unigrad.mindspore_api.train import (
    F1, MAE, MSE, Accuracy, Callback, CheckpointConfig, EarlyStopping, Fbeta, History, LambdaCallback, Loss,
    LossMonitor, Metric, Model, ModelCheckpoint, Precision, Recall, RunContext, TimeMonitor, Top1CategoricalAccuracy,
    Top5CategoricalAccuracy, TopKCategoricalAccuracy, get_metric_fn, load_checkpoint, load_checkpoint_async,
    load_param_into_net, names, rearrange_inputs, save_checkpoint,
)

__version__ = "2.10.0"

__all__ = [
    "Tensor", "COOTensor", "CSRTensor", "tensor", "from_numpy", "Parameter", "ParameterTuple", "set_seed", "get_seed", "common", "context", "ops", "nn", "mint", "numpy", "dataset", "train", "amp", "dtype",
    # mindspore.train's names, which MindSpore's top level re-exports (mindspore.LossMonitor, mindspore.Accuracy)
    "Model", "save_checkpoint", "load_checkpoint", "load_checkpoint_async", "load_param_into_net", "Callback",
    "RunContext", "LossMonitor", "TimeMonitor", "ModelCheckpoint", "CheckpointConfig", "LambdaCallback", "History",
    "EarlyStopping", "Metric", "Accuracy", "MAE", "MSE", "Loss", "Precision", "Recall", "F1", "Fbeta",
    "TopKCategoricalAccuracy", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "get_metric_fn", "names",
    "rearrange_inputs",
    "GRAPH_MODE", "PYNATIVE_MODE", "set_context", "get_context", "jit",
    "grad", "value_and_grad", "get_grad", "jacfwd", "jacrev", "vjp", "jvp", "vmap",
    "bool", "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
    "float64", "bfloat16", "complex64", "complex128", "half", "single", "double", "float_", "int_", "uint",
    "pytype_to_dtype",
    "Generator", "default_generator", "seed", "manual_seed", "initial_seed", "get_rng_state", "set_rng_state",
]

import sys as _sys  # noqa: E402

from unigrad.dialect.real_names import name_missing_attributes as _name_missing_attributes  # noqa: E402

_name_missing_attributes(__name__, "mindspore", _sys.modules)  # "module 'mindspore' has no attribute ..."
