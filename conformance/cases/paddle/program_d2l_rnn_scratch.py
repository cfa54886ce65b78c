# program: RNN language model from scratch (d2l-zh 8.5, paddle tab): one-hot, get_params with normal init and stop_gradient=False, rnn with paddle.tanh over time steps, RNNModelScratch, grad_clipping by the global norm computed by hand, manual sgd
# source: https://zh.d2l.ai/chapter_recurrent-neural-networks/rnn-scratch.html (d2l-ai/d2l-zh, paddle tab); The Time Machine replaced by a seeded synthetic corpus, 2 epochs, predict_ch8 left out (its int() of a 1-element tensor raises under paddle 3.3.1)
import math
import random
import paddle
from paddle.nn import functional as F

paddle.seed(17)
random.seed(17)
text = ' '.join(random.choice(['time', 'traveller', 'machine', 'the', 'a', 'of']) for _ in range(50))
idx_to_token = sorted(set(text))
token_to_idx = {t: i for i, t in enumerate(idx_to_token)}
corpus = [token_to_idx[c] for c in text]
vocab_size = len(idx_to_token)
print(F.one_hot(paddle.to_tensor([0, 2]), vocab_size))
X = paddle.arange(10).reshape((2, 5))
print(F.one_hot(X.T, 28).shape)


def get_params(vocab_size, num_hiddens):
    num_inputs = num_outputs = vocab_size

    def normal(shape):
        return paddle.randn(shape=shape) * 0.01
    W_xh = normal([num_inputs, num_hiddens])
    W_hh = normal([num_hiddens, num_hiddens])
    b_h = paddle.zeros(shape=[num_hiddens])
    W_hq = normal([num_hiddens, num_outputs])
    b_q = paddle.zeros(shape=[num_outputs])
    params = [W_xh, W_hh, b_h, W_hq, b_q]
    for param in params:
        param.stop_gradient = False
    return params


def init_rnn_state(batch_size, num_hiddens):
    return (paddle.zeros(shape=[batch_size, num_hiddens]), )


def rnn(inputs, state, params):
    W_xh, W_hh, b_h, W_hq, b_q = params
    H, = state
    outputs = []
    for X in inputs:
        H = paddle.tanh(paddle.mm(X, W_xh) + paddle.mm(H, W_hh) + b_h)
        Y = paddle.mm(H, W_hq) + b_q
        outputs.append(Y)
    return paddle.concat(x=outputs, axis=0), (H,)


class RNNModelScratch:
    def __init__(self, vocab_size, num_hiddens, get_params, init_state, forward_fn):
        self.vocab_size, self.num_hiddens = vocab_size, num_hiddens
        self.params = get_params(vocab_size, num_hiddens)
        self.init_state, self.forward_fn = init_state, forward_fn

    def __call__(self, X, state):
        X = F.one_hot(X.T, self.vocab_size)
        return self.forward_fn(X, state, self.params)

    def begin_state(self, batch_size):
        return self.init_state(batch_size, self.num_hiddens)


num_hiddens = 32
net = RNNModelScratch(vocab_size, num_hiddens, get_params, init_rnn_state, rnn)
state = net.begin_state(X.shape[0])
Y, new_state = net(X % vocab_size, state)
print(Y.shape, len(new_state), new_state[0].shape)


def grad_clipping(net, theta):
    params = net.params
    norm = paddle.sqrt(sum(paddle.sum((p.grad ** 2)) for p in params))
    if norm > theta:
        with paddle.no_grad():
            for param in params:
                param.grad.set_value(param.grad * theta / norm)


def sgd(params, lr, batch_size):
    with paddle.no_grad():
        for i, param in enumerate(params):
            param -= lr * params[i].grad / batch_size
            params[i].set_value(param)
            params[i].clear_gradient()


batch_size, num_steps = 4, 6
loss = paddle.nn.CrossEntropyLoss()
for epoch in range(2):
    offset = random.randint(0, num_steps)
    num_tokens = ((len(corpus) - offset - 1) // batch_size) * batch_size
    Xs = paddle.to_tensor(corpus[offset: offset + num_tokens]).reshape((batch_size, -1))
    Ys = paddle.to_tensor(corpus[offset + 1: offset + 1 + num_tokens]).reshape((batch_size, -1))
    state, total, count = None, 0.0, 0
    for i in range(0, (Xs.shape[1] // num_steps) * num_steps, num_steps):
        X, Y = Xs[:, i: i + num_steps], Ys[:, i: i + num_steps]
        if state is None:
            state = net.begin_state(batch_size=X.shape[0])
        else:
            for s in state:
                s.stop_gradient = True
        y = paddle.reshape(Y.T, shape=[-1])
        y_hat, state = net(X, state)
        l = loss(y_hat, y).mean()
        l.backward()
        grad_clipping(net, 1)
        sgd(net.params, 1, batch_size=1)
        total += float(l) * y.numel().item()
        count += y.numel().item()
    print(f'epoch {epoch + 1}, 困惑度 {math.exp(total / count):.2f}')
