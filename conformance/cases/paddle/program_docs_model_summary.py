# program: PaddlePaddle docs "模型组网" (Sequential and Layer-subclass networks, paddle.summary of a custom MNIST net and of LeNet, Model.summary with InputSpec, parameters and sublayers walk)
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/model_cn.html
import paddle
from paddle.static import InputSpec

paddle.seed(20)
mnist = paddle.nn.Sequential(
    paddle.nn.Flatten(),
    paddle.nn.Linear(784, 512),
    paddle.nn.ReLU(),
    paddle.nn.Dropout(0.2),
    paddle.nn.Linear(512, 10),
)


class Mnist(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.flatten = paddle.nn.Flatten()
        self.linear_1 = paddle.nn.Linear(784, 512)
        self.linear_2 = paddle.nn.Linear(512, 10)
        self.relu = paddle.nn.ReLU()
        self.dropout = paddle.nn.Dropout(0.2)

    def forward(self, inputs):
        y = self.flatten(inputs)
        y = self.linear_1(y)
        y = self.relu(y)
        y = self.dropout(y)
        y = self.linear_2(y)
        return y


params_info = paddle.summary(mnist, (1, 28, 28))
print(params_info)
print(paddle.summary(Mnist(), (64, 1, 28, 28)))
print(paddle.summary(paddle.vision.models.LeNet(), (1, 1, 28, 28)))
model = paddle.Model(Mnist(), InputSpec([None, 1, 28, 28], 'float32', 'x'))
print(model.summary())
for name, layer in mnist.named_sublayers():
    print(name, type(layer).__name__)
print([p.shape for p in Mnist().parameters()])
