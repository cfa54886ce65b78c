# Records, with real paddle, the float32 bits of paddle.pow(x, factor) (PowKernel) and of its gradient under a
# random dout (PowGradFunctor) into an .npz:  /tmp/oracle-paddle/bin/python record_pow.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see values().
import sys

import numpy as np

#: the factors recorded (forward), and those whose gradient is recorded
FACTORS = [2.0, 3.0, 0.5, 1.5, -1.0, -0.5, 1 / 3, 10.0, 100.0, 0.0, 1.0, 7.0]
GRAD_FACTORS = [2.0, 3.0, 0.5, -1.0, 2.5]
SPECIALS = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 2.0, -2.0, 0.5, 1e-40, -1e-40, 3.4e38, 1e-45, 1e-20, -3e-20]


def values():
    """2,027 values: 2,000 spread over [-6, 6] and over about 115 binades of both signs, the 16 special cases,
    then 11 more (2,027 = 253 packets of 8 and a scalar tail of 3)."""
    rng = np.random.RandomState(7)
    spread = np.concatenate([rng.uniform(-6, 6, 1000), np.exp(rng.uniform(-40, 40, 1000)) * rng.choice([-1, 1], 1000)])
    return np.concatenate([spread, SPECIALS, rng.uniform(0.1, 3, 11)]).astype(np.float32)


def dout(n):
    return np.random.RandomState(8).standard_normal(n).astype(np.float32)


if __name__ == "__main__":
    import paddle

    x = values()
    out = {}
    for i, factor in enumerate(FACTORS):
        out[f"pow{i}"] = paddle.pow(paddle.to_tensor(x), factor).numpy().view(np.uint32)
    for i, factor in enumerate(GRAD_FACTORS):
        t = paddle.to_tensor(x, stop_gradient=False)
        (g,) = paddle.grad(paddle.pow(t, factor), t, paddle.to_tensor(dout(x.size)))
        out[f"grad{i}"] = g.numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
