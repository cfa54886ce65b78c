# Checks MindSpore's cross product through Tensor.cross and mindspore.numpy.cross: one kernel, a1*b2 - a2*b1 in
# float32 (torch's cross rounds otherwise), printed as bit checksums.
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp

rng = np.random.RandomState(0)
a, b = rng.randn(200, 3).astype(np.float32), rng.randn(200, 3).astype(np.float32)
for label, out in (("Tensor.cross", ms.Tensor(a).cross(ms.Tensor(b), 1)), ("mnp.cross", mnp.cross(ms.Tensor(a), ms.Tensor(b))),
                   ("mnp.cross axis 0", mnp.cross(ms.Tensor(a.T.copy()), ms.Tensor(b.T.copy()), axis=0))):
    values = out.asnumpy()
    print(label, values.shape, int(values.view(np.uint32).astype(np.int64).sum()))
