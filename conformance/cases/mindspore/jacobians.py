# jacfwd / jacrev: int and tuple positions, several outputs (one Jacobian each), has_aux (aux bare), Hessian by nesting
import mindspore
from mindspore import Tensor, jacfwd, jacrev

def mul(x, y):
    return x * y

def pair(x, y):
    return x * y, x + y

def multi(x):
    return x * 2, x.sum()

def ssum(x):
    return (x * x * x).sum()

def total(x, y):
    return (x * y).sum()

x = Tensor([1.0, 2.0], mindspore.float32)
y = Tensor([3.0, 4.0], mindspore.float32)
for jac in (jacfwd, jacrev):
    print(jac(mul)(x, y))
    print(jac(mul, 1)(x, y))
    print(jac(mul, (0, 1))(x, y))
    print(jac(pair, 0, has_aux=True)(x, y))
    print(jac(multi)(x))
    print(jac(total)(x, y))
print(jacfwd(jacrev(ssum))(x))
print(jacrev(jacrev(ssum))(x))
