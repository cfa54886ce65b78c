# paddle.flops: the doc example (counting messages, then paddle's int() of a shape-[1] buffer, which NumPy >= 2.4 refuses), the counts and shapes left in the layers' buffers, training mode and hooks restored, the seeded randn it draws, a leaf net, unused layers, custom_ops and print_detail
import paddle
import paddle.nn as nn


class LeNet(nn.Layer):
    def __init__(self, num_classes=10):
        super().__init__()
        self.num_classes = num_classes
        self.features = nn.Sequential(
            nn.Conv2D(1, 6, 3, stride=1, padding=1),
            nn.ReLU(),
            nn.MaxPool2D(2, 2),
            nn.Conv2D(6, 16, 5, stride=1, padding=0),
            nn.ReLU(),
            nn.MaxPool2D(2, 2))
        if num_classes > 0:
            self.fc = nn.Sequential(
                nn.Linear(400, 120),
                nn.Linear(120, 84),
                nn.Linear(84, 10))

    def forward(self, inputs):
        x = self.features(inputs)
        if self.num_classes > 0:
            x = paddle.flatten(x, 1)
            x = self.fc(x)
        return x


def count_leaky_relu(m, x, y):
    x = x[0]
    nelements = x.numel()
    m.total_ops += int(nelements)


def attempt(*args, **kwargs):
    try:
        result = paddle.flops(*args, **kwargs)
        print("returned", result, type(result).__name__)
    except Exception as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0])


paddle.seed(3)
lenet = LeNet()
attempt(lenet, [1, 1, 28, 28], custom_ops={nn.LeakyReLU: count_leaky_relu}, print_detail=True)
print("training:", lenet.training)
for name, buffer in lenet.named_buffers():
    print(name, buffer.dtype, buffer.numpy().tolist())
print(paddle.randn([3]))
out = lenet(paddle.ones([1, 1, 28, 28]))
print(out.shape, sorted(lenet.state_dict().keys())[:5])


class Mixed(nn.Layer):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(3, 4, 3, groups=1, bias_attr=False)
        self.bn = nn.BatchNorm2D(4)
        self.act = nn.LeakyReLU()
        self.pool = nn.AdaptiveAvgPool2D(2)
        self.avg = nn.AvgPool2D(2)
        self.drop = nn.Dropout()
        self.lin = nn.Linear(4, 5)
        self.unused = nn.Linear(2, 2)

    def forward(self, x):
        x = self.avg(self.pool(self.act(self.bn(self.conv(x)))))
        return self.lin(self.drop(paddle.flatten(x, 1)))


mixed = Mixed()
mixed.eval()
attempt(mixed, [1, 3, 9, 9], custom_ops={nn.LeakyReLU: count_leaky_relu})
print("training:", mixed.training)
for name, buffer in mixed.named_buffers():
    print(name, buffer.numpy().tolist())

leaf = nn.Linear(3, 2)
attempt(leaf, [2, 3], print_detail=True)
print(sorted(leaf.state_dict().keys()))


class Idle(nn.Layer):
    def __init__(self):
        super().__init__()
        self.unused = nn.Linear(2, 2)
        self.act = nn.LeakyReLU()
        self.mine = Mine()

    def forward(self, x):
        return x * 2


class Mine(nn.Layer):
    def forward(self, x):
        return x


attempt(Idle(), [1, 2], custom_ops={nn.LeakyReLU: count_leaky_relu}, print_detail=True)
attempt(Idle(), [1, 2])
