# misuse: transpose_axes raises MindSpore's exception and message
import numpy as np
import mindspore
from mindspore import Tensor
from mindspore.common.initializer import One

print(Tensor(np.ones((2, 3, 4))).transpose(1))
