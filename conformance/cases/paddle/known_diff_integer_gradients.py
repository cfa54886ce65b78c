# known difference: paddle differentiates through integer tensors given stop_gradient=False; torch's autograd refuses them
import paddle

i = paddle.to_tensor([1, 2, 3])
i.stop_gradient = False
print(paddle.grad((i * 2).sum(), i))
k = paddle.to_tensor([1, 2], dtype="int64")
k.stop_gradient = False
try:
    (k * 3).backward()
except NotImplementedError as error:
    print(type(error).__name__, str(error).splitlines()[0])
x = paddle.to_tensor([1.5, 2.5], stop_gradient=False)
print(paddle.cast(x, "int64").stop_gradient)
