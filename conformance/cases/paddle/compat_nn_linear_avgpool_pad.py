# paddle.compat.nn's torch-signature Linear (weight [out, in], paddle's seeded kaiming_uniform_ and bias draws, forward through paddle's matmul), AvgPool1D/2D/3D (count_include_pad, ceil_mode, divisor_override, their reprs and lowercase aliases) and compat.nn.functional.pad (torch's order of paddings, every mode, paddle's 5-D padding of the non-constant modes), and the keyword errors pointing to their paddle twins
import paddle
import paddle.compat.nn as cnn
import paddle.compat.nn.functional as cF
paddle.seed(5)
lin = cnn.Linear(4, 3)
print(lin); print(lin.weight); print(lin.bias)
x = paddle.randn([2, 4])
print(lin(x))
print(cnn.Linear(3, 2, bias=False).bias, cnn.Linear(2, 2, dtype="float64").weight.dtype)
y = paddle.arange(2 * 3 * 6, dtype="float32").reshape([2, 3, 6])
p1 = cnn.AvgPool1D(3, stride=2, padding=1, count_include_pad=False)
print(p1, p1(y))
print(cnn.AvgPool1d(2)(y).shape)
z = paddle.arange(2 * 5 * 5, dtype="float32").reshape([1, 2, 5, 5])
p2 = cnn.AvgPool2D(3, stride=2, padding=1, ceil_mode=True)
print(p2, p2(z))
print(cnn.AvgPool2D(2, divisor_override=3)(z))
w = paddle.arange(2 * 4 * 4 * 4, dtype="float32").reshape([1, 2, 4, 4, 4])
print(cnn.AvgPool3D(2, padding=1, count_include_pad=False)(w).shape, cnn.AvgPool3D((2, 1, 2))(w).sum())
print(cF.pad(z, (1, 2)), cF.pad(z, (1, 1, 2, 0), mode="reflect").shape)
print(cF.pad(y, [1, 2, 1, 1], value=-1.5).shape, cF.pad(z, (1, 1, 1, 1), mode="replicate")[0, 0], cF.pad(z, (2, 1), mode="circular")[0, 1, 0])
for name, f in [("linear weight_attr", lambda: cnn.Linear(2, 2, weight_attr=None)), ("pool exclusive", lambda: cnn.AvgPool2D(2, exclusive=False)),
                ("pool1d data_format", lambda: cnn.AvgPool1D(2, data_format="NCL")), ("pad x", lambda: cF.pad(x=z, pad=(1, 1))),
                ("pad mode", lambda: cF.pad(z, (1, 1), mode="edge")), ("linear other", lambda: cnn.Linear(2, 2, foo=1))]:
    try:
        r = f(); print(name, "ok", r)
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:150] if str(e) else "")
