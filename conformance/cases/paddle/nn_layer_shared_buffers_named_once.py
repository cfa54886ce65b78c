# nn.Layer: a tensor registered as a buffer of several layers is listed once by named_buffers/buffers (state_dict keeps every path), a shared Linear's parameters once; remove_duplicate=False lists them all
import paddle
from paddle import nn
buf = paddle.to_tensor([1.0, 2.0])
class Sub(nn.Layer):
    def __init__(self, b):
        super().__init__()
        self.register_buffer("stat", b)
class Top(nn.Layer):
    def __init__(self):
        super().__init__()
        self.a = Sub(buf)
        self.b = Sub(buf)
        self.register_buffer("own", buf)
        self.register_buffer("tmp", paddle.to_tensor([3.0]), persistable=False)
top = Top()
print([n for n, _ in top.named_buffers()])
print(len(top.buffers()))
print([n for n, _ in top.named_buffers(include_sublayers=False)])
print(list(top.state_dict().keys()))
print([n for n, _ in top.named_buffers(prefix="m")])
lin = nn.Linear(2, 2)
class Two(nn.Layer):
    def __init__(self):
        super().__init__()
        self.x = lin
        self.y = lin
t = Two()
print([n for n, _ in t.named_parameters()], len(t.parameters()))
print([n for n, _ in t.named_sublayers()], len(t.sublayers()))
print(list(t.state_dict().keys()))
print([n for n, _ in top.named_buffers(remove_duplicate=False)])
print([n for n, _ in t.named_parameters(remove_duplicate=False)])
print([n for n, _ in t.named_parameters(include_sublayers=False)])
class Pair(nn.Layer):
    def __init__(self):
        super().__init__()
        self.a = Sub(buf)
        self.b = Sub(buf)
print([n for n, _ in Pair().named_buffers()], [n for n, _ in Pair().named_buffers(remove_duplicate=False)])
