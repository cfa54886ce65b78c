# an unused output of a split that kept its gradient (retain_grads) gets zeros; a used one its gradient
import paddle

x = paddle.to_tensor([[1.0, 2.0, 3.0, 4.0]], stop_gradient=False)
y = x * 1
a, b = paddle.split(y, 2, axis=1)
a.retain_grads()
b.retain_grads()
(a * a).sum().backward()
print(a.grad)
print(b.grad)
print(x.grad)
print(b.gradient())
