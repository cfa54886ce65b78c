# program: dropout from scratch and concise (d2l-zh 4.6, paddle tab): dropout_layer with paddle.uniform masks, Net with two hidden layers, nn.Dropout in Sequential, train/eval switching
# source: https://zh.d2l.ai/chapter_multilayer-perceptrons/dropout.html (d2l-ai/d2l-zh, paddle tab); seeded synthetic data, 2 epochs of 2 batches
import paddle
from paddle import nn

paddle.seed(3)


def dropout_layer(X, dropout):
    assert 0 <= dropout <= 1
    if dropout == 1:
        return paddle.zeros_like(X)
    if dropout == 0:
        return X
    mask = (paddle.uniform(X.shape) > dropout).astype('float32')
    return mask * X / (1.0 - dropout)


X = paddle.arange(16, dtype=paddle.float32).reshape((2, 8))
print(X)
print(dropout_layer(X, 0.))
print(dropout_layer(X, 0.5))
print(dropout_layer(X, 1.))

num_inputs, num_outputs, num_hiddens1, num_hiddens2 = 784, 10, 256, 256
dropout1, dropout2 = 0.2, 0.5
weight_attr = paddle.ParamAttr(initializer=paddle.nn.initializer.Normal(std=0.01))
net = nn.Sequential(nn.Flatten(),
                    nn.Linear(784, 256, weight_attr=weight_attr),
                    nn.ReLU(),
                    nn.Dropout(dropout1),
                    nn.Linear(256, 256, weight_attr=weight_attr),
                    nn.ReLU(),
                    nn.Dropout(dropout2),
                    nn.Linear(256, 10, weight_attr=weight_attr))
print(net)
loss = nn.CrossEntropyLoss(reduction='none')
trainer = paddle.optimizer.SGD(learning_rate=0.5, parameters=net.parameters())
data = [(paddle.randn([32, 1, 28, 28]), paddle.randint(0, 10, [32])) for _ in range(2)]
for epoch in range(2):
    net.train()
    total = 0.0
    for X, y in data:
        l = loss(net(X), y)
        trainer.clear_grad()
        l.mean().backward()
        trainer.step()
        total += float(l.mean())
    net.eval()
    acc = float((net(data[0][0]).argmax(axis=1) == data[0][1]).astype('float32').mean())
    print(f'epoch {epoch + 1}: loss {total / 2:.4f}, eval acc {acc:.3f}')
