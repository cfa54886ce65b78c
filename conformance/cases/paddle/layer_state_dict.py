# Layer.state_dict order/prefix/include_sublayers/torch form; set_state_dict missing/unexpected keys, shape skips, by name
import warnings

import numpy as np
import paddle

paddle.seed(2)


class Net(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.fc = paddle.nn.Linear(2, 2)
        self.head = paddle.nn.Linear(2, 1)
        self.head.register_buffer("_mean", paddle.zeros([1]))
        self.register_buffer("pbuf", paddle.zeros([2]))


def loud(fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = fn()
    print(out, [f"{w.category.__name__}: {w.message}" for w in caught])


net = Net()
sd = net.state_dict()
print(type(sd).__name__, [(k, v.name) for k, v in sd.items()])
print(list(net.state_dict(structured_name_prefix="m.")))
print(list(net.state_dict(include_sublayers=False)))
torch_form = net.state_dict(None, "t.")
print(list(torch_form), torch_form["t.fc.weight"].stop_gradient)
print(net.state_dict(keep_vars=False)["fc.weight"].stop_gradient, sd["fc.weight"].stop_gradient)
loud(lambda: net.set_state_dict({"fc.weight": np.ones([2, 2], "float32"), "extra": np.zeros(1)}))
print(net.fc.weight.numpy().tolist())
loud(lambda: net.set_dict({"fc.weight": np.full([3, 2], 5.0, "float32"), "fc.bias": paddle.full([2], 3.0)}))
print(net.fc.weight.numpy().tolist(), net.fc.bias.numpy().tolist())
by_name = {v.name: v * 2 for v in net.state_dict().values()}
loud(lambda: net.load_dict(by_name, use_structured_name=False))
print(net.fc.bias.numpy().tolist())
other = Net()
loud(lambda: other.set_state_dict(net.state_dict()))
print(np.array_equal(other.fc.weight.numpy(), net.fc.weight.numpy()))
