# set_seed restarts every random op's seed sequence; initializer() tensors hand their init to init_data() once
import mindspore as ms
from mindspore import ops
from mindspore.common.initializer import initializer, One, Normal
t = initializer(One(), [2, 2], ms.float32)
print(t.init is not None, t.init_data())
try:
    t.init_data()
except TypeError as e:
    print("TypeError", e)
mn, mx = ms.Tensor(1.0, ms.float32), ms.Tensor(2.0, ms.float32)
ms.set_seed(3)
a = ops.uniform((3,), mn, mx, seed=5)
b = ops.uniform((3,), mn, mx, seed=5)
ms.set_seed(3)
c = ops.uniform((3,), mn, mx, seed=5)
print(a, b, c)
ms.set_seed(4)
print(ops.uniform((2,), mn, mx))
ms.set_seed(4)
print(ops.uniform((2,), mn, mx))
