"""``paddle.vision.datasets`` read from local files in paddle's formats; unigrad never downloads.

MNIST/FashionMNIST read the gzipped IDX files, Cifar10/100 the python tarballs, from the given
paths or from paddle's cache (``~/.cache/paddle/dataset/<name>/<file>``, checked by MD5 as paddle
does). A missing file raises paddle's error: ``AssertionError`` when downloading is disabled and no
path is given, ``ValueError`` for a missing path with downloading disabled, and the ``RuntimeError``
paddle raises when its download fails otherwise.

Images come as paddle's ``cv2`` backend gives them (NumPy arrays); with the default backend
(``'pil'``) an image is a ``uint8`` array standing for the PIL image, which the usual first
transform (``ToTensor``) turns into the same tensor; without a transform, a PIL image cannot be
made (PIL is not a dependency of unigrad) and a ``uint8`` array is returned.
"""

import gzip
import hashlib
import os
import pickle
import struct
import tarfile

import numpy as np

from unigrad.paddle_api.io import Dataset
from unigrad.paddle_api.vision.image import default_loader

__all__ = ["MNIST", "FashionMNIST", "Cifar10", "Cifar100", "DatasetFolder", "ImageFolder"]

_DATA_HOME = os.path.join(os.path.expanduser("~"), ".cache", "paddle", "dataset")


def _local_file(path, url, md5, module_name, download):
    if path and os.path.exists(path):
        return path
    if not download:
        raise ValueError(f"{path} not exists and auto download disabled")
    cached = os.path.join(_DATA_HOME, module_name, url.split("/")[-1])
    if os.path.exists(cached):
        with open(cached, "rb") as f:
            if hashlib.md5(f.read()).hexdigest() == md5:
                return cached
    raise RuntimeError(f"Cannot download {url} within retry limit 3")


def _check_backend(backend):
    backend = "pil" if backend is None else backend
    if backend not in ["pil", "cv2"]:
        raise ValueError(f"Expected backend are one of ['pil', 'cv2'], but got {backend}")
    return backend


def _check_room(buffer, offset, size):
    if len(buffer) < offset + size:
        raise struct.error(f"unpack_from requires a buffer of at least {offset + size} bytes for unpacking {size} "
                           f"bytes at offset {offset} (actual buffer size is {len(buffer)})")


