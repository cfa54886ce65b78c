# dtype, place, shape, ndim, size, Size and dtype reprs
import numpy as np
import paddle

x = paddle.to_tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(x.dtype, repr(x.dtype), x.place, x.shape, x.ndim, x.size)
print(type(x.shape).__name__, list(x.shape), x.shape[0], x.shape == [2, 3])
print(paddle.float32, paddle.float64, paddle.float16, paddle.bfloat16, paddle.int32, paddle.int64, paddle.bool, paddle.complex64)
print(repr(paddle.int64), repr(paddle.bool), repr(paddle.bfloat16), repr(paddle.complex64))
print(paddle.to_tensor(3).shape, paddle.to_tensor(3).dtype, paddle.to_tensor(True).dtype)
print(paddle.to_tensor(2.5).ndim, paddle.to_tensor(2.5).size)
print(paddle.CPUPlace(), repr(paddle.CPUPlace()), paddle.get_device(), paddle.is_compiled_with_cuda())
