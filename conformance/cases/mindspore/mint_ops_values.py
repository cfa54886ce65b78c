# mint's torch-style ops: values (full float32 bits), dim/keepdim spellings, gradients, and CPU kernel failures.
import numpy as np
import mindspore as ms
from mindspore import mint, ops

np.random.seed(3)
x = ms.Tensor(np.random.uniform(-2, 2, (3, 4)).astype(np.float32))
y = ms.Tensor(np.random.uniform(-2, 2, (3, 4)).astype(np.float32))
p = ms.Tensor(np.random.uniform(0.1, 3, (3, 4)).astype(np.float32))
for name in ["exp", "tanh", "sigmoid", "sin", "cos", "erf", "expm1", "atanh", "sinc", "neg", "floor", "square"]:
    arg = x / 2.5 if name == "atanh" else x
    print(name, getattr(mint, name)(arg).asnumpy().tolist())
for name in ["log", "log1p", "sqrt", "rsqrt", "reciprocal"]:
    print(name, getattr(mint, name)(p).asnumpy().tolist())
print("add", mint.add(x, y, alpha=2).asnumpy().tolist())
print("sub", mint.sub(x, y).asnumpy().tolist())
print("mul", mint.mul(x, y).asnumpy().tolist())
print("maximum", mint.maximum(x, y).asnumpy().tolist(), mint.minimum(x, y).asnumpy().tolist())
print("sum", mint.sum(x, dim=1, keepdim=True).asnumpy().tolist(), mint.sum(x).asnumpy().tolist())
print("mean", mint.mean(x, dim=0).asnumpy().tolist(), mint.mean(x).asnumpy().tolist())
print("prod", mint.prod(x, dim=1).asnumpy().tolist())
print("amax", mint.amax(x, dim=0, keepdim=True).asnumpy().tolist(), mint.amin(x, dim=1).asnumpy().tolist())
m = mint.max(x, dim=1)
print("max", m[0].asnumpy().tolist(), m[1].asnumpy().tolist(), mint.max(x).asnumpy().tolist())
print("all", mint.all(x > -2), mint.any(x > 1, dim=1), mint.allclose(x, x))
print("matmul", mint.matmul(x, mint.transpose(y, 0, 1)).shape)
print("cat", mint.cat([x, y], dim=1).shape, [t.shape for t in mint.split(x, 2, dim=1)], len(mint.chunk(x, 3, dim=0)))
print("permute", mint.permute(x, (1, 0)).shape, mint.unsqueeze(x, 1).shape, mint.flatten(x).shape)
print("cumprod", mint.cumprod(x, 1).asnumpy().tolist())
print("cross", mint.cross(x[:, :3], y[:, :3], dim=1).asnumpy().tolist())
print("where", mint.where(x > 0, x, y).asnumpy().tolist())
print("clamp", mint.clamp(x, -1, 1).asnumpy().tolist())
print("glu", mint.nn.functional.glu(x).asnumpy().tolist(), ops.glu(x).asnumpy().tolist())
print("softmax", mint.nn.functional.softmax(x, dim=1).asnumpy().tolist())
print("silu", mint.nn.functional.silu(x).asnumpy().tolist(), mint.nn.SiLU()(x).asnumpy().tolist())
print(mint.nn.Tanh()(x), mint.nn.Sigmoid()(x).dtype, mint.nn.Flatten()(x).shape)


def f(a, b):
    return mint.sum(mint.tanh(a) * mint.exp(b) + mint.sigmoid(a * b), dim=1).sum()


ga, gb = ms.grad(f, grad_position=(0, 1))(x, y)
print("grad", ga.asnumpy().tolist(), gb.asnumpy().tolist())
print("grad glu", ms.grad(lambda a: mint.nn.functional.glu(a).sum())(x).asnumpy().tolist())
out = mint.dot(x[0], y[0])  # MindSpore 2.10 has no CPU Dot kernel: the next read fails
try:
    print(x)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
print(x.shape)
