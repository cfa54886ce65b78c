# paddle.vision.transforms' colour, grayscale, pad, rotate, affine, perspective and erase functions and their random transform classes on PIL images (and erase on tensors and NumPy), under seeded random/numpy/paddle generators (same draws in the same order), and their misuse errors
import numpy as np, random
from PIL import Image
import paddle
import paddle.vision.transforms as T
from paddle.vision.transforms import functional as F
np.random.seed(2023); random.seed(7); paddle.seed(3)
img = Image.fromarray((np.random.rand(24, 30, 3) * 255.).astype('uint8'))
def px(i): return (i.size, i.mode, i.load()[1, 1], i.load()[5, 7], int(np.asarray(i).astype(np.int64).sum()))
print(px(F.adjust_brightness(img, 0.5)), px(F.adjust_contrast(img, 1.7)), px(F.adjust_saturation(img, 0.3)), px(F.adjust_hue(img, 0.4)))
print(px(F.to_grayscale(img)), px(F.to_grayscale(img, 3)))
print(px(F.pad(img, 1)), px(F.pad(img, (2, 1))), px(F.pad(img, [1, 2, 3, 4], fill=(9, 8, 7))), px(F.pad(img, 2, padding_mode="reflect")), px(F.pad(img, 2, padding_mode="symmetric")))
print(px(F.rotate(img, 90)), px(F.rotate(img, 33, expand=True)), px(F.rotate(img, 20, interpolation="bilinear", center=[3, 4], fill=5)))
print(px(F.affine(img, 45, translate=[0.2, 0.2], scale=0.5, shear=[-10, 10])), px(F.affine(img, 10, [2, 3], 1.2, 5, interpolation="bilinear")))
print(px(F.perspective(img, [[0, 0], [33, 0], [33, 25], [0, 25]], [[3, 2], [32, 3], [30, 24], [2, 25]])))
print(px(F.erase(img, 2, 3, 4, 5, 0)))
arr = np.asarray(img).copy(); print(F.erase(arr, 1, 1, 2, 2, 7)[:3, :3, 0].tolist())
t = paddle.randn((3, 4, 5)); print(F.erase(t, 1, 1, 2, 2, paddle.zeros((1, 1, 1))))
for tr in [T.BrightnessTransform(0.4), T.ContrastTransform(0.4), T.SaturationTransform(0.4), T.HueTransform(0.4), T.ColorJitter(0.4, 0.4, 0.4, 0.4), T.Grayscale(), T.Grayscale(3), T.Pad(2), T.Pad([1, 2], fill=3, padding_mode="edge"),
           T.RandomAffine(15, translate=(0.1, 0.2), scale=(0.8, 1.2), shear=(-5, 5, -3, 3)), T.RandomRotation(90), T.RandomRotation((10, 40), expand=True),
           T.RandomPerspective(prob=1.0), T.RandomPerspective(prob=0.0), T.RandomResizedCrop(16), T.RandomResizedCrop((8, 12), scale=(0.5, 0.9)), T.RandomErasing(prob=1.0), T.RandomErasing(prob=1.0, value=(1, 2, 3))]:
    out = tr(img)
    print(type(tr).__name__, px(out), random.random(), np.random.rand())
print(T.RandomErasing(prob=1.0)(t))
print(T.RandomErasing(prob=1.0, value="random")(t).shape)
for name, f in [("hue range", lambda: F.adjust_hue(img, 0.7)), ("numpy cv2", lambda: F.adjust_brightness(np.zeros((4, 4, 3), np.uint8), 0.5)),
                ("bad type", lambda: F.pad([1, 2], 1)), ("pad 3", lambda: F.pad(img, (1, 2, 3))), ("pad fill", lambda: F.pad(img, 1, fill=None)),
                ("gray 2", lambda: F.to_grayscale(img, 2)), ("affine angle", lambda: F.affine(img, "a", [0, 0], 1, 0)), ("affine scale", lambda: F.affine(img, 1, [0, 0], 0, 0)),
                ("affine translate", lambda: F.affine(img, 1, [0], 1, 0)), ("affine shear", lambda: F.affine(img, 1, [0, 0], 1, [1, 2, 3])),
                ("brightness neg", lambda: T.BrightnessTransform(-1)), ("hue bounds", lambda: T.HueTransform([0.1, 0.9])), ("contrast type", lambda: T.SaturationTransform("x")),
                ("pad class 3", lambda: T.Pad((1, 2, 3))), ("rot neg", lambda: T.RandomRotation(-3)), ("rot len", lambda: T.RandomRotation([1, 2, 3])),
                ("affine deg", lambda: T.RandomAffine(-1)), ("affine translate", lambda: T.RandomAffine(1, translate=(2, 0))), ("affine shear3", lambda: T.RandomAffine(1, shear=(1, 2, 3))),
                ("erasing str", lambda: T.RandomErasing(value="x")), ("erasing value", lambda: T.RandomErasing(prob=1.0, value=(1, 2))(t)), ("erasing scale", lambda: T.RandomErasing(scale=(0.5, 0.1)))]:
    try:
        r = f(); print(name, "ok", r)
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:150] if str(e) else "")
