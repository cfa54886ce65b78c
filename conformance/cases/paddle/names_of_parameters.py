# unique names: layers' parameters (linear_0.w_0 ...), create_parameter, to_tensor tensors and results
import paddle


class TwoLayerNet(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.first = paddle.nn.Linear(2, 3)
        self.second = paddle.nn.Linear(3, 1)
        self.scale = self.create_parameter([1])

    def forward(self, x):
        return self.second(self.first(x)) * self.scale


net = TwoLayerNet()
print([p.name for p in net.parameters()])
print(net.full_name(), net.first.full_name())
print(paddle.create_parameter([1], "float32").name, paddle.create_parameter([1], "float32", is_bias=True).name)
seq = paddle.nn.Sequential(paddle.nn.Linear(1, 1), paddle.nn.Conv2D(1, 1, 1))
print([p.name for p in seq.parameters()])
a = paddle.to_tensor([1.0])
b = paddle.to_tensor([2.0])
print(a.name, b.name)
c = a + b
print(c.name)
