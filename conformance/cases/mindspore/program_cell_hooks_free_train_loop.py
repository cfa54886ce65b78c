# program: a hand-written training loop with value_and_grad over a Cell with explicit Parameters and an SGD/Momentum/Adam optimizer (MindSpore tutorial "Training and Evaluation", functional style, source: mindspore-ai/docs tutorials/source_en/beginner/train.md (2.x)); exact data
import numpy as np
import mindspore
from mindspore import nn, ops, Tensor, Parameter


class Linear(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5], [-0.25]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.125], np.float32)), name="b")

    def construct(self, x):
        return (x * self.w.reshape(1, 2)).sum(axis=1, keepdims=True) + self.b


x = Tensor(np.array([[1, 2], [2, 0], [0, 1], [3, 1]], np.float32))
y = Tensor(np.array([[0.5], [2.5], [-0.5], [2.5]], np.float32))
for opt_class in [nn.SGD, nn.Momentum, nn.Adam]:
    model = Linear()
    loss_fn = nn.MSELoss()
    if opt_class is nn.Momentum:
        optimizer = opt_class(model.trainable_params(), 0.0625, 0.9)
    else:
        optimizer = opt_class(model.trainable_params(), 0.0625)

    def forward_fn(data, label):
        return loss_fn(model(data), label)

    grad_fn = mindspore.value_and_grad(forward_fn, None, optimizer.parameters)
    for step in range(3):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        print(opt_class.__name__, step, loss, model.w.value().reshape(-1), model.b.value())
