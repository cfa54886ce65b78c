# mindspore nn.Cell buffers (register_buffer, persistent, named_buffers/buffers/get_buffer, reassigning and deleting, its errors) and state_dict (Parameters, then persistent buffers, then sub-Cells) with register_state_dict_pre_hook
import mindspore
from mindspore import nn

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        self.register_buffer("buffer0", mindspore.tensor([1, 2, 3]))
        self.register_buffer("tmp", mindspore.tensor([1.0]), persistent=False)
        self.register_buffer("none_buf", None)
    def construct(self, x):
        return self.dense(x) + self.buffer0.sum()

net = Net()
net.register_buffer("buffer0", mindspore.tensor([4, 5, 6]))
print(net.buffer0, type(net.buffer0).__name__)
print([(n, b) for n, b in net.named_buffers()])
print(list(net.buffers()))
sd = net.state_dict()
print(type(sd).__name__, list(sd.keys()))
print({k: type(v).__name__ for k, v in sd.items()})
print(net(mindspore.tensor([[1.0, 2.0]])))
print([p.name for p in net.get_parameters()])
print(net.get_buffer("buffer0"))
for bad in [(1, mindspore.tensor([1])), ("a.b", mindspore.tensor([1])), ("", mindspore.tensor([1])), ("dense", mindspore.tensor([1])), ("x", [1, 2])]:
    try:
        net.register_buffer(*bad)
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


# state_dict pre hooks run per Cell with its prefix, before its entries are collected; remove() takes one away
class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Net()
        self.scale = mindspore.Parameter(mindspore.tensor([2.0]), name="scale")


outer = Outer()
calls = []
h1 = outer.register_state_dict_pre_hook(lambda cell, prefix, keep_vars: calls.append((type(cell).__name__, prefix, keep_vars)))
h2 = outer.inner.register_state_dict_pre_hook(lambda cell, prefix, keep_vars: calls.append((type(cell).__name__, prefix, keep_vars)))
print(list(outer.state_dict().keys()), calls)
h1.remove()
calls.clear()
print(len(outer.state_dict()), calls)
print([n for n, _ in outer.named_buffers()], [n for n, _ in outer.named_buffers(recurse=False)])
for value in [mindspore.tensor([7, 8, 9]), 3, mindspore.Parameter(mindspore.tensor([1.0]))]:
    try:
        outer.inner.buffer0 = value
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(outer.state_dict()["inner.buffer0"])
outer.inner.tmp = None
print([n for n, _ in outer.named_buffers()], list(outer.state_dict()))
del outer.inner.buffer0
print([n for n, _ in outer.named_buffers()])


class NetA(mindspore.nn.Cell):
    def __init__(self):
        super().__init__()
        self.register_buffer("buffer_a", mindspore.tensor([1, 2, 3]))
        self.param_a = mindspore.Parameter(mindspore.tensor([1, 2, 3]))

    def construct(self, x):
        return x + self.buffer_a + self.param_a


def _add_extra_param(cell, prefix, keep_vars):
    cell._params["extra_param"] = mindspore.Parameter(mindspore.tensor([4, 5, 6]))


net = NetA()
handle = net.register_state_dict_pre_hook(_add_extra_param)
net_state_dict = net.state_dict()
handle.remove()
print("extra_param" in net_state_dict, list(net_state_dict))
