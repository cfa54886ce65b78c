# recurrent layers: LSTM/GRU/SimpleRNN (layers, directions, time_major, sequence_length, initial states), their cells, RNN/BiRNN; paddle's parameter names, seeded weights, printing, gradients and errors
import paddle


def attempt(label, func):
    try:
        func()
        print(label, "-> ok")
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


def show(*tensors):
    print(*[t.numpy().round(5) for t in tensors])


paddle.seed(1)
lstm = paddle.nn.LSTM(3, 4, num_layers=2, direction="bidirect")
print(lstm)
for name, param in lstm.named_parameters():
    print(name, param.shape, param.name)
print([name for name, _ in lstm.named_sublayers()])
x = paddle.randn([2, 5, 3])
y, (h, c) = lstm(x)
print(y.shape, h.shape, c.shape)
show(y[:, :2], h)
y, (h, c) = lstm(x, sequence_length=paddle.to_tensor([5, 3]))
show(y, c)
gru = paddle.nn.GRU(3, 4, time_major=True)
print(gru)
y, h = gru(x)
show(y, h)
srnn = paddle.nn.SimpleRNN(3, 2, activation="relu", num_layers=2)
print(srnn)
y, h = srnn(x, paddle.ones([2, 2, 2]))
show(y, h)
rnn = paddle.nn.RNN(paddle.nn.GRUCell(3, 2), is_reverse=True)
print(rnn)
y, h = rnn(x, sequence_length=paddle.to_tensor([2, 5]))
show(y, h)
birnn = paddle.nn.BiRNN(paddle.nn.SimpleRNNCell(3, 2), paddle.nn.SimpleRNNCell(3, 2))
print(birnn)
y, (h1, h2) = birnn(x)
show(y, h1, h2)
cell = paddle.nn.LSTMCell(3, 2)
print(cell, paddle.nn.GRUCell(2, 3), paddle.nn.SimpleRNNCell(2, 3, activation="relu"))
out, (hh, cc) = cell(x[:, 0])
show(out, cc)
loss = y.sum() + out.sum()
loss.backward()
show(cell.weight_ih.grad, birnn.cell_bw.weight_hh.grad)
attempt("bad direction", lambda: paddle.nn.LSTM(3, 4, direction="backward"))
attempt("hidden_size 0", lambda: paddle.nn.GRUCell(3, 0))
attempt("cell activation", lambda: paddle.nn.SimpleRNNCell(3, 2, activation="sigmoid"))
attempt("state batch", lambda: srnn(x, paddle.ones([2, 5, 2])))
