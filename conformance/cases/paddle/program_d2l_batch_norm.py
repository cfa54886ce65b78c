# program: batch normalization (d2l-zh 7.5, paddle tab): batch_norm from scratch with moving statistics, BatchNorm layer class with create_parameter, and the concise LeNet with BatchNorm2D/BatchNorm1D
# source: https://zh.d2l.ai/chapter_convolutional-modern/batch-norm.html (d2l-ai/d2l-zh, paddle tab); seeded synthetic images, one training step each
import paddle
import paddle.nn as nn

paddle.seed(6)


def batch_norm(X, gamma, beta, moving_mean, moving_var, eps, momentum, is_training=True):
    if not is_training:
        X_hat = (X - moving_mean) / (moving_var + eps) ** 0.5
    else:
        assert len(X.shape) in (2, 4)
        if len(X.shape) == 2:
            mean = paddle.mean(X)
            var = paddle.mean(((X - mean) ** 2))
        else:
            mean = paddle.mean(X, axis=(0, 2, 3), keepdim=True)
            var = paddle.mean(((X - mean) ** 2), axis=(0, 2, 3), keepdim=True)
        X_hat = (X - mean) / (var + eps) ** 0.5
        moving_mean = momentum * moving_mean + (1.0 - momentum) * mean
        moving_var = momentum * moving_var + (1.0 - momentum) * var
    Y = gamma * X_hat + beta
    return Y, moving_mean, moving_var


class BatchNorm(nn.Layer):
    def __init__(self, num_features, num_dims=4):
        super(BatchNorm, self).__init__()
        if num_dims == 2:
            shape = (1, num_features)
        else:
            shape = (1, num_features, 1, 1)
        self.gamma = self.create_parameter(
            attr=None, shape=shape, dtype='float32', is_bias=False,
            default_initializer=nn.initializer.Assign(paddle.ones(shape=shape, dtype='float32')))
        self.beta = self.create_parameter(
            attr=None, shape=shape, dtype='float32', is_bias=False,
            default_initializer=nn.initializer.Assign(paddle.zeros(shape=shape, dtype='float32')))
        self.moving_mean = paddle.zeros(shape=shape, dtype='float32')
        self.moving_var = paddle.zeros(shape=shape, dtype='float32')

    def forward(self, X):
        Y, self.moving_mean, self.moving_var = batch_norm(
            X, self.gamma, self.beta, self.moving_mean,
            self.moving_var, eps=1e-5, momentum=0.9, is_training=self.training)
        return Y


net = nn.Sequential(
    nn.Conv2D(1, 6, kernel_size=5), BatchNorm(6, num_dims=4), nn.Sigmoid(),
    nn.MaxPool2D(kernel_size=2, stride=2),
    nn.Conv2D(6, 16, kernel_size=5), BatchNorm(16, num_dims=4), nn.Sigmoid(),
    nn.MaxPool2D(kernel_size=2, stride=2),
    nn.Flatten(), nn.Linear(16 * 4 * 4, 120), BatchNorm(120, num_dims=2), nn.Sigmoid(),
    nn.Linear(120, 84), BatchNorm(84, num_dims=2), nn.Sigmoid(),
    nn.Linear(84, 10))
X, y = paddle.rand([8, 1, 28, 28]), paddle.randint(0, 10, [8])
opt = paddle.optimizer.SGD(learning_rate=1.0, parameters=net.parameters())
l = nn.CrossEntropyLoss()(net(X), y)
l.backward()
opt.step()
print(f'scratch loss {float(l):.5f}')
print(net[1].gamma.reshape((-1,)).numpy().round(4), net[1].beta.reshape((-1,)).numpy().round(4))
print(net[1].moving_mean.reshape((-1,)).numpy().round(4))

net = nn.Sequential(
    nn.Conv2D(1, 6, kernel_size=5), nn.BatchNorm2D(6, momentum=0.1), nn.Sigmoid(),
    nn.MaxPool2D(kernel_size=2, stride=2),
    nn.Conv2D(6, 16, kernel_size=5), nn.BatchNorm2D(16, momentum=0.1), nn.Sigmoid(),
    nn.MaxPool2D(kernel_size=2, stride=2),
    nn.Flatten(),
    nn.Linear(256, 120), nn.BatchNorm1D(120, momentum=0.1), nn.Sigmoid(),
    nn.Linear(120, 84), nn.BatchNorm1D(84, momentum=0.1), nn.Sigmoid(),
    nn.Linear(84, 10))
print(net)
opt = paddle.optimizer.SGD(learning_rate=1.0, parameters=net.parameters())
l = nn.CrossEntropyLoss()(net(X), y)
l.backward()
opt.step()
print(f'concise loss {float(l):.5f}')
print(net[1]._mean.numpy().round(4), net[1]._variance.numpy().round(4))
net.eval()
print(net(X[:2]).argmax(axis=1))
