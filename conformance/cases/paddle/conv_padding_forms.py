# Checks paddle's padding forms of the forward convolutions: an int, one per axis, one (before, after) pair per
# axis flattened, nested per-axis pairs, 'SAME' (also strided, dilation dropped) and 'VALID', in F.conv2d and the
# Conv layers; output shapes and values (rounded: torch's convolution, not paddle's, forms the sums).
import paddle
import paddle.nn.functional as F

paddle.seed(0)
x = paddle.rand([1, 2, 6, 7])
w = paddle.rand([3, 2, 3, 3])
for pad in (1, [1, 2], [1, 2, 0, 1], [[0, 0], [0, 0], [1, 2], [0, 1]], "SAME", "VALID", "same"):
    for stride, dilation in ((1, 1), (2, 1), (1, 2)):
        y = F.conv2d(x, w, padding=pad, stride=stride, dilation=dilation)
        print(pad, stride, dilation, y.shape, round(float(y.sum()), 3))
print(paddle.nn.Conv2D(2, 3, 3, padding=[1, 2, 0, 1])(x).shape)
print(paddle.nn.Conv1D(2, 3, 3, padding="SAME", stride=2)(paddle.rand([1, 2, 9])).shape)
print(paddle.nn.Conv3D(2, 3, 3, padding=[1, 0, 2, 1, 0, 0])(paddle.rand([1, 2, 4, 5, 6])).shape)
print(F.conv2d(paddle.rand([1, 6, 7, 2]), w, padding=[[0, 0], [1, 2], [0, 1], [0, 0]], data_format="NHWC").shape)
