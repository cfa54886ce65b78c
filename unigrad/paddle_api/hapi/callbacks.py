"""``paddle.callbacks``: hooks ``paddle.Model.fit/evaluate/predict`` call around epochs and batches.

``config_callbacks`` assembles them as paddle does: a ``ProgBarLogger`` first when ``verbose``,
then the user's, then ``ModelCheckpoint`` and ``LRScheduler`` unless given.
"""

import numbers
import os
import time
import warnings

import numpy as np

from unigrad.paddle_api.hapi.progressbar import ProgressBar
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Callback", "ProgBarLogger", "ModelCheckpoint", "LRScheduler", "EarlyStopping", "ReduceLROnPlateau"]


def config_callbacks(callbacks=None, model=None, batch_size=None, epochs=None, steps=None, log_freq=2, verbose=2,
                     save_freq=1, save_dir=None, metrics=None, mode="train"):
    given = callbacks or []
    chain = list(given if isinstance(given, (list, tuple)) else [given])
    if verbose and not any(isinstance(c, ProgBarLogger) for c in chain):
        chain = [ProgBarLogger(log_freq, verbose=verbose)] + chain
    if not any(isinstance(c, ModelCheckpoint) for c in chain):
        chain = chain + [ModelCheckpoint(save_freq, save_dir)]
    for c in chain:
        if isinstance(c, EarlyStopping):
            c.save_dir = save_dir
    if not any(isinstance(c, LRScheduler) for c in chain):
        chain = chain + [LRScheduler()]
    callback_list = CallbackList(chain)
    callback_list.set_model(model)
    metrics = (metrics or []) if mode != "test" else []
    callback_list.set_params({"batch_size": batch_size, "epochs": epochs, "steps": steps, "verbose": verbose,
                              "metrics": metrics})
    return callback_list


class CallbackList(RealNamed):
    """Calls the same hook on each callback in turn."""

    def __init__(self, callbacks=None):
        assert callbacks is not None
        self.callbacks = list(callbacks)
        self.params = {}
        self.model = None

    def append(self, callback):
        self.callbacks.append(callback)

    def __iter__(self):
        return iter(self.callbacks)

    def set_params(self, params):
        for c in self.callbacks:
            c.set_params(params)

    def set_model(self, model):
        for c in self.callbacks:
            c.set_model(model)

    def _call(self, name, *args):
        for c in self.callbacks:
            getattr(c, name)(*args)

    @staticmethod
    def _check_mode(mode):
        assert mode in ["train", "eval", "predict"], "mode should be train, eval or predict"

    def on_begin(self, mode, logs=None):
        self._check_mode(mode)
        self._call(f"on_{mode}_begin", logs)

    def on_end(self, mode, logs=None):
        self._check_mode(mode)
        self._call(f"on_{mode}_end", logs)

    def on_epoch_begin(self, epoch=None, logs=None):
        self._call("on_epoch_begin", epoch, logs)

    def on_epoch_end(self, epoch=None, logs=None):
        self._call("on_epoch_end", epoch, logs)

    def on_batch_begin(self, mode, step=None, logs=None):
        self._check_mode(mode)
        self._call(f"on_{mode}_batch_begin", step, logs)

    def on_batch_end(self, mode, step=None, logs=None):
        self._check_mode(mode)
        self._call(f"on_{mode}_batch_end", step, logs)


class Callback(RealNamed):
    """Base class: override the ``on_*`` hooks you need; ``self.model`` and ``self.params`` are set for you."""

    def __init__(self):
        self.model = None
        self.params = {}

    def set_params(self, params):
        self.params = params

    def set_model(self, model):
        self.model = model

    def on_train_begin(self, logs=None):
        pass

    def on_train_end(self, logs=None):
        pass

    def on_eval_begin(self, logs=None):
        pass

    def on_eval_end(self, logs=None):
        pass

    def on_predict_begin(self, logs=None):
        pass

    def on_predict_end(self, logs=None):
        pass

    def on_epoch_begin(self, epoch, logs=None):
        pass

    def on_epoch_end(self, epoch, logs=None):
        pass

    def on_train_batch_begin(self, step, logs=None):
        pass

    def on_train_batch_end(self, step, logs=None):
        pass

    def on_eval_batch_begin(self, step, logs=None):
        pass

    def on_eval_batch_end(self, step, logs=None):
        pass

    def on_predict_batch_begin(self, step, logs=None):
        pass

    def on_predict_batch_end(self, step, logs=None):
        pass


