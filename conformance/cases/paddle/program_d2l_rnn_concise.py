# program: concise RNN language model (d2l-zh 8.6, paddle tab): nn.SimpleRNN with time_major=True, RNNModel with one-hot inputs and a Linear head, begin_state, predict before training, grad clipping with ClipGradByNorm, perplexity
# source: https://zh.d2l.ai/chapter_recurrent-neural-networks/rnn-concise.html (d2l-ai/d2l-zh, paddle tab); The Time Machine replaced by a seeded synthetic character corpus, 3 epochs
import math
import random
import paddle
from paddle import nn
from paddle.nn import functional as F

paddle.seed(8)
random.seed(8)
text = ' '.join(random.choice(['time', 'traveller', 'machine', 'the', 'a', 'of', 'and']) for _ in range(50))
idx_to_token = sorted(set(text))
token_to_idx = {t: i for i, t in enumerate(idx_to_token)}
corpus = [token_to_idx[c] for c in text]
vocab_size = len(idx_to_token)
batch_size, num_steps = 4, 6


def seq_data_iter_sequential(corpus, batch_size, num_steps):
    offset = random.randint(0, num_steps)
    num_tokens = ((len(corpus) - offset - 1) // batch_size) * batch_size
    Xs = paddle.to_tensor(corpus[offset: offset + num_tokens])
    Ys = paddle.to_tensor(corpus[offset + 1: offset + 1 + num_tokens])
    Xs, Ys = Xs.reshape((batch_size, -1)), Ys.reshape((batch_size, -1))
    num_batches = Xs.shape[1] // num_steps
    for i in range(0, num_steps * num_batches, num_steps):
        X = Xs[:, i: i + num_steps]
        Y = Ys[:, i: i + num_steps]
        yield X, Y


num_hiddens = 32
rnn_layer = nn.SimpleRNN(vocab_size, num_hiddens, time_major=True)
state = paddle.zeros(shape=[1, batch_size, num_hiddens])
print(state.shape)
X = paddle.rand(shape=[num_steps, batch_size, vocab_size])
Y, state_new = rnn_layer(X, state)
print(Y.shape, state_new.shape)


class RNNModel(nn.Layer):
    def __init__(self, rnn_layer, vocab_size, **kwargs):
        super(RNNModel, self).__init__(**kwargs)
        self.rnn = rnn_layer
        self.vocab_size = vocab_size
        self.num_hiddens = self.rnn.hidden_size
        if self.rnn.num_directions == 1:
            self.num_directions = 1
            self.linear = nn.Linear(self.num_hiddens, self.vocab_size)
        else:
            self.num_directions = 2
            self.linear = nn.Linear(self.num_hiddens * 2, self.vocab_size)

    def forward(self, inputs, state):
        X = F.one_hot(inputs.T, self.vocab_size)
        Y, state = self.rnn(X, state)
        output = self.linear(Y.reshape((-1, Y.shape[-1])))
        return output, state

    def begin_state(self, batch_size=1):
        if not isinstance(self.rnn, nn.LSTM):
            return paddle.zeros(shape=[self.num_directions * self.rnn.num_layers, batch_size, self.num_hiddens])
        else:
            return (paddle.zeros(shape=[self.num_directions * self.rnn.num_layers, batch_size, self.num_hiddens]),
                    paddle.zeros(shape=[self.num_directions * self.rnn.num_layers, batch_size, self.num_hiddens]))


def predict_ch8(prefix, num_preds, net):
    state = net.begin_state(batch_size=1)
    outputs = [token_to_idx[prefix[0]]]
    get_input = lambda: paddle.to_tensor(outputs[-1]).reshape((1, 1))
    for y in prefix[1:]:
        _, state = net(get_input(), state)
        outputs.append(token_to_idx[y])
    for _ in range(num_preds):
        y, state = net(get_input(), state)
        outputs.append(int(paddle.reshape(paddle.argmax(y, axis=1), shape=[1])))
    return ''.join([idx_to_token[i] for i in outputs])


net = RNNModel(rnn_layer, vocab_size=vocab_size)
print(predict_ch8('time traveller', 10, net))
loss = nn.CrossEntropyLoss()
clip = paddle.nn.ClipGradByNorm(clip_norm=1.0)
updater = paddle.optimizer.SGD(learning_rate=1.0, parameters=net.parameters(), grad_clip=clip)
for epoch in range(3):
    state, total, count = None, 0.0, 0
    for X, Y in seq_data_iter_sequential(corpus, batch_size, num_steps):
        if state is None:
            state = net.begin_state(batch_size=X.shape[0])
        else:
            state.stop_gradient = True
        y = paddle.reshape(Y.T, shape=[-1])
        y_hat, state = net(X, state)
        l = loss(y_hat, y).mean()
        updater.clear_grad()
        l.backward()
        updater.step()
        total += float(l) * y.numel().item()
        count += y.numel().item()
    print(f'epoch {epoch + 1}, 困惑度 {math.exp(total / count):.2f}')
print(predict_ch8('time traveller', 10, net))
