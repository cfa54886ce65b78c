# paddle.distribution MultivariateNormal / LKJCholesky / ContinuousBernoulli / StudentT / transforms: draws, densities, kl
import paddle
from paddle.distribution import (ContinuousBernoulli, LKJCholesky, MultivariateNormal, SigmoidTransform,
                                 StickBreakingTransform, StudentT, TransformedDistribution, Normal, kl_divergence)


def show(name, t):
    print(name, t.shape, t.dtype, t.numpy().tolist())


paddle.seed(77)
cov = paddle.to_tensor([[2.0, 0.3], [0.3, 0.5]])
mvn = MultivariateNormal(paddle.to_tensor([1.0, -1.0]), covariance_matrix=cov)
show("mvn.rsample", mvn.rsample([3]))
show("mvn.log_prob", mvn.log_prob(paddle.to_tensor([[0.5, 0.2], [1.0, -1.0]])))
show("mvn.entropy", mvn.entropy())
other = MultivariateNormal(paddle.to_tensor([0.0, 0.0]), scale_tril=paddle.to_tensor([[1.0, 0.0], [0.4, 0.8]]))
show("mvn.kl", kl_divergence(mvn, other))
show("mvn.variance", mvn.variance)
cb = ContinuousBernoulli(paddle.to_tensor([0.2, 0.5, 0.8]))
show("cb.rsample", cb.rsample([2]))
show("cb.log_prob", cb.log_prob(paddle.to_tensor([0.1, 0.5, 0.9])))
show("cb.mean", cb.mean)
show("cb.variance", cb.variance)
show("cb.entropy", cb.entropy())
show("cb.cdf", cb.cdf(paddle.to_tensor([0.3, 0.3, 0.3])))
show("cb.kl", kl_divergence(cb, ContinuousBernoulli(paddle.to_tensor([0.3, 0.6, 0.6]))))
t = StudentT(paddle.to_tensor([3.0, 8.0]), paddle.to_tensor([0.0, 1.0]), paddle.to_tensor([1.0, 0.5]))
show("t.log_prob", t.log_prob(paddle.to_tensor([0.4, 1.3])))
show("t.entropy", t.entropy())
show("t.variance", t.variance)
for method in ("onion", "cvine"):
    lkj = LKJCholesky(dim=3, concentration=paddle.to_tensor([0.8, 2.0]), sample_method=method)
    s = lkj.sample([2])
    show("lkj." + method, s)
    show("lkj.log_prob." + method, lkj.log_prob(s))
sig = TransformedDistribution(Normal(paddle.zeros([2]), paddle.ones([2])), [SigmoidTransform()])
show("sigmoid.log_prob", sig.log_prob(paddle.to_tensor([0.3, 0.9])))
sb = StickBreakingTransform()
x = paddle.to_tensor([0.2, -0.5, 1.0])
show("stickbreaking.forward", sb.forward(x))
show("stickbreaking.inverse", sb.inverse(sb.forward(x)))
show("stickbreaking.fldj", sb.forward_log_det_jacobian(x))
