# program: save a trained network, reload it with choice_func and filter_prefix, and fine-tune only the new head (MindSpore tutorial "Saving and Loading the Model" / transfer learning pattern, source: mindspore-ai/docs tutorials/source_en/beginner/save_load.md; temp dir, exact data)
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn


class Net(nn.Cell):
    def __init__(self, classes):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(2, 3, weight_init="ones", bias_init="zeros"), nn.ReLU()])
        self.head = nn.Dense(3, classes, weight_init="zeros", bias_init="zeros")

    def construct(self, x):
        return self.head(self.backbone(x))


root = tempfile.mkdtemp()
path = os.path.join(root, "pretrained.ckpt")
net = Net(4)
ms.save_checkpoint(net, path)
params = ms.load_checkpoint(path, choice_func=lambda name: name.startswith("backbone"))
print(sorted(params))
new = Net(2)
print(ms.load_param_into_net(new, params))
print(ms.load_checkpoint(path, filter_prefix="head").keys())
for p in new.backbone.trainable_params():
    p.requires_grad = False
print([p.name for p in new.trainable_params()])
opt = nn.SGD(new.trainable_params(), 0.5)
train = nn.TrainOneStepCell(nn.WithLossCell(new, nn.MSELoss()), opt)
x = ms.Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
y = ms.Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
for _ in range(2):
    print(train(x, y))
print(new.head.weight.asnumpy(), new.backbone[0].weight.asnumpy())
