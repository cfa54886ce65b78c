# paddle.distribution draws through paddle's poisson / binomial / standard_gamma / dirichlet kernels, and the engine position after them
import paddle
from paddle.distribution import Beta, Binomial, Chi2, Dirichlet, Gamma, Poisson, StudentT

paddle.seed(314)
print(Poisson(paddle.to_tensor([0.3, 4.0, 11.99, 12.0, 35.5, 400.0])).sample([3]).numpy().tolist())
print(Poisson(2.5).sample([4]).numpy().tolist())
print(Gamma(paddle.to_tensor([0.2, 1.0, 2.5, 50.0]), paddle.to_tensor([1.0, 0.5, 2.0, 3.0])).sample([2]).numpy().tolist())
print(Gamma(paddle.to_tensor([0.7], dtype='float64'), paddle.to_tensor([1.5], dtype='float64')).sample([3]).numpy().tolist())
print(Dirichlet(paddle.to_tensor([[0.1, 0.5, 5.0], [1.0, 1.0, 1.0]])).sample([2]).numpy().tolist())
print(Beta(paddle.to_tensor([0.4, 3.0]), paddle.to_tensor([0.9, 7.0])).sample([3]).numpy().tolist())
print(Chi2(paddle.to_tensor([1.0, 4.0])).sample([2]).numpy().tolist())
print(StudentT(paddle.to_tensor([3.0, 10.0]), paddle.to_tensor([0.0, 1.0]), paddle.to_tensor([1.0, 2.0])).sample([2]).numpy().tolist())
print(Binomial(paddle.to_tensor([5, 40, 7, 1000, 0]), paddle.to_tensor([0.1, 0.05, 0.95, 0.5, 0.5])).sample([3]).numpy().tolist())
print(Binomial(60, paddle.to_tensor([0.25, 0.7])).sample([2]).numpy().tolist())
conc = paddle.to_tensor([2.0, 5.0], stop_gradient=False)
z = Gamma(conc, paddle.to_tensor([1.0, 1.0])).sample([2])
print(z.stop_gradient, paddle.rand([3]).numpy().tolist())
