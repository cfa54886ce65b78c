# mindspore recurrent layers' and cells' misuse: constructor argument checks, wrong input rank, feature size, initial-state shape/type/dtype, seq_length dtype/size, old LSTMCell arguments: MindSpore's exception types and messages
# (recorded on an AVX-512 machine with ONEDNN_MAX_CPU_ISA=AVX2: the AVX2 oneDNN kernels unigrad reproduces)
import numpy as np
import mindspore as ms
from mindspore import nn

x = ms.Tensor(np.ones((4, 2, 3), np.float32))


def zeros(*shape, dtype=np.float32):
    return ms.Tensor(np.zeros(shape, dtype))


attempts = [
    ("RNN nonlinearity", lambda: nn.RNN(3, 4, nonlinearity="sigmoid")),
    ("RNN dropout int", lambda: nn.RNN(3, 4, dropout=1)),
    ("RNN dropout 1.0", lambda: nn.RNN(3, 4, dropout=1.0)),
    ("RNN hidden 0", lambda: nn.RNN(3, 0)),
    ("GRU input float", lambda: nn.GRU(3.0, 4)),
    ("LSTM layers 0", lambda: nn.LSTM(3, 4, num_layers=0)),
    ("RNN has_bias int", lambda: nn.RNN(3, 4, has_bias=1)),
    ("GRU batch_first int", lambda: nn.GRU(3, 4, batch_first=1)),
    ("LSTM bidirectional int", lambda: nn.LSTM(3, 4, bidirectional=1)),
    ("RNNCell nonlinearity", lambda: nn.RNNCell(3, 4, nonlinearity="gelu")),
    ("GRUCell hidden 0", lambda: nn.GRUCell(3, 0)),
    ("LSTMCell has_bias int", lambda: nn.LSTMCell(3, 4, has_bias=1)),
    ("LSTMCell old arguments", lambda: nn.LSTMCell(3, 4, True, True, False)),
    ("RNN 2-D input", lambda: nn.RNN(3, 4)(ms.Tensor(np.ones((4, 3), np.float32)))),
    ("GRU 4-D input", lambda: nn.GRU(3, 4)(ms.Tensor(np.ones((4, 2, 3, 1), np.float32)))),
    ("LSTM 2-D input", lambda: nn.LSTM(3, 4)(ms.Tensor(np.ones((4, 3), np.float32)))),
    ("RNN feature size", lambda: nn.RNN(5, 4)(x)),
    ("GRU feature size", lambda: nn.GRU(5, 4)(x)),
    ("LSTM feature size", lambda: nn.LSTM(5, 4)(x)),
    ("LSTM layer-2 feature size", lambda: nn.LSTM(3, 4, num_layers=2)(ms.Tensor(np.ones((4, 2, 5), np.float32)))),
    ("RNN hx batch", lambda: nn.RNN(3, 4)(x, zeros(1, 3, 4))),
    ("RNN hx layers", lambda: nn.RNN(3, 4)(x, zeros(2, 2, 4))),
    ("RNN hx hidden", lambda: nn.RNN(3, 4)(x, zeros(1, 2, 5))),
    ("GRU hx batch", lambda: nn.GRU(3, 4)(x, zeros(1, 3, 4))),
    ("LSTM hx batch", lambda: nn.LSTM(3, 4)(x, (zeros(1, 3, 4), zeros(1, 3, 4)))),
    ("LSTM h hidden", lambda: nn.LSTM(3, 4)(x, (zeros(1, 2, 5), zeros(1, 2, 4)))),
    ("LSTM c batch", lambda: nn.LSTM(3, 4)(x, (zeros(1, 2, 4), zeros(1, 3, 4)))),
    ("LSTM hx tensor", lambda: nn.LSTM(3, 4)(x, zeros(1, 2, 4))),
    ("LSTM hx 1-tuple", lambda: nn.LSTM(3, 4)(x, (zeros(1, 2, 4),))),
    ("LSTM hx 3-tuple", lambda: nn.LSTM(3, 4)(x, (zeros(1, 2, 4),) * 3)),
    ("LSTM hx list", lambda: nn.LSTM(3, 4)(x, [zeros(1, 2, 4)] * 2)),
    ("RNN hx tuple", lambda: nn.RNN(3, 4)(x, (zeros(1, 2, 4),) * 2)),
    ("RNN hx float16", lambda: nn.RNN(3, 4)(x, zeros(1, 2, 4, dtype=np.float16))),
    ("RNN float64 input and hx", lambda: nn.RNN(3, 4)(ms.Tensor(np.ones((4, 2, 3))), zeros(1, 2, 4, dtype=np.float64))),
    ("RNN numpy input", lambda: nn.RNN(3, 4)(np.ones((4, 2, 3), np.float32))),
    ("RNN seq_length float", lambda: nn.RNN(3, 4)(x, seq_length=ms.Tensor([1.0, 2.0]))),
    ("GRU seq_length size", lambda: nn.GRU(3, 4)(x, seq_length=ms.Tensor([1, 2, 3], ms.int32))),
    ("RNNCell 3-D input", lambda: nn.RNNCell(3, 4)(x, zeros(2, 4))),
    ("RNNCell hx hidden", lambda: nn.RNNCell(3, 4)(x[0], zeros(2, 5))),
    ("GRUCell hx batch", lambda: nn.GRUCell(3, 4)(x[0], zeros(3, 4))),
    ("RNNCell feature size", lambda: nn.RNNCell(5, 4)(x[0], zeros(2, 4))),
    ("LSTMCell hx tensor", lambda: nn.LSTMCell(3, 4)(x[0], zeros(2, 4))),
    ("LSTMCell hx float64", lambda: nn.LSTMCell(3, 4)(x[0], (zeros(2, 4, dtype=np.float64),) * 2)),
    ("RNNCell int32 input", lambda: nn.RNNCell(3, 4)(ms.Tensor(np.ones((2, 3), np.int32)), zeros(2, 4))),
    ("RNNCell numpy input", lambda: nn.RNNCell(3, 4)(np.ones((2, 3), np.float32), zeros(2, 4))),
    ("RNNCell float16 input", lambda: nn.RNNCell(3, 4)(ms.Tensor(np.ones((2, 3), np.float16)), zeros(2, 4, dtype=np.float16))),
]
for label, attempt in attempts:
    try:
        result = attempt()
        # MindSpore reports a kernel's error when a value is read: read them all here
        while isinstance(result, tuple):
            result = result[0]
        if isinstance(result, ms.Tensor):
            result.asnumpy()
        print(label, "no error")
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
# a layer still works after its misuse
print(nn.RNN(3, 4)(x)[0].shape)
