# Cell.get_buffer with a dotted path through sub-Cells (MindSpore's doc example shape), and a top-level buffer
import mindspore


class NetC(mindspore.nn.Cell):
    def __init__(self):
        super().__init__()
        self.register_buffer("buffer_c", mindspore.tensor([0, 0, 0]))

    def construct(self, x):
        return x + self.buffer_c


class NetB(mindspore.nn.Cell):
    def __init__(self, net_c):
        super().__init__()
        self.net_c = net_c
        self.register_buffer("buffer_b", mindspore.tensor([1, 2, 3]))

    def construct(self, x):
        return self.net_c(x) + self.buffer_b


class NetA(mindspore.nn.Cell):
    def __init__(self, net_b):
        super().__init__()
        self.net_b = net_b
        self.register_buffer("buffer_a", mindspore.tensor([4, 5, 6]))

    def construct(self, x):
        return self.net_b(x) + self.buffer_a


net_c = NetC()
net_b = NetB(net_c)
net_a = NetA(net_b)
buffer_c = net_a.get_buffer("net_b.net_c.buffer_c")
print(f'buffer_c is {buffer_c}')
print(net_a.get_buffer("net_b.buffer_b"), net_a.net_b.get_buffer("buffer_b").shape)
