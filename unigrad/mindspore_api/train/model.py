"""``mindspore.train.Model``: ``train``, ``eval``, ``predict`` and ``fit`` over a dataset (no data sink).

``Model(network, loss_fn, optimizer, metrics)`` wraps the network as MindSpore
does: ``TrainOneStepCell(WithLossCell(network, loss_fn), optimizer)`` for
training and ``WithEvalCell(network, loss_fn)`` for evaluation, whose
``(loss, outputs, label)`` feed the metrics (``Loss`` takes the loss, the
others the outputs and the label). Epochs are the passes of one dataset
iterator, so a shuffled dataset is reshuffled every epoch as in MindSpore.
"""

from unigrad.mindspore_api.train import metrics as metric_module
from unigrad.mindspore_api.train.callback import Callback, RunContext, _CallbackParams

__all__ = ["Model"]


def _as_list(callbacks):
    if callbacks is None:
        return []
    callbacks = list(callbacks) if isinstance(callbacks, (list, tuple)) else [callbacks]
    for callback in callbacks:
        if not isinstance(callback, Callback):
            raise TypeError(f"For 'Model.train', the element in the argument 'callbacks' must be the instance of "
                            f"'Callback', but got {type(callback)}.")
    return callbacks


class _Callbacks:
    def __init__(self, callbacks):
        self.callbacks = callbacks

    def __getattr__(self, hook):
        def run(context):
            for callback in self.callbacks:
                getattr(callback, hook)(context)
        return run


