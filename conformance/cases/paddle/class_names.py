# classes print as paddle names them: paddle.Tensor, EagerParamBase, paddle.dtype, the grad-mode classes
import paddle

t = paddle.to_tensor([1.0])
layer = paddle.nn.Linear(2, 2)
print(type(t), paddle.Tensor, type(t).__name__, paddle.Tensor.__module__)
print(type(layer.weight), type(layer.weight).__name__, type(layer.weight).__module__)
print(type(paddle.float32), type(t.dtype))
print(paddle.no_grad, paddle.enable_grad, paddle.set_grad_enabled)
print(type(paddle.no_grad()).__name__, isinstance(layer.weight, paddle.Tensor))
try:
    t.clear_grad(False)
except TypeError as error:
    print(error)
try:
    t.clear_grad(set_to_zero=False)
except TypeError as error:
    print(error)
