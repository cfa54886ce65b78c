# vjp and jvp: outputs, cotangent per input as a tuple, several outputs, has_aux
import mindspore
from mindspore import Tensor, vjp, jvp

def mul(x, y):
    return x * y

def pair(x, y):
    return x * y, x + y

def square(x):
    return x * x

def square_aux(x):
    return x * x, x + 1

x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
v = Tensor([1.0, 1.0], mindspore.float32)
out, fn = vjp(mul, x, y)
print(out)
print(fn(v))
out, fn = vjp(square, x)
print(out, fn(v))
out, fn, aux = vjp(square_aux, x, has_aux=True)
print(out, aux, fn(v))
out, fn = vjp(pair, x, y)
print(fn((v, Tensor([1.0, 0.0], mindspore.float32))))
print(jvp(mul, (x, y), (v, Tensor([0.0, 0.0], mindspore.float32))))
print(jvp(square, x, v))
print(jvp(square_aux, x, v, has_aux=True))
print(jvp(pair, (x, y), (v, Tensor([0.0, 0.0], mindspore.float32))))
