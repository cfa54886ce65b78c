# program: concise multilayer perceptron (d2l-zh 4.3, paddle tab): Sequential(Flatten, Linear, ReLU, Linear), init_weights through apply with Normal initializer, CrossEntropyLoss(reduction='none'), SGD
# source: https://zh.d2l.ai/chapter_multilayer-perceptrons/mlp-concise.html (d2l-ai/d2l-zh, paddle tab); Fashion-MNIST replaced by seeded synthetic images, 3 epochs of 3 batches
import paddle
from paddle import nn

paddle.seed(2)
net = nn.Sequential(nn.Flatten(), nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10))
for layer in net:
    if type(layer) == nn.Linear:
        weight_attr = paddle.framework.ParamAttr(initializer=paddle.nn.initializer.Normal(mean=0.0, std=0.01))
        layer.weight_attr = weight_attr
print(net)
batch_size, lr, num_epochs = 64, 0.1, 3
loss = nn.CrossEntropyLoss(reduction='none')
trainer = paddle.optimizer.SGD(parameters=net.parameters(), learning_rate=lr)
centers = paddle.randn([10, 784]) * 0.5
data = []
for _ in range(3):
    y = paddle.randint(0, 10, [batch_size])
    X = (paddle.gather(centers, y) + paddle.randn([batch_size, 784])).reshape([batch_size, 1, 28, 28])
    data.append((X, y))


def accuracy(y_hat, y):
    y_hat = y_hat.argmax(axis=1)
    return float((y_hat.astype(y.dtype) == y).astype('float32').sum())


for epoch in range(num_epochs):
    metric = [0.0, 0.0, 0]
    for X, y in data:
        y_hat = net(X)
        l = loss(y_hat, y)
        trainer.clear_grad()
        l.mean().backward()
        trainer.step()
        metric[0] += float(l.sum())
        metric[1] += accuracy(y_hat, y)
        metric[2] += y.numel().item()
    print(f'epoch {epoch + 1}: train loss {metric[0] / metric[2]:.4f}, train acc {metric[1] / metric[2]:.3f}')
