# program: "Dive into Deep Learning" 3.2 linear regression from scratch (d2l.ai; d2l-mindspore's port computes with mindspore.numpy and mindspore.grad), minibatch SGD with mnp ops, small seeded data
import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

def synthetic_data(w, b, num_examples, rng):
    X = Tensor(rng.normal(0, 1, (num_examples, len(w))).astype(onp.float32))
    y = mnp.sum(X * w, axis=1) + b
    y = y + Tensor(rng.normal(0, 0.01, y.shape).astype(onp.float32))
    return X, mnp.reshape(y, (-1, 1))

def data_iter(batch_size, features, labels):
    num_examples = len(features)
    for i in range(0, num_examples, batch_size):
        yield features[i:i + batch_size], labels[i:i + batch_size]

def linreg(X, w, b):
    return mnp.sum(X * mnp.reshape(w, (1, -1)), axis=1, keepdims=True) + b

def squared_loss(y_hat, y):
    return mnp.square(y_hat - mnp.reshape(y, y_hat.shape)) / 2

rng = onp.random.RandomState(0)
true_w = Tensor([2.0, -3.4])
true_b = 4.2
features, labels = synthetic_data(true_w, true_b, 40, rng)
print('features:', features[0], '\nlabel:', labels[0])

w = Tensor(rng.normal(0, 0.01, (2,)).astype(onp.float32))
b = mnp.zeros(1)
lr, num_epochs, batch_size = 0.1, 3, 10

def loss_fn(w, b, X, y):
    return mnp.mean(squared_loss(linreg(X, w, b), y))

grad_fn = ms.value_and_grad(loss_fn, grad_position=(0, 1))
for epoch in range(num_epochs):
    for X, y in data_iter(batch_size, features, labels):
        l, (dw, db) = grad_fn(w, b, X, y)
        w = mnp.subtract(w, lr * dw)
        b = mnp.subtract(b, lr * db)
    train_l = squared_loss(linreg(features, w, b), labels)
    print(f'epoch {epoch + 1}, loss {float(mnp.mean(train_l)):f}')
print(f'error in estimating w: {true_w - mnp.reshape(w, true_w.shape)}')
print(f'error in estimating b: {true_b - b}')
print(repr(w), repr(b))
