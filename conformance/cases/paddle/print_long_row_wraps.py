# a long 1-D row wraps at linewidth 80
import numpy as np
import paddle

print(paddle.to_tensor(np.linspace(-1, 1, 37, dtype="float32")))
print(paddle.to_tensor(np.arange(100, dtype="int32")))
print(paddle.to_tensor(np.arange(40, dtype="float32").reshape(2, 20) * 1.5))
