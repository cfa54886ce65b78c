# Tensor.set_value: numpy or Tensor sources, returns None, and paddle's type/shape/dtype assertions
import numpy as np
import paddle

lin = paddle.nn.Linear(3, 2)
lin.weight.set_value(np.arange(6, dtype="float32").reshape(3, 2))
lin.bias.set_value(paddle.to_tensor([0.5, -0.5]))
print(lin(paddle.ones([1, 3])))
print(lin.weight.stop_gradient, lin.weight.persistable)

v = paddle.to_tensor([[1, 2], [3, 4]])
print(v.set_value(np.array([[5, 6], [7, 8]])), v)
print(v.set_value(v))
for bad in [np.zeros([4], dtype="int64"), np.zeros([2, 2], dtype="int32"), paddle.zeros([2, 2]),
            [[1, 2], [3, 4]], (1, 2), 7, "abc", "ab", {"k": 1}]:
    try:
        v.set_value(bad)
        print("accepted", type(bad).__name__)
    except (AssertionError, TypeError) as e:
        print(type(e).__name__, repr(str(e)).replace(v.name, "NAME"))
x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
y = x * 3
y.set_value(np.array([9.0, 9.0], dtype="float32"))
y.sum().backward()
print(y, x.grad)
