# mindspore nn.RNNCell/GRUCell/LSTMCell: repr, Parameters (drawn by np.random.randn, then reset from MindSpore's Uniform initializer stream; NumPy's stream after), a step loop's values and grad/value_and_grad w.r.t. input, state and weights, bit for bit, with and without bias and for relu
# (recorded on an AVX-512 machine with ONEDNN_MAX_CPU_ISA=AVX2: the AVX2 oneDNN kernels unigrad reproduces)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(3)
cell = nn.RNNCell(3, 4)
print(cell)
for name, p in cell.parameters_and_names():
    print(name, p.shape, p.dtype, p.asnumpy().ravel()[:3])
print(np.random.rand())
print(nn.GRUCell(3, 4, has_bias=False), [p.name for p in nn.GRUCell(3, 4, has_bias=False).get_parameters()])
print(nn.LSTMCell(3, 4), [p.shape for p in nn.LSTMCell(3, 4).get_parameters()])

rng = np.random.RandomState(1)
x = ms.Tensor(rng.randn(4, 2, 3).astype(np.float32))
h0 = ms.Tensor(rng.randn(2, 5).astype(np.float32))
c0 = ms.Tensor(rng.randn(2, 5).astype(np.float32))
for kind, kwargs in [("RNNCell", {}), ("RNNCell", dict(nonlinearity="relu", has_bias=False)), ("GRUCell", {}),
                     ("GRUCell", dict(has_bias=False)), ("LSTMCell", {}), ("LSTMCell", dict(has_bias=False))]:
    ms.set_seed(5)
    step = getattr(nn, kind)(3, 5, **kwargs)

    def run(scale, h, c):
        state = (h, c) if kind == "LSTMCell" else h
        total = 0
        for t in range(4):
            state = step(x[t] * scale, state)
            out = state[0] if kind == "LSTMCell" else state
            total = total + (out * out).sum()
        return total, out

    total, last = run(1.0, h0, c0)
    print(kind, kwargs, total, last.shape, last.dtype)
    print(last)
    (value, _), (grads, weight_grads) = ms.value_and_grad(run, (0, 1, 2), step.trainable_params(), has_aux=True)(
        ms.Tensor(1.5, ms.float32), h0, c0)
    print(value, grads[0], grads[1], grads[2], sep="\n")
    for p, g in zip(step.trainable_params(), weight_grads):
        print(p.name, g)
