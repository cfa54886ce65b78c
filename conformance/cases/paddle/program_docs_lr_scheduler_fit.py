# program: paddle.callbacks.LRScheduler API example (a PiecewiseDecay/StepDecay learning rate driven by paddle.Model.fit per step and per epoch, read back with get_lr); synthetic data
# source: https://www.paddlepaddle.org.cn/documentation/docs/en/api/paddle/callbacks/LRScheduler_en.html
import numpy as np
import paddle

np.random.seed(15)
paddle.seed(15)


class Data(paddle.io.Dataset):
    def __init__(self):
        self.x = np.random.rand(20, 4).astype('float32')
        self.y = np.random.randint(0, 2, [20, 1]).astype('int64')

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return 20


class Report(paddle.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        print('epoch', epoch, 'lr', self.model._optimizer.get_lr())


base_lr = 1e-3
boundaries = [5, 8]
values = [base_lr * (0.1 ** i) for i in range(len(boundaries) + 1)]
learning_rate = paddle.optimizer.lr.PiecewiseDecay(boundaries=boundaries, values=values)
net = paddle.nn.Linear(4, 2)
model = paddle.Model(net)
optim = paddle.optimizer.Momentum(learning_rate=learning_rate, momentum=0.9, parameters=net.parameters())
model.prepare(optim, paddle.nn.CrossEntropyLoss(), paddle.metric.Accuracy())
model.fit(Data(), batch_size=4, epochs=2, verbose=0, callbacks=[Report()])
scheduler = paddle.optimizer.lr.StepDecay(learning_rate=0.1, step_size=1, gamma=0.5)
optim = paddle.optimizer.SGD(learning_rate=scheduler, parameters=net.parameters())
model.prepare(optim, paddle.nn.CrossEntropyLoss(), paddle.metric.Accuracy())
callback = paddle.callbacks.LRScheduler(by_step=False, by_epoch=True)
model.fit(Data(), batch_size=10, epochs=3, verbose=2, callbacks=[callback, Report()])
