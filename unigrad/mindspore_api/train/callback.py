"""``mindspore.train`` callbacks: ``Callback``, ``RunContext``, ``LossMonitor``, ``TimeMonitor``,
``ModelCheckpoint`` with ``CheckpointConfig``, ``LambdaCallback``, ``History``, ``EarlyStopping``.

``Model`` calls the ``on_train_*`` / ``on_eval_*`` hooks with a ``RunContext``
whose ``original_args()`` are the run's parameters (``cur_epoch_num``,
``cur_step_num``, ``batch_num``, ``net_outputs`` ...).

>>> params = _CallbackParams(cur_step_num=3)
>>> RunContext(params).original_args().cur_step_num
3
"""

import os
import time

import numpy as np

from unigrad._engine.bridge import TensorBox
from unigrad.mindspore_api._real_names import RealNamed

__all__ = ["Callback", "RunContext", "LossMonitor", "TimeMonitor", "ModelCheckpoint", "CheckpointConfig",
           "LambdaCallback", "History", "EarlyStopping"]


class _CallbackParams(dict):
    """A dict whose keys are attributes too (MindSpore's ``_InternalCallbackParam``)."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self[name] = value


class RunContext(RealNamed):
    def __init__(self, original_args):
        if not isinstance(original_args, dict):
            raise TypeError(f"The argument 'original_args' of RunContext should be dict type, but got {type(original_args)}.")
        self._original_args = original_args
        self._stop_requested = False

    def original_args(self):
        return self._original_args

    def request_stop(self):
        self._stop_requested = True

    def get_stop_requested(self):
        return self._stop_requested


class Callback(RealNamed):
    """Base of the callbacks: every hook does nothing; the ``on_train_*`` ones call the older names."""

    def __enter__(self):
        return self

    def __exit__(self, *err):
        pass

    def begin(self, run_context):
        pass

    def epoch_begin(self, run_context):
        pass

    def epoch_end(self, run_context):
        pass

    def step_begin(self, run_context):
        pass

    def step_end(self, run_context):
        pass

    def end(self, run_context):
        pass

    def on_train_begin(self, run_context):
        self.begin(run_context)

    def on_train_epoch_begin(self, run_context):
        self.epoch_begin(run_context)

    def on_train_epoch_end(self, run_context):
        self.epoch_end(run_context)

    def on_train_step_begin(self, run_context):
        self.step_begin(run_context)

    def on_train_step_end(self, run_context):
        self.step_end(run_context)

    def on_train_end(self, run_context):
        self.end(run_context)

    def on_eval_begin(self, run_context):
        self.begin(run_context)

    def on_eval_epoch_begin(self, run_context):
        self.epoch_begin(run_context)

    def on_eval_epoch_end(self, run_context):
        self.epoch_end(run_context)

    def on_eval_step_begin(self, run_context):
        self.step_begin(run_context)

    def on_eval_step_end(self, run_context):
        self.step_end(run_context)

    def on_eval_end(self, run_context):
        self.end(run_context)


def _loss_value(outputs):
    """The loss a callback reports: the first of several outputs, averaged, as a Python float."""
    if isinstance(outputs, (tuple, list)) and outputs:
        outputs = outputs[0]
    if isinstance(outputs, TensorBox):
        return float(np.mean(outputs.asnumpy()))
    if isinstance(outputs, (int, float, np.ndarray, np.generic)):
        return float(np.mean(outputs))
    return outputs


def _check_non_negative_int(value, name="value"):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"The type of '{name}' must be int, but got '{type(value).__name__}'.")
    if value < 0:
        raise ValueError(f"'{name}' must be non-negative int, but got {value}.")


class LossMonitor(Callback):
    """Prints ``epoch: E step: S, loss is L`` every ``per_print_times`` steps."""

    def __init__(self, per_print_times=1):
        super().__init__()
        _check_non_negative_int(per_print_times, "per_print_times")
        self._per_print_times = per_print_times
        self._last_print_time = 0

    def step_end(self, run_context):
        params = run_context.original_args()
        epoch = params.get("cur_epoch_num", 1)
        loss = _loss_value(params.net_outputs)
        step_in_epoch = (params.cur_step_num - 1) % params.batch_num + 1
        if isinstance(loss, float) and (np.isnan(loss) or np.isinf(loss)):
            raise ValueError(f"In epoch: {epoch} step: {step_in_epoch}, loss is NAN or INF, training process cannot "
                             "continue, terminating training.")
        if self._per_print_times != 0 and params.cur_step_num <= self._last_print_time:
            while params.cur_step_num <= self._last_print_time:
                self._last_print_time -= max(self._per_print_times, params.batch_num if params.dataset_sink_mode else 1)
        if self._per_print_times != 0 and params.cur_step_num - self._last_print_time >= self._per_print_times:
            self._last_print_time = params.cur_step_num
            print(f"epoch: {epoch} step: {step_in_epoch}, loss is {loss}", flush=True)

    def on_train_epoch_end(self, run_context):
        metrics = run_context.original_args().get("metrics")
        if metrics:
            print(f"Eval result: epoch {run_context.original_args().cur_epoch_num}, metrics: {metrics}")


class TimeMonitor(Callback):
    """Prints each epoch's time and time per step (milliseconds)."""

    def __init__(self, data_size=None, data_time=False):
        super().__init__()
        self.data_size, self.data_time = data_size, data_time
        self._start = 0.0

    def epoch_begin(self, run_context):
        self._start = time.time()

    def epoch_end(self, run_context):
        elapsed = (time.time() - self._start) * 1000
        steps = self.data_size or run_context.original_args().batch_num
        print(f"Train epoch time: {elapsed:5.3f} ms, per step time: {elapsed / steps:5.3f} ms", flush=True)


