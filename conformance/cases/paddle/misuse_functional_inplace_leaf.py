# an inplace=True activation on a leaf that needs grad: paddle's ValueError
import paddle
import paddle.nn.functional as F

x = paddle.to_tensor([-1.0, 2.0], stop_gradient=False)
F.silu(x, inplace=True)
