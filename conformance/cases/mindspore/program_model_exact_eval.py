# program: Model.eval and Model.predict with a fixed-weight classifier and the Accuracy/Loss metrics (MindSpore tutorial "Model evaluation", source: mindspore-ai/docs tutorials/source_en/beginner/train.md (2.x, Model section); fixed weights instead of a trained checkpoint)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Accuracy, Loss

net = nn.Dense(2, 2, weight_init=ms.Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32)), bias_init="zeros")
x = np.array([[2, 1], [0, 3], [1, 1], [5, 2]], np.float32)
y = np.array([0, 1, 1, 0], np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"acc": Accuracy()})
print(model.eval(data))
print(model.predict(ms.Tensor(x)))
print(model.predict(ms.Tensor(x)).argmax(1))
