# Records, with real paddle, the float32 bits of rsqrt (Eigen's fast-math prsqrt on AVX packets, 1 / sqrt on the
# tail) and of its gradient under a random dout, on record_rsqrt_estimate.check_values():
#   /tmp/oracle-paddle/bin/python record_rsqrt.py OUT.npz
import sys

import numpy as np

from record_rsqrt_estimate import check_values


def dout(n):
    return np.random.RandomState(3).standard_normal(n).astype(np.float32)


if __name__ == "__main__":
    import paddle

    x = check_values()
    t = paddle.to_tensor(x, stop_gradient=False)
    y = paddle.rsqrt(t)
    (g,) = paddle.grad(y, t, paddle.to_tensor(dout(x.size)))
    np.savez_compressed(sys.argv[1], rsqrt=y.numpy().view(np.uint32), rsqrt_grad=g.numpy().view(np.uint32),
                        rsqrt_tail=paddle.rsqrt(paddle.to_tensor(x[:13])).numpy().view(np.uint32))
