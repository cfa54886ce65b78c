# softmax of a 0-d tensor (1.0) and along the rows of small float32 tensors (paddle's AVX vec_sum order: 3, 8, 10 and 19 classes), with the gradient through cross_entropy
import numpy as np
import paddle

print(paddle.nn.functional.softmax(paddle.to_tensor(2.0)))
rng = np.random.RandomState(4)
for classes in (3, 8, 10, 19):
    x = paddle.to_tensor((rng.standard_normal((3, classes)) * 5).astype("float32"), stop_gradient=False)
    y = paddle.nn.functional.softmax(x)
    print(classes, y.numpy().view("uint32").tolist())
    loss = paddle.nn.functional.cross_entropy(x, paddle.to_tensor(np.array([0, classes - 1, 1])))
    loss.backward()
    print(float(loss), x.grad.numpy().view("uint32").tolist())
