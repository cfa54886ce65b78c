# program: Parameter and ParameterTuple: names, clone with a prefix, requires_grad, set_data, value() (MindSpore API docs examples of mindspore.Parameter / ParameterTuple, source: mindspore-ai/mindspore mindspore/python/mindspore/common/parameter.py docs)
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple

x = Parameter(Tensor(np.array([[1, 2], [3, 4]], dtype=np.float32)), name="param")
y = Parameter(Tensor(np.array([[5, 6], [7, 8]], dtype=np.float32)), name="y")
z = Parameter(Tensor(np.array([[9, 10], [11, 12]], dtype=np.float32)), name="z")
params = ParameterTuple((x, y, z))
params_copy = params.clone("params_copy")
print(params)
print(params_copy)
print(x.name, x.requires_grad, x.shape, x.dtype)
x.set_data(Tensor(np.array([[0, 0], [0, 1]], dtype=np.float32)))
print(x.value())
print(x.asnumpy().sum(), type(x.value()).__name__)
