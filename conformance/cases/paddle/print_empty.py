# printing empty tensors
import numpy as np
import paddle

print(paddle.to_tensor([]))
print(paddle.zeros([2, 0]))
print(paddle.zeros([0, 3], dtype="int64"))
