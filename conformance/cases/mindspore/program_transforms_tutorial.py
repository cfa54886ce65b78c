# program: common transforms: Compose of Rescale/Normalize/HWC2CHW, TypeCast, lambda in map (MindSpore 2.x tutorial "Transforms", source: mindspore-ai/docs tutorials/source_en/beginner/transforms.md; synthetic image instead of MNIST)
import numpy as np
import mindspore
from mindspore.dataset import transforms, vision, GeneratorDataset

rs = np.random.RandomState(1)
image = rs.randint(0, 256, (5, 6, 1)).astype(np.uint8)
composed = transforms.Compose(
    [
        vision.Rescale(1.0 / 255.0, 0),
        vision.Normalize(mean=(0.1307,), std=(0.3081,)),
        vision.HWC2CHW()
    ]
)
out = composed(image)
print(out.shape, out.dtype)
print(out[0, 1])
rescale = vision.Rescale(1.0 / 255.0, 0)
rescaled_image = rescale(image)
print(rescaled_image[:2, :2, 0])
normalize = vision.Normalize(mean=(0.1307,), std=(0.3081,))
normalized_image = normalize(rescaled_image)
print(normalized_image[:2, :2, 0])
hwc_image = normalized_image
hwc2chw = vision.HWC2CHW()
chw_image = hwc2chw(hwc_image)
print(hwc_image.shape, chw_image.shape)
data = GeneratorDataset([(np.array([1, 2, 3]),), (np.array([4, 5, 6]),)], ["x"], shuffle=False)
data = data.map(lambda x: x * 2, "x").map(transforms.TypeCast(mindspore.float32), "x")
print(list(data.create_tuple_iterator()))
