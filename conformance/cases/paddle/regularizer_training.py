# weight decay regularizers: optimizer weight_decay (number, L1Decay, L2Decay), ParamAttr regularizer priority, groups
import paddle
from paddle.regularizer import L1Decay, L2Decay


def train(make_opt, weight_attr=None):
    paddle.seed(11)
    net = paddle.nn.Linear(2, 3, weight_attr=weight_attr)
    opt = make_opt(net.parameters())
    x = paddle.to_tensor([[1.0, -0.5], [0.25, 2.0], [-1.5, 0.75]])
    for _ in range(4):
        loss = (net(x) ** 2).mean()
        loss.backward()
        opt.step()
        opt.clear_grad()
    print(net.weight.numpy().tolist(), net.bias.numpy().tolist())


print(L1Decay(0.05), L2Decay(), L2Decay(2))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=ps, weight_decay=0.1))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=ps, weight_decay=L2Decay(0.1)))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=ps, weight_decay=L1Decay(0.1)))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=ps, weight_decay=2))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=ps), paddle.ParamAttr(regularizer=L1Decay(0.4)))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=ps, weight_decay=L2Decay(0.3)),
      paddle.ParamAttr(regularizer=L1Decay(0.4)))
train(lambda ps: paddle.optimizer.Momentum(0.2, parameters=ps, weight_decay=L1Decay(0.1)),
      paddle.ParamAttr(regularizer=L2Decay(0.4)))
train(lambda ps: paddle.optimizer.Momentum(0.2, momentum=0.8, use_nesterov=True, parameters=ps, weight_decay=0.05))
train(lambda ps: paddle.optimizer.SGD(0.2, parameters=[{"params": ps[:1], "weight_decay": L1Decay(0.2)},
                                                      {"params": ps[1:]}], weight_decay=0.3))
