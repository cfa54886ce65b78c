# mindspore.train.Model: train/eval/predict without sink, LossMonitor (per_print_times), custom Callback hooks and cb_params, metrics dict, WithEvalCell, fit with validation (integer data, zero init)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Callback, MAE, MSE, Loss

x = np.array([[1, 2], [2, 0], [0, 1], [3, 1], [1, 1], [2, 2], [0, 3], [1, 0]], np.float32)
y = (x @ np.array([[1.0], [-1.0]], np.float32) + 0.5).astype(np.float32)


def make():
    return ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=False).batch(4)


net = nn.Dense(2, 1, weight_init="zeros", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.0625), metrics={"mae": MAE(), "mse": MSE(), "loss": Loss()})


class Probe(Callback):
    def on_train_begin(self, run_context):
        p = run_context.original_args()
        print("begin", p.epoch_num, p.batch_num, p.get("cur_epoch_num"), p.cur_step_num, p.dataset_sink_mode, type(p.train_network).__name__)

    def on_train_epoch_end(self, run_context):
        p = run_context.original_args()
        print("epoch end", p.cur_epoch_num, p.cur_step_num, type(p.net_outputs).__name__, p.net_outputs)

    def step_end(self, run_context):
        p = run_context.original_args()
        if p.cur_step_num == 3:
            print("step_end via old name", p.cur_step_num)

    def on_train_end(self, run_context):
        print("end", run_context.original_args().cur_step_num)


model.train(3, make(), callbacks=[LossMonitor(), Probe()], dataset_sink_mode=False)
print(net.weight.value(), net.bias.value())
print(model.eval(make(), dataset_sink_mode=False))
print(model.predict(ms.Tensor(x[:3])))
model.train(2, make(), callbacks=LossMonitor(3))
print(type(model.train_network).__name__, type(model.eval_network).__name__, model.predict_network is net)
model.fit(2, make(), make(), callbacks=[LossMonitor(2)])
e = nn.WithEvalCell(net, nn.MSELoss())
loss, out, label = e(ms.Tensor(x[:2]), ms.Tensor(y[:2]))
print(loss, out.shape, label.shape)


class Stopper(Callback):
    def on_train_step_end(self, run_context):
        if run_context.original_args().cur_step_num == 1:
            run_context.request_stop()


model.train(5, make(), callbacks=[Stopper(), LossMonitor()])