class MNIST(Dataset):
    """The MNIST digits: 28x28 images and int64 labels of shape [1]."""

    NAME = "mnist"
    URL_PREFIX = "https://dataset.bj.bcebos.com/mnist/"
    TEST_IMAGE_MD5 = "9fb629c4189551a2d022fa330f9573f3"
    TEST_LABEL_MD5 = "ec29112dd5afa0611ce80d1b7f02629c"
    TRAIN_IMAGE_MD5 = "f68b3c2dcbeaaa9fbdd348bbdeb94873"
    TRAIN_LABEL_MD5 = "d53e105ee54ea40749a09fcbcd1e9432"

    def __init__(self, image_path=None, label_path=None, mode="train", transform=None, download=True, backend=None):
        from unigrad.paddle_api._dtype import get_default_dtype

        assert mode.lower() in ["train", "test"], f"mode should be 'train' or 'test', but got {mode}"
        self.backend = _check_backend(backend)
        self.mode = mode.lower()
        prefix = "train" if self.mode == "train" else "t10k"
        self.image_path = image_path
        if self.image_path is None:
            assert download, "image_path is not set and downloading automatically is disabled"
            md5 = self.TRAIN_IMAGE_MD5 if self.mode == "train" else self.TEST_IMAGE_MD5
            self.image_path = _local_file(image_path, f"{self.URL_PREFIX}{prefix}-images-idx3-ubyte.gz", md5,
                                          self.NAME, download)
        self.label_path = label_path
        if self.label_path is None:
            assert download, "label_path is not set and downloading automatically is disabled"
            md5 = self.TRAIN_LABEL_MD5 if self.mode == "train" else self.TEST_LABEL_MD5
            self.label_path = _local_file(label_path, f"{self.URL_PREFIX}{prefix}-labels-idx1-ubyte.gz", md5,
                                          self.NAME, download)
        self.transform = transform
        self._parse_dataset()
        self.dtype = get_default_dtype()

    def _parse_dataset(self, buffer_size=100):
        with gzip.GzipFile(self.image_path, "rb") as f:
            images = f.read()
        with gzip.GzipFile(self.label_path, "rb") as f:
            labels = f.read()
        _, _, rows, cols = struct.unpack_from(">IIII", images, 0)
        _, label_count = struct.unpack_from(">II", labels, 0)
        # paddle reads whole chunks of ``buffer_size`` samples, so a file must hold a multiple of it
        self.images, self.labels = [], []
        image_offset, label_offset, chunk = 16, 8, buffer_size * rows * cols
        for _ in range(0, label_count, buffer_size):
            _check_room(labels, label_offset, buffer_size)
            chunk_labels = np.frombuffer(labels, np.uint8, buffer_size, label_offset)
            label_offset += buffer_size
            _check_room(images, image_offset, chunk)
            pixels = np.frombuffer(images, np.uint8, chunk, image_offset).reshape(buffer_size, rows * cols)
            image_offset += chunk
            self.images.extend(pixels.astype("float32"))
            self.labels.extend(np.array([v]).astype("int64") for v in chunk_labels)

    def __getitem__(self, idx):
        image = np.reshape(self.images[idx], [28, 28])
        label = self.labels[idx]
        if self.backend == "pil":
            image = image.astype("uint8")
        if self.transform is not None:
            image = self.transform(image)
        if self.backend == "pil":
            return image, label.astype("int64")
        return image.astype(self.dtype), label.astype("int64")

    def __len__(self):
        return len(self.labels)


class FashionMNIST(MNIST):
    """Zalando's Fashion-MNIST, in MNIST's format."""

    NAME = "fashion-mnist"
    URL_PREFIX = "https://dataset.bj.bcebos.com/fashion_mnist/"
    TEST_IMAGE_MD5 = "bef4ecab320f06d8554ea6380940ec79"
    TEST_LABEL_MD5 = "bb300cfdad3c16e7a12a480ee83cd310"
    TRAIN_IMAGE_MD5 = "8d4fb7e6c68d591d4c3dfef9ec88bf0d"
    TRAIN_LABEL_MD5 = "25c81989df183df01b3e8a0aad5dffbe"


class Cifar10(Dataset):
    """CIFAR-10 from the python tarball: 32x32x3 HWC images and int64 0-D labels."""

    _URL = "https://dataset.bj.bcebos.com/cifar/cifar-10-python.tar.gz"
    _MD5 = "c58f30108f718f92721af3b95e74349a"
    _FLAGS = {"train": "data_batch", "test": "test_batch"}

    def __init__(self, data_file=None, mode="train", transform=None, download=True, backend=None):
        from unigrad.paddle_api._dtype import get_default_dtype

        assert mode.lower() in ["train", "test"], f"mode.lower() should be 'train' or 'test', but got {mode}"
        self.mode = mode.lower()
        self.backend = _check_backend(backend)
        self.flag = self._FLAGS[self.mode]
        self.data_file = data_file
        if self.data_file is None:
            assert download, "data_file is not set and downloading automatically is disabled"
            self.data_file = _local_file(data_file, self._URL, self._MD5, "cifar", download)
        self.transform = transform
        self._load_data()
        self.dtype = get_default_dtype()

    def _load_data(self):
        self.data = []
        with tarfile.open(self.data_file, mode="r") as archive:
            for name in sorted(item.name for item in archive if self.flag in item.name):
                batch = pickle.load(archive.extractfile(name), encoding="bytes")
                labels = batch.get(b"labels", batch.get(b"fine_labels", None))
                assert labels is not None
                self.data.extend(zip(batch[b"data"], labels))

    def __getitem__(self, idx):
        image, label = self.data[idx]
        image = np.reshape(image, [3, 32, 32]).transpose([1, 2, 0])
        if self.backend == "pil":
            image = image.astype("uint8")
        if self.transform is not None:
            image = self.transform(image)
        if self.backend == "pil":
            return image, np.array(label).astype("int64")
        return image.astype(self.dtype), np.array(label).astype("int64")

    def __len__(self):
        return len(self.data)


