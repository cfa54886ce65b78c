# normalisation layers: BatchNorm1D/2D/3D and legacy BatchNorm (running statistics, momentum, eval, data_format), LayerNorm, InstanceNorm1D/2D, GroupNorm shapes; parameters, printing, gradients and errors as paddle's (full float32 values: paddle's CPU norm kernels bit for bit)
import paddle
import paddle.nn.functional as F


def show(*tensors):
    print(*[t.numpy().tolist() for t in tensors])


def attempt(label, func):
    try:
        func()
        print(label, "-> ok")
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


paddle.seed(0)
x = paddle.randn([4, 3, 2, 5]) * 2 + 1
x.stop_gradient = False
bn = paddle.nn.BatchNorm2D(3)
print(bn)
print([(n, p.shape, p.name, p.stop_gradient) for n, p in bn.named_parameters()], list(bn.state_dict()))
y = bn(x)
show(y[0, 0], bn._mean, bn._variance)
(y * paddle.arange(120, dtype="float32").reshape([4, 3, 2, 5])).sum().backward()
print(bn.weight.grad.numpy().tolist(), bn.bias.grad.numpy().tolist(), x.grad[0, 0].numpy().tolist())
bn.eval()
show(bn(x)[1, 2])
b1 = paddle.nn.BatchNorm1D(3, momentum=0.5, epsilon=1e-3)
print(b1)
v = paddle.randn([6, 3])
show(b1(v), b1._mean, b1._variance)
show(paddle.nn.BatchNorm1D(2)(paddle.randn([2, 2, 4]))[1])
nhwc = paddle.nn.BatchNorm2D(5, data_format="NHWC")
print(nhwc)
show(nhwc(x.detach())[0, 0], nhwc._variance)
print(paddle.nn.BatchNorm3D(2))
show(paddle.nn.BatchNorm3D(2)(paddle.randn([2, 2, 2, 2, 3]))[0, 1, 0])
legacy = paddle.nn.BatchNorm(3, act="relu")
print(legacy, [(n, p.shape) for n, p in legacy.named_parameters()])
show(legacy(x.detach())[0, 1], legacy._mean)
legacy.eval()
show(legacy(x.detach())[0, 1])
ln = paddle.nn.LayerNorm([2, 5])
print(ln, [(n, p.shape) for n, p in ln.named_parameters()])
show(ln(x)[0, 0], F.layer_norm(x, 5, epsilon=1e-3)[1, 1, 1])
inorm = paddle.nn.InstanceNorm2D(3)
print(inorm, [(n, p.shape) for n, p in inorm.named_parameters()])
show(inorm(x)[2, 1], paddle.nn.InstanceNorm1D(2)(paddle.randn([2, 2, 6]))[1])
gn = paddle.nn.GroupNorm(3, 3)
print(gn, [(n, p.shape) for n, p in gn.named_parameters()], gn(x).shape)
attempt("BatchNorm2D on 3-D", lambda: bn(paddle.randn([2, 3, 4])))
attempt("BatchNorm1D on 4-D", lambda: b1(paddle.randn([2, 3, 4, 4])))
attempt("LayerNorm shape", lambda: ln(paddle.randn([2, 3, 4])))
attempt("GroupNorm groups", lambda: paddle.nn.GroupNorm(2, 3))
attempt("InstanceNorm2D on 3-D", lambda: inorm(paddle.randn([2, 3, 4])))
