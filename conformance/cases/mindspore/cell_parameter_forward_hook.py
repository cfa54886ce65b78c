# mindspore nn.Cell.register_parameter_forward_hook: per-Parameter and network-wide hooks replace what construct reads under @jit only (not in PyNative calls), gradients through the hook, its argument errors; iterating a 0-D Tensor is a TypeError
import mindspore as ms
from mindspore import nn

class SimpleCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(2.0))
    def construct(self, x):
        return x * self.weight

def param_hook_fn(param):
    return param * 10

net = SimpleCell()
params_hooks = [{"params": [net.weight], "hook": param_hook_fn}]
print(net.register_parameter_forward_hook(params_hooks))
data = ms.Tensor(3.0)
print("plain:", net(data))
print("vg:", ms.value_and_grad(net)(data))
out, grad = ms.jit(ms.value_and_grad(net), backend="ms_backend")(data)
print("out:", out)
print("grad:", grad)
print("jit call:", ms.jit(net)(data))
print("weights grad:", ms.jit(ms.grad(net, grad_position=None, weights=net.trainable_params()))(data))
print(net.weight)
net2 = SimpleCell()
net2.register_parameter_forward_hook(lambda p: p + 1)

for bad in [[{"params": [net.weight]}], [{"params": [1], "hook": param_hook_fn}], [{"params": [net.weight], "hook": 3}], 5]:
    try:
        SimpleCell().register_parameter_forward_hook(bad)
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
def plus_one(param):
    return param + 1
class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = SimpleCell()
        self.bias = ms.Parameter(ms.Tensor(1.0), name="bias")
    def construct(self, x):
        return self.inner(x) + self.bias
data = ms.Tensor(3.0)
net2 = Outer()
net2.register_parameter_forward_hook(plus_one)
print("net-wide:", ms.jit(net2)(data), net2(data))
net3 = Outer()
net3.register_parameter_forward_hook([{"params": [net3.inner.weight], "hook": param_hook_fn}, {"params": [net3.bias], "hook": plus_one}])
print("outer:", ms.jit(net3)(data), net3(data), ms.jit(ms.grad(net3, grad_position=0, weights=net3.trainable_params()))(data))
print(net3.inner.weight.asnumpy(), type(net3.inner.weight).__name__)
for bad in [[{"params": [net2.bias]}], [{"params": [1], "hook": param_hook_fn}], [{"params": [net2.bias], "hook": 3}], 5, [{"params": net2.bias, "hook": plus_one}], [{"params": [net2.bias], "hook": plus_one, "x": 1}], "abc"]:
    try:
        SimpleCell().register_parameter_forward_hook(bad)
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
try:
    it = iter(ms.Tensor(1.0))
    print("iter ok")
    next(it)
except TypeError as e:
    print("TypeError", e)
