# mindspore nn.LSTM without seq_length (MindSpore's fused oneDNN LSTM kernel): shapes, dtypes and values to 4 decimals and gradients to 3; printed rounded because unigrad computes the steps one op at a time, whose float32 sums round differently from the fused kernel's (measured: most values differ in the last bit or two, at most about 1e-6)
# (recorded on an AVX-512 machine with ONEDNN_MAX_CPU_ISA=AVX2: the AVX2 oneDNN kernels unigrad reproduces)
import numpy as np
import mindspore as ms
from mindspore import nn

rng = np.random.RandomState(4)
x = ms.Tensor(rng.randn(5, 2, 3).astype(np.float32))
h0 = ms.Tensor(rng.randn(4, 2, 4).astype(np.float32))
c0 = ms.Tensor(rng.randn(4, 2, 4).astype(np.float32))
for kwargs in [{}, dict(batch_first=True), dict(bidirectional=True, num_layers=2), dict(has_bias=False)]:
    for with_state in (False, True):
        ms.set_seed(11)
        net = nn.LSTM(3, 4, **kwargs)
        count = (2 if net.bidirectional else 1) * net.num_layers
        inputs = ms.ops.transpose(x, (1, 0, 2)) if net.batch_first else x
        hx = (h0[:count], c0[:count]) if with_state else None
        output, (h, c) = net(inputs, hx)
        print(kwargs, with_state, output.shape, output.dtype, h.shape, c.shape)
        print(np.round(output.asnumpy(), 4))
        print(np.round(h.asnumpy(), 4), np.round(c.asnumpy(), 4))

        def loss(inputs, h, c):
            out, (hn, cn) = net(inputs, (h, c))
            return (out * out).sum() + hn.sum() - cn.sum()

        grads, weight_grads = ms.grad(loss, (0, 1, 2), net.trainable_params())(inputs, h0[:count], c0[:count])
        for g in grads:
            print(np.round(g.asnumpy(), 3))
        for p, g in zip(net.trainable_params(), weight_grads):
            print(p.name, np.round(g.asnumpy(), 3))
