# paddle.autograd.backward with several tensors and grad_tensors with None
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

x = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]], stop_gradient=False)
z1 = paddle.matmul(x, x)
z2 = x * 2
g = paddle.to_tensor([[1.0, 0.0], [0.0, 1.0]])
paddle.autograd.backward([z1, z2], [g, None], True)
print(x.grad)
x.clear_grad()
paddle.autograd.backward([z1, z2])
print(x.grad)
