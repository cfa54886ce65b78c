# ops.SoftmaxCrossEntropyWithLogits (loss and dlogits, the loss's gradient) and ops.SparseSoftmaxCrossEntropyWithLogits (mean loss, is_grad, gradient, repr, is_grad misuse) with MindSpore's CPU kernels' numbers
import numpy as np, mindspore
from mindspore import Tensor, ops
logits = Tensor([[2, 4, 1, 4, 5], [2, 1, 2, 4, 3]], mindspore.float32)
labels = Tensor([[0, 0, 0, 0, 1], [0, 0, 0, 1, 0]], mindspore.float32)
p = ops.SoftmaxCrossEntropyWithLogits()
loss, dlogits = p(logits, labels)
print(loss, dlogits, sep="\n")
print(mindspore.grad(lambda x: p(x, labels)[0].sum())(logits))
s = ops.SparseSoftmaxCrossEntropyWithLogits()
print(s(logits, Tensor([0, 1], mindspore.int32)))
print(ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(logits, Tensor([0, 1], mindspore.int32)))
print(mindspore.grad(lambda x: s(x, Tensor([0, 1], mindspore.int32)))(logits))
print(s, p)
try:
    ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=1)
except Exception as e:
    print(type(e).__name__, str(e).split("\n")[0])
