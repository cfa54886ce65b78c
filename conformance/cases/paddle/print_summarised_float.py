# a large float32 tensor prints summarised (threshold 1000, edgeitems 3)
import numpy as np
import paddle

x = paddle.to_tensor((np.arange(2000, dtype="float32").reshape(40, 50) - 1000) / 7)
print(x)
print(paddle.to_tensor(np.arange(1500, dtype="int64")))
