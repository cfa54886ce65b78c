# paddle 3's torch-style parameter names on functions, Tensor methods, nn.functional and linalg
import numpy as np
import paddle
import paddle.nn.functional as F

x = paddle.to_tensor(np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5)
y = paddle.to_tensor(np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4))
calls = {
    "add": lambda: paddle.add(input=x, other=y),
    "subtract": lambda: paddle.subtract(x, other=y),
    "divide": lambda: paddle.divide(input=x, other=y + 3),
    "Tensor.add": lambda: x.add(other=y),
    "mean dim": lambda: paddle.mean(x, dim=1),
    "mean input dim": lambda: paddle.mean(input=x, dim=0),
    "Tensor.mean": lambda: x.mean(dim=0),
    "prod": lambda: paddle.prod(x, dim=1),
    "var": lambda: paddle.var(input=x, dim=1),
    "cumsum": lambda: paddle.cumsum(x, dim=1),
    "Tensor.cumsum": lambda: x.cumsum(dim=0),
    "argsort": lambda: paddle.argsort(input=x, dim=0),
    "squeeze": lambda: paddle.squeeze(input=x.unsqueeze(0), dim=0),
    "unsqueeze": lambda: paddle.unsqueeze(input=x, dim=1).shape,
    "flatten": lambda: paddle.flatten(input=x.unsqueeze(0), start_dim=1, end_dim=2).shape,
    "tile": lambda: paddle.tile(input=x, dims=[1, 2]).shape,
    "topk": lambda: paddle.topk(input=x, k=2, dim=1),
    "chunk": lambda: [t.shape for t in paddle.chunk(input=x, chunks=2, dim=1)],
    "unbind": lambda: len(paddle.unbind(input=x, dim=0)),
    "stack": lambda: paddle.stack(tensors=[x, y], dim=1).shape,
    "concat": lambda: paddle.concat(tensors=[x, y], dim=1).shape,
    "where": lambda: paddle.where(x > 0, input=x, other=y),
    "pow": lambda: paddle.pow(input=x, exponent=2.0),
    "clip": lambda: paddle.clip(input=x, min=-1.0, max=1.0),
    "equal": lambda: paddle.equal(input=x, other=x),
    "outer": lambda: paddle.outer(input=x[0], vec2=y[0]).shape,
    "take_along_axis": lambda: paddle.take_along_axis(input=x, indices=paddle.zeros([3, 1], "int64"), dim=1),
    "full": lambda: paddle.full(size=[2, 2], fill_value=3.0),
    "zeros_like": lambda: paddle.zeros_like(input=x).shape,
    "eye": lambda: paddle.eye(n=2, m=3),
    "linspace": lambda: paddle.linspace(0, 1, steps=5),
    "linalg.norm": lambda: paddle.linalg.norm(x, ord=2, dim=1),
    "norm": lambda: paddle.norm(input=x, dim=1),
    "F.silu": lambda: F.silu(input=x),
    "F.softshrink": lambda: F.softshrink(x, lambd=0.5),
    "F.hardshrink": lambda: F.hardshrink(input=x, lambd=2.0),
    "F.normalize": lambda: F.normalize(x, dim=1, eps=1e-6),
    "F.one_hot": lambda: F.one_hot(input=paddle.to_tensor([0, 2]), num_classes=3),
    "F.dropout": lambda: F.dropout(input=x, p=0.0),
    "F.pad": lambda: F.pad(input=x.unsqueeze(0), pad=[1, 1]).shape,
    "F.layer_norm": lambda: F.layer_norm(input=x, normalized_shape=[4], eps=1e-5),
    "F.cross_entropy": lambda: F.cross_entropy(x, target=paddle.to_tensor([0, 1, 2])),
    "F.adaptive_avg_pool1d": lambda: F.adaptive_avg_pool1d(input=x.unsqueeze(0), output_size=2),
    "is_tensor": lambda: paddle.is_tensor(obj=x),
    "both names": lambda: paddle.add(x, y, input=x),
}
for name, call in calls.items():
    try:
        print(name, call())
    except Exception as error:
        print(name, type(error).__name__, str(error).splitlines()[0][:150])

# HardShrink keeps x at +-threshold and gives -0 for a zeroed negative; topk's result is a named pair
v = np.array([-3.0, -2.0, -1.5, -0.0, 0.0, 1.5, 2.0, 3.0, np.nan, np.inf, -np.inf], np.float32)
h = paddle.to_tensor(v, stop_gradient=False)
y = F.hardshrink(h, 2.0)
g = paddle.grad((y * paddle.to_tensor(np.full(11, -1.5, np.float32))).sum(), h)[0]
print(y.numpy().tolist()); print(g.numpy().tolist())
print(paddle.nn.Hardshrink(2.0)(h).numpy().tolist())
t = paddle.topk(h[:8], 2)
print(type(t).__name__, t.values.numpy().tolist(), t[1].numpy().tolist())
z = paddle.to_tensor(np.array([0.5, -0.5, 0.49999997, -0.49999997, 0.50000006, 0.3, -0.3], np.float32))
print(F.hardshrink(z).numpy().tolist(), F.hardshrink(z, 0.3).numpy().tolist())
