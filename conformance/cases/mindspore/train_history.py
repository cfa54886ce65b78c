# mindspore.train.History: epoch is {"epoch": [...]} after training (None before), history holds numpy float32 means of the network output per epoch
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, History
ms.set_seed(1)
data = {"x": np.float32(np.random.rand(64, 10)), "y": np.random.randint(0, 5, (64,)).astype(np.int32)}
train_dataset = ds.NumpySlicesDataset(data=data, shuffle=False).batch(32)
net = nn.Dense(10, 5)
crit = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
history_cb = History()
print(history_cb.epoch, history_cb.history)
model = Model(network=net, optimizer=opt, loss_fn=crit, metrics={"recall"})
model.train(2, train_dataset, callbacks=[history_cb])
print(history_cb.epoch)
print({k: [type(v).__name__ for v in vs] for k, vs in history_cb.history.items()})
print({k: [round(float(v), 4) for v in vs] for k, vs in history_cb.history.items()})
