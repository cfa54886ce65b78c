# program: PaddlePaddle docs "模型保存与载入" (train a few steps, paddle.save layer/optimizer state_dict, paddle.load and set_state_dict, high-level Model.save/load); synthetic data, temporary directory
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/model_save_load_cn.html
import os
import tempfile

import numpy as np
import paddle
import paddle.nn as nn
import paddle.optimizer as opt

BATCH_SIZE = 4
BATCH_NUM = 3
IMAGE_SIZE = 8
CLASS_NUM = 4
paddle.seed(7)
np.random.seed(7)


class RandomDataset(paddle.io.Dataset):
    def __init__(self, num_samples):
        self.num_samples = num_samples

    def __getitem__(self, idx):
        image = np.random.random([IMAGE_SIZE]).astype('float32')
        label = np.random.randint(0, CLASS_NUM - 1, (1,)).astype('int64')
        return image, label

    def __len__(self):
        return self.num_samples


class LinearNet(nn.Layer):
    def __init__(self):
        super().__init__()
        self._linear = nn.Linear(IMAGE_SIZE, CLASS_NUM)

    def forward(self, x):
        return self._linear(x)


def train(layer, loader, loss_fn, opt):
    for epoch_id in range(1):
        for batch_id, (image, label) in enumerate(loader()):
            out = layer(image)
            loss = loss_fn(out, label)
            loss.backward()
            opt.step()
            opt.clear_grad()
            print("Epoch {} batch {}: loss = {:.4f}".format(epoch_id, batch_id, float(loss)))


layer = LinearNet()
loss_fn = nn.CrossEntropyLoss()
adam = opt.Adam(learning_rate=0.001, parameters=layer.parameters())
dataset = RandomDataset(BATCH_NUM * BATCH_SIZE)
loader = paddle.io.DataLoader(dataset, batch_size=BATCH_SIZE, shuffle=True, drop_last=True, num_workers=0)
train(layer, loader, loss_fn, adam)
with tempfile.TemporaryDirectory() as tmp:
    paddle.save(layer.state_dict(), os.path.join(tmp, "linear_net.pdparams"))
    paddle.save(adam.state_dict(), os.path.join(tmp, "adam.pdopt"))
    layer_state_dict = paddle.load(os.path.join(tmp, "linear_net.pdparams"))
    opt_state_dict = paddle.load(os.path.join(tmp, "adam.pdopt"))
    print(sorted(layer_state_dict), sorted(opt_state_dict))
    new_layer = LinearNet()
    new_layer.set_state_dict(layer_state_dict)
    new_adam = opt.Adam(learning_rate=0.001, parameters=new_layer.parameters())
    new_adam.set_state_dict(opt_state_dict)
    print(np.array_equal(new_layer._linear.weight.numpy(), layer._linear.weight.numpy()))
    model = paddle.Model(LinearNet())
    model.prepare(opt.Adam(learning_rate=0.001, parameters=model.parameters()), nn.CrossEntropyLoss())
    model.fit(dataset, epochs=1, batch_size=BATCH_SIZE, verbose=2, log_freq=1)
    model.save(os.path.join(tmp, "hapi", "mnist"))
    print(sorted(os.listdir(os.path.join(tmp, "hapi"))))
    model.load(os.path.join(tmp, "hapi", "mnist"))
    print(model.evaluate(dataset, batch_size=BATCH_SIZE, verbose=0))
