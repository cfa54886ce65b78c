# misuse: sub_bool_alpha raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

print(Tensor([1.0]).sub(Tensor([3.0]), alpha=True))
