# Layer buffers: register_buffer (persistable or not), a Tensor assigned to a layer attribute becomes a non-persistable buffer, named_buffers/buffers, state_dict keeps only persistable ones, assigning a non-tensor to a buffer raises TypeError
import numpy as np
import paddle
fc1 = paddle.nn.Linear(10, 3)
fc1.register_buffer("buf_name_1", paddle.to_tensor(np.array([0]).astype("float32")), persistable=True)
fc2 = paddle.nn.Linear(3, 10)
fc2.buf_name_2 = paddle.to_tensor(np.array([1]).astype("float32"))
fc2.register_buffer("buf_3", paddle.ones([2]), persistable=False)
model = paddle.nn.Sequential(fc1, fc2)
for name, buffer in model.named_buffers():
    print(name, buffer)
print(list(model.state_dict().keys()), [n for n, _ in model.named_parameters()])
fc2.buf_name_2 = paddle.zeros([1])
print(fc2.buf_name_2, len(model.buffers()))
class M(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.mean = paddle.zeros([2])
        self.register_buffer("var", paddle.ones([2]))
    def forward(self, x):
        self.mean = self.mean * 0.9 + x.mean(0) * 0.1
        return x - self.mean
m = M(); m(paddle.ones([3, 2])); print(m.mean, list(m.state_dict()), [n for n, _ in m.named_buffers()])
try:
    m.var = 3
except Exception as e: print(type(e).__name__, e)
