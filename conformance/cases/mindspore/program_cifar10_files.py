# program: Cifar10Dataset on the binary batch format (a label byte then 3x32x32 bytes per image), with TypeCast/Rescale/HWC2CHW and batching (MindSpore API docs example of mindspore.dataset.Cifar10Dataset and the ResNet CIFAR-10 data pipeline, source: mindspore-ai/models official/cv/ResNet/src/dataset.py; one batch file of random bytes written here instead of the download, shuffle off)
import os
import tempfile
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms

root = tempfile.mkdtemp()
rs = np.random.RandomState(5)
records = np.frombuffer(rs.bytes(10000 * 3073), np.uint8).reshape(10000, 3073).copy()
records[:, 0] %= 10
records.tofile(os.path.join(root, "data_batch_1.bin"))
data = ds.Cifar10Dataset(root, usage="train", shuffle=False)
print(data.get_dataset_size(), data.get_col_names())
for item in data.take(3).create_dict_iterator(output_numpy=True):
    print(item["image"].shape, item["image"].dtype, item["label"], item["image"][0, 0], item["image"][31, 31])
data = ds.Cifar10Dataset(root, usage="train", shuffle=False)
data = data.map([vision.Rescale(1.0 / 255.0, 0.0), vision.HWC2CHW()], "image")
data = data.map(transforms.TypeCast(ms.int32), "label").take(4).batch(2)
for image, label in data:
    print(image.shape, label, image[0, :, 0, 0])
