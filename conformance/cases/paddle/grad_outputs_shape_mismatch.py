# grad_outputs whose shape differs from the output's: paddle does not check, it reads the buffer (dtype cast too)
import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = x * x
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([2.0, 3.0, 5.0]))[0])
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([[2.0, 3.0]]))[0])
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([2.0, 3.0], dtype="float64"))[0])
