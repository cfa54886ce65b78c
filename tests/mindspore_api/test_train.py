"""mindspore.train: Model's loop and callbacks, metrics' numpy-1 printing."""

import numpy as np

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import dataset as ds
from unigrad.mindspore_api import nn
from unigrad.mindspore_api.train import Accuracy, Callback, Model


def test_metric_results_print_as_numpy_1_does():
    metric = Accuracy()
    metric.update(np.array([[0.1, 0.9], [0.8, 0.2]]), np.array([1, 1]))
    assert repr({"acc": metric.eval()}) == "{'acc': 0.5}" and isinstance(metric.eval(), np.float64)


def test_model_train_runs_every_hook_in_order():
    seen = []

    class Record(Callback):
        def on_train_begin(self, run_context):
            seen.append("begin")

        def on_train_step_end(self, run_context):
            seen.append(run_context.original_args().cur_step_num)

        def on_train_end(self, run_context):
            seen.append("end")

    data = ds.NumpySlicesDataset({"x": np.ones((4, 2), np.float32), "y": np.zeros((4, 1), np.float32)}, shuffle=False).batch(2)
    net = nn.Dense(2, 1, weight_init="zeros")
    Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1)).train(2, data, callbacks=Record())
    assert seen == ["begin", 1, 2, 3, 4, "end"]
    assert isinstance(Model(net).predict(ms.Tensor(np.ones((1, 2), np.float32))), ms.Tensor)
