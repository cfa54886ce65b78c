# program: softmax regression from scratch (d2l-zh 3.6, paddle tab): softmax, cross_entropy by fancy indexing, accuracy, updater; synthetic 28x28 images instead of Fashion-MNIST
# source: https://zh.d2l.ai/chapter_linear-networks/softmax-regression-scratch.html (d2l-ai/d2l-zh, paddle tab); data replaced by seeded synthetic images, 2 epochs of 4 batches
import paddle

paddle.seed(1)
num_inputs, num_outputs = 784, 10
W = paddle.normal(0, 0.01, shape=(num_inputs, num_outputs))
b = paddle.zeros(shape=(num_outputs,))
W.stop_gradient = False
b.stop_gradient = False

X = paddle.to_tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(X.sum(0, keepdim=True), X.sum(1, keepdim=True))


def softmax(X):
    X_exp = paddle.exp(X)
    partition = X_exp.sum(1, keepdim=True)
    return X_exp / partition


X = paddle.normal(0, 1, (2, 5))
X_prob = softmax(X)
print(X_prob, X_prob.sum(1))


def net(X):
    return softmax(paddle.matmul(X.reshape((-1, W.shape[0])), W) + b)


y = paddle.to_tensor([0, 2])
y_hat = paddle.to_tensor([[0.1, 0.3, 0.6], [0.3, 0.2, 0.5]])
print(y_hat[[0, 1], y])


def cross_entropy(y_hat, y):
    return - paddle.log(y_hat[[i for i in range(len(y_hat))], y.squeeze()])


print(cross_entropy(y_hat, y))


def accuracy(y_hat, y):
    if len(y_hat.shape) > 1 and y_hat.shape[1] > 1:
        y_hat = y_hat.argmax(axis=1)
    if len(y_hat.shape) < len(y.shape):
        cmp = y_hat.astype(y.dtype) == y.squeeze()
    else:
        cmp = y_hat.astype(y.dtype) == y
    return float(cmp.astype(y.dtype).sum())


print(accuracy(y_hat, y) / len(y))


def sgd(params, lr, batch_size):
    with paddle.no_grad():
        for i, param in enumerate(params):
            param -= lr * params[i].grad / batch_size
            params[i].set_value(param)
            params[i].clear_gradient()


lr = 0.1
centers = paddle.randn([10, 784])
batches = []
for _ in range(4):
    labels = paddle.randint(0, 10, [32])
    images = (paddle.gather(centers, labels) + paddle.randn([32, 784])).reshape([32, 1, 28, 28])
    batches.append((images, labels))
for epoch in range(2):
    total_l, total_acc, n = 0.0, 0.0, 0
    for X, y in batches:
        y_hat = net(X)
        l = cross_entropy(y_hat, y)
        l.sum().backward()
        sgd([W, b], lr, X.shape[0])
        total_l += float(l.sum())
        total_acc += accuracy(y_hat, y)
        n += y.numel().item()
    print(f'epoch {epoch + 1}, loss {total_l / n:.3f}, train acc {total_acc / n:.3f}')
