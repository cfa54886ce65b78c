# program: d2l-zh 4.3 concise multilayer perceptron, paddle tab (Flatten, Linear(·,256)->ReLU->Linear with Normal(0, 0.01) weight_attr, CrossEntropyLoss, SGD, train loop reporting rounded metrics); synthetic data, 2 epochs
# source: https://zh.d2l.ai/chapter_multilayer-perceptrons/mlp-concise.html (paddle tab)
import numpy as np
import paddle
from paddle import nn

paddle.seed(6)
np.random.seed(6)
weight_attr = paddle.ParamAttr(initializer=paddle.nn.initializer.Normal(mean=0.0, std=0.01))
net = nn.Sequential(nn.Flatten(),
                    nn.Linear(49, 64, weight_attr=weight_attr),
                    nn.ReLU(),
                    nn.Linear(64, 10, weight_attr=weight_attr))
batch_size, lr, num_epochs = 16, 0.1, 2
loss = nn.CrossEntropyLoss(reduction='none')
trainer = paddle.optimizer.SGD(parameters=net.parameters(), learning_rate=lr)
X_all = np.random.rand(64, 1, 7, 7).astype('float32')
y_all = (X_all.reshape(64, -1)[:, :10].argmax(1)).astype('int64')
train_iter = paddle.io.DataLoader(paddle.io.TensorDataset([paddle.to_tensor(X_all), paddle.to_tensor(y_all)]),
                                  batch_size=batch_size, shuffle=True)
for epoch in range(num_epochs):
    net.train()
    total, correct, loss_sum = 0, 0, 0.0
    for X, y in train_iter:
        y_hat = net(X)
        l = loss(y_hat, y)
        trainer.clear_grad()
        l.mean().backward()
        trainer.step()
        loss_sum += float(l.sum())
        correct += int((y_hat.argmax(axis=1) == y).astype('int64').sum())
        total += y.shape[0]
    print(f'epoch {epoch + 1}, loss {loss_sum / total:.4f}, train acc {correct / total:.3f}')
