# program: saving and loading model weights (MindSpore 2.x tutorial "Saving and Loading the Model", source: mindspore-ai/docs tutorials/source_en/beginner/save_load.md; seeded, small network, temp directory)
import os
import tempfile
import numpy as np
import mindspore
from mindspore import nn
from mindspore import Tensor

mindspore.set_seed(3)


def network():
    model = nn.SequentialCell(
        nn.Flatten(),
        nn.Dense(4 * 4, 8),
        nn.ReLU(),
        nn.Dense(8, 8),
        nn.ReLU(),
        nn.Dense(8, 10))
    return model


os.chdir(tempfile.mkdtemp())
model = network()
mindspore.save_checkpoint(model, "model.ckpt")
model = network()
param_dict = mindspore.load_checkpoint("model.ckpt")
param_not_load, _ = mindspore.load_param_into_net(model, param_dict)
print(param_not_load)
print(sorted(param_dict.keys()))
print(param_dict["1.bias"].asnumpy())
x = Tensor(np.ones((1, 4, 4), np.float32))
print(model(x).shape)
