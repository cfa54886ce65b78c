# local_response_norm (values in every layout, gradients for NCHW/NCDHW), LocalResponseNorm printing, seeded dropout1d, errors
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.RandomState(2)


def bits(t):
    return np.asarray(t.numpy()).view(np.uint32).tolist()


for shape, fmt in (((2, 7, 5), "NCL"), ((2, 6, 3, 4), "NCHW"), ((2, 3, 4, 6), "NHWC"), ((1, 5, 2, 2, 3), "NCDHW")):
    x = paddle.to_tensor(rng.randn(*shape).astype("float32"), stop_gradient=False)
    out = F.local_response_norm(x, 3, 0.01, 0.75, 1.5, data_format=fmt)
    out.backward(paddle.to_tensor(rng.randn(*shape).astype("float32")))
    # (the 3-D layouts' gradients differ from paddle's in a few last bits: not claimed here)
    print(fmt, bits(out), bits(x.grad) if fmt in ("NCHW", "NCDHW") else "")
print(paddle.nn.LocalResponseNorm(5), paddle.nn.LocalResponseNorm(3, data_format="NHWC", name="l"))
print(paddle.nn.LocalResponseNorm(4)(paddle.to_tensor(rng.rand(1, 6, 2, 2).astype("float32"))).numpy().tolist())
paddle.seed(4)
x = paddle.to_tensor(rng.randn(3, 4, 5).astype("float32"), stop_gradient=False)
out = F.dropout1d(x, 0.4)
out.backward(paddle.ones_like(out))
print(bits(out), bits(x.grad))
print(F.dropout1d(x[0], 0.5).numpy().tolist(), F.dropout1d(x, 0.5, training=False).numpy().tolist() == x.numpy().tolist())
for bad in [lambda: F.dropout1d(x, 2), lambda: F.dropout1d(x[0, 0], 0.5), lambda: F.local_response_norm(x[0], 3),
            lambda: F.local_response_norm(x, 3, data_format="NC")]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
