# paddle.distribution printing of shapes and attributes, register_kl dispatch, and the errors of bad arguments
import numpy as np
import paddle
from paddle.distribution import (AffineTransform, Cauchy, Categorical, Distribution, ExpTransform, Independent, Laplace,
                                 Multinomial, Normal, Poisson, TanhTransform, TransformedDistribution, Uniform,
                                 kl_divergence, register_kl)


def attempt(label, fn):
    try:
        out = fn()
        print(label, "ok", out)
    except Exception as e:  # noqa: BLE001 -- the case prints the exception type and message
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


n = Normal(np.array([0.0, 1.0]), np.array([1.0, 2.0]))
print(n.batch_shape, n.event_shape, n.loc.dtype, n.dtype)
print(Normal(1, 2).loc)
print(Normal([1.0, 2.0], [3.0, 4.0]).scale)
print(Uniform(0.0, 1.0).batch_shape, Uniform([0.0], [1.0]).batch_shape)
ind = Independent(Normal(paddle.zeros([2, 3, 4]), paddle.ones([2, 3, 4])), 2)
print(ind.batch_shape, ind.event_shape)
t = TransformedDistribution(Normal(paddle.zeros([3]), paddle.ones([3])), [AffineTransform(paddle.to_tensor(1.0), paddle.to_tensor(2.0)), ExpTransform()])
print(t.batch_shape, t.event_shape)
print(t.log_prob(paddle.to_tensor([0.5, 1.0, 4.0])).numpy().tolist())
print(TanhTransform().forward_log_det_jacobian(paddle.to_tensor([0.3, -1.2])).numpy().tolist())
print(TanhTransform().inverse(paddle.to_tensor([0.3, -0.5])).numpy().tolist())
m = Multinomial(5, paddle.to_tensor([0.2, 0.3, 0.5]))
print(m.batch_shape, m.event_shape, m.log_prob(paddle.to_tensor([1.0, 1.0, 3.0])).numpy().tolist())
print(m.entropy().numpy().tolist())


class MyNormal(Normal):
    pass


@register_kl(MyNormal, MyNormal)
def _kl_my(p, q):
    return paddle.to_tensor(42.0)


print(kl_divergence(MyNormal(0.0, 1.0), MyNormal(0.0, 2.0)))
print(kl_divergence(MyNormal(0.0, 1.0), Normal(0.0, 2.0)))
print(kl_divergence(Normal(0.0, 1.0), Normal(0.0, 2.0)))
attempt("register_kl(int)", lambda: register_kl(int, Normal))
attempt("kl(normal, uniform)", lambda: kl_divergence(Normal(0.0, 1.0), Uniform(0.0, 1.0)))
attempt("uniform.kl", lambda: Uniform(0.0, 1.0).kl_divergence(Uniform(0.0, 2.0)))
attempt("mixed args", lambda: Normal(paddle.to_tensor(0.0), 1.0))
attempt("bad arg type", lambda: Normal("a", 1.0))
attempt("sample(3)", lambda: Normal(0.0, 1.0).sample(3))
attempt("independent rank", lambda: Independent(Normal(paddle.zeros([2]), paddle.ones([2])), 2))
attempt("independent base", lambda: Independent(3, 1))
attempt("multinomial count", lambda: Multinomial(0, paddle.to_tensor([0.5, 0.5])))
attempt("laplace type", lambda: Laplace("x", 1.0))
attempt("cauchy mean", lambda: Cauchy(0.0, 1.0).mean)
attempt("cauchy log_prob", lambda: Cauchy(0.0, 1.0).log_prob(1.0))
attempt("affine type", lambda: AffineTransform(1.0, paddle.to_tensor(1.0)))
attempt("transform forward", lambda: ExpTransform().forward(1.0))
attempt("transformed base", lambda: TransformedDistribution(3, [ExpTransform()]))
attempt("poisson kl", lambda: Poisson(paddle.to_tensor([1.0, 2.0])).kl_divergence(Poisson(paddle.to_tensor([1.0]))))
attempt("base entropy", lambda: Distribution().entropy())
attempt("categorical.probs", lambda: Categorical(paddle.to_tensor([1.0, 2.0, 3.0])).probs(paddle.to_tensor([0, 2])).numpy().tolist())
from paddle.distribution import Bernoulli, Exponential, Gamma, Geometric, Gumbel, LogNormal  # noqa: E402
print(Normal, Bernoulli, Gamma, Gumbel, LogNormal, Independent, Uniform, ExpTransform, TransformedDistribution)
print(type(Normal), repr(Bernoulli(0.3)).split(" object")[0])
attempt("exponential.kl(normal)", lambda: Exponential(paddle.to_tensor([1.0])).kl_divergence(Normal(0.0, 1.0)))
attempt("geometric.kl(normal)", lambda: Geometric(paddle.to_tensor([0.5])).kl_divergence(Normal(0.0, 1.0)))
