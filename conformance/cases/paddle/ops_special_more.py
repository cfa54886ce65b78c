# stanh, gammaln, lgamma, digamma, polygamma, i0/i0e/i1/i1e (values and gradients, full float32 bits), heaviside's gradient, logaddexp, sinc, frac, copysign, ldexp, frexp, nan_to_num, multigammaln, signbit/isneginf/isposinf/isreal, nextafter
import numpy as np
import paddle

values = (np.random.RandomState(0).standard_normal(64) * 4).astype(np.float32)
dout = paddle.to_tensor(np.random.RandomState(1).standard_normal(64).astype(np.float32))
for name, fn in (("stanh", paddle.stanh), ("gammaln", paddle.gammaln), ("lgamma", paddle.lgamma),
                 ("digamma", paddle.digamma), ("sinc", paddle.sinc), ("frac", paddle.frac),
                 ("multigammaln", lambda t: paddle.multigammaln(t.abs() + 2, 3)),
                 ("polygamma", lambda t: paddle.polygamma(t.abs() + 0.01, 1)),
                 ("polygamma3", lambda t: t.abs().polygamma(3)), ("i0", paddle.i0), ("i0e", paddle.i0e),
                 ("i1", paddle.i1), ("i1e", lambda t: t.i1e())):
    x = paddle.to_tensor(values, stop_gradient=False)
    out = fn(x)
    print(name, out.numpy().view(np.uint32).tolist())
    if name not in ("gammaln", "digamma", "multigammaln"):
        print(name, "grad", paddle.grad(out, x, dout)[0].numpy().view(np.uint32).tolist())
x = paddle.to_tensor([-1.0, 0.0, 2.0, 0.0], stop_gradient=False)
y = paddle.to_tensor([0.5, 0.25, 0.75, 3.0], stop_gradient=False)
out = paddle.heaviside(x, y)
print(out, paddle.grad(out, [x, y], paddle.to_tensor([1.0, 2.0, 3.0, 4.0])))
p = paddle.to_tensor(values[:8])
q = paddle.to_tensor(values[8:16])
print(paddle.logaddexp(p, q).numpy().view(np.uint32).tolist())
print(paddle.copysign(p, q).numpy().tolist(), paddle.copysign(p, -1.0).numpy().tolist())
print(paddle.ldexp(paddle.to_tensor([1.0, 3.0]), paddle.to_tensor([2, -1])))
print(paddle.frexp(paddle.to_tensor([8.0, -0.75, 0.0, 5.0])))
print(paddle.nan_to_num(paddle.to_tensor([float("nan"), float("inf"), -float("inf"), 1.0])))
print(paddle.nan_to_num(paddle.to_tensor([float("nan"), float("inf")]), nan=1.0, posinf=2.0))
s = paddle.to_tensor([-0.0, 0.0, -float("inf"), float("inf"), 1.0])
print(paddle.signbit(s), paddle.isneginf(s), paddle.isposinf(s), paddle.isreal(s))
n = paddle.nextafter(paddle.to_tensor([1.0, 2.0], stop_gradient=False), paddle.to_tensor([2.0, 0.0]))
print(n.numpy().tolist(), n.stop_gradient)
