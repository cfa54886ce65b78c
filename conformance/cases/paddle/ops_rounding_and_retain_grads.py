# float32 log/sqrt correctly rounded as paddle's; retain_grads on an intermediate; cross_entropy label_smoothing error, soft labels
import numpy as np
import paddle

print(paddle.sqrt(paddle.to_tensor([0.1, 0.2, 0.3, 0.4])))
print(paddle.log(paddle.to_tensor([[2.0, 3.0, 4.0], [7.0, 8.0, 9.0]])))
x = paddle.to_tensor([2.0, 3.0], stop_gradient=False)
y = x * x
y.retain_grads()
(y * 3).sum().backward()
print(y.grad)
print(x.grad)
logits = paddle.to_tensor(np.array([[1.0, 2.0, 0.5], [0.1, 0.2, 3.0]], dtype="float64"))
try:
    paddle.nn.functional.cross_entropy(logits, paddle.to_tensor([[1], [2]]), label_smoothing=0.1)
except RuntimeError as error:
    print(type(error).__name__, str(error).splitlines()[0])
soft = paddle.to_tensor(np.array([[0.2, 0.5, 0.3], [0.1, 0.1, 0.8]], dtype="float64"))
print(paddle.nn.functional.cross_entropy(logits, soft, soft_label=True))
