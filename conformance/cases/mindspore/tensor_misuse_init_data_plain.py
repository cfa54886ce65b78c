# misuse: init_data_plain raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

Tensor([1.0]).init_data()
