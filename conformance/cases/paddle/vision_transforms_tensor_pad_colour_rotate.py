# paddle.vision.transforms on tensor images (float32, uint8): pad (constant, edge, reflect; symmetric raises), to_grayscale, adjust_brightness/contrast/saturation/hue, rotate (nearest, expand, center), 4-D batches for affine/perspective/colour, RandomCrop padding, bad sizes
import numpy as np
import paddle
import paddle.vision.transforms as T
import paddle.vision.transforms.functional as F

img = paddle.to_tensor(np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype("float32") / 120.0)
one = img[0]
print(F.pad(one[:, :2, :3], [1, 2], fill=0.5))
print(F.pad(one[:1, :2, :3], 1, padding_mode="edge"))
print(F.pad(one[:1, :3, :3], [1, 1, 2, 0], padding_mode="reflect"))
for bad in [dict(padding_mode="symmetric"), dict(padding="1"), dict(padding=[1, 2, 3])]:
    try:
        F.pad(one, **{"padding": 1, **bad})
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(F.to_grayscale(one).numpy())
print(F.to_grayscale(img, 3).shape)
print(F.adjust_brightness(one, 1.5).numpy()[:, 0])
print(F.adjust_contrast(one, 0.4).numpy()[:, 1])
print(F.adjust_saturation(one, 1.7).numpy()[:, 2])
print(F.adjust_hue(one, 0.2).numpy()[:, 3])
print(F.adjust_hue(one, -0.45).numpy()[:, 0])
print(F.adjust_brightness(img, 0.5).shape, F.adjust_contrast(img[:, :1], 2.0).shape)
u8 = paddle.to_tensor((np.arange(3 * 2 * 3).reshape(3, 2, 3) * 11 % 256).astype("uint8"))
print(F.adjust_hue(u8, 0.1).numpy())
try:
    F.adjust_brightness(u8, 3.0)  # paddle's lerp has no uint8 kernel
except RuntimeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(F.rotate(one[:1], 90).numpy())
print(F.rotate(one[:1], 90, expand=True).numpy())
print(F.rotate(one[:1], 180, center=(1, 1), fill=9).numpy())
print(F.affine(img, 90, [0, 0], 1.0, [0, 0]).shape, F.perspective(img, [[0, 0], [4, 0], [4, 3], [0, 3]], [[0, 0], [4, 0], [4, 3], [0, 3]]).shape)
for bad in [lambda: F.adjust_hue(one, 0.7), lambda: F.adjust_brightness(one, -1), lambda: F.to_grayscale(one, 2),
            lambda: F.adjust_saturation(paddle.rand([4, 2, 2]), 0.5), lambda: F.resize(one, {1: 1}),
            lambda: F.resize(one, -1), lambda: T.RandomResizedCrop(4)(1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
paddle.seed(0)
import random
random.seed(0)
print(T.RandomCrop((6, 7), pad_if_needed=True, fill=0.25)(one[:1]).numpy())
print(T.RandomCrop(3, padding=1, padding_mode="edge")(one[:1]).numpy())
