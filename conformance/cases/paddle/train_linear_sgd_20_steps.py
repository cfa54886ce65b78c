# a 20-step training loop (Linear + MSELoss + SGD) from numpy initial weights: printed losses match
import numpy as np
import paddle

rng = np.random.RandomState(0)
x = paddle.to_tensor(rng.rand(16, 3).astype("float32"))
true_w = np.array([[2.0], [-1.0], [0.5]], dtype="float32")
y = paddle.to_tensor(x.numpy() @ true_w + 0.3)
model = paddle.nn.Linear(3, 1)
model.weight.set_value(rng.rand(3, 1).astype("float32"))
model.bias.set_value(np.zeros([1], dtype="float32"))
loss_fn = paddle.nn.MSELoss()
opt = paddle.optimizer.SGD(learning_rate=0.1, parameters=model.parameters())
for step in range(20):
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    opt.clear_grad()
    print(step, f"{loss.item():.6f}")
print(model.weight.numpy().round(4).tolist(), model.bias.numpy().round(4).tolist())
