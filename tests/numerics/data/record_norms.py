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

#: (shape, data format, training) of batch norm, channels below and above an AVX packet
BATCH_NORMS = [((4, 16), "NCHW", True), ((3, 16, 5), "NCL", True), ((2, 12, 3, 4), "NCHW", True),
               ((2, 3, 4, 20), "NHWC", True), ((2, 9, 7, 7), "NCHW", False), ((5, 3), "NCHW", True),
               ((2, 24, 40), "NCL", True), ((2, 16, 3, 4), "NCHW", False)]
#: (shape, epsilon) of instance norm (N x C statistics, packets of 8 of them)
INSTANCE_NORMS = [((2, 4, 5, 5), 1e-5), ((3, 5, 9), 1e-5), ((1, 3, 4, 4), 1e-3), ((4, 6, 6, 7), 1e-5), ((1, 2, 33, 35), 1e-5)]


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
        x.stop_gradient = w.stop_gradient = b.stop_gradient = False
        paddle.nn.functional.layer_norm(x, n, w, b, eps).backward(paddle.to_tensor(values(700 + i, (rows, n), 1.0)))
        out[f"layer_norm_grads{i}"] = np.concatenate([x.grad.numpy().reshape(-1), w.grad.numpy(),
                                                      b.grad.numpy()]).view(np.uint32)
    for i, (shape, groups, data_format, eps) in enumerate(GROUP_NORMS):
        channels = shape[-1] if data_format == "NHWC" else shape[1]
        weight, bias = affine(2000 + i, channels)
        x = paddle.to_tensor(values(100 + i, shape, 0.01 if i == 8 else 3.0))  # 8: eps 0 and small variances
        x.stop_gradient = False
        w, b = paddle.to_tensor(weight, stop_gradient=False), paddle.to_tensor(bias, stop_gradient=False)
        y = paddle.nn.functional.group_norm(x, groups, eps, w, b, data_format)
        out[f"group_norm{i}"] = y.numpy().view(np.uint32)
        y.backward(paddle.to_tensor(values(800 + i, shape, 1.0)))
        out[f"group_norm_grads{i}"] = np.concatenate([x.grad.numpy().reshape(-1), w.grad.numpy(),
                                                      b.grad.numpy()]).view(np.uint32)
    for i, (shape, data_format, training) in enumerate(BATCH_NORMS):
        channels = shape[-1] if data_format == "NHWC" else shape[1]
        weight, bias = affine(3000 + i, channels)
        mean, var = affine(4000 + i, channels)
        running_mean, running_var = paddle.to_tensor(mean), paddle.to_tensor(np.abs(var) + 0.5)
        x = paddle.to_tensor(values(200 + i, shape), stop_gradient=False)
        w, b = paddle.to_tensor(weight, stop_gradient=False), paddle.to_tensor(bias, stop_gradient=False)
        y = paddle.nn.functional.batch_norm(x, running_mean, running_var, w, b, training, 0.9, 1e-5, data_format)
        out[f"batch_norm{i}"] = y.numpy().view(np.uint32)
        y.backward(paddle.to_tensor(values(600 + i, shape, 1.0)))
        out[f"batch_norm_grads{i}"] = np.concatenate([x.grad.numpy().reshape(-1), w.grad.numpy(),
                                                      b.grad.numpy()]).view(np.uint32)
        out[f"batch_norm_running{i}"] = np.concatenate([running_mean.numpy(), running_var.numpy()]).view(np.uint32)
    for i, (shape, eps) in enumerate(INSTANCE_NORMS):
        weight, bias = affine(5000 + i, shape[1])
        x = paddle.to_tensor(values(300 + i, shape), stop_gradient=False)
        w, b = paddle.to_tensor(weight, stop_gradient=False), paddle.to_tensor(bias, stop_gradient=False)
        y = paddle.nn.functional.instance_norm(x, weight=w, bias=b, eps=eps)
        out[f"instance_norm{i}"] = y.numpy().view(np.uint32)
        y.backward(paddle.to_tensor(values(900 + i, shape, 1.0)))
        out[f"instance_norm_grads{i}"] = np.concatenate([x.grad.numpy().reshape(-1), w.grad.numpy(),
                                                         b.grad.numpy()]).view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
