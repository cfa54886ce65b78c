# Checks paddle 3.3's bincount, histogram, trapezoid, cumulative_trapezoid, vander, polar, cdist, slice,
# strided_slice, crop, quantile, nanquantile, randint_like, bernoulli(_), multinomial: values (bits where paddle's
# kernel is plain arithmetic), dtypes, shapes, seeded draws and the errors of misuse.
import numpy as np

import paddle


def show(label, fn):
    try:
        result = fn()
    except Exception as error:  # noqa: BLE001 - the error is the output
        print(label, "->", type(error).__name__, str(error))
        return
    if isinstance(result, (tuple, list)):
        print(label, "->", type(result).__name__, len(result))
        for item in result:
            print(item)
    else:
        print(label, "->", result)


def bits(t):
    return t.numpy().tobytes().hex()


b = paddle.to_tensor([1, 2, 1, 4, 5])
show("bincount", lambda: paddle.bincount(b))
show("bincount weights", lambda: paddle.bincount(b, weights=paddle.to_tensor([2.1, 0.4, 0.1, 0.5, 0.5])))
show("bincount int weights", lambda: b.bincount(weights=paddle.to_tensor([2, 4, 1, 5, 5])))
show("bincount minlength", lambda: paddle.bincount(b.astype("int32"), minlength=8))
show("bincount empty", lambda: paddle.bincount(paddle.to_tensor([], dtype="int64"), minlength=3))
show("bincount order", lambda: bits(paddle.bincount(paddle.to_tensor([0, 0, 0, 0]),
                                                    weights=paddle.to_tensor([1e8, 1.0, -1e8, 3.3]))))
show("bincount negative", lambda: paddle.bincount(paddle.to_tensor([1, -1])))
show("bincount float", lambda: paddle.bincount(paddle.to_tensor([1.0, 2.0])))
show("bincount 2-D", lambda: paddle.bincount(paddle.to_tensor([[1, 2]])))
show("bincount minlength -1", lambda: paddle.bincount(b, minlength=-1))
show("bincount weights shape", lambda: paddle.bincount(b, weights=paddle.to_tensor([1.0, 2.0])))
show("bincount bool weights", lambda: paddle.bincount(b, weights=paddle.ones([5]).astype("bool")))

h = paddle.to_tensor([1, 2, 1])
hf = paddle.to_tensor([0.1, 0.7, 0.3, 1e-3, 0.456, 0.33, 0.29, 1 / 3.0])
show("histogram", lambda: paddle.histogram(h, bins=4, min=0, max=3))
show("histogram data range", lambda: paddle.histogram(paddle.to_tensor([1.0, 2, 1, 5]), bins=4))
show("histogram weight", lambda: paddle.histogram(h.astype("float32"), bins=4, min=0, max=3,
                                                  weight=paddle.to_tensor([1.5, 2.0, 3.0])))
show("histogram density", lambda: h.astype("float32").histogram(bins=4, min=0, max=3, density=True))
show("histogram density bits", lambda: bits(paddle.histogram(hf, bins=3, density=True)))
show("histogram outside", lambda: paddle.histogram(paddle.to_tensor([-1.0, 0.5, 3.0, 3.5]), bins=3, min=0, max=3))
show("histogram one value", lambda: paddle.histogram(paddle.to_tensor([2.0, 2.0, 2.0]), bins=4))
show("histogram edges", lambda: paddle.histogram(paddle.to_tensor([0.0, 1 / 3, 2 / 3, 1.0, 0.99999994]), bins=3, min=0, max=1))
show("histogram 2-D f64", lambda: paddle.histogram(paddle.to_tensor([[1.0, 2], [3, 4]], dtype="float64"), bins=2))
show("histogram max<min", lambda: paddle.histogram(h, bins=4, min=3, max=1))
show("histogram bins 0", lambda: paddle.histogram(h, bins=0))
show("histogram weight shape", lambda: paddle.histogram(h.astype("float32"), bins=4, weight=paddle.to_tensor([1.0, 2.0])))
show("histogram weight dtype", lambda: paddle.histogram(h.astype("float32"), bins=4, weight=paddle.to_tensor([1, 2, 3])))
show("histogram inf", lambda: paddle.histogram(paddle.to_tensor([1.0, float("inf")]), bins=2))

