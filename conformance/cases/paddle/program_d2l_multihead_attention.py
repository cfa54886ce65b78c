# program: multi-head attention from scratch (d2l-zh 10.5, paddle tab): masked_softmax, DotProductAttention with dropout, transpose_qkv/transpose_output, MultiHeadAttention with bias-free Linear projections, output shape, plus paddle.nn.MultiHeadAttention on the same inputs
# source: https://zh.d2l.ai/chapter_attention-mechanisms/multihead-attention.html (d2l-ai/d2l-zh, paddle tab); d2l helpers inlined, seeded, values printed to 4 decimals
import math
import paddle
from paddle import nn

paddle.seed(10)


def sequence_mask(X, valid_len, value=0):
    maxlen = X.shape[1]
    mask = paddle.arange((maxlen), dtype=paddle.float32)[None, :] < valid_len[:, None]
    Xtype = X.dtype
    X = X.astype(paddle.float32)
    X[~mask] = float(value)
    return X.astype(Xtype)


def masked_softmax(X, valid_lens):
    if valid_lens is None:
        return nn.functional.softmax(X, axis=-1)
    else:
        shape = X.shape
        if valid_lens.dim() == 1:
            valid_lens = paddle.repeat_interleave(valid_lens, shape[1])
        else:
            valid_lens = valid_lens.reshape((-1,))
        X = sequence_mask(X.reshape((-1, shape[-1])), valid_lens, value=-1e6)
        return nn.functional.softmax(X.reshape(shape), axis=-1)


print(masked_softmax(paddle.rand((2, 2, 4)), paddle.to_tensor([2, 3])))


class DotProductAttention(nn.Layer):
    def __init__(self, dropout, **kwargs):
        super(DotProductAttention, self).__init__(**kwargs)
        self.dropout = nn.Dropout(dropout)

    def forward(self, queries, keys, values, valid_lens=None):
        d = queries.shape[-1]
        scores = paddle.bmm(queries, keys.transpose((0, 2, 1))) / math.sqrt(d)
        self.attention_weights = masked_softmax(scores, valid_lens)
        return paddle.bmm(self.dropout(self.attention_weights), values)


def transpose_qkv(X, num_heads):
    X = X.reshape((X.shape[0], X.shape[1], num_heads, -1))
    X = X.transpose((0, 2, 1, 3))
    return X.reshape((-1, X.shape[2], X.shape[3]))


def transpose_output(X, num_heads):
    X = X.reshape((-1, num_heads, X.shape[1], X.shape[2]))
    X = X.transpose((0, 2, 1, 3))
    return X.reshape((X.shape[0], X.shape[1], -1))


class MultiHeadAttention(nn.Layer):
    def __init__(self, key_size, query_size, value_size, num_hiddens, num_heads, dropout, bias=False, **kwargs):
        super(MultiHeadAttention, self).__init__(**kwargs)
        self.num_heads = num_heads
        self.attention = DotProductAttention(dropout)
        self.W_q = nn.Linear(query_size, num_hiddens, bias_attr=bias)
        self.W_k = nn.Linear(key_size, num_hiddens, bias_attr=bias)
        self.W_v = nn.Linear(value_size, num_hiddens, bias_attr=bias)
        self.W_o = nn.Linear(num_hiddens, num_hiddens, bias_attr=bias)

    def forward(self, queries, keys, values, valid_lens):
        queries = transpose_qkv(self.W_q(queries), self.num_heads)
        keys = transpose_qkv(self.W_k(keys), self.num_heads)
        values = transpose_qkv(self.W_v(values), self.num_heads)
        if valid_lens is not None:
            valid_lens = paddle.repeat_interleave(valid_lens, repeats=self.num_heads, axis=0)
        output = self.attention(queries, keys, values, valid_lens)
        output_concat = transpose_output(output, self.num_heads)
        return self.W_o(output_concat)


num_hiddens, num_heads = 20, 5
attention = MultiHeadAttention(num_hiddens, num_hiddens, num_hiddens, num_hiddens, num_heads, 0.5)
attention.eval()
print(attention)
batch_size, num_queries = 2, 4
num_kvpairs, valid_lens = 6, paddle.to_tensor([3, 2])
X = paddle.ones((batch_size, num_queries, num_hiddens))
Y = paddle.ones((batch_size, num_kvpairs, num_hiddens))
out = attention(X, Y, Y, valid_lens)
print(out.shape)
print(attention.attention.attention_weights[0].numpy().round(4))
builtin = nn.MultiHeadAttention(num_hiddens, num_heads, dropout=0.5)
builtin.eval()
Z = paddle.rand((batch_size, num_kvpairs, num_hiddens))
print(builtin(X, Z, Z).numpy().round(4)[1, 0])
