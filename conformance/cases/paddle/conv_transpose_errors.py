# paddle's errors for misused transposed convolutions: input rank, channels vs groups/filter, output_size
# against the inferred size and stride, output_padding, padding strings and lists, data_format, dtype
import paddle
import paddle.nn.functional as F

o = paddle.ones
x, w = o([1, 4, 5, 5]), o([4, 6, 3, 3])
for call in [
    lambda: F.conv2d_transpose(o([1, 4, 5]), w),
    lambda: F.conv1d_transpose(o([1, 4, 5, 5]), o([4, 6, 3])),
    lambda: F.conv3d_transpose(o([1, 4, 3, 3]), o([4, 6, 2, 2, 2])),
    lambda: F.conv2d_transpose(x, o([4, 6, 3])),
    lambda: F.conv2d_transpose(x, o([4, 3, 3, 3]), groups=3),
    lambda: F.conv1d_transpose(o([1, 4, 5]), o([4, 6, 3]), groups=3),
    lambda: F.conv3d_transpose(o([1, 4, 3, 3, 3]), o([4, 6, 2, 2, 2]), groups=3),
    lambda: F.conv2d_transpose(x, w, groups=0),
    lambda: F.conv2d_transpose(o([1, 3, 5, 5]), w),
    lambda: F.conv1d_transpose(o([1, 5, 3]), o([4, 6, 3]), data_format="NLC"),
    lambda: F.conv3d_transpose(o([1, 3, 3, 3, 3]), o([4, 6, 2, 2, 2]), data_format="NDHWC"),
    lambda: F.conv2d_transpose(x, w, stride=2, output_size=[13, 12]),
    lambda: F.conv2d_transpose(x, w, stride=2, output_size=[11, 10]),
    lambda: F.conv1d_transpose(o([1, 4, 5]), o([4, 6, 3]), stride=2, output_size=4),
    lambda: F.conv2d_transpose(x, w, stride=2, output_size=[12, 12], output_padding=1),
    lambda: F.conv2d_transpose(x, w, stride=2, output_padding=2),
    lambda: F.conv2d_transpose(x, w, stride=0),
    lambda: F.conv2d_transpose(x, w, padding="foo"),
    lambda: F.conv2d_transpose(x, w, padding=[1, 2, 3]),
    lambda: F.conv2d_transpose(x, w, padding=-1),
    lambda: F.conv2d_transpose(x, w, padding=[[0, 0], [1, 2], [0, 1], [0, 0]]),
    lambda: F.conv2d_transpose(o([1, 5, 5, 4]), w, data_format="NLC"),
    lambda: F.conv3d_transpose(o([1, 4, 3, 3, 3]), o([4, 6, 2, 2, 2]), data_format="NCHW"),
    lambda: F.conv2d_transpose(o([1, 4, 5, 5], dtype="int32"), o([4, 6, 3, 3], dtype="int32")),
    lambda: F.conv2d_transpose(x, w, bias=o([5])),
    lambda: paddle.nn.Conv2DTranspose(4, 6, 3, padding="foo"),
    lambda: paddle.nn.Conv2DTranspose(4, 6, 3, stride=2)(x, output_size=[14, 12]),
    lambda: paddle.nn.Conv1DTranspose(4, 6, 3)(o([4, 5])),
]:
    try:
        call()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
