# max_unpool1d/2d (values, gradient gather, output_size), MaxUnPool layers' printing and errors
import numpy as np, paddle, paddle.nn.functional as F
rng = np.random.RandomState(0)
x = paddle.to_tensor(rng.randn(2, 3, 6, 8).astype('float32'))
p, idx = F.max_pool2d(x, 2, 2, return_mask=True)
p.stop_gradient = False
out = F.max_unpool2d(p, idx, 2, output_size=[7, 9]); out.backward(paddle.to_tensor(rng.randn(*out.shape).astype('float32')))
print(out.shape, out.numpy().tolist(), p.grad.numpy().tolist())
x1 = paddle.to_tensor(rng.randn(2, 3, 10).astype('float32'))
p1, i1 = F.max_pool1d(x1, 2, return_mask=True)
print(paddle.nn.MaxUnPool1D(2)(p1, i1).numpy()[0, 0].tolist(), paddle.nn.MaxUnPool2D(2, output_size=[6, 8]))
for bad in [lambda: F.max_unpool2d(p, idx, 2, output_size=[9, 9]), lambda: F.max_unpool2d(p[0], idx[0], 2), lambda: F.max_unpool2d(p, idx, 2, data_format='NHWC'), lambda: F.max_unpool2d(p, idx, 2, output_size=[1, 2, 3])]:
    try: bad(); print('no error')
    except Exception as e: print(type(e).__name__, e)
