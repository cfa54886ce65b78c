# gather_nd/scatter_nd/scatter_nd_add/scatter_add/scatter_reduce/index_sample, the *_scatter ops, argwhere, kthvalue, nanmedian, unique_consecutive, diagflat, block_diag, cartesian_prod, combinations, tril/triu_indices, as_real/as_complex, tensordot, unfold, with gradients and errors
import paddle

x = paddle.arange(12, dtype="float32").reshape([3, 4])
x.stop_gradient = False
g = paddle.gather_nd(x, paddle.to_tensor([[0, 1], [2, 3], [1, 1]]))
print(g, paddle.grad(g, x, paddle.to_tensor([1.0, 2.0, 3.0]))[0])
print(paddle.gather_nd(x, paddle.to_tensor([[2], [0]])))
print(paddle.scatter_nd(paddle.to_tensor([[1], [1], [3]]), paddle.to_tensor([9.0, 10.0, 11.0]), [5]))
print(paddle.scatter_nd_add(paddle.ones([3, 2]), paddle.to_tensor([[1], [1]]), paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])))
idx = paddle.to_tensor([[0, 1, 2, 0], [1, 1, 0, 2]])
src = paddle.arange(8, dtype="float32").reshape([2, 4])
print(paddle.scatter_add(paddle.zeros([3, 4]), 0, idx, src))
for reduce in ("sum", "prod", "mean", "amin", "amax"):
    print(reduce, paddle.scatter_reduce(paddle.ones([3, 4]), 0, idx, src, reduce).numpy().tolist(),
          paddle.scatter_reduce(paddle.ones([3, 4]), 0, idx, src, reduce, include_self=False).numpy().tolist())
print(paddle.index_sample(x.detach(), paddle.to_tensor([[0, 3], [1, 1], [2, 0]])))
print(paddle.diagonal_scatter(paddle.zeros([3, 3]), paddle.ones([2]), offset=1))
print(paddle.select_scatter(paddle.zeros([2, 3]), paddle.ones([3]), 0, 1))
print(paddle.slice_scatter(paddle.zeros([4, 4]), paddle.ones([2, 2]), [0, 1], [0, 1], [4, 4], [2, 2]))
print(paddle.argwhere(paddle.to_tensor([[0, 1], [2, 0]])))
v, i = paddle.kthvalue(paddle.to_tensor([[3.0, 1.0, 2.0], [0.5, 4.0, -1.0]]), 2)
print(v, i)
print(paddle.kthvalue(paddle.to_tensor([[3.0, 1.0, 2.0], [0.5, 4.0, -1.0]]), 1, axis=0, keepdim=True))
m = paddle.to_tensor([[float("nan"), 2.0, 3.0, 1.0], [0.0, 1.0, 2.0, float("nan")]])
print(paddle.nanmedian(m), paddle.nanmedian(m, 1), paddle.nanmedian(m, 1, mode="min"))
print(paddle.unique_consecutive(paddle.to_tensor([1, 1, 2, 2, 3, 1, 1]), return_inverse=True, return_counts=True))
print(paddle.diagflat(paddle.to_tensor([[1, 2], [3, 4]]), offset=-1))
print(paddle.block_diag([paddle.to_tensor(5.0), paddle.ones([2]), paddle.full([2, 2], 2.0)]))
print(paddle.cartesian_prod([paddle.to_tensor([1, 2]), paddle.to_tensor([3, 4, 5])]))
print(paddle.combinations(paddle.to_tensor([1, 2, 3, 4]), 3), paddle.combinations(paddle.to_tensor([1, 2]), with_replacement=True))
print(paddle.tril_indices(3, 4, -1), paddle.triu_indices(3, 3, 1))
c = paddle.as_complex(paddle.to_tensor([[1.0, 2.0], [3.0, -4.0]]))
print(c, paddle.as_real(c), paddle.view_as_real(c), paddle.view_as_complex(paddle.to_tensor([[0.5, 1.0]])))
a = paddle.arange(24, dtype="float64").reshape([2, 3, 4])
b = paddle.arange(36, dtype="float64").reshape([3, 3, 4])
print(paddle.tensordot(a, b, axes=[1, 2]), paddle.tensordot(a, b.transpose([2, 1, 0]), axes=[[1, 2], [1, 0]]))
print(paddle.unfold(paddle.arange(8, dtype="float32"), 0, 3, 2))
for fn in (lambda: paddle.combinations(paddle.ones([2, 2])), lambda: paddle.block_diag([paddle.ones([1, 1, 1])]),
           lambda: paddle.cartesian_prod([paddle.ones([2, 2]), paddle.ones([2])])):
    try:
        fn()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
