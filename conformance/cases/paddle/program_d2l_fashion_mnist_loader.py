# program: d2l-zh 3.5 image classification dataset, paddle tab (vision.datasets.FashionMNIST with transforms.Compose([Resize, ToTensor]) and DataLoader(num_workers, return_list) as load_data_fashion_mnist, get_fashion_mnist_labels); the download replaced by 100 synthetic samples written as IDX files, 2 workers, no timer
# source: https://zh.d2l.ai/chapter_linear-networks/image-classification-dataset.html (paddle tab)
import gzip
import os
import struct
import tempfile

import numpy as np
import paddle
from paddle.vision import transforms

np.random.seed(17)
tmp = tempfile.mkdtemp()
for split in ("train", "t10k"):
    with gzip.open(os.path.join(tmp, f"{split}-images-idx3-ubyte.gz"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, 100, 28, 28) + (np.random.rand(100 * 784) * 255).astype("uint8").tobytes())
    with gzip.open(os.path.join(tmp, f"{split}-labels-idx1-ubyte.gz"), "wb") as f:
        f.write(struct.pack(">II", 2049, 100) + np.random.randint(0, 10, 100).astype("uint8").tobytes())


def get_fashion_mnist_labels(labels):
    text_labels = ['t-shirt', 'trouser', 'pullover', 'dress', 'coat', 'sandal', 'shirt', 'sneaker', 'bag', 'ankle boot']
    return [text_labels[int(i)] for i in labels]


def get_dataloader_workers():
    return 2


def load_data_fashion_mnist(batch_size, resize=None):
    trans = [transforms.ToTensor()]
    if resize:
        trans.insert(0, transforms.Resize(resize))
    trans = transforms.Compose(trans)
    mnist_train = paddle.vision.datasets.FashionMNIST(
        image_path=os.path.join(tmp, "train-images-idx3-ubyte.gz"), label_path=os.path.join(tmp, "train-labels-idx1-ubyte.gz"),
        mode="train", transform=trans)
    mnist_test = paddle.vision.datasets.FashionMNIST(
        image_path=os.path.join(tmp, "t10k-images-idx3-ubyte.gz"), label_path=os.path.join(tmp, "t10k-labels-idx1-ubyte.gz"),
        mode="test", transform=trans)
    return (paddle.io.DataLoader(dataset=mnist_train, batch_size=batch_size, shuffle=True, return_list=True,
                                 num_workers=get_dataloader_workers()),
            paddle.io.DataLoader(dataset=mnist_test, batch_size=batch_size, return_list=True, shuffle=True,
                                 num_workers=get_dataloader_workers()))


if __name__ == '__main__':
    np.random.seed(18)
    train_iter, test_iter = load_data_fashion_mnist(32)
    for X, y in train_iter:
        print(X.shape, X.dtype, y.shape, y.dtype)
        print(get_fashion_mnist_labels(y.numpy().reshape(-1)[:6]))
        print(float(X.sum()))
        break
    print(len(train_iter), sum(int(y.shape[0]) for _, y in test_iter))
