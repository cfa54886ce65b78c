# paddle 3's torch-style surface that PaConvert emits: paddle.tensor(requires_grad=), Tensor.requires_grad(_), nn.Module, nn.Parameter(t), dtype aliases, compat ops, incubate.autograd vjp/jvp, Tensor.size(), mv, value()
import paddle

x = paddle.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
print(x)
print(paddle.tensor([1, 2]), paddle.tensor(3.0), paddle.tensor([1, 2], dtype=paddle.float))
print(paddle.tensor(x).stop_gradient, x.requires_grad)
y = paddle.to_tensor([1.0, 2.0])
print(y.requires_grad, y.requires_grad_() is y, y.stop_gradient, y.requires_grad)
y.requires_grad = False
print(y.stop_gradient)
print(y.requires_grad_(False).stop_gradient)
print(paddle.float, paddle.long, paddle.int, paddle.double, paddle.half, paddle.short, paddle.cfloat, paddle.cdouble)
print(paddle.ones([2], dtype=paddle.long), paddle.zeros([1], dtype=paddle.double).dtype)


class Net(paddle.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = paddle.nn.Parameter(paddle.to_tensor([0.5, -1.0]))
        self.frozen = paddle.nn.Parameter(paddle.to_tensor([2.0]), requires_grad=False)

    def forward(self, v):
        return (v * self.w).sum() * self.frozen


net = Net()
print([(n, p.shape, p.stop_gradient, p.trainable) for n, p in net.named_parameters()])
print(isinstance(net, paddle.nn.Layer), isinstance(net.w, paddle.Tensor))
loss = net(paddle.to_tensor([3.0, 4.0]))
loss.backward()
print(loss, net.w.grad)
print(x.size, x.size(), x.size(0), x.size(-1), x.size == 4, x.dim())
print(paddle.mv(paddle.to_tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), paddle.to_tensor([1.0, 0.5, 0.25])))
print(x.value() is x)
t = paddle.to_tensor([[1.0, 5.0], [3.0, 4.0]])
print(paddle.compat.max(t))
print(paddle.compat.max(t, 1, True))
print(paddle.compat.min(t, dim=0))
print(paddle.compat.max(t, paddle.full([2, 2], 2.0)))
print(paddle.compat.sort(t, dim=1, descending=True))
print(paddle.compat.split(t, [1, 1], dim=1))
print(paddle.compat.split(t, 1))
print(paddle.compat.unique(paddle.to_tensor([3, 1, 3])))
print(paddle.compat.equal(t, t), paddle.compat.equal(t, t + 1))
print(paddle.compat.nn.functional.linear(t, paddle.ones([3, 2]), paddle.ones([3])))
print(paddle.compat.nn.Softmax(dim=0)(t))


def f(a):
    return paddle.matmul(a, a)


out, vjp = paddle.incubate.autograd.vjp(f, paddle.ones([2, 2]), paddle.to_tensor([[1.0, 0.0], [0.0, 0.0]]))
print(out, vjp)
print(paddle.incubate.autograd.jvp(f, paddle.ones([2, 2])))
print(paddle.incubate.autograd.vjp(lambda a, b: a * b, [paddle.ones([2]), paddle.full([2], 3.0)]))
