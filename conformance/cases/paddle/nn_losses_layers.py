# MSELoss and CrossEntropyLoss layers, reprs and reductions
import numpy as np
import paddle

print(paddle.nn.MSELoss(), paddle.nn.CrossEntropyLoss(), paddle.nn.ReLU())
pred = paddle.to_tensor([[0.2, 0.8], [0.6, 0.4]])
target = paddle.to_tensor([[0.0, 1.0], [1.0, 0.0]])
print(paddle.nn.MSELoss()(pred, target), paddle.nn.MSELoss(reduction="sum")(pred, target))
print(paddle.nn.CrossEntropyLoss()(pred, paddle.to_tensor([[1], [0]])))
print(paddle.nn.CrossEntropyLoss(soft_label=True)(pred, target))