class LambdaCallback(Callback):
    def __init__(self, on_train_epoch_begin=None, on_train_epoch_end=None, on_train_step_begin=None,
                 on_train_step_end=None, on_train_begin=None, on_train_end=None, on_eval_epoch_begin=None,
                 on_eval_epoch_end=None, on_eval_step_begin=None, on_eval_step_end=None, on_eval_begin=None,
                 on_eval_end=None):
        super().__init__()
        for name, hook in locals().items():
            if name.startswith("on_") and hook is not None:
                setattr(self, name, hook)


class History(Callback):
    """Records each epoch's number (``epoch``: ``{"epoch": [...]}``) and its last step's network output, the
    mean of the (first) output as a numpy scalar, with the epoch's metrics (``history``)."""

    def __init__(self):
        super().__init__()
        self.history, self.epoch = {}, None

    def begin(self, run_context):
        self.epoch = {"epoch": []}

    def epoch_end(self, run_context):
        params = run_context.original_args()
        self.epoch["epoch"].append(params.get("cur_epoch_num", 1))
        output = params.net_outputs
        if isinstance(output, (tuple, list)) and output and isinstance(output[0], TensorBox):
            output = output[0]
        if isinstance(output, TensorBox):
            output = np.mean(output.asnumpy())
        current = {"net_output": output}
        current.update(params.get("metrics") or {})
        for key, value in current.items():
            self.history.setdefault(key, []).append(value)


class EarlyStopping(Callback):
    def __init__(self, monitor="eval_loss", min_delta=0, patience=0, verbose=False, mode="auto", baseline=None,
                 restore_best_weights=False):
        super().__init__()
        self.monitor, self.min_delta, self.patience = monitor, abs(min_delta), patience
        self.mode, self.baseline = mode, baseline
        self._wait, self._best = 0, None

    def on_train_epoch_end(self, run_context):
        params = run_context.original_args()
        value = (params.get("metrics") or {}).get(self.monitor.replace("eval_", ""), None)
        if value is None:
            value = _loss_value(params.net_outputs)
        better = (lambda a, b: a > b + self.min_delta) if self.mode == "max" else (lambda a, b: a < b - self.min_delta)
        if self._best is None or better(value, self._best):
            self._best, self._wait = value, 0
        else:
            self._wait += 1
            if self._wait >= self.patience:
                run_context.request_stop()


