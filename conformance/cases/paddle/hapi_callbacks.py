# paddle.callbacks: custom Callback hook order and logs, EarlyStopping (monitor/mode/patience/baseline), LRScheduler by step/epoch, ModelCheckpoint and Model.save/load files, summary of a Model
import os
import tempfile

import numpy as np
import paddle
from paddle.io import Dataset

paddle.seed(2)
np.random.seed(2)


class Points(Dataset):
    def __init__(self, n):
        self.x = np.random.rand(n, 3).astype("float32")
        self.y = (self.x.sum(1, keepdims=True) > 1.5).astype("int64")

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


class Recorder(paddle.callbacks.Callback):
    def on_train_begin(self, logs=None):
        print("train_begin", sorted(self.params.items()), logs)

    def on_epoch_begin(self, epoch, logs=None):
        print("epoch_begin", epoch, logs)

    def on_train_batch_end(self, step, logs=None):
        print("batch_end", step, {k: (round(v[0], 4) if isinstance(v, list) else v) for k, v in logs.items()})

    def on_eval_begin(self, logs=None):
        print("eval_begin", logs)

    def on_eval_end(self, logs=None):
        print("eval_end", sorted(logs))

    def on_epoch_end(self, epoch, logs=None):
        print("epoch_end", epoch, sorted(logs))

    def on_train_end(self, logs=None):
        print("train_end", sorted(logs))


def make(lr=0.1):
    model = paddle.Model(paddle.nn.Sequential(paddle.nn.Linear(3, 4), paddle.nn.Tanh(), paddle.nn.Linear(4, 2)))
    model.prepare(paddle.optimizer.SGD(lr, parameters=model.parameters()), paddle.nn.CrossEntropyLoss(),
                  paddle.metric.Accuracy())
    return model


make().fit(Points(8), Points(4), batch_size=4, epochs=2, verbose=0, callbacks=[Recorder()])
early = paddle.callbacks.EarlyStopping(monitor="loss", patience=0, verbose=1, save_best_model=False)
make(5.0).fit(Points(8), Points(4), batch_size=4, epochs=6, verbose=0, callbacks=[early])
print(early.stopped_epoch, early.wait_epoch, round(float(early.best_value), 4))
early = paddle.callbacks.EarlyStopping(monitor="acc", mode="max", patience=1, baseline=0.99, save_best_model=False)
make().fit(Points(8), Points(4), batch_size=4, epochs=5, verbose=0, callbacks=[early])
print(early.stopped_epoch, early.best_value)
sched = paddle.optimizer.lr.StepDecay(0.5, step_size=1, gamma=0.5)
model = paddle.Model(paddle.nn.Linear(3, 2))
model.prepare(paddle.optimizer.SGD(sched, parameters=model.parameters()), paddle.nn.CrossEntropyLoss())
model.fit(Points(8), batch_size=4, epochs=2, verbose=0)
print(sched.last_epoch, sched.get_lr())
model.fit(Points(8), batch_size=4, epochs=2, verbose=0, callbacks=[paddle.callbacks.LRScheduler(by_step=False, by_epoch=True)])
print(sched.last_epoch, sched.get_lr())
try:
    paddle.callbacks.LRScheduler(by_step=True, by_epoch=True)
except ValueError as e:
    print("ValueError", e)
with tempfile.TemporaryDirectory() as tmp:
    import contextlib
    import io

    model = make()
    with contextlib.redirect_stdout(io.StringIO()) as text:
        model.fit(Points(8), batch_size=4, epochs=2, verbose=0, save_dir=tmp, save_freq=1)
    print([line.replace(tmp, "TMP") for line in text.getvalue().splitlines()])
    print(sorted(os.listdir(tmp)))
    model.save(os.path.join(tmp, "m"))
    other = make()
    other.load(os.path.join(tmp, "m"))
    print(all(np.array_equal(a.numpy(), b.numpy()) for a, b in zip(model.parameters(), other.parameters())))
    other.load(os.path.join(tmp, "m.pdparams"), reset_optimizer=True)
    for bad in (lambda: other.load(os.path.join(tmp, "m.txt")), lambda: other.load(os.path.join(tmp, "missing")),
                lambda: paddle.Model(paddle.nn.Linear(3, 5)).load(os.path.join(tmp, "m"))):
        try:
            bad()
        except Exception as e:
            print(type(e).__name__, str(e).splitlines()[0])
print(make().summary((2, 3)))
