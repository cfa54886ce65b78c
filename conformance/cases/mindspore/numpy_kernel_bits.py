# mindspore.numpy's float32 exp/log/tanh/sin/sqrt give the bits of MindSpore's CPU kernels, the same as ops.* (one op, one kernel), on 64 spread values
import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops

values = onp.linspace(-6, 6, 64).astype(onp.float32)
positive = onp.abs(values) + onp.float32(0.5)
x, p = Tensor(values), Tensor(positive)
for name, op, arg in (("exp", ops.exp, x), ("tanh", ops.tanh, x), ("sin", ops.sin, x), ("cos", ops.cos, x),
                      ("log", ops.log, p), ("sqrt", ops.sqrt, p), ("expm1", ops.expm1, x), ("arctan", ops.atan, x)):
    ours = getattr(mnp, name)(arg).asnumpy()
    print(name, ours.view(onp.uint32).tolist()[::7], bool((ours.view(onp.uint32) == op(arg).asnumpy().view(onp.uint32)).all()))
print(mnp.log2(p).asnumpy().view(onp.uint32).tolist()[::9], mnp.log10(p).asnumpy().view(onp.uint32).tolist()[::9])
print(mnp.log1p(p).asnumpy().view(onp.uint32).tolist()[::9])
