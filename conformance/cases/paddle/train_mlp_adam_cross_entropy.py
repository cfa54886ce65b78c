# 20 steps of an MLP (Linear-ReLU-Linear) with CrossEntropyLoss and Adam, numpy initial weights (losses to 4 decimals: paddle softmax is ulps off)
import numpy as np
import paddle

rng = np.random.RandomState(1)
x = paddle.to_tensor(rng.randn(12, 4).astype("float32"))
labels = paddle.to_tensor(rng.randint(0, 3, size=(12, 1)).astype("int64"))
model = paddle.nn.Sequential(paddle.nn.Linear(4, 8), paddle.nn.ReLU(), paddle.nn.Linear(8, 3))
for p in model.parameters():
    p.set_value((rng.randn(*p.shape) * 0.5).astype("float32"))
loss_fn = paddle.nn.CrossEntropyLoss()
opt = paddle.optimizer.Adam(learning_rate=0.01, parameters=model.parameters())
for step in range(20):
    loss = loss_fn(model(x), labels)
    loss.backward()
    opt.step()
    opt.clear_grad()
    print(step, f"{loss.item():.4f}")