class _StepTimer:
    """Wall-clock time spent waiting for batches and running them, for ``ProgBarLogger``'s verbose=3 columns."""

    def __init__(self):
        self.reading = self.running = 0.0
        self.count = self.samples = 0
        self.restart()

    def restart(self):
        self.last_end = time.time()

    def batch_begins(self):
        self.batch_start = time.time()
        self.reading += self.batch_start - self.last_end

    def batch_ends(self, samples):
        self.running += time.time() - self.batch_start
        self.count += 1
        self.samples += samples
        self.last_end = time.time()

    def columns(self):
        """paddle's ``avg_reader_cost``/``avg_batch_cost``/``ips`` since the last report, then a fresh count."""
        count, samples = self.count or 1.0, self.samples or 1.0
        values = [("avg_reader_cost", "%.5f sec" % (self.reading / count)),
                  ("avg_batch_cost", "%.5f sec" % (self.running / count)),
                  ("ips", "%.5f samples/sec" % (samples / (self.reading + self.running)))]
        self.reading = self.running = 0.0
        self.count = self.samples = 0
        return values


class ProgBarLogger(Callback):
    """Prints the loss and metrics every ``log_freq`` steps (verbose 1: one redrawn bar, 2: one line per log,
    3: also the reading and batch times and samples per second)."""

    def __init__(self, log_freq=1, verbose=2):
        self.epochs = None
        self.steps = None
        self.progbar = None
        self.verbose = verbose
        self.log_freq = log_freq

    def _is_print(self):
        return self.verbose

    def on_train_begin(self, logs=None):
        self.epochs = self.params["epochs"]
        assert self.epochs
        self.train_metrics = self.params["metrics"]
        assert self.train_metrics
        self._timers = {"train": _StepTimer()}
        if self._is_print():
            print("The loss value printed in the log is the current step, and the metric is the average value of "
                  "previous steps.")

    def on_epoch_begin(self, epoch=None, logs=None):
        self.steps = self.params["steps"]
        self.epoch = epoch
        self.train_step = 0
        if self.epochs and self._is_print():
            print(f"Epoch {epoch + 1}/{self.epochs}")
        self.train_progbar = ProgressBar(num=self.steps, verbose=self.verbose)
        self._timers["train"].restart()

    def _updates(self, logs, mode):
        metrics = getattr(self, f"{mode}_metrics")
        values = [(k, logs[k]) for k in metrics if k in logs]
        if self.verbose == 3 and mode in getattr(self, "_timers", {}):
            values += self._timers[mode].columns()
        getattr(self, f"{mode}_progbar").update(getattr(self, f"{mode}_step"), values)

    def _timed_batch_begins(self, mode):
        timer = getattr(self, "_timers", {}).get(mode)
        if timer is not None:
            timer.batch_begins()

    def _timed_batch_ends(self, mode, logs):
        timer = getattr(self, "_timers", {}).get(mode)
        if timer is not None:
            timer.batch_ends((logs or {}).get("batch_size", 1))

    def on_train_batch_begin(self, step, logs=None):
        self._timed_batch_begins("train")

    def on_eval_batch_begin(self, step, logs=None):
        self._timed_batch_begins("eval")

    def on_predict_batch_begin(self, step, logs=None):
        self._timed_batch_begins("test")

    def _batch_end(self, mode, logs, total):
        logs = logs or {}
        setattr(self, f"{mode}_step", getattr(self, f"{mode}_step") + 1)
        step = getattr(self, f"{mode}_step")
        if self._is_print() and step % self.log_freq == 0 and (total is None or step < total):
            self._updates(logs, mode)
        return logs

    def on_train_batch_end(self, step, logs=None):
        self._timed_batch_ends("train", logs)
        self._batch_end("train", logs, self.steps)

    def on_epoch_end(self, epoch, logs=None):
        if self._is_print() and self.steps is not None:
            self._updates(logs or {}, "train")

    def on_eval_begin(self, logs=None):
        self.eval_steps = logs.get("steps", None)
        self.eval_metrics = logs.get("metrics", [])
        self.eval_step = 0
        self.evaled_samples = 0
        self.eval_progbar = ProgressBar(num=self.eval_steps, verbose=self.verbose)
        if self._is_print():
            print("Eval begin...")
        self._timers = {**getattr(self, "_timers", {}), "eval": _StepTimer()}

    def on_eval_batch_end(self, step, logs=None):
        logs = logs or {}
        self._timed_batch_ends("eval", logs)
        self.evaled_samples += logs.get("batch_size", 1)
        self._batch_end("eval", logs, self.eval_steps)

    def on_predict_begin(self, logs=None):
        self.test_steps = logs.get("steps", None)
        self.test_metrics = logs.get("metrics", [])
        self.test_step = 0
        self.tested_samples = 0
        self.test_progbar = ProgressBar(num=self.test_steps, verbose=self.verbose)
        if self._is_print():
            print("Predict begin...")
        self._timers = {**getattr(self, "_timers", {}), "test": _StepTimer()}

    def on_predict_batch_end(self, step, logs=None):
        logs = logs or {}
        self._timed_batch_ends("test", logs)
        self.tested_samples += logs.get("batch_size", 1)
        self._batch_end("test", logs, self.test_steps)

    def on_eval_end(self, logs=None):
        if self._is_print() and self.eval_steps is not None:
            self._updates(logs or {}, "eval")
            print(f"Eval samples: {self.evaled_samples}")

    def on_predict_end(self, logs=None):
        if self._is_print():
            if self.test_step % self.log_freq != 0 or self.verbose == 1:
                self._updates(logs or {}, "test")
            print(f"Predict samples: {self.tested_samples}")


