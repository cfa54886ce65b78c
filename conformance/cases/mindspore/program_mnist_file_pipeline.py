# program: the quick-start data pipeline on MNIST files: MnistDataset, Rescale/Normalize/HWC2CHW, TypeCast, batch, iteration and a fixed-weight Model.eval (MindSpore tutorial "Quick Start", dataset part, source: mindspore-ai/docs tutorials/source_en/beginner/quick_start.md; tiny idx files written here instead of the download)
import os
import struct
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.dataset import MnistDataset, vision, transforms
from mindspore.train import Model, Accuracy

root = tempfile.mkdtemp()
rs = np.random.RandomState(3)
for prefix, count in [("train", 8), ("t10k", 4)]:
    with open(os.path.join(root, prefix + "-images-idx3-ubyte"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, count, 28, 28) + rs.randint(0, 256, (count, 28, 28)).astype(np.uint8).tobytes())
    with open(os.path.join(root, prefix + "-labels-idx1-ubyte"), "wb") as f:
        f.write(struct.pack(">II", 2049, count) + (np.arange(count) % 10).astype(np.uint8).tobytes())
ms.set_seed(2)


def datapipe(path, usage, batch_size):
    image_transforms = [vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(0.1307,), std=(0.3081,)), vision.HWC2CHW()]
    dataset = MnistDataset(path, usage=usage)
    dataset = dataset.map(image_transforms, "image")
    dataset = dataset.map(transforms.TypeCast(ms.int32), "label")
    return dataset.batch(batch_size)


train = datapipe(root, "train", 4)
for image, label in train.create_tuple_iterator():
    print(image.shape, image.dtype, label)
net = nn.SequentialCell([nn.Flatten(), nn.Dense(784, 10, weight_init="zeros", bias_init=ms.Tensor(np.arange(10, dtype=np.float32)))])
model = Model(net, nn.CrossEntropyLoss(), metrics={"accuracy": Accuracy()})
print(model.eval(datapipe(root, "test", 2)))
