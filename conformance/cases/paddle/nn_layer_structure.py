# Layer: repr, named_parameters, sublayers, state_dict keys, train/eval, parameter shapes
import numpy as np
import paddle

model = paddle.nn.Sequential(paddle.nn.Linear(2, 3), paddle.nn.ReLU(), paddle.nn.Linear(3, 1))
print(model)
print([name for name, p in model.named_parameters()])
print([p.shape for p in model.parameters()])
print(list(model.state_dict().keys()))
print(model.sublayers())
print(model.training, model[0].training)
model.eval()
print(model.training, model[0].training)
model.train()
print(model.training)
print(all(not p.stop_gradient for p in model.parameters()))
