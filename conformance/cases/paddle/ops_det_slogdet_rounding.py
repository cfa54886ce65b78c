# paddle.linalg.det / slogdet / inverse: paddle's CPU values and gradients (Eigen's pivoted LU, libm log), paddle's errors
import numpy as np
import paddle

values = np.sin(np.arange(1, 4 * 6 * 6 + 1) * 0.37).reshape(4, 6, 6) * 3
x = paddle.to_tensor(values.astype("float32"))
print(paddle.linalg.det(x))
print(paddle.linalg.slogdet(x))
print(paddle.linalg.det(paddle.to_tensor(values[:, :4, :4])))
print(paddle.linalg.slogdet(paddle.to_tensor(values[0, :3, :3])))
print(paddle.linalg.slogdet(paddle.to_tensor([[1.0, 2.0], [0.5, 1.0]])))
print(paddle.linalg.det(paddle.zeros([0, 0])), paddle.linalg.det(paddle.ones([3])))

m = paddle.to_tensor([[1.5, -0.5, 2.0], [0.25, 3.0, -1.0], [2.0, 0.5, 0.75]], stop_gradient=False)
d = paddle.linalg.det(m)
d.backward()
print(d, m.grad)
m.clear_grad()
paddle.linalg.slogdet(m).sum().backward()
print(m.grad)
print(paddle.inverse(m), paddle.linalg.inv(paddle.to_tensor(values[:2, :5, :5])))
singular = paddle.to_tensor([[[2.0, 4.0], [1.0, 2.0]], [[3.0, 1.0], [1.0, 1.0]]], stop_gradient=False)
paddle.linalg.det(singular).sum().backward()
print(singular.grad)
singular.clear_grad()
paddle.linalg.slogdet(singular)[1].sum().backward()
print(singular.grad)
try:
    paddle.inverse(singular[0])
except ValueError as e:
    print(type(e).__name__, e)


for bad in (paddle.ones([2, 3]), paddle.ones([2, 2], dtype="int32"), paddle.ones([4])):
    for op in (paddle.linalg.det, paddle.linalg.slogdet):
        try:
            print(op(bad))
        except (ValueError, RuntimeError) as e:
            print(type(e).__name__, e)
a = paddle.to_tensor((np.sqrt(np.arange(27) * 1.7 + 1) * np.cos(np.arange(27) ** 2)).reshape(3, 3, 3).astype("float32"), stop_gradient=False)
(paddle.inverse(a) * paddle.to_tensor(values[1:4, :3, :3].astype("float32"))).sum().backward()
print(a.grad)
for op in (paddle.inverse, paddle.linalg.det, paddle.linalg.slogdet):
    try:
        paddle.grad(op(a).sum(), a, create_graph=True)
    except RuntimeError as e:
        print(type(e).__name__, e)
