# program: PaddlePaddle docs quick start (paddle.vision.datasets.MNIST with Normalize transform, paddle.vision.models.LeNet, paddle.Model prepare/fit verbose=1/evaluate); MNIST files replaced by 100 synthetic samples written as IDX files, 1 epoch
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/quick_start_cn.html
import gzip
import os
import struct
import tempfile

import numpy as np
import paddle
from paddle.vision.transforms import Normalize

np.random.seed(11)
paddle.seed(11)
tmp = tempfile.mkdtemp()
for split in ("train", "t10k"):
    with gzip.open(os.path.join(tmp, f"{split}-images.gz"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, 100, 28, 28) + (np.random.rand(100 * 784) * 255).astype("uint8").tobytes())
    with gzip.open(os.path.join(tmp, f"{split}-labels.gz"), "wb") as f:
        f.write(struct.pack(">II", 2049, 100) + np.random.randint(0, 10, 100).astype("uint8").tobytes())

transform = Normalize(mean=[127.5], std=[127.5], data_format='CHW')
train_dataset = paddle.vision.datasets.MNIST(image_path=os.path.join(tmp, "train-images.gz"),
                                             label_path=os.path.join(tmp, "train-labels.gz"), mode='train',
                                             transform=transform, backend='cv2')
test_dataset = paddle.vision.datasets.MNIST(image_path=os.path.join(tmp, "t10k-images.gz"),
                                            label_path=os.path.join(tmp, "t10k-labels.gz"), mode='test',
                                            transform=transform, backend='cv2')
print(len(train_dataset), train_dataset[0][0].shape, train_dataset[0][1])


class Reshape(paddle.io.Dataset):
    def __init__(self, ds):
        self.ds = ds

    def __getitem__(self, i):
        image, label = self.ds[i]
        return image.reshape([1, 28, 28]), label

    def __len__(self):
        return len(self.ds)


lenet = paddle.vision.models.LeNet(num_classes=10)
model = paddle.Model(lenet)
model.prepare(paddle.optimizer.Adam(parameters=model.parameters()),
              paddle.nn.CrossEntropyLoss(),
              paddle.metric.Accuracy())
model.fit(Reshape(train_dataset), epochs=1, batch_size=25, verbose=1)
print(model.evaluate(Reshape(test_dataset), batch_size=50, verbose=1))
