"""``paddle.Model``: fit / evaluate / predict / save / load / summary around a dygraph ``Layer``.

The loop is paddle's: a dataset is wrapped in a ``DistributedBatchSampler`` (shuffled for
training by ``np.random.RandomState(epoch)``), each batch is split into the network's inputs
(as many as ``forward`` takes, or ``inputs`` specs) and labels, losses and metrics are logged
as paddle logs them (losses as lists of floats, metric values as the metrics return them), and
the callbacks are called in paddle's order.
"""

import inspect
import os
import warnings

import numpy as np

from unigrad.paddle_api.hapi.callbacks import EarlyStopping, config_callbacks
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["Model"]


def _to_list(value):
    if value is None:
        return value
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _to_numpy(tensor):
    return np.array(tensor)


def _flatten(nested):
    flat = []
    for item in nested if isinstance(nested, (list, tuple)) else [nested]:
        if isinstance(item, (list, tuple)):
            flat.extend(_flatten(item))
        elif isinstance(item, dict):
            flat.extend(_flatten([item[k] for k in sorted(item)]))
        else:
            flat.append(item)
    return flat


class Model(RealNamed):
    """A network with its training setup: ``Model(net).prepare(optimizer, loss, metrics)`` then ``fit``."""

    def __init__(self, network, inputs=None, labels=None):
        from unigrad.paddle_api.static import InputSpec

        self.mode = "train"
        self.network = network
        self._loss = None
        self._optimizer = None
        self._metrics = []
        self._test_dataloader = None
        self.stop_training = False
        self._place = None
        self._accumulate = 1
        self._inputs = self._specs(inputs, InputSpec, is_input=True)
        self._labels = self._specs(labels, InputSpec)

    def _specs(self, specs, spec_type, is_input=False):
        if specs is None:
            if is_input:  # one unnamed-shape input per argument of forward
                names = inspect.getfullargspec(self.network.forward).args[1:]
                out = [spec_type(name=n, shape=[None]) for n in names]
            else:
                out = []
        elif isinstance(specs, dict):
            assert is_input is False
            out = [specs[n] for n in inspect.getfullargspec(self.network.forward).args if n != "self"]
        else:
            out = _to_list(specs)
        for i, spec in enumerate(out):
            assert isinstance(spec, spec_type)
            if spec.name is None:
                raise ValueError(f"Requires Input[{i}].name != None, but receive `None` with {spec}.")
        return out

    # ---- one batch -------------------------------------------------------
    def _losses(self, outputs, labels):
        from unigrad.paddle_api.ops import add_n

        losses = _to_list(self._loss(*(_to_list(outputs) + labels)))
        return losses, add_n(losses)

    def _update_metrics(self, outputs, labels):
        results = []
        for metric in self._metrics:
            computed = metric.compute(*(_to_list(outputs) + labels))
            results.append(metric.update(*[_to_numpy(m) for m in _to_list(computed)]))
        return results

    @staticmethod
    def _tensors(values):
        from unigrad.paddle_api.tensor import Tensor, to_tensor

        # paddle copies tensors too (paddle.to_tensor): a detached copy, without to_tensor's advice to clone
        return [v.detach().clone() if isinstance(v, Tensor) else to_tensor(v) for v in _to_list(values)]

    def train_batch(self, inputs, labels=None, update=True):
        """One optimisation step; returns the losses (as NumPy arrays) and, with metrics, their updates."""
        assert self._optimizer, "model not ready, please call `model.prepare()` first"
        self.network.train()
        self.mode = "train"
        labels = self._tensors(labels or [])
        outputs = self.network(*self._tensors(inputs))
        losses, total = self._losses(outputs, labels)
        total.backward()
        if update:
            self._optimizer.minimize(total)
            self.network.clear_gradients()
        metrics = self._update_metrics(outputs, labels)
        numpy_losses = [_to_numpy(loss) for loss in losses]
        return (numpy_losses, metrics) if metrics else numpy_losses

    def eval_batch(self, inputs, labels=None):
        """Losses and metric updates on one batch, without gradients."""
        from unigrad.paddle_api._gradients import no_grad

        with no_grad():
            self.network.eval()
            self.mode = "eval"
            labels = self._tensors(labels or [])
            outputs = self.network(*self._tensors(inputs))
            losses = self._losses(outputs, labels)[0] if self._loss else None
            metrics = self._update_metrics(outputs, labels)
        if self._loss and metrics:
            return [_to_numpy(loss) for loss in losses], metrics
        if self._loss:
            return [_to_numpy(loss) for loss in losses]
        return metrics

    def predict_batch(self, inputs):
        """The network's outputs on one batch, as NumPy arrays."""
        from unigrad.paddle_api._gradients import no_grad

        with no_grad():
            self.network.eval()
            self.mode = "test"
            outputs = self.network(*self._tensors(inputs))
        return [_to_numpy(o) for o in _to_list(outputs)]

    # ---- setup -----------------------------------------------------------
    def parameters(self, *args, **kwargs):
        return self.network.parameters()

    def prepare(self, optimizer=None, loss=None, metrics=None, amp_configs=None):
        """Set the optimizer, the loss (a Layer or any callable) and the metrics used by fit/evaluate."""
        from unigrad.paddle_api.metric import Metric
        from unigrad.paddle_api.nn import Layer

        self._optimizer = optimizer
        if loss is not None and not isinstance(loss, Layer) and not callable(loss):
            raise TypeError("'loss' must be sub classes of `paddle.nn.Layer` or any callable function.")
        self._loss = loss
        for metric in _to_list(metrics or []):
            assert isinstance(metric, Metric), f"{type(metric).__name__} is not sub class of Metric"
        self._metrics = _to_list(metrics or [])
        if amp_configs and amp_configs != "O0":
            raise NotImplementedError("unigrad's paddle.Model runs without automatic mixed precision (amp_configs)")

    def _metrics_name(self):
        names = ["loss"] if self._loss else []
        for metric in self._metrics:
            names.extend(_to_list(metric.name()))
        return names

    @staticmethod
    def _steps(loader):
        try:
            return len(loader)
        except Exception:
            return None

    def _loader(self, data, batch_size, shuffle=False, drop_last=False, num_workers=0):
        from unigrad.paddle_api.io import DataLoader, Dataset, DistributedBatchSampler

        if isinstance(data, Dataset):
            sampler = DistributedBatchSampler(data, batch_size=batch_size, shuffle=shuffle, drop_last=drop_last)
            return DataLoader(data, batch_sampler=sampler, num_workers=num_workers, return_list=True)
        return data

    # ---- loops -----------------------------------------------------------
    def fit(self, train_data=None, eval_data=None, batch_size=1, epochs=1, eval_freq=1, log_freq=10, save_dir=None,
            save_freq=1, verbose=2, drop_last=False, shuffle=True, num_workers=0, callbacks=None,
            accumulate_grad_batches=1, num_iters=None):
        """Train for ``epochs`` epochs, evaluating on ``eval_data`` every ``eval_freq`` epochs."""
        assert train_data is not None, "train_data must be given!"
        if isinstance(batch_size, (tuple, list)) and all(isinstance(x, int) for x in batch_size):
            assert len(batch_size) == 2, "batch_size length error, expected train_batch_size and eval_batch_size."
            train_batch_size, eval_batch_size = batch_size
        elif isinstance(batch_size, int):
            train_batch_size = eval_batch_size = batch_size
        train_loader = self._loader(train_data, train_batch_size, shuffle, drop_last, num_workers)
        eval_loader = None if eval_data is None else self._loader(eval_data, eval_batch_size,
                                                                  num_workers=num_workers)
        self._test_dataloader = eval_loader
        self._accumulate = accumulate_grad_batches
        steps = self._steps(train_loader)
        self.num_iters = num_iters
        if num_iters is not None and isinstance(num_iters, int) and isinstance(steps, int):
            assert num_iters > 0, "num_iters must be greater than 0!"
            epochs = num_iters // steps + 1
            steps = min(num_iters, steps)
        cbks = config_callbacks(callbacks, model=self, epochs=epochs, steps=steps, log_freq=log_freq,
                                save_freq=save_freq, save_dir=save_dir, verbose=verbose,
                                metrics=self._metrics_name())
        if any(isinstance(c, EarlyStopping) for c in cbks) and eval_loader is None:
            warnings.warn("EarlyStopping needs validation data.")
        cbks.on_begin("train")
        for epoch in range(epochs):
            cbks.on_epoch_begin(epoch)
            logs = self._run_one_epoch(train_loader, cbks, "train")
            cbks.on_epoch_end(epoch, logs)
            if eval_loader is not None and epoch % eval_freq == 0:
                cbks.on_begin("eval", {"steps": self._steps(eval_loader), "metrics": self._metrics_name()})
                eval_logs = self._run_one_epoch(eval_loader, cbks, "eval")
                cbks.on_end("eval", eval_logs)
            if self.stop_training:
                break
        cbks.on_end("train", logs)
        self._test_dataloader = None

    def evaluate(self, eval_data, batch_size=1, log_freq=10, verbose=2, num_workers=0, callbacks=None,
                 num_iters=None):
        """The loss and metrics over ``eval_data``, as a dict."""
        loader = self._loader(eval_data, batch_size, num_workers=num_workers)
        self._test_dataloader = loader
        cbks = config_callbacks(callbacks, model=self, log_freq=log_freq, verbose=verbose,
                                metrics=self._metrics_name())
        steps = self._steps(loader)
        self.num_iters = num_iters
        if num_iters is not None and isinstance(num_iters, int) and isinstance(steps, int):
            assert num_iters > 0, "num_iters must be greater than 0!"
            steps = min(num_iters, steps)
            self.num_iters = steps
        cbks.on_begin("eval", {"steps": steps, "metrics": self._metrics_name()})
        logs = self._run_one_epoch(loader, cbks, "eval")
        cbks.on_end("eval", logs)
        self._test_dataloader = None
        return {k: logs[k] for k in self._metrics_name()}

    def predict(self, test_data, batch_size=1, num_workers=0, stack_outputs=False, verbose=1, callbacks=None):
        """The network's outputs over ``test_data``: one list per output, of per-batch arrays (or stacked)."""
        loader = self._loader(test_data, batch_size, num_workers=num_workers)
        self._test_dataloader = loader
        cbks = config_callbacks(callbacks, model=self, verbose=verbose)
        cbks.on_begin("predict", {"steps": self._steps(loader)})
        logs, outputs = self._run_one_epoch(loader, cbks, "predict")
        outputs = list(zip(*outputs))
        if stack_outputs:
            outputs = [np.vstack(outs) for outs in outputs]
        self._test_dataloader = None
        cbks.on_end("predict", logs)
        return outputs

    def _run_one_epoch(self, data_loader, callbacks, mode, logs={}):  # noqa: B006 -- paddle's logs persist
        outputs = []
        for step, data in enumerate(data_loader):
            data = _flatten(data)
            batch_size = data[0].shape[0]
            callbacks.on_batch_begin(mode, step, logs)
            if mode != "predict":
                n_inputs = len(self._inputs)
                args = [data[:n_inputs], data[n_inputs:]]
                if mode == "train":
                    args.append((step + 1) % self._accumulate == 0 or step + 1 == len(data_loader))
                outs = getattr(self, mode + "_batch")(*args)
                if self._metrics and self._loss:
                    values = [[float(loss) for loss in outs[0]]]
                elif self._loss:
                    values = [[float(loss) for loss in outs]]
                else:
                    values = []
                for metric in self._metrics:
                    values.extend(_to_list(metric.accumulate()))
                assert len(self._metrics_name()) == len(values)
                logs.update(zip(self._metrics_name(), values))
            else:
                outputs.append(self.predict_batch(data[:len(self._inputs)] if self._inputs is not None else data))
            logs["step"] = step
            logs["batch_size"] = batch_size
            callbacks.on_batch_end(mode, step, logs)
            if getattr(self, "num_iters", None) is not None:
                self.num_iters -= 1
                if self.num_iters <= 0:
                    self.stop_training = True
                    del self.num_iters
                    break
        for metric in self._metrics:
            metric.reset()
        return (logs, outputs) if mode == "predict" else logs

    # ---- persistence -----------------------------------------------------
    def save(self, path, training=True):
        """``path.pdparams`` (and ``path.pdopt`` when the optimizer has state); inference export is not supported."""
        from unigrad.paddle_api._framework_io import save

        if not training:
            raise NotImplementedError("unigrad cannot export an inference program (paddle.jit.save)")
        save(self.network.state_dict(), path + ".pdparams")
        if self._optimizer is not None:
            state = self._optimizer.state_dict()
            if state:
                save(state, path + ".pdopt")

    def load(self, path, skip_mismatch=False, reset_optimizer=False):
        """Load ``path.pdparams`` (and ``path.pdopt`` unless ``reset_optimizer``) into the network and optimizer."""
        from unigrad.paddle_api._framework_io import load

        root, ext = os.path.splitext(path)
        assert ext in ["", ".pdparams", ".pdopt", ".pdmodel"], f"Unknown postfix {ext} from weights"
        path = root

        def read(file):
            return load(file) if os.path.exists(file) else None

        state = read(path + ".pdparams")
        assert state, "Failed to load parameters, please check path."
        pairs = []
        for key, param in self.network.state_dict().items():
            value = state.get(key, None)
            try:
                if value is None:
                    raise ValueError(f"{key} is not found in the providing file.")
                if list(value.shape) != list(param.shape):
                    raise ValueError(
                        f"{key} receives a shape {list(value.shape)}, but the expected shape is {list(param.shape)}.")
            except ValueError as err:
                if not skip_mismatch:
                    raise
                warnings.warn(f"Skip loading for {key}. " + str(err))
                reset_optimizer = True
                continue
            pairs.append((param, value))
        optimizer_state = None if reset_optimizer else read(path + ".pdopt")
        for param, value in pairs:
            param.set_value(value)
        if self._optimizer and optimizer_state:
            self._optimizer.set_state_dict(optimizer_state)

    def summary(self, input_size=None, dtype=None):
        """``paddle.summary`` of the network (``input_size`` defaults to the ``inputs`` specs)."""
        from unigrad.paddle_api.hapi.model_summary import summary

        assert input_size is not None or self._inputs is not None, "'input_size' or 'self._input' must be set"
        return summary(self.network, input_size if input_size is not None else self._inputs, dtypes=dtype)
