# program: paddle.metric Precision/Recall/Auc API examples (standalone update/accumulate on random predictions, then Precision and Recall inside paddle.Model on a binary task with a sigmoid output); the examples' BCELoss replaced by a mean-squared loss callable
# source: https://www.paddlepaddle.org.cn/documentation/docs/en/api/paddle/metric/Precision_en.html
import numpy as np
import paddle
import paddle.nn as nn

np.random.seed(14)
paddle.seed(14)
x = np.random.rand(10)
y = np.random.randint(0, 2, [10])
m = paddle.metric.Precision()
m.update(x, y)
print(m.accumulate())
m = paddle.metric.Recall()
m.update(x, y)
print(m.accumulate())
preds = np.array([[0.1, 0.9], [0.3, 0.7], [0.8, 0.2], [0.4, 0.6], [0.55, 0.45]])
labels = np.array([[1], [1], [0], [0], [1]]).astype('int64')
m = paddle.metric.Auc()
m.update(preds=preds, labels=labels)
print(m.accumulate())


class Data(paddle.io.Dataset):
    def __init__(self):
        self.n = 64
        self.x = np.random.randn(self.n, 10).astype('float32')
        self.y = (self.x[:, :1] > 0).astype('float32')

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]

    def __len__(self):
        return self.n


model = paddle.Model(nn.Sequential(nn.Linear(10, 1), nn.Sigmoid()))
optim = paddle.optimizer.Adam(learning_rate=0.05, parameters=model.parameters())
model.prepare(optim, loss=lambda p, t: paddle.mean((p - t) ** 2), metrics=[paddle.metric.Precision(), paddle.metric.Recall()])
model.fit(Data(), batch_size=16, epochs=2, verbose=2, log_freq=2)
print(model.evaluate(Data(), batch_size=32, verbose=0))
