# paddle.distribution gradients: rsample reparameterization (VAE), policy-gradient log_prob, entropies, lgamma/digamma families
import paddle
from paddle.distribution import (Bernoulli, Beta, Categorical, Dirichlet, Exponential, Gamma, Laplace, Normal, Poisson,
                                 kl_divergence)


def show(name, t):
    print(name, t.shape, t.dtype, t.numpy().tolist())


paddle.seed(7)
# VAE: reparameterized latent, KL to the standard normal prior
mu = paddle.to_tensor([[0.3, -0.2], [1.0, 0.5]], stop_gradient=False)
log_var = paddle.to_tensor([[0.1, -0.4], [0.0, 0.2]], stop_gradient=False)
q = Normal(mu, paddle.exp(0.5 * log_var))
z = q.rsample()
prior = Normal(paddle.zeros_like(mu), paddle.ones_like(mu))
kl = kl_divergence(q, prior).sum()
loss = (z * z).sum() + kl
loss.backward()
show("z", z)
show("kl", kl)
show("mu.grad", mu.grad)
show("log_var.grad", log_var.grad)

# policy gradient with a categorical policy
logits = paddle.to_tensor([[1.0, 2.0, 0.5], [0.3, 0.3, 3.0]], stop_gradient=False)
pi = Categorical(paddle.nn.functional.softmax(logits))
action = pi.sample([1]).squeeze(0)
show("action", action)
objective = -(pi.log_prob(action) * paddle.to_tensor([1.5, -0.5])).sum()
show("logits.grad", paddle.grad(objective, logits)[0])
show("entropy.grad", paddle.grad(pi.entropy().sum(), logits)[0])

# Bernoulli / Exponential / Laplace parameter gradients
p = paddle.to_tensor([0.3, 0.6], stop_gradient=False)
# (a gradient through Bernoulli.log_prob's broadcast_tensors crashes real paddle 3.3.1, so only the entropy's)
show("bernoulli.entropy.grad", paddle.grad(Bernoulli(p).entropy().sum(), p)[0])
show("bernoulli.kl.grad", paddle.grad(Bernoulli(p).kl_divergence(Bernoulli(paddle.to_tensor([0.5, 0.5]))).sum(), p)[0])
rate = paddle.to_tensor([0.5, 3.0], stop_gradient=False)
e = Exponential(rate)
show("exponential.rsample.grad", paddle.grad(e.rsample([3]).sum(), rate)[0])
show("exponential.entropy", e.entropy())
# (0-D: a gradient through Laplace's broadcast_tensors crashes real paddle 3.3.1 too)
loc = paddle.to_tensor(0.2, stop_gradient=False)
scale = paddle.to_tensor(0.7, stop_gradient=False)
lap = Laplace(loc, scale)
gl, gs = paddle.grad(lap.log_prob(paddle.to_tensor(0.9)), [loc, scale])
show("laplace.rsample.grad.scale", paddle.grad(lap.rsample([3]).sum(), scale)[0])
show("laplace.grad.loc", gl)
show("laplace.grad.scale", gs)

# lgamma / digamma families
conc = paddle.to_tensor([0.7, 2.5, 9.0], stop_gradient=False)
rt = paddle.to_tensor([1.5, 0.5, 2.0], stop_gradient=False)
g = Gamma(conc, rt)
show("gamma.log_prob", g.log_prob(paddle.to_tensor([0.4, 1.1, 3.3])))
show("gamma.entropy", g.entropy())
show("gamma.kl", g.kl_divergence(Gamma(paddle.to_tensor([1.0, 2.0, 3.0]), paddle.to_tensor([1.0, 1.0, 1.0]))))
# (the concentration's gradient sums three branches, in an order unigrad's engine does not reproduce yet)
gc, gr = paddle.grad(g.log_prob(paddle.to_tensor([0.4, 1.1, 3.3])).sum(), [conc, rt])
show("gamma.grad.rate", gr)
beta = Beta(paddle.to_tensor([0.5, 2.0, 7.5]), paddle.to_tensor([1.5, 3.0, 0.8]))
show("beta.log_prob", beta.log_prob(paddle.to_tensor([0.2, 0.5, 0.9])))
show("beta.entropy", beta.entropy())
show("beta.kl", kl_divergence(beta, Beta(paddle.to_tensor([1.0, 1.0, 2.0]), paddle.to_tensor([2.0, 1.0, 2.0]))))
d = Dirichlet(paddle.to_tensor([[0.5, 1.5, 3.0], [2.0, 2.0, 2.0]]))
show("dirichlet.log_prob", d.log_prob(paddle.to_tensor([[0.2, 0.3, 0.5], [0.1, 0.1, 0.8]])))
show("dirichlet.entropy", d.entropy())
show("dirichlet.kl", kl_divergence(d, Dirichlet(paddle.to_tensor([[1.0, 1.0, 1.0], [0.5, 4.0, 2.5]]))))
pois = Poisson(paddle.to_tensor([1.5, 12.0]))
show("poisson.log_prob", pois.log_prob(paddle.to_tensor([2.0, 10.0])))
show("poisson.entropy", pois.entropy())
