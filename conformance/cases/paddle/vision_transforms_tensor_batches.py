# paddle.vision.transforms on 4-D tensors (NCHW batches) as paddle 3.3.1 takes or refuses them: hflip/vflip flip the last axes, crop/center_crop/RandomCrop slice axes 1 and 2 (paddle's CHW indexing, so a batch is cut along C and H), resize/Resize/RandomResizedCrop reach interpolate as 5-D and fail, pad and normalize work; 2-D and 5-D tensors, uint8 flips and int mean/std get paddle's errors
import random

import numpy as np
import paddle
import paddle.vision.transforms as T
import paddle.vision.transforms.functional as F

x = paddle.arange(2 * 3 * 4 * 5, dtype="float32").reshape([2, 3, 4, 5])


def attempt(label, f):
    try:
        r = f()
        print(label, "ok", type(r).__name__, getattr(r, "shape", None))
        if hasattr(r, "numpy"):
            print(r.numpy().ravel()[:12].tolist(), float(r.sum()))
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:200] if str(e) else "")


random.seed(3)
np.random.seed(3)
for name, f in [("hflip", lambda: F.hflip(x)), ("vflip", lambda: F.vflip(x)), ("crop", lambda: F.crop(x, 1, 1, 2, 3)),
                ("center_crop", lambda: F.center_crop(x, 2)), ("center_crop list", lambda: F.center_crop(x, [2, 3])),
                ("resize int", lambda: F.resize(x, 3)), ("resize list", lambda: F.resize(x, [3, 7])),
                ("resize nearest", lambda: F.resize(x, [3, 7], "nearest")), ("resize bicubic", lambda: F.resize(x, [6, 8], "bicubic")),
                ("Resize", lambda: T.Resize([2, 2])(x)), ("CenterCrop", lambda: T.CenterCrop(3)(x)),
                ("RandomHorizontalFlip", lambda: T.RandomHorizontalFlip(1.0)(x)), ("RandomVerticalFlip", lambda: T.RandomVerticalFlip(1.0)(x)),
                ("RandomCrop", lambda: T.RandomCrop(2)(x)), ("RandomCrop again", lambda: T.RandomCrop([3, 2])(x)),
                ("RandomCrop padded", lambda: T.RandomCrop(3, padding=1)(x)), ("RandomResizedCrop", lambda: T.RandomResizedCrop(3)(x)),
                ("pad", lambda: F.pad(x, 1)), ("Pad", lambda: T.Pad([1, 2])(x)),
                ("normalize", lambda: F.normalize(x, [1.0, 2.0, 3.0], [2.0, 2.0, 2.0])), ("Normalize", lambda: T.Normalize([0.5] * 3, [0.5] * 3)(x)),
                ("normalize int", lambda: F.normalize(x, [1, 2, 3], [2, 2, 2])),
                ("hflip uint8", lambda: F.hflip(x.astype("uint8"))), ("hflip 3-D uint8", lambda: F.hflip(x[0].astype("uint8"))),
                ("hflip int32", lambda: F.hflip(x.astype("int32"))), ("resize uint8", lambda: F.resize(x.astype("uint8"), [3, 3])),
                ("5-D hflip", lambda: F.hflip(x.unsqueeze(0))), ("5-D resize", lambda: F.resize(x.unsqueeze(0), 3)),
                ("5-D crop", lambda: F.crop(x.unsqueeze(0), 0, 0, 2, 2)), ("2-D hflip", lambda: F.hflip(x[0, 0])),
                ("2-D crop", lambda: F.crop(x[0, 0], 0, 0, 2, 2)), ("2-D RandomCrop", lambda: T.RandomCrop(2)(x[0, 0])),
                ("crop out", lambda: F.crop(x, 3, 3, 4, 4)), ("center_crop big", lambda: F.center_crop(x, 6)),
                ("3-D resize", lambda: F.resize(x[0], [2, 3])), ("3-D crop", lambda: F.crop(x[0], 1, 1, 2, 3)),
                ("list", lambda: F.hflip([[1, 2]]))]:
    attempt(name, f)
print(paddle.flip(paddle.to_tensor([True, False]), 0), random.random())
