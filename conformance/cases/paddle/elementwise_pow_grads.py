# ElementwisePow (a tensor to a tensor power, and a number to one) and its grad functors under a random dout:
# dx = dout * (y * powf(x, y - 1)), dy = dout * (logf(x) * powf(x, y)), with their +0 at y == 0 and at x == 0 for
# y >= 0, on random pairs, an edge grid, broadcast operands (summed in paddle's order); no double grad
import numpy as np
import paddle

rng = np.random.RandomState(7)


def checksum(t):
    return int(t.numpy().view(np.uint32).astype(np.int64).sum())


x = paddle.to_tensor(rng.uniform(0.01, 6, 3000).astype(np.float32), stop_gradient=False)
y = paddle.to_tensor(rng.uniform(-4, 4, 3000).astype(np.float32), stop_gradient=False)
dout = paddle.to_tensor(rng.randn(3000).astype(np.float32))
for name, f in (("paddle.pow", paddle.pow), ("**", lambda a, b: a ** b), ("Tensor.pow", lambda a, b: a.pow(b))):
    out = f(x, y)
    gx, gy = paddle.grad((out * dout).sum(), [x, y])
    print(name, checksum(out), checksum(gx), checksum(gy))

edges = np.array([0.0, -0.0, 1.0, -1.0, 2.0, -2.0, np.inf, -np.inf, np.nan, 0.5, 3.0, -0.5], np.float32)
grid_x, grid_y = np.meshgrid(edges, edges, indexing="ij")
ex = paddle.to_tensor(grid_x.ravel().copy(), stop_gradient=False)
ey = paddle.to_tensor(grid_y.ravel().copy(), stop_gradient=False)
gx, gy = paddle.grad((paddle.pow(ex, ey) * -1.5).sum(), [ex, ey])
print(gx.numpy().tolist())
print(gy.numpy().tolist())

a = paddle.to_tensor(rng.uniform(0.1, 3, (37, 29)).astype(np.float32), stop_gradient=False)
b = paddle.to_tensor(rng.uniform(-2, 2, (29,)).astype(np.float32), stop_gradient=False)
wide = paddle.to_tensor(rng.randn(37, 29).astype(np.float32))
ga, gb = paddle.grad(((a ** b) * wide).sum(), [a, b])
print("broadcast exponent", checksum(ga), checksum(gb))
ga, gb = paddle.grad((paddle.pow(b.abs(), a) * wide).sum(), [a, b])
print("broadcast base", checksum(ga), checksum(gb))

z = paddle.to_tensor(np.array([0.5, -1.25, 2.0, 0.0, 3.5], np.float32), stop_gradient=False)
print((2.0 ** z).numpy(), paddle.grad((2.0 ** z).sum(), z)[0].numpy())
w = paddle.to_tensor(np.array([0.5, 1.25, 2.0, 3.0, 0.75], np.float32), stop_gradient=False)
try:
    paddle.grad(paddle.pow(w, z).sum(), [w], create_graph=True)
except RuntimeError as error:
    print("RuntimeError:", str(error).splitlines()[0])
