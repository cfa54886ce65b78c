# known difference: set_grad_in_dtype_consistent(False) lets a PyLayer receive a gradient of another dtype; torch casts
import paddle
from paddle.autograd import PyLayer

seen = []


class Keep(PyLayer):
    @staticmethod
    def forward(ctx, x):
        ctx.set_grad_in_dtype_consistent(False)
        return x * 1

    @staticmethod
    def backward(ctx, dy):
        seen.append(dy.dtype)
        return dy


class Half(PyLayer):
    @staticmethod
    def forward(ctx, x):
        return x * 1

    @staticmethod
    def backward(ctx, dy):
        return paddle.cast(dy, paddle.float16)


x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
Half.apply(Keep.apply(x)).sum().backward()
print(seen)
