# checkpoints both ways: reads a .ckpt written by real MindSpore 2.10.0 and one written by unigrad (tests/mindspore_api/data, see make_checkpoints.py) with every dtype, and loads them into a network
import os
import numpy as np
import mindspore as ms
from mindspore import nn

data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "mindspore_api", "data")
for name in ["made_by_mindspore.ckpt", "made_by_unigrad.ckpt"]:
    params = ms.load_checkpoint(os.path.join(data, name))
    for key, value in params.items():
        print(key, value.dtype, value.shape, value.asnumpy().tolist())
    net = nn.SequentialCell([nn.Dense(3, 2, weight_init="zeros", bias_init="zeros"), nn.BatchNorm1d(2)])
    print(ms.load_param_into_net(net, params))
    net.set_train(False)
    print(net(ms.Tensor([[1.0, 2.0, 3.0]])))
