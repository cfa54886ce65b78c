# mindspore.numpy shape manipulation: reshape/ravel/transpose/swapaxes/moveaxis/expand_dims/squeeze, concatenate/stack/hstack/vstack/dstack/column_stack/append, split family (tuples), flip/roll/rot90/tile/repeat/broadcast, take/take_along_axis/choose/select/pad/unique
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

x = mnp.arange(6).reshape(2, 3)
f = x.astype("float32")
print(repr(mnp.reshape(x, (3, -1))), repr(mnp.ravel(f)), repr(mnp.transpose(x)), repr(mnp.transpose(mnp.ones((1, 2, 3)), (2, 0, 1)).shape))
print(mnp.swapaxes(mnp.ones((2, 3, 4)), 0, 2).shape, mnp.moveaxis(mnp.ones((2, 3, 4)), 0, -1).shape, mnp.rollaxis(mnp.ones((2, 3, 4)), 2).shape)
print(mnp.expand_dims(x, 0).shape, mnp.expand_dims(x, (0, 3)).shape, mnp.squeeze(mnp.ones((1, 2, 1))).shape, mnp.squeeze(mnp.ones((1, 2, 1)), 2).shape)
print(repr(mnp.concatenate((x, x), axis=1)), repr(mnp.concatenate((x, f))), repr(mnp.concatenate((x, x), axis=None)))
print(repr(mnp.stack((x, x), axis=1)), repr(mnp.hstack((f, f))), repr(mnp.vstack((Tensor([1, 2]), Tensor([3, 4])))))
print(repr(mnp.dstack((Tensor([1.0, 2.0]), Tensor([3.0, 4.0])))), repr(mnp.column_stack((Tensor([1, 2]), Tensor([3, 4])))))
print(repr(mnp.append(x, Tensor([[9, 9, 9]]), axis=0)), repr(mnp.append(x, Tensor([7, 8]))))
print(mnp.split(mnp.arange(6), 3), mnp.split(mnp.arange(6), [1, 4]))
print(mnp.array_split(mnp.arange(7).astype("float32"), 3))
print(mnp.hsplit(f, 3), mnp.vsplit(f, 2))
print(repr(mnp.flip(x)), repr(mnp.flip(x, 1)), repr(mnp.fliplr(x)), repr(mnp.flipud(x)))
print(repr(mnp.roll(x, 1)), repr(mnp.roll(x, -1, axis=1)), repr(mnp.rot90(x)), repr(mnp.rot90(x, 2)))
print(repr(mnp.tile(Tensor([0, 1]), (2, 2))), repr(mnp.repeat(x, 2)), repr(mnp.repeat(x, [1, 2], axis=0)))
print(repr(mnp.broadcast_to(Tensor([1, 2, 3]), (2, 3))), mnp.broadcast_arrays(Tensor([[1, 2]]), Tensor([[3], [4]])))
print(mnp.atleast_1d(Tensor(1.0)), mnp.atleast_2d(Tensor([1, 2])).shape, mnp.atleast_3d(x).shape)
print(repr(mnp.take(Tensor([4, 3, 5, 7]), Tensor([0, 3]))), repr(mnp.take(x, Tensor([0, 2]), axis=1)), repr(mnp.take(Tensor([4, 3, 5]), Tensor([5, -1]))))
print(repr(mnp.take_along_axis(x, Tensor([[0], [2]]), 1)))
print(repr(mnp.choose(Tensor([0, 1, 1]), [Tensor([1, 2, 3]), Tensor([10, 20, 30])])))
print(repr(mnp.select([Tensor([True, False, False]), Tensor([False, True, False])], [Tensor([1, 2, 3]), Tensor([4, 5, 6])], 9)))
print(repr(mnp.pad(Tensor([1.0, 2.0, 3.0]), (2, 1))), repr(mnp.pad(Tensor([1.0, 2.0, 3.0]), 2, mode="edge")), repr(mnp.pad(x, ((1, 0), (0, 2)), constant_values=9)))
print(repr(mnp.unique(Tensor([3, 1, 3, 2], ms.int32))), mnp.unique(Tensor([3, 1, 3, 2], ms.int32), return_inverse=True))
print(mnp.size(x), mnp.size(x, 1), mnp.diagonal(f), mnp.diag(f, 1))
