# Records, with real paddle, the float32 bits of sum/mean over axes and of the gradient of a broadcast operand
# of add/subtract/multiply into an .npz:  /tmp/oracle-paddle/bin/python record_reductions.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see INPUTS.
import sys

import numpy as np

#: (shape, axes) reduced by sum and mean; axes None means all
REDUCTIONS = [((3, 4, 5), [0, 2]), ((6, 7, 9, 10), [1, 3]), ((6, 784), [1]), ((6, 784), [0]), ((9, 33), [0, 1]),
              ((40,), [0]), ((5, 6, 7), [0, 1, 2]), ((1, 50), [1]), ((50, 1), [0]), ((3, 1, 40), [0, 2]),
              ((6, 7), [-1, 0]), ((2, 3, 4, 5, 6), [1, 3]), ((4, 5, 6), [2, 0]), ((7,), None), ((12,), None),
              ((3, 3000), None), ((20000,), None), ((2, 4099), [1]), ((2, 4099), None), ((8, 16), [0]), ((4, 6), 1)]
#: (x shape, y shape) of x op y where y is broadcast
BROADCASTS = [((10, 1), (1,)), ((20, 5), (5,)), ((12, 30), (12, 1)), ((12, 30), ()), ((12, 30), (1, 1)),
              ((4, 6, 9), (6, 1)), ((4, 6, 9), (9,)), ((3, 4, 6, 9), (4, 1, 9)), ((5, 7, 3), (5, 1, 1)), ((40,), (1,))]
OPS = ["add", "subtract", "multiply"]


def values(seed, shape):
    """Values of widely spread magnitudes (so the order of a sum shows in its last bits)."""
    rng = np.random.RandomState(seed)
    return (rng.standard_normal(shape) * np.exp(rng.standard_normal(shape) * 2)).astype(np.float32)


if __name__ == "__main__":
    import paddle

    out = {}
    for i, (shape, axes) in enumerate(REDUCTIONS):
        x = paddle.to_tensor(values(i, shape))
        out[f"sum{i}"] = paddle.sum(x, axis=axes).numpy().view(np.uint32)
        out[f"mean{i}"] = paddle.mean(x, axis=axes).numpy().view(np.uint32)
    for i, (x_shape, y_shape) in enumerate(BROADCASTS):
        for op in OPS:
            x = paddle.to_tensor(values(100 + i, x_shape), stop_gradient=False)
            y = paddle.to_tensor(values(200 + i, y_shape), stop_gradient=False)
            getattr(paddle, op)(x, y).backward(paddle.to_tensor(values(300 + i, x_shape)))
            out[f"{op}{i}"] = y.grad.numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
