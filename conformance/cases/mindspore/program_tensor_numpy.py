# program: Tensor <-> NumPy conversion, from_numpy sharing memory (MindSpore tutorial "Tensor", source: mindspore-ai/docs tutorials/source_en/beginner/tensor.md)
import numpy as np
import mindspore
from mindspore import ops, Tensor

t = ops.ones(5, mindspore.float32)
print(f"t: {t}")
n = t.asnumpy()
print(f"n: {n}")
n = np.ones(5)
t = Tensor.from_numpy(n)
np.add(n, 1, out=n)
print(f"t: {t}")
print(f"n: {n}")
