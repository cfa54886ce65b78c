# program: loss functions on fixed data: MSELoss, L1Loss, CrossEntropyLoss, BCEWithLogitsLoss, SoftmaxCrossEntropyWithLogits and their reductions (MindSpore API docs examples of mindspore.nn losses, source: mindspore-ai/mindspore mindspore/python/mindspore/nn/loss/loss.py docs)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

logits = Tensor(np.array([[1, 2, 3], [2, 3, 4]]).astype(np.float32))
labels = Tensor(np.array([[1, 1, 1], [1, 2, 2]]).astype(np.float32))
print(nn.MSELoss()(logits, labels))
print(nn.MSELoss(reduction="none")(logits, labels))
print(nn.L1Loss(reduction="sum")(logits, labels))
ce = nn.CrossEntropyLoss()
print(ce(Tensor(np.array([[0.5, 1.5, -1.0], [2.0, 0.0, 0.25]]), ms.float32), Tensor(np.array([1, 0]), ms.int32)))
bce = nn.BCEWithLogitsLoss()
print(bce(Tensor(np.array([[-0.8, 1.2, 0.7], [-0.1, -0.4, 0.7]]).astype(np.float32)),
          Tensor(np.array([[0.3, 0.8, 1.2], [-0.6, 0.1, 2.2]]).astype(np.float32))))
sce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
print(sce(Tensor(np.array([[3, 5, 6, 9, 12, 33, 42, 12, 32, 72]]), ms.float32), Tensor(np.array([1]), ms.int32)))
