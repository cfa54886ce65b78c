# a large 3-D tensor prints summarised at every level
import numpy as np
import paddle

x = paddle.to_tensor(np.arange(24 * 10 * 10, dtype="float64").reshape(24, 10, 10) / 3)
print(x)
