# nn MaxPool1d/AvgPool1d (valid/same/pad, ReduceMean shortcuts), AdaptiveAvg/MaxPool 1d-3d (double sums), BatchNorm3d, CellDict, conv/transposed-conv output shapes: values, gradients, reprs, errors
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

np.random.seed(5)
x = Tensor(np.random.randn(2, 3, 12).astype(np.float32))
x4 = Tensor(np.random.randn(2, 3, 7, 9).astype(np.float32))
x5 = Tensor(np.random.randn(1, 2, 5, 6, 7).astype(np.float32))


def show(cell, t):
    print(cell)
    y = cell(t)
    if isinstance(y, tuple):
        print([(part.shape, part.dtype, part.asnumpy().ravel().tolist()[:6]) for part in y])
        return
    print(y.shape, y.asnumpy().ravel().tolist()[:8])
    print("  grad", ms.grad(lambda u: (cell(u) ** 2).sum())(t).asnumpy().ravel().tolist()[:8])


for cell in [nn.MaxPool1d(3, 2), nn.MaxPool1d(3, 2, "same"), nn.MaxPool1d(3, 2, "pad", padding=1, return_indices=True),
             nn.AvgPool1d(3, 2), nn.AvgPool1d(3, 2, "same"), nn.AvgPool1d(3, 2, "pad", padding=1),
             nn.AvgPool1d(4, 3, "pad", padding=1, count_include_pad=False), nn.AvgPool1d(12), nn.AvgPool1d(10, 3),
             nn.AdaptiveAvgPool1d(4), nn.AdaptiveMaxPool1d(3)]:
    show(cell, x)
for cell in [nn.AdaptiveAvgPool2d(3), nn.AdaptiveAvgPool2d((2, None)), nn.AdaptiveMaxPool2d((4, 5)), nn.AdaptiveMaxPool2d(2, True)]:
    show(cell, x4)
for cell in [nn.AdaptiveAvgPool3d(2), nn.AdaptiveAvgPool3d((3, None, 4)), nn.AdaptiveMaxPool3d(2), nn.AdaptiveMaxPool3d((2, 3, 4), True)]:
    show(cell, x5)
bn = nn.BatchNorm3d(2)
print(bn)
print(bn.trainable_params())
cells = nn.CellDict({"dense": nn.Dense(3, 2, weight_init="ones"), "act": nn.ReLU()})
cells["bn"] = nn.BatchNorm2d(2)
print(cells)
print(len(cells), list(cells.keys()), "act" in cells, [p.name for p in cells.get_parameters()])
print(cells.pop("act"), list(cells))
for conv, t in [(nn.Conv1d(3, 4, 3, weight_init="ones"), x), (nn.Conv1d(3, 4, 3, pad_mode="pad", padding=2, dilation=2), x),
                (nn.Conv3d(2, 4, 3, stride=2, weight_init="ones"), x5), (nn.Conv2dTranspose(3, 2, 3, stride=2), x4),
                (nn.Conv2dTranspose(3, 2, 3, stride=2, pad_mode="pad", padding=1, output_padding=1), x4),
                (nn.Conv1dTranspose(3, 2, 4, stride=3, pad_mode="valid"), x), (nn.Conv3dTranspose(2, 1, 2, stride=2), x5)]:
    print(type(conv).__name__, conv.weight.shape, conv(t).shape)
for bad in [lambda: nn.MaxPool1d(0), lambda: nn.MaxPool1d(2, pad_mode="x"), lambda: nn.MaxPool1d(2, padding=1),
            lambda: nn.AdaptiveAvgPool1d(5)(x), lambda: nn.AdaptiveAvgPool1d(0), lambda: nn.AdaptiveMaxPool1d(2)(x4),
            lambda: nn.AvgPool1d(2)(x4), lambda: nn.AdaptiveAvgPool1d(2)(Tensor(np.ones((1, 2, 4), np.int32))),
            lambda: cells.__setitem__(1, nn.ReLU()), lambda: cells.__setitem__("a.b", nn.ReLU()),
            lambda: cells.__setitem__("x", nn.CellList()), lambda: cells.update([("a", nn.ReLU(), 1)]),
            lambda: nn.GroupNorm(3, 4), lambda: nn.GroupNorm(0, 4), lambda: nn.LayerNorm(3), lambda: nn.BatchNorm3d(2)(x4)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
# MaxPool3d/AvgPool3d values, DiceLoss/MultiClassDiceLoss, Cell flags/apply/get_sub_cell/set_inputs
for cell in [nn.MaxPool3d(2, 2), nn.MaxPool3d(3, 1, "same"), nn.MaxPool3d(2, 1, "pad", return_indices=True),
             nn.AvgPool3d(2, 2), nn.AvgPool3d(3, 2, "same"), nn.AvgPool3d(3, 2, "pad", padding=1, count_include_pad=False)]:
    show(cell, x5)
p = Tensor(np.random.uniform(0, 1, (3, 4)).astype(np.float32))
t = Tensor((np.random.uniform(0, 1, (3, 4)) > 0.5).astype(np.float32))
for loss in [nn.DiceLoss(1e-5), nn.MultiClassDiceLoss(), nn.MultiClassDiceLoss(Tensor(np.array([[0.1], [0.5], [1.0], [2.0]], np.float32)), 1, "sigmoid")]:
    print(loss(p, t), ms.grad(lambda u: loss(u, t))(p).asnumpy().ravel().tolist())
net = nn.SequentialCell([nn.Dense(2, 2, weight_init="ones"), nn.SequentialCell([nn.ReLU()])])
print(net.get_flags(), net.add_flags_recursive(mixed=True) is net, net[1][0].get_flags(), net[1][0].mixed)
seen = []
print(net.apply(lambda c: seen.append(type(c).__name__)) is net, seen)
print(net.get_sub_cell("1.0"), net.get_sub_cell("") is net, net.param_prefix)
net.set_inputs(Tensor(np.ones((2, 2), np.float32)))
print(net.get_inputs())
for bad in [lambda: net.get_sub_cell("x"), lambda: net.get_sub_cell("0.weight"), lambda: nn.DiceLoss(1), lambda: nn.MaxPool3d(2, return_indices=True)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
