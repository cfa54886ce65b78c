# program: padding, strides and pooling (d2l-zh 6.3 and 6.5, paddle tab): comp_conv2d with Conv2D padding/stride, pool2d from scratch (max and avg), nn.MaxPool2D with padding/stride, multi-channel pooling
# source: https://zh.d2l.ai/chapter_convolutional-neural-networks/padding-and-strides.html and pooling.html (d2l-ai/d2l-zh, paddle tab); seeded
import paddle
from paddle import nn

paddle.seed(11)


def comp_conv2d(conv2d, X):
    X = X.reshape((1, 1) + X.shape)
    Y = conv2d(X)
    return Y.reshape(Y.shape[2:])


conv2d = nn.Conv2D(in_channels=1, out_channels=1, kernel_size=3, padding=1)
X = paddle.rand((8, 8))
print(comp_conv2d(conv2d, X).shape)
conv2d = nn.Conv2D(in_channels=1, out_channels=1, kernel_size=(5, 3), padding=(2, 1))
print(comp_conv2d(conv2d, X).shape)
conv2d = nn.Conv2D(1, 1, kernel_size=3, padding=1, stride=2)
print(comp_conv2d(conv2d, X).shape)
conv2d = nn.Conv2D(1, 1, kernel_size=(3, 5), padding=(0, 1), stride=(3, 4))
print(comp_conv2d(conv2d, X).shape)


def pool2d(X, pool_size, mode='max'):
    p_h, p_w = pool_size
    Y = paddle.zeros((X.shape[0] - p_h + 1, X.shape[1] - p_w + 1))
    for i in range(Y.shape[0]):
        for j in range(Y.shape[1]):
            if mode == 'max':
                Y[i, j] = X[i: i + p_h, j: j + p_w].max()
            elif mode == 'avg':
                Y[i, j] = X[i: i + p_h, j: j + p_w].mean()
    return Y


X = paddle.to_tensor([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]])
print(pool2d(X, (2, 2)))
print(pool2d(X, (2, 2), 'avg'))
X = paddle.arange(16, dtype="float32").reshape((1, 1, 4, 4))
print(X)
pool2d = nn.MaxPool2D(3, stride=3)
print(pool2d(X))
pool2d = nn.MaxPool2D(3, padding=1, stride=2)
print(pool2d(X))
pool2d = nn.MaxPool2D((2, 3), padding=(0, 1), stride=(2, 3))
print(pool2d(X))
X = paddle.concat((X, X + 1), 1)
print(X)
pool2d = paddle.nn.MaxPool2D(3, padding=1, stride=2)
print(pool2d(X))
print(nn.AvgPool2D(3, padding=1, stride=2)(X))