y = paddle.to_tensor([4.0, 5.0, 6.0])
y2 = paddle.arange(6, dtype="float32").reshape([2, 3])
show("trapezoid", lambda: paddle.trapezoid(y))
show("trapezoid dx", lambda: y.trapezoid(dx=2.0))
show("trapezoid x", lambda: paddle.trapezoid(y, x=paddle.to_tensor([1.0, 2, 5])))
show("trapezoid 2-D", lambda: paddle.trapezoid(y2))
show("trapezoid axis 0", lambda: paddle.trapezoid(y2, axis=0))
show("trapezoid 2-D x", lambda: paddle.trapezoid(y2, x=paddle.to_tensor([[1.0, 2, 4], [1, 3, 4]])))
show("trapezoid 1-D x", lambda: paddle.trapezoid(y2, x=paddle.to_tensor([1.0, 2, 4])))
show("trapezoid one", lambda: paddle.trapezoid(paddle.to_tensor([1.0])))
show("trapezoid f64", lambda: paddle.trapezoid(paddle.to_tensor([1.0, 2, 3], dtype="float64")))
show("trapezoid bits", lambda: bits(paddle.trapezoid(hf)))
show("trapezoid x bits", lambda: bits(paddle.trapezoid(hf, x=hf * hf)))
show("trapezoid both", lambda: paddle.trapezoid(y, x=paddle.to_tensor([1.0, 2, 5]), dx=2.0))
show("trapezoid int", lambda: paddle.trapezoid(paddle.to_tensor([1, 2, 3])))
show("cumulative_trapezoid", lambda: paddle.cumulative_trapezoid(y))
show("cumulative_trapezoid x", lambda: y.cumulative_trapezoid(x=paddle.to_tensor([1.0, 2, 5])))
show("cumulative_trapezoid axis 0", lambda: paddle.cumulative_trapezoid(y2, axis=0))
show("cumulative_trapezoid one", lambda: paddle.cumulative_trapezoid(paddle.to_tensor([1.0])))
show("cumulative_trapezoid bits", lambda: bits(paddle.cumulative_trapezoid(hf, dx=0.3)))
show("cumulative_trapezoid x bits", lambda: bits(paddle.cumulative_trapezoid(hf, x=hf * 1.7)))


def trapezoid_grad():
    a = y.clone()
    a.stop_gradient = False
    out = paddle.trapezoid(a, dx=2.0)
    out.backward()
    return out, a.grad


show("trapezoid grad", trapezoid_grad)

v = paddle.to_tensor([1.0, 2.0, 3.0])
show("vander", lambda: paddle.vander(v))
show("vander n", lambda: v.vander(n=4))
show("vander increasing", lambda: paddle.vander(v, n=2, increasing=True))
show("vander n=0", lambda: paddle.vander(v, n=0))
show("vander int32", lambda: paddle.vander(paddle.to_tensor([1, 2, 3], dtype="int32")))
show("vander bits", lambda: bits(paddle.vander(hf, n=5)))
show("vander n<0", lambda: paddle.vander(v, n=-1))
show("vander 2-D", lambda: paddle.vander(paddle.ones([2, 2])))


def vander_grad():
    a = v.clone()
    a.stop_gradient = False
    paddle.vander(a).sum().backward()
    return a.grad


show("vander grad", vander_grad)

show("polar", lambda: paddle.polar(paddle.to_tensor([1.0, 2.0]), paddle.to_tensor([np.pi / 2, np.pi / 6])))
show("polar f64", lambda: paddle.polar(paddle.to_tensor([1.0, 2.0]), paddle.to_tensor([np.pi / 2, np.pi / 6], dtype="float64")))
show("polar broadcast", lambda: paddle.to_tensor([[1.0], [2.0]]).polar(paddle.to_tensor([0.0, 1.0])))
show("polar bits", lambda: bits(paddle.polar(hf, hf * 2)))
show("polar int", lambda: paddle.polar(paddle.to_tensor([1, 2]), paddle.to_tensor([1, 2])))
show("polar list", lambda: paddle.polar([1.0], paddle.to_tensor([0.0])))

a = paddle.to_tensor([[0.9041, 0.0196], [-0.3108, -2.4423], [-0.4821, 1.059]])
c = paddle.to_tensor([[-2.1763, -0.4713], [-0.6986, 1.3702]])
show("cdist", lambda: paddle.cdist(a, c))
show("cdist p=1 bits", lambda: bits(paddle.cdist(a, c, p=1)))
show("cdist p=0", lambda: a.cdist(c, p=0))
show("cdist p=inf", lambda: paddle.cdist(a, c, p=float("inf")))
show("cdist batch", lambda: paddle.cdist(paddle.ones([2, 3, 2]), paddle.zeros([1, 2, 2])))
show("cdist f64", lambda: paddle.cdist(a, c.astype("float64")).dtype)
show("cdist mode", lambda: paddle.cdist(a, c, compute_mode="x"))
show("cdist p<0", lambda: paddle.cdist(a, c, p=-1))
show("cdist last dim", lambda: paddle.cdist(a, paddle.ones([2, 3])))
show("cdist 1-D", lambda: paddle.cdist(paddle.ones([2]), paddle.ones([2])))
show("cdist int", lambda: paddle.cdist(a.astype("int64"), c.astype("int64")))