class Cifar100(Cifar10):
    """CIFAR-100 (fine labels) from the python tarball."""

    _URL = "https://dataset.bj.bcebos.com/cifar/cifar-100-python.tar.gz"
    _MD5 = "eb9058c3a382ffc7106e4002c42a8d85"
    _FLAGS = {"train": "train", "test": "test"}


IMG_EXTENSIONS = (".jpg", ".jpeg", ".png", ".ppm", ".bmp", ".pgm", ".tif", ".tiff", ".webp")


class DatasetFolder(Dataset):
    """Samples from ``root/<class>/<file>``: classes are the sorted folder names, files are read by ``loader``."""

    def __init__(self, root, loader=None, extensions=None, transform=None, is_valid_file=None):
        self.root = root
        self.transform = transform
        if extensions is None:
            extensions = IMG_EXTENSIONS
        classes = sorted(entry.name for entry in os.scandir(root) if entry.is_dir())
        class_to_idx = {name: i for i, name in enumerate(classes)}
        samples = []
        if extensions is not None and is_valid_file is not None:
            raise ValueError("Both extensions and is_valid_file cannot be None or not None at the same time")
        valid = is_valid_file or (lambda path: path.lower().endswith(tuple(extensions)))
        for name in classes:
            folder = os.path.expanduser(os.path.join(root, name))
            for base, _, files in sorted(os.walk(folder, followlinks=True)):
                for file in sorted(files):
                    path = os.path.join(base, file)
                    if valid(path):
                        samples.append((path, class_to_idx[name]))
        if len(samples) == 0:
            raise RuntimeError(
                f"Found 0 directories in subfolders of: {self.root}\nSupported extensions are: {','.join(extensions)}")
        self.loader = default_loader if loader is None else loader
        self.extensions = extensions
        self.classes = classes
        self.class_to_idx = class_to_idx
        self.samples = samples
        self.targets = [s[1] for s in samples]

    def __getitem__(self, index):
        path, target = self.samples[index]
        sample = self.loader(path)
        if self.transform is not None:
            sample = self.transform(sample)
        return sample, target

    def __len__(self):
        return len(self.samples)


class ImageFolder(Dataset):
    """All files under ``root`` (recursively, sorted), read by ``loader``; samples are ``[image]`` lists."""

    def __init__(self, root, loader=None, extensions=None, transform=None, is_valid_file=None):
        self.root = root
        if extensions is None:
            extensions = IMG_EXTENSIONS
        if extensions is not None and is_valid_file is not None:
            raise ValueError("Both extensions and is_valid_file cannot be None or not None at the same time")
        valid = is_valid_file or (lambda path: path.lower().endswith(tuple(extensions)))
        samples = []
        for base, _, files in sorted(os.walk(os.path.expanduser(root), followlinks=True)):
            for file in sorted(files):
                path = os.path.join(base, file)
                if valid(path):
                    samples.append(path)
        if len(samples) == 0:
            raise RuntimeError(
                f"Found 0 files in subfolders of: {self.root}\nSupported extensions are: {','.join(extensions)}")
        self.loader = default_loader if loader is None else loader
        self.extensions = extensions
        self.samples = samples
        self.transform = transform

    def __getitem__(self, index):
        sample = self.loader(self.samples[index])
        if self.transform is not None:
            sample = self.transform(sample)
        return [sample]

    def __len__(self):
        return len(self.samples)
