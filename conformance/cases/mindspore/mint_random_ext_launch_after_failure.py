# mindspore.ops.function.random_func's _ext ops (behind mint): on the CPU the in-place ones keep a readable shape and a random op launched after a failed one still launches (the failures stay pending to the end)
import mindspore as ms
from mindspore import ops
print(ops.function.random_func.rand_ext(2, 3).shape)
a = ms.Tensor([[2, 3, 4], [1, 2, 3]])
print(ops.function.random_func.randn_like_ext(a, dtype=ms.float32).shape)
print(ops.function.random_func.randint_ext(0, 5, (2, 3)).shape)
print(ops.function.random_func.rand_like_ext(a, dtype=ms.float16).dtype, ops.function.random_func.randint_like_ext(a, 3).shape)
