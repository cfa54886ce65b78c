# paddle.vision.transforms on tensors and numpy (ToTensor, Normalize, Transpose, CenterCrop, RandomCrop, flips, Resize, Compose) and datasets.MNIST/FashionMNIST/Cifar10 from local files, with paddle's errors for missing files
import gzip
import os
import pickle
import random
import struct
import tarfile
import tempfile

import numpy as np
import paddle
import paddle.vision.transforms as T
from paddle.vision.datasets import MNIST, Cifar10, FashionMNIST

np.random.seed(0)
random.seed(0)
img = (np.random.rand(6, 8, 3) * 255).astype("uint8")
t = paddle.to_tensor(np.random.rand(3, 6, 8).astype("float32"))
print(T.ToTensor()(img).numpy()[0, 0, :3], T.ToTensor(data_format="HWC")(img).shape, T.ToTensor()(t).shape)
print(T.Normalize(mean=[127.5] * 3, std=[127.5] * 3, data_format="HWC")(img.astype("float32"))[0, 0])
print(T.Normalize(mean=0.5, std=0.5)(t).numpy()[:, 0, 0])
print(T.Transpose()(img).shape, T.Transpose((1, 2, 0))(t).shape, T.Transpose()(img[:, :, 0]).shape)
print(T.CenterCrop(4)(img).shape, T.CenterCrop((2, 3))(t).numpy()[0].tolist())
print(T.RandomCrop(4)(img)[0, 0].tolist(), T.RandomCrop((3, 5))(t).numpy()[0, 0].tolist())
print(T.RandomHorizontalFlip(1.0)(t).numpy()[0, 0].tolist(), T.RandomVerticalFlip(1.0)(t).numpy()[0, :, 0].tolist())
print([T.RandomHorizontalFlip(0.5)(t).numpy()[0, 0, 0] == t.numpy()[0, 0, 0] for _ in range(6)])
print(T.Resize((3, 4))(t).shape, T.Resize(3)(t).shape)
pipeline = T.Compose([T.ToTensor(), T.Normalize(mean=[0.5], std=[0.5])])
print(pipeline(img[:, :, :1]).numpy()[0, 0, :3])
for bad in (lambda: T.Resize((3, 4))(img), lambda: T.RandomHorizontalFlip(1.0)(img), lambda: T.ToTensor()([1, 2])):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0][:60])

with tempfile.TemporaryDirectory() as tmp:
    images = (np.arange(100 * 28 * 28) % 251).astype("uint8")
    with gzip.open(os.path.join(tmp, "img.gz"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, 100, 28, 28) + images.tobytes())
    with gzip.open(os.path.join(tmp, "lab.gz"), "wb") as f:
        f.write(struct.pack(">II", 2049, 100) + bytes([3, 1, 4, 1, 5] * 20))
    with gzip.open(os.path.join(tmp, "short.gz"), "wb") as f:
        f.write(struct.pack(">II", 2049, 5) + bytes([3, 1, 4, 1, 5]))
    for cls in (MNIST, FashionMNIST):
        ds = cls(image_path=os.path.join(tmp, "img.gz"), label_path=os.path.join(tmp, "lab.gz"), mode="test",
                 backend="cv2")
        image, label = ds[2]
        print(cls.__name__, len(ds), image.shape, image.dtype, image[0, :4], label, label.dtype)
    ds = MNIST(image_path=os.path.join(tmp, "img.gz"), label_path=os.path.join(tmp, "lab.gz"), transform=pipeline)
    image, label = ds[1]
    print(image.shape, image.dtype, image.numpy()[0, 0, :3], label)
    loader = paddle.io.DataLoader(ds, batch_size=40)
    print([(x.shape, y.numpy().reshape(-1).tolist()[:6]) for x, y in loader])
    with tarfile.open(os.path.join(tmp, "cifar.tar.gz"), "w:gz") as archive:
        for name, count in (("cifar-10-batches-py/data_batch_1", 3), ("cifar-10-batches-py/test_batch", 2)):
            path = os.path.join(tmp, name.split("/")[-1])
            with open(path, "wb") as f:
                pickle.dump({b"data": (np.arange(count * 3072) % 255).astype("uint8").reshape(count, 3072),
                             b"labels": list(range(count))}, f)
            archive.add(path, arcname=name)
    cifar = Cifar10(data_file=os.path.join(tmp, "cifar.tar.gz"), mode="train", backend="cv2")
    image, label = cifar[1]
    print(len(cifar), image.shape, image.dtype, image[0, 0], label, label.shape)
    print(len(Cifar10(data_file=os.path.join(tmp, "cifar.tar.gz"), mode="test", transform=T.ToTensor())))
    for bad in (lambda: MNIST(download=False), lambda: MNIST(image_path=os.path.join(tmp, "none.gz"), label_path="x", download=False),
                lambda: Cifar10(download=False), lambda: MNIST(mode="valid"), lambda: MNIST(backend="tk"),
                lambda: MNIST(image_path=os.path.join(tmp, "img.gz"), label_path=os.path.join(tmp, "short.gz"))):
        try:
            bad()
        except Exception as e:
            print(type(e).__name__, str(e).replace(tmp, "TMP").splitlines()[0])
