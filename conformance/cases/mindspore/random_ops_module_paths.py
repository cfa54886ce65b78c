# MindSpore's random ops under their module paths: operations.Dropout/StandardNormal/UniformReal/UniformInt, composite.multinomial/normal/uniform, functional.standard_normal/rand/dropout..., seeded values
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P

ms.set_seed(5)
print(P.Dropout(keep_prob=0.5, Seed0=1, Seed1=2)(Tensor(np.ones((2, 3), np.float32))))  # Seed0=Seed1=0 draws from the device: unseeded
print(P.StandardNormal(3, 4)((2, 2)))
print(P.UniformReal(seed=2)((3,)))
print(P.UniformInt(seed=7)((4,), Tensor(1, ms.int32), Tensor(9, ms.int32)))
print(C.multinomial(Tensor(np.array([0.9, 0.2], np.float32)), 4, True, 20))
print(C.normal((2,), Tensor(0.0), Tensor(1.0), seed=3))
print(C.uniform((2,), Tensor(0.0), Tensor(2.0), seed=4))
print(F.standard_normal((3,), 10))
print(F.rand(2, 2, seed=1), F.randint(0, 5, (3,), seed=2))
print(F.dropout(Tensor(np.ones(4, np.float32)), p=0.5, seed=3))
print(C.multinomial is F.multinomial, C.uniform is F.uniform, P.Dropout is ms.ops.Dropout)
