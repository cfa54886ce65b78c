# misuse: pytype_complex64 raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

print(mindspore.pytype_to_dtype(np.complex64))
