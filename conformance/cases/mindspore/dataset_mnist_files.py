# mindspore.dataset.MnistDataset reads idx files written here (train/test/all usage, test files first, seeded shuffle, num_samples) and feeds a batch pipeline
import os
import struct
import tempfile
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms

root = tempfile.mkdtemp()
rs = np.random.RandomState(0)


def idx(name, arr):
    with open(os.path.join(root, name), "wb") as f:
        f.write(struct.pack(">IIII", 2051, *arr.shape) if arr.ndim == 3 else struct.pack(">II", 2049, len(arr)))
        f.write(arr.astype(np.uint8).tobytes())


idx("train-images-idx3-ubyte", rs.randint(0, 256, (6, 28, 28)))
idx("train-labels-idx1-ubyte", np.arange(6) % 10)
idx("t10k-images-idx3-ubyte", rs.randint(0, 256, (4, 28, 28)))
idx("t10k-labels-idx1-ubyte", np.arange(4) + 5)
for usage in [None, "train", "test", "all"]:
    d = ds.MnistDataset(root, usage=usage, shuffle=False)
    print(usage, d.get_dataset_size(), d.get_col_names(),
          [(x["label"], x["image"].shape, x["image"].dtype, int(x["image"].sum())) for x in d.create_dict_iterator(output_numpy=True)])
ms.set_seed(3)
print([int(x["label"]) for x in ds.MnistDataset(root).create_dict_iterator(output_numpy=True)])
print([int(x["label"]) for x in ds.MnistDataset(root, num_samples=5).create_dict_iterator(output_numpy=True)])
d = ds.MnistDataset(root, usage="train")
d = d.map([vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(0.1307,), std=(0.3081,)), vision.HWC2CHW()], "image")
d = d.map(transforms.TypeCast(ms.int32), "label").batch(4)
for image, label in d.create_tuple_iterator():
    print(image.shape, image.dtype, label, image[0, 0, 10, 10:14])
