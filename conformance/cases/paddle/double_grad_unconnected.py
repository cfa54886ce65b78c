# A gradient whose own derivative is structurally zero (abs's is sign(x) * dout): paddle's graph has no edge back
# to x, so paddle.grad raises its "does not appear" error (None with allow_unused) and backward leaves no grad
import paddle

a = paddle.to_tensor([1.0, -2.0, 3.0], stop_gradient=False)
(ga,) = paddle.grad(a.abs().sum(), a, create_graph=True)
print(ga, ga.stop_gradient)
try:
    paddle.grad(ga.sum(), a)
except ValueError as error:
    print("ValueError:", str(error).splitlines()[0])
print(paddle.grad(ga.sum(), a, allow_unused=True))
ga.sum().backward()
print(a.grad)
b = paddle.to_tensor([1.0, -2.0], stop_gradient=False)
(b * 3).sum().backward()
(gb,) = paddle.grad(b.abs().sum(), b, create_graph=True)
gb.sum().backward()
print(b.grad)
