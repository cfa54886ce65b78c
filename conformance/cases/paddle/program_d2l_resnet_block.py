# program: ResNet residual block and a small ResNet (d2l-zh 7.6, paddle tab): Residual with 1x1 conv shortcut, BatchNorm2D, resnet_block, AdaptiveAvgPool2D, per-stage output shapes and one training step
# source: https://zh.d2l.ai/chapter_convolutional-modern/resnet.html (d2l-ai/d2l-zh, paddle tab); stages narrowed (channels 8..64), 32x32 input, one step
import paddle
import paddle.nn as nn
from paddle.nn import functional as F

paddle.seed(7)


class Residual(nn.Layer):
    def __init__(self, input_channels, num_channels, use_1x1conv=False, strides=1):
        super(Residual, self).__init__()
        self.conv1 = nn.Conv2D(input_channels, num_channels, kernel_size=3, padding=1, stride=strides)
        self.conv2 = nn.Conv2D(num_channels, num_channels, kernel_size=3, padding=1)
        if use_1x1conv:
            self.conv3 = nn.Conv2D(input_channels, num_channels, kernel_size=1, stride=strides)
        else:
            self.conv3 = None
        self.bn1 = nn.BatchNorm2D(num_channels, momentum=0.9)
        self.bn2 = nn.BatchNorm2D(num_channels, momentum=0.9)
        self.relu = nn.ReLU()

    def forward(self, X):
        Y = F.relu(self.bn1(self.conv1(X)))
        Y = self.bn2(self.conv2(Y))
        if self.conv3:
            X = self.conv3(X)
        Y += X
        return F.relu(Y)


blk = Residual(3, 3)
X = paddle.rand([4, 3, 6, 6])
Y = blk(X)
print(Y.shape)
blk = Residual(3, 6, use_1x1conv=True, strides=2)
print(blk(X).shape)

b1 = nn.Sequential(nn.Conv2D(1, 8, kernel_size=7, stride=2, padding=3),
                   nn.BatchNorm2D(8), nn.ReLU(),
                   nn.MaxPool2D(kernel_size=3, stride=2, padding=1))


def resnet_block(input_channels, num_channels, num_residuals, first_block=False):
    blk = []
    for i in range(num_residuals):
        if i == 0 and not first_block:
            blk.append(Residual(input_channels, num_channels, use_1x1conv=True, strides=2))
        else:
            blk.append(Residual(num_channels, num_channels))
    return blk


b2 = nn.Sequential(*resnet_block(8, 8, 2, first_block=True))
b3 = nn.Sequential(*resnet_block(8, 16, 2))
b4 = nn.Sequential(*resnet_block(16, 32, 2))
b5 = nn.Sequential(*resnet_block(32, 64, 2))
net = nn.Sequential(b1, b2, b3, b4, b5,
                    nn.AdaptiveAvgPool2D((1, 1)),
                    nn.Flatten(), nn.Linear(64, 10))
X = paddle.rand(shape=(2, 1, 32, 32))
for layer in net:
    X = layer(X)
    print(layer.__class__.__name__, 'output shape:\t', X.shape)
print(len(net.parameters()), sum(p.numel().item() for p in net.parameters()))
opt = paddle.optimizer.Momentum(learning_rate=0.05, parameters=net.parameters())
x, y = paddle.rand([4, 1, 32, 32]), paddle.to_tensor([1, 2, 3, 4])
loss = nn.CrossEntropyLoss()(net(x), y)
loss.backward()
opt.step()
print(f'loss {float(loss):.4f}')
print(net[1][0].bn1._mean.numpy().round(4))
