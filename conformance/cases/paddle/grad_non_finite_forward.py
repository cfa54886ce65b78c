# paddle.grad where a forward value is nan or +-inf: log of 0 and of negatives (a nan forward keeps the finite 1/x), exp overflowing and below -88, a product inf * 0, second order
import paddle

x = paddle.to_tensor([-1.0, 0.0, -0.0, float("inf"), 2.0, -200.0, 100.0, float("nan")], stop_gradient=False)
for name in ["log", "exp", "log1p", "sqrt", "tanh"]:
    y = getattr(paddle, name)(x)
    (g,) = paddle.grad([y], [x])
    print(name, y.numpy().tolist())
    print(name, "grad", g.numpy().tolist())

a = paddle.to_tensor([float("inf"), 2.0, 0.0, -3.0], stop_gradient=False)
b = paddle.to_tensor([0.0, float("inf"), float("-inf"), 1.0], stop_gradient=False)
ga, gb = paddle.grad([a * b], [a, b])
print("mul", (a * b).numpy().tolist(), ga.numpy().tolist(), gb.numpy().tolist())

(g,) = paddle.grad([paddle.log(x).sum()], [x], create_graph=True)
(gg,) = paddle.grad([g.sum()], [x])
print("log second order", g.numpy().tolist(), gg.numpy().tolist())
(g,) = paddle.grad([paddle.exp(x).sum()], [x], create_graph=True)
(gg,) = paddle.grad([g.sum()], [x])
print("exp second order", g.numpy().tolist(), gg.numpy().tolist())
