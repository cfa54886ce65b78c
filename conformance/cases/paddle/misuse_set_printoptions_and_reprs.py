# misuse: set_printoptions with non-int values; reprs of Jacobian and optimizer objects (addresses normalised)
import paddle

for options in [dict(precision="a"), dict(threshold=2.5)]:
    try:
        paddle.set_printoptions(**options)
    except RuntimeError as error:
        print(type(error).__name__, str(error).splitlines()[0])
paddle.set_printoptions(precision=8, threshold=1000)
print(paddle.to_tensor([0.5, 1.0]))
x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
print(paddle.autograd.jacobian(x * x, x))
print(paddle.autograd.hessian((x * x).sum(), x))
print(paddle.optimizer.SGD(parameters=[x]))
print(paddle.optimizer.Adam(parameters=[x]))
