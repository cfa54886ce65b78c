# program: weight decay (d2l-zh 4.5, paddle tab): high-dimensional linear regression, l2_penalty from scratch, then concise weight_decay on the weight only via parameter groups
# source: https://zh.d2l.ai/chapter_multilayer-perceptrons/weight-decay.html (d2l-ai/d2l-zh, paddle tab); seeded, 20 epochs instead of 100
import paddle
from paddle import nn

paddle.seed(4)
n_train, n_test, num_inputs, batch_size = 20, 100, 200, 5
true_w, true_b = paddle.ones((num_inputs, 1)) * 0.01, 0.05


def synthetic_data(w, b, num_examples):
    X = paddle.normal(0, 1, (num_examples, w.shape[0]))
    y = paddle.matmul(X, w) + b
    y += paddle.normal(0, 0.01, y.shape)
    return X, y.reshape((-1, 1))


train_data = synthetic_data(true_w, true_b, n_train)
test_data = synthetic_data(true_w, true_b, n_test)


def batches(data):
    X, y = data
    for i in range(0, X.shape[0], batch_size):
        yield X[i:i + batch_size], y[i:i + batch_size]


def init_params():
    w = paddle.normal(0, 1, shape=(num_inputs, 1))
    w.stop_gradient = False
    b = paddle.zeros(shape=[1])
    b.stop_gradient = False
    return [w, b]


def l2_penalty(w):
    return paddle.sum(w.pow(2)) / 2


def linreg(X, w, b):
    return paddle.matmul(X, w) + b


def squared_loss(y_hat, y):
    return (y_hat - y.reshape(y_hat.shape)) ** 2 / 2


def sgd(params, lr, batch_size):
    with paddle.no_grad():
        for i, param in enumerate(params):
            param -= lr * params[i].grad / batch_size
            params[i].set_value(param)
            params[i].clear_gradient()


def train(lambd):
    w, b = init_params()
    net, loss = lambda X: linreg(X, w, b), squared_loss
    num_epochs, lr = 20, 0.003
    for epoch in range(num_epochs):
        for X, y in batches(train_data):
            l = loss(net(X), y) + lambd * l2_penalty(w)
            l.sum().backward()
            sgd([w, b], lr, batch_size)
    print('w的L2范数是：', paddle.norm(w).item())
    print('test loss', float(loss(net(test_data[0]), test_data[1]).mean()))


train(lambd=0)
train(lambd=3)


def train_concise(wd):
    weight_attr = paddle.framework.ParamAttr(initializer=paddle.nn.initializer.Normal(mean=0.0, std=1.0))
    bias_attr = paddle.framework.ParamAttr(initializer=paddle.nn.initializer.Normal(mean=0.0, std=1.0))
    net = nn.Sequential(nn.Linear(num_inputs, 1, weight_attr=weight_attr, bias_attr=bias_attr))
    loss = nn.MSELoss()
    num_epochs, lr = 20, 0.003
    trainer = paddle.optimizer.SGD(parameters=[{"params": net[0].weight, 'weight_decay': wd},
                                               {"params": net[0].bias}], learning_rate=lr)
    for epoch in range(num_epochs):
        for X, y in batches(train_data):
            l = loss(net(X), y)
            l.backward()
            trainer.step()
            trainer.clear_grad()
    print('w的L2范数：', net[0].weight.norm().item())


train_concise(0)
train_concise(3)
