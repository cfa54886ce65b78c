# printing nan, inf, -inf, -0.0 and huge/tiny floats
import numpy as np
import paddle

print(paddle.to_tensor([float("nan"), float("inf"), -float("inf"), -0.0, 1.0]))
print(paddle.to_tensor([1e10, 1e-10, 123456.789]))
print(paddle.to_tensor([1e-3, 2e-3]))
print(paddle.to_tensor(float("nan")))
