# paddle's CPU normalisation kernels bit for bit: LayerNorm over rows of 5, 8 and 13 values (scalar loop and AVX kernel), GroupNorm NCHW and NHWC, BatchNorm1D over 16 channels (the AVX rsqrt-estimate sqrt) in training and eval, BatchNorm2D NCHW with unaligned planes, InstanceNorm2D over 10 statistics (with its gradients), paddle.sqrt on 11 values: outputs and input/weight/bias gradients as full float32 values
import paddle
import paddle.nn.functional as F


def show(label, *tensors):
    print(label, *[t.numpy().reshape([-1]).tolist() for t in tensors])


paddle.seed(7)
for n in (5, 8, 13):
    x = paddle.randn([3, n]) * 2 + 0.5
    x.stop_gradient = False
    ln = paddle.nn.LayerNorm(n)
    ln.weight.set_value(paddle.randn([n]))
    ln.bias.set_value(paddle.randn([n]))
    y = ln(x)
    (y * paddle.randn([3, n])).sum().backward()
    show(f"layer_norm {n}", y, x.grad, ln.weight.grad, ln.bias.grad)
for data_format, shape in (("NCHW", [2, 4, 3, 3]), ("NHWC", [2, 3, 2, 6])):
    x = paddle.randn(shape) * 3 - 1
    x.stop_gradient = False
    gn = paddle.nn.GroupNorm(2, shape[1] if data_format == "NCHW" else shape[-1], data_format=data_format)
    gn.weight.set_value(paddle.randn(gn.weight.shape))
    gn.bias.set_value(paddle.randn(gn.bias.shape))
    y = gn(x)
    (y * paddle.randn(shape)).sum().backward()
    show(f"group_norm {data_format}", y, x.grad, gn.weight.grad, gn.bias.grad)
bn = paddle.nn.BatchNorm1D(16)
x = paddle.randn([6, 16]) * 2 + 1
x.stop_gradient = False
y = bn(x)
(y * paddle.randn([6, 16])).sum().backward()
show("batch_norm1d train", y[:2], x.grad[:2], bn.weight.grad, bn.bias.grad, bn._mean, bn._variance)
bn.eval()
show("batch_norm1d eval", bn(x)[:2])
bn2 = paddle.nn.BatchNorm2D(3)
x = paddle.randn([2, 3, 3, 5])
x.stop_gradient = False
y = bn2(x)
(y * paddle.randn([2, 3, 3, 5])).sum().backward()
show("batch_norm2d train", y[1, 2], x.grad[1, 2], bn2.weight.grad, bn2._variance)
inorm = paddle.nn.InstanceNorm2D(5)
x = paddle.randn([2, 5, 3, 4]) * 2
x.stop_gradient = False
y = inorm(x)
(y * paddle.randn([2, 5, 3, 4])).sum().backward()
show("instance_norm2d", y[1], x.grad[1], inorm.scale.grad, inorm.bias.grad)
x = paddle.rand([11]) * 10
x.stop_gradient = False
y = paddle.sqrt(x)
y.backward(paddle.randn([11]))
show("sqrt", y, x.grad, F.layer_norm(paddle.randn([2, 9]), 9, epsilon=1e-3))
