# column alignment with mixed signs and widths
import numpy as np
import paddle

print(paddle.to_tensor([[1.0, -10.5], [100.25, -0.125]]))
print(paddle.to_tensor([[1, -10], [100, 5]]))
print(paddle.to_tensor([-1.0, -2.0]))
print(paddle.to_tensor([0.5, 12.0, 123.0]))