class ModelCheckpoint(Callback):
    """Saves the model to ``save_dir/<epoch>`` every ``save_freq`` epochs and to ``save_dir/final`` at the end."""

    def __init__(self, save_freq=1, save_dir=None):
        self.save_freq = save_freq
        self.save_dir = save_dir

    def on_epoch_begin(self, epoch=None, logs=None):
        self.epoch = epoch

    def _is_save(self):
        return self.model and self.save_dir

    def on_epoch_end(self, epoch, logs=None):
        if self._is_save() and self.epoch % self.save_freq == 0:
            path = f"{self.save_dir}/{epoch}"
            print(f"save checkpoint at {os.path.abspath(path)}")
            self.model.save(path)

    def on_train_end(self, logs=None):
        if self._is_save():
            path = f"{self.save_dir}/final"
            print(f"save checkpoint at {os.path.abspath(path)}")
            self.model.save(path)


def _scheduler_of(model):
    from unigrad.paddle_api.optimizer.lr import LRScheduler as Scheduler

    optimizer = model._optimizer
    rate = getattr(optimizer, "_learning_rate", None) if optimizer else None
    return rate if isinstance(rate, Scheduler) else None


class LRScheduler(Callback):
    """Steps the optimizer's learning-rate scheduler after every batch (``by_step``) or epoch (``by_epoch``)."""

    def __init__(self, by_step=True, by_epoch=False):
        if by_step and by_epoch:
            raise ValueError("by_step option is mutually exclusive with by_epoch")
        self.by_step = by_step
        self.by_epoch = by_epoch

    def on_epoch_end(self, epoch, logs=None):
        scheduler = _scheduler_of(self.model) if self.by_epoch else None
        if scheduler is not None:
            scheduler.step()

    def on_train_batch_end(self, step, logs=None):
        scheduler = _scheduler_of(self.model) if self.by_step else None
        if scheduler is not None:
            scheduler.step()


