# misuse: flatten_order raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

print(Tensor([[1, 2]]).flatten('A'))
