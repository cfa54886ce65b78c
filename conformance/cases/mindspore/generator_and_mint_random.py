# mindspore.Generator and the default generator (manual_seed, seed, initial_seed, get/set state as 16 UInt8 bytes, misuse), and mint's random ops on the CPU: each moves its generator's offset by 12, then fails asynchronously for want of a kernel (the in-place ones keep a readable shape)
import mindspore as ms
from mindspore import mint, Tensor


def attempt(call):
    try:
        out = call()
        print("->", None if out is None else out)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


g = ms.Generator()
print(g.initial_seed(), g.get_state())
print(g.manual_seed(7) is g, g.initial_seed())
saved = g.get_state()
print(type(saved), saved.dtype, saved.shape)
out = mint.rand(2, 3, generator=g)
print(out.shape, out.dtype)
attempt(lambda: out.asnumpy())
print(g.get_state())
g.set_state(saved)
print(g.get_state(), g.initial_seed())
print(g.manual_seed(-3).get_state())
attempt(lambda: g.manual_seed(1.5))
attempt(lambda: g.manual_seed("a"))
attempt(lambda: g.manual_seed(2**64))
attempt(lambda: g.set_state(Tensor([1, 2])))
attempt(lambda: g.set_state([1, 2]))
attempt(lambda: mint.rand(2, generator=3))
new_seed = g.seed()
print(type(new_seed), g.initial_seed() == new_seed, g.get_state()[8:])
ms.manual_seed(5)
ms.set_seed(11)  # set_seed leaves the generators alone
print(ms.initial_seed(), ms.get_rng_state())
ms.set_rng_state(g.get_state())
print(ms.initial_seed() == new_seed)
ms.manual_seed(5)
calls = [
    ("rand", lambda: mint.rand(2, 3)),
    ("randn", lambda: mint.randn((4,))),
    ("randint", lambda: mint.randint(0, 10, (2, 3))),
    ("randint high", lambda: mint.randint(10, (3,))),
    ("rand_like", lambda: mint.rand_like(Tensor([1.0, 2.0]))),
    ("randn_like", lambda: mint.randn_like(Tensor([[1.0, 2.0]]))),
    ("randint_like", lambda: mint.randint_like(Tensor([1, 2]), 0, 5)),
    ("randperm", lambda: mint.randperm(6)),
    ("randperm -1", lambda: mint.randperm(-1)),
    ("normal floats", lambda: mint.normal(0.0, 1.0, (3,))),
    ("normal tensors", lambda: mint.normal(Tensor([0.0, 1.0]), Tensor([1.0, 2.0]))),
    ("bernoulli", lambda: mint.bernoulli(Tensor([0.5, 0.5, 0.2]))),
    ("multinomial", lambda: mint.multinomial(Tensor([0.2, 0.5, 0.3]), 2)),
]
for name, call in calls:
    out = call()
    try:
        print(name, out.shape, out.dtype)
    except Exception as e:
        print(name, "shape:", type(e).__name__, str(e).splitlines()[0])
    attempt(lambda: out.asnumpy())
    attempt(lambda: ms.get_rng_state()[8:])
