# misuse of the normalisation kernels: LayerNorm's epsilon above 0.001, wrong normalized_shape, weight sizes, GroupNorm groups and data formats, batch_norm ranks and formats, InstanceNorm ranks: paddle's exception types and first message lines, and state (running statistics, gradients) left as they were
import paddle
import paddle.nn.functional as F


def attempt(label, func):
    try:
        out = func()
        print(label, "-> ok", None if out is None else out.shape)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


paddle.seed(3)
x = paddle.randn([2, 4, 3, 3])
attempt("LayerNorm epsilon 0.01", lambda: paddle.nn.LayerNorm(3, epsilon=0.01)(x))
attempt("layer_norm epsilon 0.002", lambda: F.layer_norm(x, 3, epsilon=0.002))
attempt("layer_norm epsilon 0.001", lambda: F.layer_norm(x, 3, epsilon=0.001))
attempt("layer_norm shape", lambda: F.layer_norm(x, [4, 4]))
attempt("layer_norm weight size", lambda: F.layer_norm(x, 3, weight=paddle.ones([4])))
attempt("GroupNorm 3 groups of 4 channels", lambda: paddle.nn.GroupNorm(3, 4)(x))
attempt("group_norm 3 groups", lambda: F.group_norm(x, 3))
attempt("group_norm format", lambda: F.group_norm(x, 2, data_format="NCWH"))
attempt("group_norm NHWC 3 channels", lambda: F.group_norm(x, 3, data_format="NHWC"))
bn = paddle.nn.BatchNorm2D(4)
before = bn._mean.numpy().tolist()
attempt("BatchNorm2D on 3-D", lambda: bn(paddle.randn([2, 4, 3])))
attempt("BatchNorm2D channels", lambda: bn(paddle.randn([2, 5, 3, 3])))
print("running mean kept", bn._mean.numpy().tolist() == before)
attempt("batch_norm 1-D", lambda: F.batch_norm(paddle.randn([4]), bn._mean, bn._variance, training=True))
attempt("batch_norm format", lambda: F.batch_norm(x, bn._mean, bn._variance, data_format="NCWH"))
attempt("InstanceNorm1D on 4-D", lambda: paddle.nn.InstanceNorm1D(4)(x))
attempt("InstanceNorm2D on 3-D", lambda: paddle.nn.InstanceNorm2D(4)(paddle.randn([2, 4, 3])))
w = paddle.ones([3])
w.stop_gradient = False
y = F.layer_norm(x, 3, weight=w)
y.sum().backward()
print("gradient after misuse", w.grad.numpy().tolist())
attempt("sqrt of negatives", lambda: paddle.sqrt(paddle.to_tensor([-1.0] * 9)))
