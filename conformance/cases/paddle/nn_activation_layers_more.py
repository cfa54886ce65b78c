# prelu/rrelu/glu/maxout/swiglu/gumbel_softmax/thresholded_relu and their layers: float32 bits, gradients, printing, errors
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.RandomState(3)


def bits(t):
    return np.asarray(t.numpy(), dtype=np.float32).view(np.uint32).tolist()


x = paddle.to_tensor(rng.randn(2, 4, 3, 3).astype("float32") * 3, stop_gradient=False)
dout = paddle.to_tensor(rng.randn(2, 4, 3, 3).astype("float32"))
w = paddle.to_tensor([0.25], stop_gradient=False)
wc = paddle.to_tensor([0.1, 0.2, 0.3, 0.4], stop_gradient=False)
for weight in (w, wc):
    out = F.prelu(x, weight)
    out.backward(dout)
    print("prelu", bits(out)[:12], bits(x.grad)[:12], bits(weight.grad))
    x.clear_gradient()
for name, fn in [("glu", lambda t: F.glu(t, 1)), ("maxout", lambda t: F.maxout(t, 2)),
                 ("swiglu", lambda t: F.swiglu(t[..., :2], t[..., 1:])), ("swiglu1", lambda t: F.swiglu(t[..., :2])),
                 ("thresholded", lambda t: paddle.nn.ThresholdedReLU(0.5, 0.1)(t)), ("elu", paddle.nn.ELU(0.5)),
                 ("softplus", paddle.nn.Softplus(2, 5)), ("softmax2d", paddle.nn.Softmax2D())]:
    y = paddle.to_tensor(x.numpy(), stop_gradient=False)
    out = fn(y)
    out.backward(paddle.to_tensor(rng.randn(*out.shape).astype("float32")))
    print(name, out.shape, bits(out)[:12], bits(y.grad)[:12])
paddle.seed(11)
y = paddle.to_tensor(x.numpy(), stop_gradient=False)
out = F.rrelu(y, 0.1, 0.3)
out.backward(dout)
print("rrelu", bits(out)[:12], bits(y.grad)[:12])
print("rrelu eval", bits(F.rrelu(y, 0.1, 0.3, training=False))[:8])
y = paddle.to_tensor(x.numpy(), stop_gradient=False)
out = F.gumbel_softmax(y, 0.7, axis=1)
out.backward(dout)
print("gumbel", bits(out)[:12], bits(y.grad)[:12])
print(F.gumbel_softmax(y, hard=True)[0, 0].numpy().tolist())
print(paddle.nn.PReLU(4, 0.1, data_format="NHWC"), paddle.nn.RReLU(), paddle.nn.GLU(1), paddle.nn.Maxout(2),
      paddle.nn.Softmax2D(), paddle.nn.ELU(), paddle.nn.Softplus(), paddle.nn.ThresholdedReLU(), paddle.nn.SiLU())
for bad in [lambda: F.glu(x, 5), lambda: F.rrelu(x, 1, 2), lambda: F.rrelu(x, 0.5, 0.2), lambda: F.maxout(x, 2, axis=2),
            lambda: F.prelu(x, paddle.ones([5])), lambda: paddle.nn.Softmax2D()(paddle.ones([2, 3])),
            lambda: F.swiglu(paddle.ones([3]))]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, str(e))
