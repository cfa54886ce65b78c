# paddle's rsqrt: Eigen's fast-math prsqrt (the CPU's rsqrt estimate refined by one Newton step) on AVX packets,
# 1 / std::sqrt on the tail, its special values; RsqrtGradFunctor ((-0.5 * dout) * out) * out * out
import numpy as np, paddle
x=np.array([0.0,-0.0,-1.0,np.inf,-np.inf,np.nan,1e-40,-1e-40,1.17549435e-38,4.0, 1e30, 3e-38]*2,np.float32)
y=paddle.rsqrt(paddle.to_tensor(x)).numpy()
print(y.tolist()); print(y.view(np.uint32).tolist())
print(paddle.rsqrt(paddle.to_tensor(x[:5])).numpy().tolist())
rng=np.random.RandomState(0)
v=np.concatenate([np.exp(rng.uniform(-80,80,3000)), rng.uniform(0,10,1003)]).astype(np.float32)
t=paddle.to_tensor(v,stop_gradient=False); d=paddle.to_tensor(rng.randn(v.size).astype(np.float32))
y=paddle.rsqrt(t); (g,)=paddle.grad(y,t,d)
print(int(y.numpy().view(np.uint32).astype(np.int64).sum()), int(g.numpy().view(np.uint32).astype(np.int64).sum()))
print(int(t.rsqrt().numpy().view(np.uint32).astype(np.int64).sum()))
