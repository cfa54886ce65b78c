# nn.Adam's state as MindSpore exposes it: moment1/moment2 (ParameterTuples named moment1.<name>), beta1_power/beta2_power Parameters, beta1/beta2/eps Tensors, the optimizer's parameters_and_names, and the moments' and weights' bits after steps (the CPU kernel's fused multiply-adds), also with use_nesterov
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
net = nn.Dense(3, 2)
opt = nn.Adam(net.trainable_params(), learning_rate=0.1, beta1=0.8, eps=1e-6)
print(type(opt.moment1).__name__, len(opt.moment1), type(opt.beta1_power).__name__, type(opt.beta1).__name__)
print(opt.moment1)
print(opt.moment2[1])
print(opt.beta1_power, opt.beta2_power)
print(opt.beta1, opt.beta2, opt.eps)
print(repr(opt.beta1), repr(opt.eps))
print(opt.use_locking, opt.use_nesterov)
print([name for name, _ in opt.parameters_and_names()])
print(opt.moment1[0].asnumpy(), opt.beta1_power.asnumpy())

x = Tensor((np.arange(36, dtype=np.float32).reshape(12, 3) - 17) / 7)
y = Tensor(np.cos(np.arange(24, dtype=np.float32)).reshape(12, 2))
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
for _ in range(3):
    step(x, y)
    print(net.weight.asnumpy().view(np.uint32).tolist(), net.bias.asnumpy().view(np.uint32).tolist())
    print(opt.moment1[0].asnumpy().view(np.uint32).tolist(), opt.moment2[1].asnumpy().view(np.uint32).tolist())
print(opt.beta1_power.asnumpy().view(np.uint32), opt.beta2_power.asnumpy().view(np.uint32), opt.global_step.asnumpy())
print([p.name for p in step.trainable_params()])

wide = nn.Dense(5, 4)
nesterov = nn.Adam(wide.trainable_params(), learning_rate=0.05, use_nesterov=True)
step = nn.TrainOneStepCell(nn.WithLossCell(wide, nn.MSELoss()), nesterov)
x = Tensor(np.sin(np.arange(30, dtype=np.float32)).reshape(6, 5))
y = Tensor(np.ones((6, 4), np.float32))
for _ in range(3):
    step(x, y)
print(wide.weight.asnumpy().view(np.uint32).tolist())
print(nesterov.moment1[0].asnumpy().view(np.uint32).tolist())
print(nesterov.moment2[0].asnumpy().view(np.uint32).tolist())
