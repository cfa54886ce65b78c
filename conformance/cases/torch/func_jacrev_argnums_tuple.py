# torch.func.jacrev: Jacobian shapes for int and tuple argnums, tuple outputs, has_aux and chunk_size
import torch
from torch.func import jacrev


def f(x, y):
    return x.sin() * y.sum()


x = torch.tensor([0.0, 1.0, 2.0])
y = torch.tensor([1.0, 2.0])
j = jacrev(f)(x, y)
print(type(j).__name__, j.shape)
print(j)
j = jacrev(f, argnums=(0, 1))(x, y)
print(type(j).__name__, [t.shape for t in j])
print(j[1])
j = jacrev(f, argnums=1)(x, y)
print(j)
j = jacrev(lambda a: (a * 2, a.sum()))(x)
print(type(j).__name__, j)
j, aux = jacrev(lambda a: (a ** 2, a.mean()), has_aux=True)(x)
print(j, aux)
print(jacrev(f, chunk_size=1)(x, y))
print(jacrev(lambda d: d["a"] * d["b"])({"a": torch.tensor([1.0, 2.0]), "b": torch.tensor([3.0, 4.0])}))
