# mindspore nn.MaxPool2d(pad_mode="pad", return_indices=True) returns (values, int64 indices) with MindSpore's tie-breaking, dilation and ceil_mode; padding/dilation/return_indices/ceil_mode outside "pad" raise ValueError
import numpy as np
import mindspore as ms

x = ms.Tensor(np.arange(2 * 1 * 4 * 5).reshape(2, 1, 4, 5)[:, :, ::-1] % 7, ms.float32)
for kw in [dict(kernel_size=2, stride=1, pad_mode="pad", padding=1, return_indices=True),
           dict(kernel_size=2, stride=1, pad_mode="pad", padding=1, dilation=2, return_indices=True, ceil_mode=True),
           dict(kernel_size=3, stride=2, pad_mode="pad", padding=1),
           dict(kernel_size=3, stride=2, return_indices=True),
           dict(kernel_size=2, stride=2, pad_mode="same", return_indices=True),
           dict(kernel_size=2, padding=1),
           dict(kernel_size=2, ceil_mode=True, pad_mode="VALID")]:
    try:
        out = ms.nn.MaxPool2d(**kw)(x)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
        continue
    if isinstance(out, tuple):
        print(type(out).__name__, out[0].shape, out[0].dtype, out[1].shape, out[1].dtype)
        print(out[0])
        print(out[1])
    else:
        print(type(out).__name__, out.shape)
        print(out)
# a 3-D input (C, H, W) keeps its rank in both outputs
values, indices = ms.nn.MaxPool2d(kernel_size=2, stride=1, pad_mode="pad", padding=0, return_indices=True)(x[0])
print(values.shape, indices.shape)
print(indices)
