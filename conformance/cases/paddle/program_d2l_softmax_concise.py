# program: d2l-zh 3.7 concise softmax regression, paddle tab (Flatten+Linear with Normal(0, 0.01) init, CrossEntropyLoss(reduction='none'), SGD, accuracy/evaluate_accuracy with an Accumulator); synthetic Fashion-MNIST-shaped data, 2 epochs
# source: https://zh.d2l.ai/chapter_linear-networks/softmax-regression-concise.html (paddle tab)
import numpy as np
import paddle
from paddle import nn

paddle.seed(5)
np.random.seed(5)


def fake_fashion(n):
    X = np.random.rand(n, 1, 6, 6).astype('float32')
    y = np.random.randint(0, 10, [n]).astype('int64')
    return paddle.io.TensorDataset([paddle.to_tensor(X), paddle.to_tensor(y)])


batch_size = 16
train_iter = paddle.io.DataLoader(fake_fashion(64), batch_size=batch_size, shuffle=True, return_list=True)
test_iter = paddle.io.DataLoader(fake_fashion(32), batch_size=batch_size, shuffle=False, return_list=True)
net = nn.Sequential(nn.Flatten(), nn.Linear(36, 10))


def init_weights(m):
    if type(m) == nn.Linear:
        m.weight = paddle.create_parameter(shape=m.weight.shape, dtype='float32',
                                           default_initializer=nn.initializer.Normal(mean=0.0, std=0.01))


net.apply(init_weights)
loss = nn.CrossEntropyLoss(reduction='none')
trainer = paddle.optimizer.SGD(learning_rate=0.1, parameters=net.parameters())


class Accumulator:
    def __init__(self, n):
        self.data = [0.0] * n

    def add(self, *args):
        self.data = [a + float(b) for a, b in zip(self.data, args)]

    def __getitem__(self, idx):
        return self.data[idx]


def accuracy(y_hat, y):
    if len(y_hat.shape) > 1 and y_hat.shape[1] > 1:
        y_hat = y_hat.argmax(axis=1)
    if len(y_hat.shape) < len(y.shape):
        cmp = y_hat.astype(y.dtype) == y.squeeze()
    else:
        cmp = y_hat.astype(y.dtype) == y
    return float(cmp.astype(y.dtype).sum())


def evaluate_accuracy(net, data_iter):
    if isinstance(net, paddle.nn.Layer):
        net.eval()
    metric = Accumulator(2)
    with paddle.no_grad():
        for X, y in data_iter:
            metric.add(accuracy(net(X), y), y.numel())
    return metric[0] / metric[1]


def train_epoch_ch3(net, train_iter, loss, updater):
    if isinstance(net, paddle.nn.Layer):
        net.train()
    metric = Accumulator(3)
    for X, y in train_iter():
        y_hat = net(X)
        l = loss(y_hat, y)
        updater.clear_grad()
        l.mean().backward()
        updater.step()
        metric.add(float(l.sum()), accuracy(y_hat, y), y.numel())
    return metric[0] / metric[2], metric[1] / metric[2]


for epoch in range(2):
    train_metrics = train_epoch_ch3(net, train_iter, loss, trainer)
    test_acc = evaluate_accuracy(net, test_iter)
    print(f'epoch {epoch + 1}: train loss {train_metrics[0]:.3f}, train acc {train_metrics[1]:.3f}, test acc {test_acc:.3f}')
