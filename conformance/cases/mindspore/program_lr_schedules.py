# program: dynamic learning rates (piecewise_constant_lr, exponential/natural_exp/inverse/cosine/polynomial decay, warmup) and LearningRateSchedule Cells (MindSpore API docs examples of mindspore.nn dynamic_lr and learning_rate_schedule, source: mindspore-ai/mindspore mindspore/python/mindspore/nn/dynamic_lr.py and learning_rate_schedule.py docs)
import mindspore
from mindspore import nn, Tensor

print(nn.piecewise_constant_lr([2, 5, 10], [0.1, 0.05, 0.01]))
print(nn.exponential_decay_lr(0.1, 0.9, 6, 2, 1))
print(nn.exponential_decay_lr(0.1, 0.9, 6, 2, 2, True))
print(nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2, True))
print(nn.inverse_decay_lr(0.1, 0.5, 6, 1, 1))
print(nn.cosine_decay_lr(0.01, 0.1, 6, 2, 2))
print(nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5))
print(nn.warmup_lr(0.1, 6, 2, 2))
step = Tensor(2, mindspore.int32)
print(nn.ExponentialDecayLR(0.1, 0.9, 4)(step))
print(nn.NaturalExpDecayLR(0.1, 0.9, 4, True)(step))
print(nn.InverseDecayLR(0.1, 0.9, 4)(step))
print(nn.CosineDecayLR(0.01, 0.1, 4)(step))
print(nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5)(step))
print(nn.WarmUpLR(0.1, 4)(step))
