# mindspore.dataset.vision/transforms in map: Rescale, Normalize, HWC2CHW, ToTensor, TypeCast, OneHot, Compose; values bit for bit
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms

rs = np.random.RandomState(0)
images = rs.randint(0, 256, (4, 5, 6, 3)).astype(np.uint8)
labels = np.array([0, 3, 1, 2], np.int32)
d = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)
d = d.map([vision.Rescale(1.0 / 255.0, 0.0), vision.Normalize(mean=(0.1307, 0.2, 0.3), std=(0.3081, 0.25, 0.2)), vision.HWC2CHW()], "image")
d = d.map(transforms.TypeCast(ms.int32), "label").batch(2)
for x in d.create_dict_iterator():
    print(x["image"].shape, x["image"].dtype, x["label"])
    print(x["image"][1, 2])
print(vision.ToTensor()(images[0])[1])
print(vision.Rescale(1 / 127.5, -1.0)(images[0])[0])
print(transforms.OneHot(4)(np.array([1, 3])), transforms.TypeCast(ms.float16)(np.array([1.5, 2])).dtype)
t = transforms.Compose([vision.Rescale(0.5, 1.0), vision.HWC2CHW()])
print(t(images[0]).shape)
d = ds.NumpySlicesDataset(images[:, :, :, 0], column_names=["image"], shuffle=False).map(vision.Normalize([100.0], [50.0]), "image")
print(next(d.create_tuple_iterator(output_numpy=True))[0][0])
