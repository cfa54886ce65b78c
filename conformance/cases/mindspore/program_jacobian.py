# program: jacfwd and jacrev with grad_position and has_aux (MindSpore API docs examples of mindspore.jacfwd / mindspore.jacrev, source: mindspore-ai/mindspore mindspore/python/mindspore/ops/functional docs)
import numpy as np
import mindspore as ms
from mindspore import jacfwd, jacrev, ops, Tensor


class MultipleInputsMultipleOutputsNet(ms.nn.Cell):
    def construct(self, x, y, z):
        return x ** 2 + y ** 2 + z ** 2, x * y * z


x = Tensor(np.array([[1, 2], [3, 4]]).astype(np.float32))
y = Tensor(np.array([[1, 2], [3, 4]]).astype(np.float32))
z = Tensor(np.array([[1, 1], [1, 1]]).astype(np.float32))
net = MultipleInputsMultipleOutputsNet()
jac, aux = jacfwd(net, grad_position=0, has_aux=True)(x, y, z)
print(jac)
print(aux)
jac, aux = jacrev(net, grad_position=0, has_aux=True)(x, y, z)
print(jac)
print(aux)
