# numpy(), item(), tolist(), float/int conversions
import numpy as np
import paddle

x = paddle.to_tensor([[1.5, 2.0], [3.0, 4.0]])
print(x.numpy(), x.numpy().dtype)
print(x.tolist())
print(x[0, 1].item(), type(x[0, 1].item()).__name__)
print(paddle.to_tensor(3).item(), paddle.to_tensor(True).item())
print(float(paddle.to_tensor(2.5)), int(paddle.to_tensor(7)))
print(paddle.to_tensor(2.0).numpy(), paddle.to_tensor(2.0).numpy().shape)