s = paddle.arange(24, dtype="float32").reshape([2, 3, 4])
show("slice", lambda: paddle.slice(s, axes=[0, 2], starts=[0, 1], ends=[1, 3]))
show("slice negative", lambda: paddle.slice(s, axes=[2], starts=[-3], ends=[-1]).shape)
show("slice past end", lambda: s.slice([1], [1], [100]).shape)
show("slice empty", lambda: paddle.slice(s, axes=[1], starts=[2], ends=[1]).shape)
show("slice tensors", lambda: paddle.slice(s, axes=[1], starts=paddle.to_tensor([1]), ends=[paddle.to_tensor(3)]).shape)
show("slice far start", lambda: paddle.slice(s, axes=[2], starts=[-100], ends=[2]))
show("slice lengths", lambda: paddle.slice(s, axes=[1, 2], starts=[1], ends=[3]))
show("slice ends length", lambda: paddle.slice(s, axes=[0, 1], starts=[0, 1], ends=[1]))
show("slice int axes", lambda: paddle.slice(s, axes=1, starts=0, ends=1))
show("strided_slice", lambda: paddle.strided_slice(s, axes=[1, 2], starts=[0, 0], ends=[3, 4], strides=[2, 3]))
show("strided_slice reversed", lambda: paddle.strided_slice(s, axes=[2], starts=[-1], ends=[-5], strides=[-1]))
show("strided_slice -2", lambda: s.strided_slice([2], [3], [0], [-2]))
show("strided_slice far", lambda: paddle.strided_slice(s, axes=[2], starts=[100], ends=[-100], strides=[-1]).shape)
show("strided_slice empty", lambda: paddle.strided_slice(s, axes=[2], starts=[3], ends=[1], strides=[1]).shape)
show("strided_slice 0", lambda: paddle.strided_slice(s, axes=[2], starts=[0], ends=[2], strides=[0]))
show("strided_slice tensors", lambda: paddle.strided_slice(s, axes=[2], starts=paddle.to_tensor([0]),
                                                           ends=paddle.to_tensor([4]), strides=paddle.to_tensor([2])))
show("strided_slice starts", lambda: paddle.strided_slice(s, axes=[2], starts=[0, 1], ends=[4], strides=[2]))
show("strided_slice ends", lambda: paddle.strided_slice(s, axes=[2], starts=[0], ends=[4, 1], strides=[2]))
show("strided_slice strides", lambda: paddle.strided_slice(s, axes=[2], starts=[0], ends=[4], strides=[2, 1]))
show("strided_slice axis", lambda: paddle.strided_slice(s, axes=[3], starts=[0], ends=[4], strides=[2]))

m = paddle.arange(9, dtype="float32").reshape([3, 3])
show("crop", lambda: paddle.crop(m, shape=[2, 2], offsets=[0, 1]))
show("crop -1", lambda: paddle.crop(m, shape=[-1, 2], offsets=[1, 1]))
show("crop default", lambda: paddle.crop(m))
show("crop tensors", lambda: paddle.crop(m, shape=paddle.to_tensor([2, 2]), offsets=[1, paddle.to_tensor(0)]))
show("crop 0", lambda: paddle.crop(m, shape=[0, 2]).shape)
show("crop int32", lambda: paddle.crop(m.astype("int32"), shape=(2, 2), offsets=(1, 1)))
show("crop too big", lambda: paddle.crop(m, shape=[2, 3], offsets=[0, 1]))
show("crop rank", lambda: paddle.crop(m, shape=[2], offsets=[0]))
show("crop offset<0", lambda: paddle.crop(m, shape=[2, 2], offsets=[-1, 0]))
show("crop -2", lambda: paddle.crop(m, shape=[-2, 2]))
show("crop bool", lambda: paddle.crop(m.astype("bool"), shape=(2, 2)))
show("crop method", lambda: hasattr(m, "crop"))

