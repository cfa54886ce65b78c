# Tensor.init_data: a tensor built with init= is returned itself once, init then None; a plain tensor raises TypeError
import mindspore as ms
from mindspore import Tensor
from mindspore.common.initializer import One

t = Tensor(shape=(2, 2), dtype=ms.float32, init=One())
print(type(t.init).__name__)
out = t.init_data()
print(out is t, out.init)
print(out)
for tensor in (t, Tensor([3.0])):
    try:
        tensor.init_data()
    except TypeError as e:
        print("TypeError:", e)
