# known difference: paddle feeds grad_outputs of another shape through unchecked (x * 2 gives a gradient of its shape)
import paddle

x = paddle.to_tensor([1.0, 2.0, 3.0, 4.0], stop_gradient=False)
y = x * 2
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]))[0])
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([1.0, 2.0]))[0])
print(paddle.grad(y, x, grad_outputs=paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]]))[0])
