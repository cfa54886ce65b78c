# program: network in network (d2l-zh 7.3, paddle tab): nin_block of Conv2D + two 1x1 Conv2D with ReLU, MaxPool2D, Dropout, AdaptiveAvgPool2D global pooling, layer-by-layer shapes and one SGD step
# source: https://zh.d2l.ai/chapter_convolutional-modern/nin.html (d2l-ai/d2l-zh, paddle tab); channels narrowed (8..32), 96x96 input instead of 224x224, one step
import paddle
import paddle.nn as nn

paddle.seed(18)


def nin_block(in_channels, out_channels, kernel_size, strides, padding):
    return nn.Sequential(
        nn.Conv2D(in_channels, out_channels, kernel_size, strides, padding),
        nn.ReLU(),
        nn.Conv2D(out_channels, out_channels, kernel_size=1),
        nn.ReLU(),
        nn.Conv2D(out_channels, out_channels, kernel_size=1),
        nn.ReLU())


net = nn.Sequential(
    nin_block(1, 8, kernel_size=11, strides=4, padding=0),
    nn.MaxPool2D(3, stride=2),
    nin_block(8, 16, kernel_size=5, strides=1, padding=2),
    nn.MaxPool2D(3, stride=2),
    nin_block(16, 32, kernel_size=3, strides=1, padding=1),
    nn.MaxPool2D(3, stride=2),
    nn.Dropout(0.5),
    nin_block(32, 10, kernel_size=3, strides=1, padding=1),
    nn.AdaptiveAvgPool2D((1, 1)),
    nn.Flatten())
X = paddle.rand(shape=(1, 1, 96, 96))
for layer in net:
    X = layer(X)
    print(layer.__class__.__name__, 'output shape:\t', X.shape)
opt = paddle.optimizer.SGD(learning_rate=0.1, parameters=net.parameters())
x, y = paddle.rand([4, 1, 96, 96]), paddle.to_tensor([3, 1, 4, 1])
loss = nn.CrossEntropyLoss()(net(x), y)
loss.backward()
opt.step()
print(f'loss {float(loss):.5f}')
net.eval()
print(net(x).argmax(axis=1))
