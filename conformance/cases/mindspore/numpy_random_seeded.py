# mindspore.numpy rand/randn/randint under set_seed: MindSpore's UniformReal/StandardNormal/UniformInt primitives seeded with the global seed as op seed, bit for bit; shapes, dtypes, the op-seed sequence, set_seed restarting it, the primitives' own streams and the argument errors
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import ops, Tensor

ms.set_seed(1)
print(mnp.rand((2, 3)))
print(mnp.rand((2, 3)))  # the op seed moves on: other values
print(mnp.randn(2, 3))
print(mnp.randn([5]))
print(mnp.randint(1, 10, (2, 3)))
print(mnp.randint(5))
print(mnp.randint(-4, 4, [7]))
print(mnp.rand(3, dtype=ms.float16), mnp.randn(2, dtype="float64"))
print(mnp.rand().shape, mnp.randn().dtype, mnp.randint(3, shape=Tensor([2, 2])).shape)
ms.set_seed(1)  # set_seed starts the sequence again
print(mnp.rand((2, 3)))
ms.set_seed(20)
print(mnp.randn(7))
ms.set_seed(0)
print(mnp.rand(4))
# the primitives keep their engine: a second call continues the stream
uniform_real = ops.UniformReal(seed=3, seed2=4)
print(uniform_real((3,)), uniform_real((3,)))
normal = ops.StandardNormal(seed=3, seed2=4)
print(normal((3,)), normal((3,)))
i32 = lambda value: Tensor(value, ms.int32)
uniform_int = ops.UniformInt(seed=10)
print(uniform_int((4,), i32(0), i32(100)), uniform_int((4,), i32(-5), i32(5)))
# each output shape has its own kernel: a new shape starts from the seed, an old one continues its stream
print(uniform_int((2, 2), i32(0), i32(100)), uniform_int((2,), i32(0), i32(100)), uniform_int((4,), i32(0), i32(100)))
print(uniform_real((2,)), uniform_real((3,)), ops.UniformReal(seed=3, seed2=4)((3,)))
print(normal((5,)), normal((3,)))
bad = [
    lambda: mnp.rand((2, 3), dtype=ms.int32),
    lambda: mnp.randn(2, dtype="int8"),
    lambda: mnp.rand(2.5),
    lambda: mnp.rand(2, 3.0),
    lambda: mnp.randint(1.5, 3),
    lambda: mnp.randint(0),
    lambda: mnp.randint(5, 3),
    lambda: mnp.randint(1, 3.0),
    lambda: mnp.randint(1, 3, dtype=ms.float32),
    lambda: mnp.randint(1, 3, dtype="uint8"),
    lambda: mnp.randint(1, 3, (2, -1)),
    lambda: mnp.randint(1, 3, 2.0),
    lambda: mnp.randint(3, 9, 4, dtype="int8"),
    lambda: mnp.randint(3, 9, 4, dtype=ms.int64),
    lambda: ops.UniformReal(seed=-1),
    lambda: ops.StandardNormal(seed2=1.5),
    lambda: ops.UniformReal(seed=True),
    lambda: ops.StandardNormal(seed=2, seed2=-3),
    lambda: uniform_int((2,), 0, i32(5)),
    lambda: uniform_int((2,), i32(0), 7.5),
    lambda: uniform_int((2,), i32(0), Tensor(5, ms.int64)),
    lambda: print(uniform_int((2,), i32(5), i32(5))),  # the kernel's error comes when the output is read
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
