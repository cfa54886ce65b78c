# backward prunes branches whose inputs all stop gradient: their parameters get no .grad
import paddle

paddle.seed(1)
first = paddle.nn.Linear(3, 2)
second = paddle.nn.Linear(3, 2)
u = paddle.ones([2, 3])
a = first(u)
b = second(u)
b.stop_gradient = True
paddle.matmul(a, b, transpose_y=True).mean().backward()
print(first.weight.grad is None, second.weight.grad is None)

third = paddle.nn.Linear(2, 2)
c = third(paddle.ones([1, 2]))
c.stop_gradient = True
d = c * 2 + first(paddle.ones([1, 3])) + paddle.ones([1, 2])
d.backward()
print(third.weight.grad is None, c.grad, first.weight.grad.shape)

e = paddle.randn([2, 3])
e.mean().backward()
print(e.grad)
