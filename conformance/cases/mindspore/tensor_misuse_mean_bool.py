# misuse: mean_bool raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

print(Tensor([True, False]).mean())
