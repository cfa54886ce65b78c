# ops called as Tensor methods
import numpy as np
import paddle

x = paddle.to_tensor([[1.0, 4.0], [9.0, 16.0]], stop_gradient=False)
print(x.sqrt(), x.sum(axis=0), x.mean(), x.max(), x.log().shape, x.pow(0.5), x.matmul(x).shape)
print(x.reshape([4]), x.transpose([1, 0]), x.unsqueeze(0).shape, x.abs().sum(axis=1, keepdim=True))
print(x.clip(2.0, 10.0), x.tanh().shape, x.numel(), x.dim(), x.flatten())