class CheckpointConfig:
    """When ``ModelCheckpoint`` saves (every N steps or seconds) and how many files it keeps."""

    def __init__(self, save_checkpoint_steps=1, save_checkpoint_seconds=0, keep_checkpoint_max=5,
                 keep_checkpoint_per_n_minutes=0, integrated_save=True, async_save=False, saved_network=None,
                 append_info=None, enc_key=None, enc_mode="AES-GCM", exception_save=False, crc_check=False,
                 remove_redundancy=False, format="ckpt", **kwargs):
        for value, name in ((save_checkpoint_steps, "save_checkpoint_steps"), (keep_checkpoint_max, "keep_checkpoint_max")):
            if value is not None:
                _check_non_negative_int(value, name)
        if not save_checkpoint_steps and not save_checkpoint_seconds:
            raise ValueError("For 'CheckpointConfig', the input arguments 'save_checkpoint_steps', "
                             "'save_checkpoint_seconds', 'keep_checkpoint_max' and 'keep_checkpoint_per_n_minutes' "
                             "can't be all None or 0.")
        self.save_checkpoint_steps, self.save_checkpoint_seconds = save_checkpoint_steps, save_checkpoint_seconds
        self.keep_checkpoint_max = keep_checkpoint_max if not keep_checkpoint_per_n_minutes else 1
        self.keep_checkpoint_per_n_minutes = keep_checkpoint_per_n_minutes
        self.integrated_save, self.async_save, self.saved_network = integrated_save, async_save, saved_network
        self.append_info = append_info

    def get_checkpoint_policy(self):
        return {"save_checkpoint_steps": self.save_checkpoint_steps,
                "save_checkpoint_seconds": self.save_checkpoint_seconds,
                "keep_checkpoint_max": self.keep_checkpoint_max,
                "keep_checkpoint_per_n_minutes": self.keep_checkpoint_per_n_minutes,
                "saved_network": self.saved_network}


class ModelCheckpoint(Callback):
    """Saves ``{prefix}-{epoch}_{step}.ckpt`` into ``directory`` as ``config`` says, keeping the newest files."""

    def __init__(self, prefix="CKP", directory=None, config=None, **kwargs):
        super().__init__()
        if not isinstance(prefix, str) or "/" in prefix:
            raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, "
                             f"'prefix' must be string and does not contain '/', but got {prefix}.")
        if config is not None and not isinstance(config, CheckpointConfig):
            raise TypeError(f"For 'ModelCheckpoint', the type of argument 'config' must be 'CheckpointConfig', but "
                            f"got {type(config)}.")
        self._prefix = prefix
        self._directory = os.path.abspath(directory) if directory is not None else os.path.abspath(".")
        self._config = config or CheckpointConfig()
        self._saved = []
        self._last_step = 0
        self._latest_ckpt_file_name = ""
        self._names_used = set()

    @property
    def latest_ckpt_file_name(self):
        return self._latest_ckpt_file_name

    def on_train_begin(self, run_context):
        os.makedirs(self._directory, exist_ok=True)

    def step_end(self, run_context):
        params = run_context.original_args()
        steps = self._config.save_checkpoint_steps
        if steps and params.cur_step_num - self._last_step >= steps:
            self._save(params)

    def end(self, run_context):
        params = run_context.original_args()
        if params.cur_step_num != self._last_step:
            self._save(params)

    def _save(self, params):
        from unigrad.mindspore_api.train.serialization import save_checkpoint

        self._last_step = params.cur_step_num
        step_in_epoch = (params.cur_step_num - 1) % params.batch_num + 1
        name = f"{self._prefix}-{params.cur_epoch_num}_{step_in_epoch}.ckpt"
        path = os.path.join(self._directory, name)
        network = self._config.saved_network or params.train_network
        save_checkpoint(network, path, append_dict=self._config.append_info)
        self._latest_ckpt_file_name = path
        self._saved.append(path)
        keep = self._config.keep_checkpoint_max
        while keep and len(self._saved) > keep:
            old = self._saved.pop(0)
            if os.path.exists(old):
                os.chmod(old, 0o600)
                os.remove(old)
