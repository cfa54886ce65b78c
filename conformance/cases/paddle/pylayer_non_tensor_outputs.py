# PyLayer.forward may return non-Tensor values among its outputs: backward gets one gradient per Tensor output
import paddle
from paddle.autograd import PyLayer


class Mixed(PyLayer):
    @staticmethod
    def forward(ctx, x, scale, label="s"):
        ctx.scale = scale
        return x * scale, 5, None, label, x * 3

    @staticmethod
    def backward(ctx, g1, g2):
        print("backward got", g1.numpy(), g2.numpy())
        return g1 * ctx.scale + g2 * 3


x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
out = Mixed.apply(x, 2.0, label="tag")
print([type(v).__name__ for v in out], out[1], out[2], out[3])
(out[0] + out[4]).sum().backward()
print(x.grad)
(gx,) = paddle.grad(Mixed.apply(x, 1.0)[4].sum(), x)
print(gx)


class Partial(PyLayer):
    @staticmethod
    def forward(ctx, x):
        a, b = x * 2, x * 3
        ctx.mark_non_differentiable(b)
        return a, 1, b

    @staticmethod
    def backward(ctx, ga, gb):
        print("zeros for the non-differentiable output:", gb.numpy())
        return ga * 2


x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
a, one, b = Partial.apply(x)
print(b.stop_gradient)
(a + b).sum().backward()
print(x.grad)
