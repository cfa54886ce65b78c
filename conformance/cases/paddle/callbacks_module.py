# import paddle.callbacks and from paddle.callbacks import ...: the module's names and classes, ProgBarLogger (log_freq, verbose 0/1/2/3), EarlyStopping, LRScheduler and ModelCheckpoint in Model.fit through that module, and their constructor errors
import contextlib
import io
import os
import tempfile

import numpy as np
import paddle
import paddle.callbacks
from paddle.callbacks import EarlyStopping, LRScheduler, ModelCheckpoint, ProgBarLogger

print(sorted(n for n in paddle.callbacks.__all__ if n not in ("VisualDL", "WandbCallback")))
print(paddle.callbacks.EarlyStopping is paddle.hapi.callbacks.EarlyStopping, paddle.callbacks.Callback)
print(isinstance(ProgBarLogger(), paddle.callbacks.Callback), ProgBarLogger.__mro__[1].__name__)

paddle.seed(1)
np.random.seed(1)
x = np.random.rand(8, 3).astype("float32")
y = np.random.randint(0, 2, (8, 1)).astype("int64")
data = paddle.io.TensorDataset([paddle.to_tensor(x), paddle.to_tensor(y)])
net = paddle.nn.Sequential(paddle.nn.Linear(3, 2))
model = paddle.Model(net, paddle.static.InputSpec([None, 3], "float32", "x"), paddle.static.InputSpec([None, 1], "int64", "y"))
sched = paddle.optimizer.lr.StepDecay(0.1, step_size=2, gamma=0.5)
model.prepare(paddle.optimizer.SGD(learning_rate=sched, parameters=net.parameters()), paddle.nn.CrossEntropyLoss(),
              paddle.metric.Accuracy())
with tempfile.TemporaryDirectory() as tmp:
    os.chdir(tmp)
    d = "checkpoints"
    callbacks = [ProgBarLogger(log_freq=2, verbose=2), LRScheduler(by_step=True, by_epoch=False),
                 EarlyStopping(monitor="loss", mode="min", patience=0, save_best_model=False),
                 ModelCheckpoint(save_freq=1, save_dir=d)]
    with contextlib.redirect_stdout(io.StringIO()) as out:  # ModelCheckpoint prints its absolute directory
        model.fit(data, data, batch_size=4, epochs=3, verbose=0, callbacks=callbacks)
    print(out.getvalue().replace(os.path.realpath(tmp), "TMP").replace(tmp, "TMP"), end="")
    print(sorted(os.listdir(d)))
    print(sched.last_lr, sched.last_epoch)
    for verbose in (0, 1, 3):
        model.fit(data, batch_size=4, epochs=1, callbacks=[ProgBarLogger(log_freq=1, verbose=verbose)])
    model.evaluate(data, batch_size=4, callbacks=[ProgBarLogger(log_freq=1, verbose=3)])
    print(len(model.predict(data, batch_size=4, callbacks=[ProgBarLogger(log_freq=1, verbose=3)])))
    os.chdir("/")
for label, f in [("LRScheduler both", lambda: LRScheduler(by_step=True, by_epoch=True)),
                 ("EarlyStopping mode", lambda: EarlyStopping(mode="bad")),
                 ("ModelCheckpoint freq", lambda: ModelCheckpoint(save_freq="1"))]:
    try:
        r = f()
        print(label, "ok", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
