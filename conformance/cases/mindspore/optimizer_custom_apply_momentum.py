# a custom nn.Optimizer built on ops.ApplyMomentum: Parameters and moments updated in place, the output aliases the variable
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter


class HeavyBall(nn.Optimizer):
    def __init__(self, params, learning_rate, momentum=0.5):
        super().__init__(learning_rate, params)
        self.moments = [Parameter(ms.Tensor(np.zeros(p.shape, np.float32)), name="m." + p.name) for p in self.parameters]
        self.momentum = momentum
        self.apply = ops.ApplyMomentum()

    def construct(self, gradients):
        lr = self.get_lr()
        out = None
        for param, mom, grad in zip(self.parameters, self.moments, self.scale_grad(gradients)):
            out = self.apply(param, mom, lr, grad, self.momentum)
        return out


w = Parameter(Tensor(np.array([[0.5, -1.0], [2.0, 0.25]], np.float32)), name="w")
b = Parameter(Tensor(np.array([0.1, -0.3], np.float32)), name="b")
opt = HeavyBall([w, b], 0.05)
x = Tensor(np.array([[1.0, 2.0], [-0.5, 0.75], [3.0, -1.0]], np.float32))
y = Tensor(np.array([[0.0, 1.0], [1.0, 0.0], [0.5, 0.5]], np.float32))


def loss_fn(x, y):
    return ((ops.matmul(x, w) + b - y) ** 2).mean()


grad_fn = ms.value_and_grad(loss_fn, None, opt.parameters)
for step in range(3):
    loss, grads = grad_fn(x, y)
    out = opt(grads)
    print(step, f"{float(loss):.4f}", type(out))  # (mean's last float bit is not what this checks)
print(out)  # aliases b: later updates show through
print(w.asnumpy(), opt.moments[0].asnumpy(), opt.moments[1].asnumpy())
print(ops.ApplyMomentum(use_nesterov=True))
try:
    opt.apply(w, opt.moments[1], 0.1, grads[0], 0.9)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
