# optimizer.minimize after backward, functional mse_loss, create_parameter weights
import numpy as np
import paddle

rng = np.random.RandomState(2)
w = paddle.create_parameter([2, 1], "float32", default_initializer=paddle.nn.initializer.Assign(np.array([[0.1], [0.2]], dtype="float32")))
x = paddle.to_tensor(rng.rand(8, 2).astype("float32"))
y = paddle.to_tensor(rng.rand(8, 1).astype("float32"))
opt = paddle.optimizer.SGD(learning_rate=0.5, parameters=[w])
for step in range(5):
    loss = paddle.nn.functional.mse_loss(paddle.matmul(x, w), y)
    loss.backward()
    opt.minimize(loss)
    w.clear_grad()
    print(step, f"{float(loss):.6f}")
print(opt.get_lr())
