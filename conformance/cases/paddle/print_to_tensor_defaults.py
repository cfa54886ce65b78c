# to_tensor default dtypes from Python and numpy data, and explicit dtype
import numpy as np
import paddle

for data in [1, 1.5, True, 1 + 2j, [1, 2], [1.0, 2], [[True]], np.array([1, 2], dtype="int32"), np.array([1.0]), np.float32(2.0), np.array(3.0)]:
    t = paddle.to_tensor(data)
    print(t.dtype, t.shape)
print(paddle.to_tensor([1, 2], dtype="float32"))
print(paddle.to_tensor([1.7, -2.7], dtype="int64"))
print(paddle.to_tensor(7.0))
