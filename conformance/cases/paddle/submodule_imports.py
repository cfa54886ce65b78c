# submodules import as real modules: paddle.nn.functional, paddle.autograd, paddle.optimizer, paddle.nn.initializer
import paddle.nn.functional as F
from paddle import nn
from paddle.autograd import PyLayer, backward, jacobian
from paddle.nn.initializer import Constant
from paddle.optimizer import SGD, Adam
import paddle

print(F.relu(paddle.to_tensor([-1.0, 2.0])))
print(nn.Linear(2, 2, weight_attr=paddle.ParamAttr(initializer=Constant(1.0))).weight)
print(callable(backward), callable(jacobian), issubclass(SGD, object), issubclass(Adam, object), PyLayer.__name__)
