# paddle.Model prepare/fit/evaluate/predict: ProgBarLogger output at verbose 0/1/2 and log_freq, eval_data, metrics, batch_size pairs, drop_last, num_iters, stack_outputs, train_batch/eval_batch/predict_batch
import numpy as np
import paddle
from paddle.io import DataLoader, Dataset

paddle.seed(1)
np.random.seed(1)


class Points(Dataset):
    def __init__(self, n):
        self.x = np.random.rand(n, 4).astype("float32")
        self.y = np.random.randint(0, 3, [n, 1]).astype("int64")

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


net = paddle.nn.Sequential(paddle.nn.Linear(4, 8), paddle.nn.ReLU(), paddle.nn.Linear(8, 3))
model = paddle.Model(net)
model.prepare(paddle.optimizer.Adam(0.01, parameters=model.parameters()), paddle.nn.CrossEntropyLoss(),
              paddle.metric.Accuracy(topk=(1, 2)))
model.fit(Points(20), Points(8), batch_size=4, epochs=2, verbose=1, log_freq=2)
model.fit(Points(20), batch_size=[8, 4], epochs=1, verbose=2, log_freq=1, drop_last=True)
model.fit(Points(20), epochs=3, batch_size=6, verbose=2, num_iters=5)
print(model.evaluate(Points(8), batch_size=4, verbose=0))
print(model.evaluate(DataLoader(Points(8), batch_size=3), verbose=2, log_freq=1))
out = model.predict(Points(5), batch_size=2, verbose=0)
print(type(out).__name__, len(out), [o.shape for o in out[0]], out[0][0].dtype)
out = model.predict(Points(5), batch_size=2, stack_outputs=True)
print(out[0].shape, out[0].round(4).tolist()[0])
x = np.random.rand(3, 4).astype("float32")
y = np.array([[0], [1], [2]], dtype="int64")
print(model.train_batch([x], [y]))
print(model.eval_batch([x], [y]))
print([a.round(4).tolist() for a in model.predict_batch([x])])
plain = paddle.Model(paddle.nn.Linear(4, 3))
plain.prepare(paddle.optimizer.SGD(0.1, parameters=plain.parameters()), paddle.nn.CrossEntropyLoss())
print(plain.train_batch([x], [y]), plain.eval_batch([x], [y]))
plain.fit(Points(6), batch_size=3, epochs=1, verbose=0)
print(plain.evaluate(Points(6), batch_size=3, verbose=0))
metric_only = paddle.Model(net)
metric_only.prepare(metrics=paddle.metric.Accuracy())
print(metric_only.eval_batch([x], [y]), metric_only.evaluate(Points(4), batch_size=2, verbose=0))
