# Records, with real paddle, the float32 bits of sin, cos and of the gradients of sin, cos and tan under a random
# dout, on values mixing magnitudes within packets of 8 (SLEEF's vector functions reduce by a packet's largest
# value, its scalar ones by each value's own) into an .npz:  /tmp/oracle-paddle/bin/python record_trig.py OUT.npz
import sys

import numpy as np

SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, -1e-30, 3e5, 124.9, 125.0, -125.0, 38999.0, 39000.0, 1e10,
            -2e20, 0.5]


def values():
    """2,019 values: 2,000 over [-130, 130], [-6, 6] and [-1e6, 1e6] shuffled together, the special cases,
    a tail of 3 (2,019 = 252 packets of 8 and 3)."""
    rng = np.random.RandomState(4)
    spread = np.concatenate([rng.uniform(-130, 130, 900), rng.uniform(-6, 6, 900), rng.uniform(-1e6, 1e6, 200)])
    rng.shuffle(spread)
    return np.concatenate([spread, SPECIALS, [200.0, 1.5, -3.0]]).astype(np.float32)


def dout(n):
    return np.random.RandomState(5).standard_normal(n).astype(np.float32)


if __name__ == "__main__":
    import paddle

    x = values()
    out = {}
    for name in ("sin", "cos", "tan"):
        t = paddle.to_tensor(x, stop_gradient=False)
        y = getattr(paddle, name)(t)
        (g,) = paddle.grad(y, t, paddle.to_tensor(dout(x.size)))
        if name != "tan":
            out[name] = y.numpy().view(np.uint32)
        out[name + "_grad"] = g.numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
