# misuse: pytype_not_type raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

print(mindspore.pytype_to_dtype('float32'))
