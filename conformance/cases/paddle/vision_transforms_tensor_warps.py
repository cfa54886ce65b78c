# paddle.vision.transforms.affine and perspective on CHW tensor images (paddle's float32 sampling grids, nearest sampling, fill where the warp leaves the image, one or three fill values) and RandomAffine/RandomPerspective on tensors
import paddle
from paddle.vision.transforms import functional as F
import paddle.vision.transforms as T
import random
paddle.seed(1); random.seed(3)
img = paddle.arange(3 * 5 * 6, dtype="float32").reshape([3, 5, 6])
print(F.affine(img, 90, translate=[0, 0], scale=1.0, shear=0))
print(F.affine(img, 30, translate=[1, 0], scale=0.8, shear=[5, 0], fill=7).shape)
print(F.affine(paddle.ones([3, 4, 4]), 45, [0, 0], 1.0, 0, fill=(1, 2, 3))[:, 0, 0])
print(F.perspective(img, [[0, 0], [5, 0], [5, 4], [0, 4]], [[0, 0], [5, 0], [5, 4], [0, 4]]))
print(F.perspective(paddle.ones([3, 6, 6]), [[0, 0], [5, 0], [5, 5], [0, 5]], [[1, 1], [4, 0], [5, 5], [0, 4]], fill=9)[0])
print(T.RandomAffine(20)(paddle.ones([3, 8, 8])).shape, T.RandomPerspective(prob=1.0)(paddle.ones([3, 8, 8])).shape)
