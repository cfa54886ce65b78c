# program: seq2seq encoder-decoder (d2l-zh 9.7, paddle tab): Seq2SeqEncoder (Embedding + multi-layer GRU, time_major), Seq2SeqDecoder with context concatenation, sequence_mask and MaskedSoftmaxCELoss, a few training steps with ClipGradByGlobalNorm
# source: https://zh.d2l.ai/chapter_recurrent-modern/seq2seq.html (d2l-ai/d2l-zh, paddle tab); the translation data replaced by seeded random token batches, 3 steps
import paddle
from paddle import nn

paddle.seed(9)


class Seq2SeqEncoder(nn.Layer):
    def __init__(self, vocab_size, embed_size, num_hiddens, num_layers, dropout=0, **kwargs):
        super(Seq2SeqEncoder, self).__init__(**kwargs)
        weight_ih_attr = paddle.ParamAttr(initializer=nn.initializer.XavierUniform())
        weight_hh_attr = paddle.ParamAttr(initializer=nn.initializer.XavierUniform())
        self.embedding = nn.Embedding(vocab_size, embed_size)
        self.rnn = nn.GRU(embed_size, num_hiddens, num_layers, dropout=dropout, time_major=True,
                          weight_ih_attr=weight_ih_attr, weight_hh_attr=weight_hh_attr)

    def forward(self, X, *args):
        X = self.embedding(X)
        X = X.transpose([1, 0, 2])
        output, state = self.rnn(X)
        return output, state


encoder = Seq2SeqEncoder(vocab_size=10, embed_size=8, num_hiddens=16, num_layers=2)
encoder.eval()
X = paddle.zeros((4, 7), dtype=paddle.int64)
output, state = encoder(X)
print(output.shape, state.shape)


class Seq2SeqDecoder(nn.Layer):
    def __init__(self, vocab_size, embed_size, num_hiddens, num_layers, dropout=0, **kwargs):
        super(Seq2SeqDecoder, self).__init__(**kwargs)
        self.embedding = nn.Embedding(vocab_size, embed_size)
        weight_attr = paddle.ParamAttr(initializer=nn.initializer.XavierUniform())
        weight_ih_attr = paddle.ParamAttr(initializer=nn.initializer.XavierUniform())
        weight_hh_attr = paddle.ParamAttr(initializer=nn.initializer.XavierUniform())
        self.rnn = nn.GRU(embed_size + num_hiddens, num_hiddens, num_layers, dropout=dropout, time_major=True,
                          weight_ih_attr=weight_ih_attr, weight_hh_attr=weight_hh_attr)
        self.dense = nn.Linear(num_hiddens, vocab_size, weight_attr=weight_attr)

    def init_state(self, enc_outputs, *args):
        return enc_outputs[1]

    def forward(self, X, state):
        X = self.embedding(X).transpose([1, 0, 2])
        context = state[-1].tile([X.shape[0], 1, 1])
        X_and_context = paddle.concat((X, context), 2)
        output, state = self.rnn(X_and_context, state)
        output = self.dense(output).transpose([1, 0, 2])
        return output, state


decoder = Seq2SeqDecoder(vocab_size=10, embed_size=8, num_hiddens=16, num_layers=2)
decoder.eval()
state = decoder.init_state(encoder(X))
output, state = decoder(X, state)
print(output.shape, state.shape)


def sequence_mask(X, valid_len, value=0):
    maxlen = X.shape[1]
    mask = paddle.arange((maxlen), dtype=paddle.float32)[None, :] < valid_len[:, None]
    Xtype = X.dtype
    X = X.astype(paddle.float32)
    X[~mask] = float(value)
    return X.astype(Xtype)


X = paddle.to_tensor([[1, 2, 3], [4, 5, 6]])
print(sequence_mask(X, paddle.to_tensor([1, 2])))
X = paddle.ones([2, 3, 4])
print(sequence_mask(X, paddle.to_tensor([1, 2]), value=-1))


class MaskedSoftmaxCELoss(nn.CrossEntropyLoss):
    def forward(self, pred, label, valid_len):
        weights = paddle.ones_like(label)
        weights = sequence_mask(weights, valid_len)
        self.reduction = 'none'
        unweighted_loss = super(MaskedSoftmaxCELoss, self).forward(pred, label)
        weighted_loss = (unweighted_loss * weights).mean(axis=1)
        return weighted_loss


loss = MaskedSoftmaxCELoss()
print(loss(paddle.ones([3, 4, 10]), paddle.ones((3, 4), dtype=paddle.int64), paddle.to_tensor([4, 2, 0])))

encoder.train()
decoder.train()
params = encoder.parameters() + decoder.parameters()
optimizer = paddle.optimizer.Adam(learning_rate=0.005, parameters=params,
                                  grad_clip=paddle.nn.ClipGradByGlobalNorm(1.0))
src = paddle.randint(1, 10, [4, 6])
tgt = paddle.randint(1, 10, [4, 6])
valid = paddle.to_tensor([6, 4, 5, 3])
bos = paddle.to_tensor([1] * 4).reshape([-1, 1])
for step in range(3):
    optimizer.clear_grad()
    dec_input = paddle.concat([bos, tgt[:, :-1]], 1)
    enc_outputs = encoder(src)
    Y_hat, _ = decoder(dec_input, decoder.init_state(enc_outputs))
    l = loss(Y_hat, tgt.unsqueeze(-1), valid)
    l.sum().backward()
    optimizer.step()
    print(f'step {step}: loss {float(l.sum()) / float(valid.sum()):.4f}')
