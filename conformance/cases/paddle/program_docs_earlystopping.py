# program: paddle.callbacks.EarlyStopping API example (paddle.Model with InputSpec inputs/labels, Accuracy, fit with eval_data, save_dir and an EarlyStopping on 'acc' with patience); MNIST replaced by synthetic data, tiny network, 3 epochs
# source: https://www.paddlepaddle.org.cn/documentation/docs/en/api/paddle/callbacks/EarlyStopping_en.html
import contextlib
import io
import os
import tempfile

import numpy as np
import paddle
from paddle.static import InputSpec

np.random.seed(13)
paddle.seed(13)


class Fake(paddle.io.Dataset):
    def __init__(self, n):
        self.x = np.random.rand(n, 1, 4, 4).astype('float32')
        self.y = np.random.randint(0, 3, [n, 1]).astype('int64')

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.x)


train_dataset, val_dataset = Fake(24), Fake(8)
inputs = [InputSpec([None, 1, 4, 4], 'float32', 'image')]
labels = [InputSpec([None, 1], 'int64', 'label')]
print(inputs, labels)
net = paddle.nn.Sequential(paddle.nn.Flatten(), paddle.nn.Linear(16, 3))
model = paddle.Model(net, inputs=inputs, labels=labels)
optim = paddle.optimizer.Adam(learning_rate=0.01, parameters=model.parameters())
model.prepare(optim, paddle.nn.CrossEntropyLoss(), paddle.metric.Accuracy())
callbacks = paddle.callbacks.EarlyStopping('loss', mode='min', patience=1, verbose=1, min_delta=0, baseline=None,
                                           save_best_model=True)
with tempfile.TemporaryDirectory() as tmp:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        model.fit(train_dataset, val_dataset, batch_size=8, log_freq=1, save_freq=10, save_dir=tmp, epochs=3,
                  verbose=2, callbacks=[callbacks])
    print(out.getvalue().replace(tmp, 'SAVE_DIR').replace(os.sep, '/'))
    print(sorted(os.listdir(tmp)))
