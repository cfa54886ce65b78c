# misuse: init_data_twice raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

t = Tensor(shape=(1,), dtype=mindspore.float32, init=One())
t.init_data()
print(t)
t.init_data()
