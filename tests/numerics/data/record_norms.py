# Records, with real paddle, the float32 bits of its CPU normalisation kernels into an .npz:
#   /tmp/oracle-paddle/bin/python record_norms.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see values().
import sys

import numpy as np

#: (rows, row length, epsilon) of layer norm; lengths below and above paddle's AVX packet of 8
LAYER_NORMS = [(7, n, [1e-5, 1e-3, 5e-4][n % 3]) for n in list(range(1, 41)) + [64, 100, 257, 768]]
#: (shape, groups, data format, epsilon) of group norm
GROUP_NORMS = [((2, 6, 5, 3), 2, "NCHW", 1e-5), ((3, 4, 16), 2, "NCHW", 1e-5), ((2, 8, 4, 5), 4, "NCHW", 1e-3),
               ((1, 6, 30), 3, "NCHW", 1e-5), ((2, 4, 3, 3), 1, "NCHW", 0.1), ((2, 5, 3, 6), 3, "NHWC", 1e-5),
               ((2, 7, 4, 6), 2, "NHWC", 1e-5), ((3, 4, 33), 2, "NCHW", 1e-5), ((2, 4, 3, 3), 2, "NCHW", 0.0)]


def values(seed, shape, spread=3.0):
    rng = np.random.RandomState(seed)
    return (rng.standard_normal(shape) * spread + 1).astype(np.float32)


def affine(seed, size):
    rng = np.random.RandomState(seed)
    return rng.standard_normal(size).astype(np.float32), rng.standard_normal(size).astype(np.float32)


if __name__ == "__main__":
    import paddle

    out = {}
    for i, (rows, n, eps) in enumerate(LAYER_NORMS):
        weight, bias = affine(1000 + i, n)
        x = paddle.to_tensor(values(i, (rows, n)))
        w, b = paddle.to_tensor(weight), paddle.to_tensor(bias)
        out[f"layer_norm{i}"] = paddle.nn.functional.layer_norm(x, n, w, b, eps).numpy().view(np.uint32)
        out[f"layer_norm_plain{i}"] = paddle.nn.functional.layer_norm(x, n, None, None, eps).numpy().view(np.uint32)
    for i, (shape, groups, data_format, eps) in enumerate(GROUP_NORMS):
        channels = shape[-1] if data_format == "NHWC" else shape[1]
        weight, bias = affine(2000 + i, channels)
        x = paddle.to_tensor(values(100 + i, shape, 0.01 if i == 8 else 3.0))  # 8: eps 0 and small variances
        out[f"group_norm{i}"] = paddle.nn.functional.group_norm(
            x, groups, eps, paddle.to_tensor(weight), paddle.to_tensor(bias), data_format).numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
