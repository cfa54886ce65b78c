# misuse: an axis out of range. MindSpore's checks, not torch's IndexError: some raise at the call (argmax,
# ReduceMean, CumSum, Tensor.expand_dims/swapaxes/cumsum), most at the next read of the result (sum, max, amax,
# softmax, log_softmax, transpose, unsqueeze), whose shape cannot be read either; other tensors still read
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn

x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))


def show(label, fn):
    try:
        r = fn()
    except Exception as e:
        print(label, "raises at the call:", type(e).__name__)
        print(str(e))
        return
    print(label, "returns")
    for part in (r if isinstance(r, tuple) else (r,)):
        try:
            print(part)
        except Exception as e:
            print(label, "raises at the read:", type(e).__name__)
            print(str(e))
        try:
            print(part.shape)
        except Exception as e:
            print("its shape raises:", type(e).__name__, str(e).splitlines()[0])
    print("x still reads:", x)


show("Tensor.sum axis 3", lambda: x.sum(axis=3))
show("ops.sum dim 3", lambda: ops.sum(x, dim=3))
show("Tensor.sum axis (0, 3)", lambda: x.sum(axis=(0, 3)))
show("Tensor.mean axis=-3", lambda: x.mean(axis=-3))
show("Tensor.mean(3)", lambda: x.mean(3))
show("ops.mean 3", lambda: ops.mean(x, 3))
show("ReduceMean 5", lambda: ops.ReduceMean()(x, 5))
show("ReduceSum 3", lambda: ops.ReduceSum()(x, 3))
show("Tensor.max axis=3", lambda: x.max(axis=3))
show("Tensor.max(3)", lambda: x.max(3))
show("Tensor.min axis=3", lambda: x.min(axis=3))
show("ops.max 3", lambda: ops.max(x, 3))
show("ops.amax 3", lambda: ops.amax(x, 3))
show("ops.amin 3", lambda: ops.amin(x, 3))
show("ops.argmax 3", lambda: ops.argmax(x, 3))
show("Tensor.argmin(3)", lambda: x.argmin(3))
show("ops.softmax 3", lambda: ops.softmax(x, 3))
show("nn.Softmax(3)", lambda: nn.Softmax(3)(x))
show("ops.log_softmax 3", lambda: ops.log_softmax(x, 3))
show("nn.LogSoftmax(3)", lambda: nn.LogSoftmax(3)(x))
show("0-D sum axis 1", lambda: Tensor(np.float32(2.0)).sum(axis=1))
show("ops.cumsum 3", lambda: ops.cumsum(x, 3))
show("Tensor.cumsum(3)", lambda: x.cumsum(3))
show("Tensor.transpose(0, 2)", lambda: x.transpose(0, 2))
show("ops.transpose (0, 2)", lambda: ops.transpose(x, (0, 2)))
show("ops.permute (0, 2)", lambda: ops.permute(x, (0, 2)))
show("Tensor.swapaxes(0, 2)", lambda: x.swapaxes(0, 2))
show("ops.expand_dims 4", lambda: ops.expand_dims(x, 4))
show("Tensor.expand_dims(4)", lambda: x.expand_dims(4))
show("Tensor.unsqueeze(4)", lambda: x.unsqueeze(4))
show("ops.squeeze 0 (size 2: unchanged)", lambda: ops.squeeze(x, 0))
show("ops.flip (3,)", lambda: ops.flip(x, (3,)))
show("ops.split axis 3", lambda: ops.split(x, 1, 3))
show("ops.gather axis 3", lambda: ops.gather(x, Tensor(np.array([0], np.int32)), 3))
show("ops.concat axis 3", lambda: ops.concat((x, x), 3))
show("ops.stack axis 4", lambda: ops.stack([x, x], 4))
