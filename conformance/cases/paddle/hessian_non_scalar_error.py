# paddle.autograd.hessian of a non-scalar output raises ValueError at once (a scalar one works)
import paddle

z = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
for label, ys in [("vector", z * z), ("2x1", paddle.reshape(z * z, [2, 1]))]:
    try:
        paddle.autograd.hessian(ys, z)
    except ValueError as error:
        print(label, type(error).__name__, error)
    try:
        paddle.autograd.hessian(ys, [z, z])
    except ValueError as error:
        print(label, "list", type(error).__name__, error)
print(paddle.autograd.hessian((z * z * z).sum(), z)[:])
print(paddle.autograd.hessian(paddle.reshape((z * z).sum(), [1]), z)[:])
