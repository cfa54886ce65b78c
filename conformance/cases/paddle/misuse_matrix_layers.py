# bad-input matrix, layers around the gradient APIs (Linear, Conv2D, losses): exceptions, then state intact
import sys

import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
(x * x).sum().backward()
y = (x * 3).sum()
module = sys.modules["paddle"]


def bad(label, func):
    """One bad input: its label, exception type and first message line, then the state after it."""
    try:
        func()
        print(label, "-> no error")
    except Exception as error:
        lines = str(error).splitlines()
        print(label, "->", type(error).__name__ + ":", lines[0] if lines else "")
    print("  state:", paddle.is_grad_enabled(), x.grad.numpy().tolist(), x.stop_gradient,
          sys.modules["paddle"] is module)


paddle.seed(3)
linear = paddle.nn.Linear(3, 2)
conv = paddle.nn.Conv2D(2, 4, 3)
bad("Linear width", lambda: linear(paddle.ones([2, 4])))
bad("Linear float64", lambda: linear(paddle.ones([2, 3], dtype="float64")))
bad("Linear int64", lambda: linear(paddle.ones([2, 3], dtype="int64")))
bad("Linear 3-d width", lambda: linear(paddle.ones([2, 2, 5])))
bad("Linear list input", lambda: linear([[1.0, 2.0, 3.0]]))
bad("Linear(0, 2)", lambda: paddle.nn.Linear(0, 2))
bad("Conv2D channels", lambda: conv(paddle.ones([1, 3, 5, 5])))
bad("Conv2D 3-d input", lambda: conv(paddle.ones([2, 5, 5])))
bad("Conv2D padding str", lambda: paddle.nn.Conv2D(2, 4, 3, padding="middle"))
bad("MSELoss reduction", lambda: paddle.nn.MSELoss(reduction="avg"))
bad("CrossEntropyLoss reduction", lambda: paddle.nn.CrossEntropyLoss(reduction="all"))
bad("L1Loss reduction", lambda: paddle.nn.L1Loss(reduction="avg"))
bad("mse_loss shapes", lambda: paddle.nn.functional.mse_loss(paddle.ones([2, 3]), paddle.ones([3, 2])))
bad("cross_entropy label float", lambda: paddle.nn.functional.cross_entropy(paddle.ones([2, 3]), paddle.to_tensor([[0.5], [1.0]])))
out = linear(paddle.ones([1, 3]))
out.sum().backward()
print(linear.weight.grad.shape, linear.bias.grad)
