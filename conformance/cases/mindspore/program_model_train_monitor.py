# program: training a small regression network with Model, LossMonitor and ModelCheckpoint, then evaluating (MindSpore tutorial "Simple Linear Function Fitting", source: mindspore-ai/docs tutorials/source_en/beginner/linear_regression (r1.x); seeded synthetic data, 2 epochs)
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import dataset as ds
from mindspore import nn
from mindspore.common.initializer import Normal
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig, MAE

ms.set_seed(1)


def get_data(num, w=2.0, b=3.0):
    for _ in range(num):
        x = np.random.uniform(-10.0, 10.0)
        noise = np.random.normal(0, 1)
        y = x * w + b + noise
        yield np.array([x]).astype(np.float32), np.array([y]).astype(np.float32)


def create_dataset(num_data, batch_size=16, repeat_size=1):
    input_data = ds.GeneratorDataset(list(get_data(num_data)), column_names=['data', 'label'])
    input_data = input_data.batch(batch_size, drop_remainder=True)
    input_data = input_data.repeat(repeat_size)
    return input_data


class LinearNet(nn.Cell):
    def __init__(self):
        super(LinearNet, self).__init__()
        self.fc = nn.Dense(1, 1, Normal(0.02), Normal(0.02))

    def construct(self, x):
        x = self.fc(x)
        return x


train_dataset = create_dataset(64, batch_size=16)
net = LinearNet()
print(net.trainable_params()[0].asnumpy(), net.trainable_params()[1].asnumpy())
net_loss = nn.loss.MSELoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.005, momentum=0.9)
model = Model(net, net_loss, opt, metrics={"mae": MAE()})
directory = tempfile.mkdtemp()
ckpt = ModelCheckpoint(prefix="linear", directory=directory, config=CheckpointConfig(save_checkpoint_steps=4, keep_checkpoint_max=1))
model.train(2, train_dataset, callbacks=[LossMonitor(2), ckpt], dataset_sink_mode=False)
print(sorted(os.listdir(directory)))
print(net.fc.weight.asnumpy(), net.fc.bias.asnumpy())
print(model.eval(create_dataset(32, batch_size=16)))
