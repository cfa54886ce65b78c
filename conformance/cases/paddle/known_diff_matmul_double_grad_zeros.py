# known difference: backward through a matmul gradient gives the matmul's own inputs zero gradients in paddle (None here)
import numpy as np

import paddle

x = paddle.to_tensor(np.ones([3, 3]) * 2, stop_gradient=False, dtype="float32")
y = paddle.to_tensor(np.ones([3, 3]) * 2, stop_gradient=False, dtype="float32")
grad_out = paddle.to_tensor(np.ones([3, 3]), stop_gradient=False, dtype="float32")
new_x_g, new_y_g = paddle.grad([paddle.matmul(x, y)], [x, y], [grad_out], retain_graph=True, create_graph=True)
new_x_g.backward()
print(x.grad)
print(y.grad.numpy().tolist(), grad_out.grad.numpy().tolist())
