# paddle.transpose as paddle 3 decorates it: a perm, or torch's (x, dim0, dim1) (ints or the dim0/dim1 keywords,
# input for x; one int alone leaves the tensor as it is, a third is ignored); swapaxes and swapdims are transpose, also
# as Tensor methods; the gradient goes back through the permutation
import paddle, numpy as np
x = paddle.to_tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
for name, f in (("transpose perm", lambda: paddle.transpose(x, [1, 0, 2])),
                ("transpose dims", lambda: paddle.transpose(x, 0, 1)),
                ("transpose kw", lambda: paddle.transpose(input=x, dim0=2, dim1=0)),
                ("swapaxes", lambda: paddle.swapaxes(x, 0, 2)),
                ("swapaxes perm", lambda: paddle.swapaxes(x, [2, 1, 0])),
                ("swapdims", lambda: paddle.swapdims(x, 1, 2)),
                ("Tensor.swapaxes", lambda: x.swapaxes(0, 1)),
                ("Tensor.swapdims", lambda: x.swapdims(0, 1)),
                ("Tensor.transpose dims", lambda: x.transpose(0, 1)),
                ("transpose bad", lambda: paddle.transpose(x, 0)),
                ("transpose 3 ints", lambda: paddle.transpose(x, 0, 1, 2))):
    try:
        y = f()
        print(name, y.shape, y.numpy().ravel()[:6].tolist())
    except Exception as e:
        print(name, type(e).__name__, str(e)[:200])
w = paddle.to_tensor(np.arange(6, dtype=np.float32).reshape(2, 3), stop_gradient=False)
print(paddle.grad((paddle.swapaxes(w, 0, 1) * paddle.to_tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])).sum(), w)[0].numpy())
