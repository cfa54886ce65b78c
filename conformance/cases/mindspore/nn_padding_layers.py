# nn padding/rearranging layers: ConstantPad/ReflectionPad/ReplicationPad 1d-3d, ZeroPad2d, Pad modes, PixelShuffle, ChannelShuffle: values, gradients (copies summed), reprs, errors
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

np.random.seed(0)
x = Tensor(np.random.randn(2, 3, 4, 5).astype(np.float32))
cells = [nn.ConstantPad1d((1, 2), 0.5), nn.ConstantPad2d((1, 0, 2, 1), 3.0), nn.ConstantPad3d(1, 0.25), nn.ZeroPad2d(2),
         nn.ReflectionPad1d(3), nn.ReflectionPad2d((1, 2, 3, 1)), nn.ReflectionPad3d(1), nn.ReplicationPad2d(2),
         nn.ReplicationPad3d((1, 1, 2, 0, 1, 0)), nn.ReplicationPad2d((-1, 2, 0, 1)),
         nn.Pad(((0, 0), (1, 1), (2, 1), (1, 2))), nn.Pad(((0, 0), (0, 0), (2, 1), (1, 2)), "REFLECT"),
         nn.Pad(((0, 0), (0, 0), (2, 1), (1, 2)), "SYMMETRIC"), nn.ChannelShuffle(3)]
for cell in cells:
    y = cell(x)
    print(cell, y.shape)
    print(y.asnumpy().ravel()[::7].tolist())
    grad = ms.grad(lambda t: (cell(t) * cell(t)).sum())(x)
    print(grad.asnumpy().ravel()[::5].tolist())
ps = nn.PixelShuffle(2)
x2 = Tensor(np.random.randn(1, 8, 2, 3).astype(np.float32))
print(ps(x2).shape, ps(x2).asnumpy().ravel().tolist())
print(nn.PixelUnshuffle(2)(ps(x2)).asnumpy().ravel().tolist() == x2.asnumpy().ravel().tolist())
print(nn.ReplicationPad1d(2)(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
for bad in [lambda: nn.ConstantPad1d((1, 2, 3), 0), lambda: nn.ConstantPad2d((1,) * 6, 0), lambda: nn.ConstantPad1d([1, 2], 0),
            lambda: nn.ConstantPad1d(1, "a"), lambda: nn.ReflectionPad1d([1, 2]), lambda: nn.ReflectionPad1d((1, -2)),
            lambda: nn.ReplicationPad1d((1, 2, 3)), lambda: nn.Pad([[1, 2]]), lambda: nn.Pad(((1, 2),), "EDGE"),
            lambda: nn.ChannelShuffle(0), lambda: nn.ChannelShuffle(2.0), lambda: nn.ReflectionPad1d(5)(x),
            lambda: nn.ReplicationPad1d(1)(x), lambda: nn.ConstantPad1d(-3, 0.0)(x)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
