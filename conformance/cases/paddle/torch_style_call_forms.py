# paddle 3's torch positional forms: sizes as separate arguments (ones, zeros, empty, randn, rand; reshape and
# expand, also as methods), sum(x, dim, keepdim[, dtype]), index_select(x, dim, index), and the torch names of
# F.softmax, sum, index_select, floor_divide, expand's size
import numpy as np
import paddle
import paddle.nn.functional as F

x = paddle.to_tensor(np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5)
index = paddle.to_tensor([0, 2])
calls = {
    "sum dim": lambda: paddle.sum(x, dim=1),
    "sum keepdim": lambda: paddle.sum(input=x, dim=0, keepdim=True),
    "Tensor.sum dim": lambda: x.sum(dim=1),
    "sum x axis keepdim": lambda: paddle.sum(x, 1, True),
    "sum x axis dtype": lambda: paddle.sum(x, 1, "float64"),
    "sum x axis keepdim dtype": lambda: paddle.sum(x, 0, True, "float64"),
    "sum x axis dtype keepdim": lambda: paddle.sum(x, 0, "float64", True),
    "Tensor.sum positional": lambda: x.sum(1, True),
    "ones varargs": lambda: paddle.ones(2, 3),
    "zeros varargs": lambda: paddle.zeros(2, 3, dtype="int32"),
    "ones size": lambda: paddle.ones(size=[2, 2]),
    "ones int": lambda: paddle.ones(3),
    "zeros shape int": lambda: paddle.zeros(shape=2),
    "empty varargs": lambda: paddle.empty(2, 3).shape,
    "randn varargs": lambda: paddle.randn(2, 3).shape,
    "rand varargs": lambda: paddle.rand(2, 3, dtype="float64").dtype,
    "reshape ints": lambda: paddle.reshape(x, 2, 6).shape,
    "reshape tensor size": lambda: paddle.reshape(x, paddle.to_tensor(6), 2).shape,
    "reshape input": lambda: paddle.reshape(input=x, shape=[12]).shape,
    "Tensor.reshape ints": lambda: x.reshape(6, 2).shape,
    "Tensor.reshape -1": lambda: x.reshape(-1).shape,
    "Tensor.expand ints": lambda: x[0:1].expand(3, 4).shape,
    "expand size": lambda: paddle.expand(x[0:1], size=[2, 4]).shape,
    "softmax dim": lambda: F.softmax(x, dim=0),
    "softmax input": lambda: F.softmax(input=x, dim=1).shape,
    "index_select dim": lambda: paddle.index_select(x, dim=1, index=index),
    "index_select torch order": lambda: paddle.index_select(x, 1, index),
    "Tensor.index_select torch order": lambda: x.index_select(0, index),
    "index_select paddle order": lambda: paddle.index_select(x, index, axis=1),
    "index_select no index": lambda: paddle.index_select(x, 1),
    "floor_divide names": lambda: paddle.floor_divide(input=x, other=paddle.to_tensor(2.0)),
}
for name, call in calls.items():
    try:
        print(name, call())
    except Exception as error:
        print(name, type(error).__name__, str(error).splitlines()[0][:150])
