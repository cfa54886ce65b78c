# program: concise linear regression (d2l-zh 3.3, paddle tab): TensorDataset-free batching, nn.Linear with Normal/Constant initializers via ParamAttr, MSELoss, optimizer.SGD
# source: https://zh.d2l.ai/chapter_linear-networks/linear-regression-concise.html (d2l-ai/d2l-zh, paddle tab); paddle.io loader replaced by a seeded slice iterator (same batches), seeds added
import numpy as np
import paddle
from paddle import nn

paddle.seed(0)
np.random.seed(0)
true_w = paddle.to_tensor([2, -3.4])
true_b = 4.2
X = paddle.normal(0, 1, (1000, 2))
labels = (paddle.matmul(X, true_w) + true_b).reshape((-1, 1))
labels += paddle.normal(0, 0.01, labels.shape)
features = X


def load_array(data_arrays, batch_size, is_train=True):
    n = data_arrays[0].shape[0]
    order = np.random.permutation(n) if is_train else np.arange(n)
    for i in range(0, n, batch_size):
        idx = paddle.to_tensor(order[i:i + batch_size])
        yield tuple(paddle.gather(a, idx) for a in data_arrays)


batch_size = 10
print(next(iter(load_array((features, labels), batch_size))))

weight_attr = paddle.ParamAttr(initializer=paddle.nn.initializer.Normal(0, 0.01))
bias_attr = paddle.ParamAttr(initializer=None)
net = nn.Sequential(nn.Linear(2, 1, weight_attr=weight_attr, bias_attr=bias_attr))
loss = nn.MSELoss()
trainer = paddle.optimizer.SGD(learning_rate=0.03, parameters=net.parameters())
num_epochs = 3
for epoch in range(num_epochs):
    for i, (X, y) in enumerate(load_array((features, labels), batch_size)):
        l = loss(net(X), y)
        trainer.clear_grad()
        l.backward()
        trainer.step()
    l = loss(net(features), labels)
    print(f'epoch {epoch + 1},' f'loss {l}')
w = net[0].weight
print('w的估计误差：', true_w - w.reshape(true_w.shape))
b = net[0].bias
print('b的估计误差：', true_b - b)
