# mindspore nn.RNN/GRU/LSTM: repr, Parameter names/shapes/order (all weight_ih first), seeded weights from NumPy's global stream; outputs and grad/value_and_grad w.r.t. inputs, initial state and weights for batch_first, bidirectional, 2 layers, initial states and seq_length, bit for bit (LSTM here with seq_length: MindSpore's step-by-step path)
# (recorded on an AVX-512 machine with ONEDNN_MAX_CPU_ISA=AVX2: the AVX2 oneDNN kernels unigrad reproduces)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(2)
rnn = nn.RNN(3, 4)
print(rnn)
for name, p in rnn.parameters_and_names():
    print(name, p.shape, p.dtype)
print(rnn.w_ih_list[0].asnumpy().tolist())
print(np.random.rand())
gru = nn.GRU(3, 4, num_layers=2, bidirectional=True, has_bias=False)
print(gru)
print([p.name for p in gru.trainable_params()], [p.shape for p in gru.trainable_params()])
lstm = nn.LSTM(3, 2, batch_first=True, bidirectional=True)
print(lstm)
print(lstm.trainable_params())


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(10, 3)
        self.lstm = nn.LSTM(3, 2, bidirectional=True, batch_first=True)
        self.dense = nn.Dense(4, 5)

    def construct(self, ids, lengths):
        out, _ = self.lstm(self.embedding(ids), seq_length=lengths)
        return self.dense(out)


tagger = Tagger()
print(tagger)
print([p.name for p in tagger.trainable_params()])
print(tagger(ms.Tensor([[1, 2, 3, 0], [4, 5, 0, 0]], ms.int32), ms.Tensor([4, 2], ms.int32)))

rng = np.random.RandomState(0)
T, B, I, H = 4, 3, 3, 2
x = ms.Tensor(rng.randn(T, B, I).astype(np.float32))
states = ms.Tensor(rng.randn(4, B, H).astype(np.float32))
cells = ms.Tensor(rng.randn(4, B, H).astype(np.float32))
lengths = ms.Tensor([4, 1, 3], ms.int32)
for kind, kwargs in [("RNN", {}), ("RNN", dict(nonlinearity="relu", num_layers=2)), ("GRU", dict(bidirectional=True)),
                     ("GRU", dict(batch_first=True, num_layers=2, has_bias=False)),
                     ("LSTM", dict(bidirectional=True, num_layers=2)), ("LSTM", dict(batch_first=True))]:
    for with_state in (False, True):
        for with_lengths in (False, True):
            if kind == "LSTM" and not with_lengths:
                continue  # without seq_length MindSpore's LSTM runs its fused oneDNN kernel: nn_rnn_lstm_fused.py
            ms.set_seed(7)
            net = getattr(nn, kind)(I, H, **kwargs)
            count = (2 if net.bidirectional else 1) * net.num_layers
            inputs = ms.ops.transpose(x, (1, 0, 2)) if net.batch_first else x
            hx = (states[:count], cells[:count]) if kind == "LSTM" else states[:count]
            seq = lengths if with_lengths else None
            output, final = net(inputs, hx if with_state else None, seq)
            print(kind, kwargs, with_state, with_lengths, output.shape)
            print(output)
            print(final)

            def loss(inputs, h):
                out, last = net(inputs, (h, cells[:count]) if kind == "LSTM" else h, seq)
                last = last[0] if kind == "LSTM" else last
                return (out * out).sum() + (last * 2).sum()

            value, (grads, weight_grads) = ms.value_and_grad(loss, (0, 1), net.trainable_params())(inputs, states[:count])
            print(value)
            print(grads[0])
            print(grads[1])
            for p, g in zip(net.trainable_params(), weight_grads):
                print(p.name, g)
