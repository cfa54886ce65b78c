# paddle.vision set_image_backend/get_image_backend/image_load (PIL files, 'tensor' gives None, bad backends raise ValueError) and DatasetFolder/ImageFolder's default loader (RGB PIL images), through the transforms.transforms module path
import os
import tempfile

import numpy as np
from PIL import Image

import paddle
from paddle.vision import get_image_backend, image_load, set_image_backend
from paddle.vision.datasets import DatasetFolder, ImageFolder
from paddle.vision.transforms import transforms

root = tempfile.mkdtemp()
for c in range(2):
    os.makedirs(os.path.join(root, f"class_{c}"))
    for j in range(2):
        pixels = (np.arange(4 * 5 * 3).reshape(4, 5, 3) * (c + j + 1) % 256).astype("uint8")
        mode = "L" if j else "RGB"
        Image.fromarray(pixels[:, :, 0] if j else pixels).save(os.path.join(root, f"class_{c}", f"{j}.png"))

print(get_image_backend())
img = image_load(os.path.join(root, "class_0", "1.png"))
print(type(img).__name__, img.mode, img.size)
print(image_load(os.path.join(root, "class_0", "0.png"), backend="tensor"))
for bad in [1, "PIL", None]:
    try:
        set_image_backend(bad)
    except ValueError as e:
        print(type(e).__name__, str(e).splitlines()[0])
try:
    image_load("missing.png", backend="numpy")
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[0])

folder = DatasetFolder(root)
print(len(folder), folder.classes)
for sample, target in folder:
    print(type(sample).__name__, sample.mode, sample.size, target, np.asarray(sample)[0, :2].tolist())
folder = DatasetFolder(root, transform=transforms.Compose([transforms.CenterCrop(2), transforms.ToTensor()]))
sample, target = folder[3]
print(sample)
print([type(s[0]).__name__ for s in ImageFolder(root)])
set_image_backend("tensor")
print(get_image_backend(), type(DatasetFolder(root)[0][0]).__name__)
set_image_backend("pil")
print(transforms.Compose is paddle.vision.transforms.Compose, transforms.Normalize(0.5, 0.5)(np.ones((1, 2, 2), "float32")).tolist())
