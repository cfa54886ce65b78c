# program: d2l-zh 3.3 concise linear regression, paddle tab (TensorDataset + DataLoader(shuffle) + nn.Linear + MSELoss + SGD); seeded, 300 samples
# source: https://zh.d2l.ai/chapter_linear-networks/linear-regression-concise.html (paddle tab)
import numpy as np
import paddle
from paddle import nn

paddle.seed(0)
np.random.seed(0)


def synthetic_data(w, b, num_examples):
    X = paddle.normal(0, 1, (num_examples, len(w)))
    y = paddle.matmul(X, w) + b
    y += paddle.normal(0, 0.01, y.shape)
    return X, y.reshape((-1, 1))


true_w = paddle.to_tensor([2, -3.4])
true_b = 4.2
features, labels = synthetic_data(true_w, true_b, 300)


def load_array(data_arrays, batch_size, is_train=True):
    dataset = paddle.io.TensorDataset(data_arrays)
    return paddle.io.DataLoader(dataset, batch_size=batch_size, shuffle=is_train, return_list=True)


batch_size = 10
data_iter = load_array((features, labels), batch_size)
print(next(iter(data_iter)))
weight_attr = paddle.ParamAttr(initializer=paddle.nn.initializer.Normal(0, 0.01))
bias_attr = paddle.ParamAttr(initializer=None)
net = nn.Sequential(nn.Linear(2, 1, weight_attr=weight_attr, bias_attr=bias_attr))
loss = nn.MSELoss()
trainer = paddle.optimizer.SGD(learning_rate=0.03, parameters=net.parameters())
num_epochs = 3
for epoch in range(num_epochs):
    for i, (X, y) in enumerate(data_iter()):
        l = loss(net(X), y)
        trainer.clear_grad()
        l.backward()
        trainer.step()
    l = loss(net(features), labels)
    print(f'epoch {epoch + 1},'f'loss {l}')
w = net[0].weight
print('w的估计误差：', true_w - w.reshape(true_w.shape))
b = net[0].bias
print('b的估计误差：', true_b - b)
