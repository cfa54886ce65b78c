# hooks on a layer's output and parameter during a training step
import numpy as np
import paddle

lin = paddle.nn.Linear(2, 1)
lin.weight.set_value(np.array([[1.0], [2.0]], dtype="float32"))
lin.bias.set_value(np.array([0.0], dtype="float32"))
x = paddle.to_tensor([[1.0, 1.0], [2.0, 0.0]])
out = lin(x)
out.register_hook(lambda g: g * 2)
lin.weight.register_hook(lambda g: print("weight grad", g.numpy().tolist()))
out.sum().backward()
print(lin.weight.grad)
print(lin.bias.grad)