q = paddle.to_tensor([[0.0, 1, 2, 3, 4], [5, 6, 7, 8, 9]])
show("quantile", lambda: paddle.quantile(q, q=0.5))
show("quantile axis", lambda: q.quantile(0.35, axis=1))
show("quantile list", lambda: paddle.quantile(q, q=[0.3, 0.6], axis=1, keepdim=True))
show("quantile one-item list", lambda: paddle.quantile(q, q=[0.5]).shape)
show("quantile axes", lambda: paddle.quantile(q, q=0.3, axis=[0, 1], keepdim=True))
show("quantile tensor q", lambda: paddle.quantile(q, q=paddle.to_tensor([0.5, 0.2])))
show("quantile torch-style", lambda: paddle.quantile(input=q, q=0.5, dim=1))
for mode in ["linear", "lower", "higher", "nearest", "midpoint"]:
    show("quantile " + mode, lambda: paddle.quantile(paddle.to_tensor([1.0, 2, 3, 4, 5, 6]), q=[0.1, 0.3, 0.5, 0.9],
                                                     interpolation=mode))
    show("quantile bits " + mode, lambda: bits(paddle.quantile(hf, q=[0.13, 0.37, 0.55, 0.999], interpolation=mode)))
show("quantile int lower", lambda: paddle.quantile(paddle.to_tensor([1, 2, 3]), 0.5, interpolation="lower"))
show("quantile int", lambda: paddle.quantile(paddle.to_tensor([1, 2, 3]), 0.5))
show("quantile nan", lambda: paddle.quantile(paddle.to_tensor([1.0, float("nan"), 3]), q=0.5))
show("nanquantile", lambda: paddle.nanquantile(paddle.to_tensor([[1.0, float("nan"), 3], [float("nan")] * 3]), q=0.5, axis=1))
show("quantile mode", lambda: paddle.quantile(q, 0.5, interpolation="bad"))
show("quantile q>1", lambda: paddle.quantile(q, q=1.5))
show("quantile no q", lambda: paddle.quantile(q, q=[]))
show("quantile axis 2", lambda: paddle.quantile(q, q=0.5, axis=2))
show("quantile axes twice", lambda: paddle.quantile(q, q=0.5, axis=[1, 1]))


def quantile_grad():
    a = q.clone()
    a.stop_gradient = False
    paddle.quantile(a, q=0.35, axis=1).sum().backward()
    return a.grad


show("quantile grad", quantile_grad)

like = paddle.zeros([2, 3])
paddle.seed(7)
show("randint_like", lambda: paddle.randint_like(like, 0, 10))
show("randint_like high", lambda: paddle.randint_like(like, 5, dtype="int32"))
show("randint_like bool", lambda: paddle.randint_like(paddle.zeros([2], dtype="bool"), 0, 10))
show("randint_like low>=high", lambda: paddle.randint_like(like, 5, 5))
paddle.seed(3)
show("bernoulli", lambda: paddle.bernoulli(paddle.to_tensor([0.1, 0.5, 0.9, 0.3, 0.7, 0.25, 0.75, 0.5])))
show("bernoulli f64 p", lambda: paddle.bernoulli(paddle.zeros([4], dtype="float64"), p=0.5))
show("bernoulli_", lambda: paddle.zeros([4]).bernoulli_(0.5))
show("bernoulli_ tensor p", lambda: paddle.zeros([4]).bernoulli_(paddle.to_tensor([0.1, 0.9, 0.5, 0.5])))
show("rand after", lambda: paddle.rand([2]))
show("bernoulli int", lambda: paddle.bernoulli(paddle.to_tensor([0, 1])))
show("bernoulli >1", lambda: paddle.bernoulli(paddle.to_tensor([1.5, -0.5])))
show("bernoulli <0", lambda: paddle.bernoulli(paddle.to_tensor([0.5, -0.5])))
show("Tensor.bernoulli", lambda: hasattr(paddle.Tensor, "bernoulli"))
w = paddle.to_tensor([0.2, 0.3, 0.5])
paddle.seed(5)
show("multinomial", lambda: paddle.multinomial(w, 4, replacement=True))
show("multinomial without", lambda: w.multinomial(2))
show("multinomial 2-D", lambda: paddle.multinomial(paddle.to_tensor([[0.2, 0.8], [0.9, 0.1]]), 3, True))
show("multinomial torch-style", lambda: paddle.multinomial(input=w))
show("rand after", lambda: paddle.rand([2]))
show("multinomial too many", lambda: paddle.multinomial(w, 4))
show("multinomial negative", lambda: paddle.multinomial(paddle.to_tensor([-0.1, 1.0]), 1))
