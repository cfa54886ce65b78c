# MindSpore's CPU sigmoid (and silu, which runs it) takes another path when the values it is given hold a NaN:
# 1 / (1 + expf(-x)) with libm's expf instead of its vectorised exp. Within a kernel's first five launches
# (one thread, before MindSpore's timing-based thread search) that is the whole tensor; this case stays
# within them (later launches split the tensor over threads, and only the NaN's part switches)
import numpy as np
from mindspore import Tensor, ops

rng = np.random.RandomState(0)
v = rng.uniform(-6, 6, 1000).astype(np.float32)
def show(label, out):
    out = out.asnumpy()
    bits = out.view(np.uint32)[~np.isnan(out)].astype(np.int64)
    print(label, out[1:4], out[-3:], "bits sum", int(bits.sum()))


for position in (None, 0, 999):  # launches 1-3
    w = v.copy()
    if position is not None:
        w[position] = np.nan
    show(f"sigmoid, nan at {position}:", ops.sigmoid(Tensor(w)))
show("silu, nan at 999:", ops.silu(Tensor(w)))  # launch 4 (silu runs the Sigmoid kernel)
print(ops.sigmoid(Tensor(np.array([0.3, np.nan, -1.7, 2.2], np.float32))))  # launch 5
