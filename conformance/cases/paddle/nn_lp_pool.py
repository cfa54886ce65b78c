# lp_pool1d/lp_pool2d (powf sums, 1.0f/p root, in-order gradient accumulation), LPPool layers' printing and rank errors
import numpy as np, paddle, paddle.nn.functional as F
rng = np.random.RandomState(0)
def bits(t): return np.asarray(t.numpy()).view(np.uint32).tolist()
x0 = rng.rand(2, 3, 6, 7).astype('float32') * 2
for p, k, s, pad, ceil in [(3.0, 2, 2, 0, False), (2.5, 3, 1, 0, False), (2.0, 2, 1, 1, False), (1.7, (2, 3), (1, 2), 0, True), (3, 3, 2, [1, 0], True)]:
    t = paddle.to_tensor(x0, stop_gradient=False)
    o = F.lp_pool2d(t, p, k, s, pad, ceil); o.backward(paddle.to_tensor(rng.rand(*o.shape).astype('float32')))
    print(o.shape, bits(o), bits(t.grad))
t = paddle.to_tensor(x0.transpose(0, 2, 3, 1).copy(), stop_gradient=False)
o = paddle.nn.LPPool2D(2, 2, data_format='NHWC')(t); o.backward(paddle.ones_like(o)); print(o.shape, bits(o), bits(t.grad))
t = paddle.to_tensor(x0[0], stop_gradient=False)
o = paddle.nn.LPPool1D(3, 3, 2)(t); o.backward(paddle.ones_like(o)); print(o.shape, bits(o), bits(t.grad))
o = F.lp_pool1d(t, 2, 2, 1, padding=1, ceil_mode=True); print(o.shape, bits(o))
print(paddle.nn.LPPool1D(3, 3, 2), paddle.nn.LPPool2D(2, 3))
for bad in [lambda: F.lp_pool2d(t, 0, 2), lambda: F.lp_pool2d(paddle.to_tensor(x0), 0, 2)]:
    try: bad(); print('no error')
    except Exception as e: print(type(e).__name__, e)
