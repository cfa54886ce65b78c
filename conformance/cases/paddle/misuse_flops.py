# paddle.flops misuse: a net that is not a Layer (a warning and -1), bad input sizes (paddle.randn's errors), an input the net cannot take, a count function that is not callable or that raises (the net is left in eval mode with the hooks still on), a non-dict custom_ops
import paddle
import paddle.nn as nn


def attempt(*args, **kwargs):
    try:
        result = paddle.flops(*args, **kwargs)
        print("returned", result, type(result).__name__)
    except Exception as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0] if str(e) else "")


class Idle(nn.Layer):
    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()
        self.lin = nn.Linear(4, 2)

    def forward(self, x):
        return x + 1


attempt(lambda x: x, [1, 2])
attempt("net", [1, 2])
attempt(Idle(), None)
attempt(Idle(), [1, -2])
attempt(Idle(), "12")
attempt(Idle(), [1, 2.5])
attempt(Idle(), 3)
attempt(Idle(), [1, 2], custom_ops=[nn.ReLU])


class Used(nn.Layer):
    def __init__(self):
        super().__init__()
        self.act = nn.ReLU()
        self.lin = nn.Linear(4, 2)

    def forward(self, x):
        return self.lin(self.act(x))


net = Used()
attempt(net, [1, 3])
print("training:", net.training, sorted(net.state_dict().keys()))

net = Used()
attempt(net, [1, 4], custom_ops={nn.ReLU: 5})
print("training:", net.training)


def broken(m, x, y):
    raise ValueError("counting failed")


net = Used()
attempt(net, [1, 4], custom_ops={nn.ReLU: broken})
print("training:", net.training)
try:
    net(paddle.ones([1, 4]))
except ValueError as e:
    print("hook still on:", e)
