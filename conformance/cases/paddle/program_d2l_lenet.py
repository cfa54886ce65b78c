# program: LeNet (d2l-zh 6.6, paddle tab): Conv2D/Sigmoid/AvgPool2D/Flatten/Linear stack, layer-by-layer output shapes, Xavier init via apply, SGD training with accuracy
# source: https://zh.d2l.ai/chapter_convolutional-neural-networks/lenet.html (d2l-ai/d2l-zh, paddle tab); Fashion-MNIST replaced by seeded synthetic images, 2 epochs of 2 batches
import paddle
import paddle.nn as nn

paddle.seed(5)
net = nn.Sequential(
    nn.Conv2D(1, 6, kernel_size=5, padding=2), nn.Sigmoid(),
    nn.AvgPool2D(kernel_size=2, stride=2),
    nn.Conv2D(6, 16, kernel_size=5), nn.Sigmoid(),
    nn.AvgPool2D(kernel_size=2, stride=2),
    nn.Flatten(),
    nn.Linear(16 * 5 * 5, 120), nn.Sigmoid(),
    nn.Linear(120, 84), nn.Sigmoid(),
    nn.Linear(84, 10))
X = paddle.rand((1, 1, 28, 28), 'float32')
for layer in net:
    X = layer(X)
    print(layer.__class__.__name__, 'output shape: \t', X.shape)


def init_weights(m):
    if type(m) == nn.Linear or type(m) == nn.Conv2D:
        nn.initializer.XavierUniform(m.weight)


net.apply(init_weights)
optimizer = paddle.optimizer.SGD(learning_rate=0.9, parameters=net.parameters())
loss = nn.CrossEntropyLoss()
data = [(paddle.rand([16, 1, 28, 28]), paddle.randint(0, 10, [16])) for _ in range(2)]
for epoch in range(2):
    net.train()
    for i, (X, y) in enumerate(data):
        optimizer.clear_grad()
        y_hat = net(X)
        l = loss(y_hat, y)
        l.backward()
        optimizer.step()
        acc = float((y_hat.argmax(axis=1) == y).astype('float32').mean())
        print(f'epoch {epoch + 1} batch {i}: loss {float(l):.4f}, train acc {acc:.3f}')