class Model:
    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None, eval_indexes=None,
                 amp_level="O0", boost_level="O0", **kwargs):
        from unigrad.mindspore_api.nn.cell import Cell

        if not isinstance(network, Cell):
            raise TypeError(f"For 'Model', the argument 'network' must be Cell, but got {type(network)}.")
        self._network, self._loss_fn, self._optimizer = network, loss_fn, optimizer
        self._metric_fns = self._metrics(metrics)
        self._eval_indexes = eval_indexes
        if eval_indexes is not None and (not isinstance(eval_indexes, list) or len(eval_indexes) != 3):
            raise ValueError("The argument 'eval_indexes' must be a list or None. If 'eval_indexes' is a list, length of it "
                             f"must be three. But got {eval_indexes}")
        if eval_network is None and loss_fn is not None and self._metric_fns:
            from unigrad.mindspore_api.nn.wrap import WithEvalCell

            eval_network = WithEvalCell(network, loss_fn)
            self._eval_indexes = [0, 1, 2]
        self._eval_network = eval_network
        self._train_network = self._build_train_network()
        self._predict_network = network

    @staticmethod
    def _metrics(metrics):
        if metrics is None:
            return {}
        if isinstance(metrics, set):
            return {name: metric_module.get_metric_fn(name) for name in metrics}
        if isinstance(metrics, dict):
            return dict(metrics)
        raise TypeError(f"For 'Model', the argument 'metrics' must be dict or set, but got {type(metrics)}.")

    def _build_train_network(self):
        if self._optimizer is None:
            return self._network
        from unigrad.mindspore_api.nn.wrap import TrainOneStepCell, WithLossCell

        network = self._network if self._loss_fn is None else WithLossCell(self._network, self._loss_fn)
        return TrainOneStepCell(network, self._optimizer)

    @property
    def train_network(self):
        return self._train_network

    @property
    def predict_network(self):
        return self._predict_network

    @property
    def eval_network(self):
        return self._eval_network

    # -- training -----------------------------------------------------------------
    def train(self, epoch, train_dataset, callbacks=None, dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        if not isinstance(epoch, int) or isinstance(epoch, bool) or epoch <= 0:
            raise ValueError(f"For 'Model.train', the argument 'epoch' must be positive int, but got {epoch}.")
        if self._optimizer is None and self._train_network is self._network and self._loss_fn is not None:
            raise ValueError("If define `loss_fn`, the `optimizer` must be defined.")
        hooks = _Callbacks(_as_list(callbacks))
        batches = train_dataset.get_dataset_size()
        params = _CallbackParams(
            train_network=self._train_network, network=self._train_network, epoch_num=epoch, batch_num=batches,
            cur_step_num=initial_epoch * batches, net_outputs=None,
            dataset_sink_mode=False, optimizer=self._optimizer, loss_fn=self._loss_fn, train_dataset=train_dataset,
            mode="train", parallel_mode="stand_alone", device_number=1, list_callback=hooks.callbacks,
            initial_epoch=initial_epoch)
        context = RunContext(params)
        self._train_network.set_train(True)
        iterator = train_dataset.create_tuple_iterator(num_epochs=epoch - initial_epoch)
        hooks.on_train_begin(context)
        for epoch_number in range(initial_epoch + 1, epoch + 1):
            params.cur_epoch_num = epoch_number
            hooks.on_train_epoch_begin(context)
            for row in iterator:
                params.cur_step_num += 1
                hooks.on_train_step_begin(context)
                params.net_outputs = self._train_network(*row)
                hooks.on_train_step_end(context)
                if context.get_stop_requested():
                    break
            hooks.on_train_epoch_end(context)
            if context.get_stop_requested():
                break
        hooks.on_train_end(context)

    def fit(self, epoch, train_dataset, valid_dataset=None, valid_frequency=1, callbacks=None,
            dataset_sink_mode=False, valid_dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        if valid_dataset is None:
            return self.train(epoch, train_dataset, callbacks, initial_epoch=initial_epoch)
        fit_callbacks = _as_list(callbacks)
        model = self

        class _Evaluate(Callback):
            def on_train_epoch_end(self, run_context):
                params = run_context.original_args()
                if params.cur_epoch_num % valid_frequency == 0 or params.cur_epoch_num == params.epoch_num:
                    params.metrics = model.eval(valid_dataset)
                    model._train_network.set_train(True)

        return self.train(epoch, train_dataset, [_Evaluate()] + fit_callbacks, initial_epoch=initial_epoch)

    # -- evaluation ------------------------------------------------------------------
    def eval(self, valid_dataset, callbacks=None, dataset_sink_mode=False):
        if not self._metric_fns:
            raise ValueError("For Model.eval, the model argument 'metrics' can not be None or empty, you should set "
                             "the argument 'metrics' for model.")
        network = self._eval_network or self._network
        network.set_train(False)
        for metric in self._metric_fns.values():
            metric.clear()
        hooks = _Callbacks(_as_list(callbacks))
        params = _CallbackParams(eval_network=network, valid_dataset=valid_dataset, batch_num=valid_dataset.get_dataset_size(),
                                 cur_step_num=0, net_outputs=None, mode="eval", dataset_sink_mode=False,
                                 list_callback=hooks.callbacks, cur_epoch_num=1, epoch_num=1)
        context = RunContext(params)
        hooks.on_eval_begin(context)
        hooks.on_eval_epoch_begin(context)
        for row in valid_dataset.create_tuple_iterator(num_epochs=1):
            params.cur_step_num += 1
            hooks.on_eval_step_begin(context)
            outputs = network(*row)
            params.net_outputs = outputs
            self._update_metrics(outputs)
            hooks.on_eval_step_end(context)
        hooks.on_eval_epoch_end(context)
        results = {name: metric.eval() for name, metric in self._metric_fns.items()}
        params.metrics = results
        hooks.on_eval_end(context)
        return results

    def _update_metrics(self, outputs):
        outputs = outputs if isinstance(outputs, tuple) else (outputs,)
        for metric in self._metric_fns.values():
            if self._eval_indexes is None:
                metric.update(*outputs)
            elif isinstance(metric, metric_module.Loss):
                metric.update(outputs[self._eval_indexes[0]])
            else:
                metric.update(outputs[self._eval_indexes[1]], outputs[self._eval_indexes[2]])

    def predict(self, *predict_data, backend=None, config=None):
        self._predict_network.set_train(False)
        return self._predict_network(*predict_data)
