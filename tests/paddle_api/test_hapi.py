"""paddle.Model / callbacks: callback order, the progress bar text, save/load round trip."""

import numpy as np

import unigrad.paddle_api as paddle
from unigrad.conform.normalize import normalize
from unigrad.paddle_api.hapi.progressbar import ProgressBar


class _Points(paddle.io.Dataset):
    def __init__(self):
        rng = np.random.RandomState(0)
        self.x = rng.rand(6, 3).astype("float32")
        self.y = rng.randint(0, 2, [6, 1]).astype("int64")

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return 6


def _model():
    model = paddle.Model(paddle.nn.Linear(3, 2))
    model.prepare(paddle.optimizer.SGD(0.1, parameters=model.parameters()), paddle.nn.CrossEntropyLoss(),
                  paddle.metric.Accuracy())
    return model


def test_callback_order():
    calls = []

    class Spy(paddle.callbacks.Callback):
        def on_train_begin(self, logs=None):
            calls.append("train_begin")

        def on_epoch_begin(self, epoch, logs=None):
            calls.append(f"epoch_begin {epoch}")

        def on_train_batch_end(self, step, logs=None):
            calls.append(f"batch {step} {sorted(logs)}")

        def on_eval_end(self, logs=None):
            calls.append("eval_end")

        def on_train_end(self, logs=None):
            calls.append("train_end")

    _model().fit(_Points(), _Points(), batch_size=3, epochs=1, verbose=0, callbacks=[Spy()])
    assert calls == ["train_begin", "epoch_begin 0", "batch 0 ['acc', 'batch_size', 'loss', 'step']",
                     "batch 1 ['acc', 'batch_size', 'loss', 'step']", "eval_end", "train_end"]


def test_progress_bar_redraw_normalizes_to_last_draw(capsys):
    bar = ProgressBar(num=2, verbose=1)
    bar.update(1, [("loss", 0.5)])
    bar.update(2, [("loss", [0.25])])
    text = normalize(capsys.readouterr().out)
    assert text == "step 2/2 [==============================] - loss: 0.2500 - ?/step\n"


def test_save_load_round_trip(tmp_path):
    model = _model()
    model.fit(_Points(), batch_size=3, epochs=1, verbose=0)
    model.save(str(tmp_path / "m"))
    other = _model()
    other.load(str(tmp_path / "m"))
    for a, b in zip(model.parameters(), other.parameters()):
        assert np.array_equal(a.numpy(), b.numpy())
