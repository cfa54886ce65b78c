# a custom Layer subclass with sublayers and its own parameter
import numpy as np
import paddle

class Net(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.fc = paddle.nn.Linear(2, 2)
        self.scale = self.create_parameter([1], default_initializer=paddle.nn.initializer.Constant(2.0))

    def forward(self, x):
        return paddle.nn.functional.relu(self.fc(x)) * self.scale

net = Net()
print(net)
print([name for name, p in net.named_parameters()])
net.fc.weight.set_value(np.array([[1.0, -1.0], [0.5, 2.0]], dtype="float32"))
net.fc.bias.set_value(np.array([0.1, -0.2], dtype="float32"))
out = net(paddle.to_tensor([[1.0, 2.0]]))
print(out)
out.sum().backward()
print(net.fc.weight.grad)
print(net.scale.grad)