class EarlyStopping(Callback):
    """Stops training when the monitored eval value has not improved for ``patience`` evaluations."""

    def __init__(self, monitor="loss", mode="auto", patience=0, verbose=1, min_delta=0, baseline=None,
                 save_best_model=True):
        super().__init__()
        self.monitor = monitor
        self.patience = patience
        self.verbose = verbose
        self.baseline = baseline
        self.min_delta = abs(min_delta)
        self.wait_epoch = 0
        self.best_weights = None
        self.stopped_epoch = 0
        self.save_best_model = save_best_model
        self.save_dir = None
        if mode not in ["auto", "min", "max"]:
            warnings.warn(f"EarlyStopping mode {mode} is unknown, fallback to auto mode.")
            mode = "auto"
        if mode == "min" or (mode == "auto" and "acc" not in monitor):
            self.monitor_op = np.less
        else:
            self.monitor_op = np.greater
        if self.monitor_op == np.less:
            self.min_delta *= -1

    def on_train_begin(self, logs=None):
        self.wait_epoch = 0
        if self.baseline is not None:
            self.best_value = self.baseline
        else:
            self.best_value = np.inf if self.monitor_op == np.less else -np.inf
            self.best_weights = None

    def on_eval_end(self, logs=None):
        if logs is None or self.monitor not in logs:
            warnings.warn("Monitor of EarlyStopping should be loss or metric name.")
            return
        current = logs[self.monitor]
        if isinstance(current, (list, tuple)):
            current = current[0]
        elif not isinstance(current, numbers.Number):
            return
        if self.monitor_op(current - self.min_delta, self.best_value):
            self.best_value = current
            self.wait_epoch = 0
            if self.save_best_model and self.save_dir is not None:
                self.model.save(os.path.join(self.save_dir, "best_model"))
        else:
            self.wait_epoch += 1
        if self.wait_epoch >= self.patience:
            self.model.stop_training = True
            if self.verbose > 0:
                print(f"Epoch {self.stopped_epoch + 1}: Early stopping.")
                if self.save_best_model and self.save_dir is not None:
                    best = os.path.abspath(os.path.join(self.save_dir, "best_model"))
                    print(f"Best checkpoint has been saved at {best}")
        self.stopped_epoch += 1


class ReduceLROnPlateau(Callback):
    """Multiplies a float learning rate by ``factor`` when the monitored eval value stops improving."""

    def __init__(self, monitor="loss", factor=0.1, patience=10, verbose=1, mode="auto", min_delta=1e-4, cooldown=0,
                 min_lr=0):
        super().__init__()
        self.monitor = monitor
        if factor >= 1.0:
            raise ValueError("ReduceLROnPlateau does not support a factor >= 1.0.")
        self.factor = factor
        self.min_lr = min_lr
        self.min_delta = min_delta
        self.patience = patience
        self.verbose = verbose
        self.cooldown = cooldown
        self.cooldown_counter = 0
        self.wait = 0
        self.best = 0
        self.mode = mode
        self.epoch = 0
        self._reset()

    def _reset(self):
        if self.mode not in ["auto", "min", "max"]:
            warnings.warn(f"Learning rate reduction mode {self.mode} is unknown, fallback to auto mode.")
            self.mode = "auto"
        if self.mode == "min" or (self.mode == "auto" and "acc" not in self.monitor):
            self.monitor_op = lambda a, b: np.less(a, b - self.min_delta)
            self.best = np.inf
        else:
            self.monitor_op = lambda a, b: np.greater(a, b + self.min_delta)
            self.best = -np.inf
        self.cooldown_counter = 0
        self.wait = 0

    def on_train_begin(self, logs=None):
        self._reset()

    def on_eval_end(self, logs=None):
        if logs is None or self.monitor not in logs:
            warnings.warn("Monitor of ReduceLROnPlateau should be loss or metric name.")
            return
        try:
            lr = self.model._optimizer._learning_rate
            if not isinstance(lr, float):
                warnings.warn(f"Expected learning_rate be float, bug got {type(lr)}.")
                return
        except Exception as e:
            warnings.warn(f"There are something wrong when get learning_rate from optimizer: {e}.")
            return
        current = logs[self.monitor]
        if isinstance(current, (list, tuple)):
            current = current[0]
        elif not isinstance(current, numbers.Number):
            return
        if self.in_cooldown():
            self.cooldown_counter -= 1
            self.wait = 0
        if self.monitor_op(current, self.best):
            self.best = current
            self.wait = 0
        elif not self.in_cooldown():
            self.wait += 1
            if self.wait >= self.patience:
                old_lr = self.model._optimizer.get_lr()
                if old_lr > np.float32(self.min_lr):
                    new_lr = max(old_lr * self.factor, self.min_lr)
                    self.model._optimizer._learning_rate = new_lr
                    if self.verbose > 0:
                        print(f"\nEpoch {self.epoch + 1}: ReduceLROnPlateau reducing learning rate to {new_lr}.")
                    self.cooldown_counter = self.cooldown
                    self.wait = 0
        self.epoch += 1

    def in_cooldown(self):
        return self.cooldown_counter > 0
