# seed 003 (mindspore.grad doc), verbatim after the page's imports: nn.Dense + MSELoss, gradients w.r.t. inputs, weights, both (cases 1-3)
import numpy as np
import mindspore
import mindspore.nn as nn
from mindspore import Tensor, ops
from mindspore import grad

# For given network to be differentiated with both inputs and weights, there are 4 cases.
net = nn.Dense(10, 1)
loss_fn = nn.MSELoss()
def forward(inputs, labels):
    logits = net(inputs)
    loss = loss_fn(logits, labels)
    return loss, logits
inputs = Tensor(np.random.randn(16, 10).astype(np.float32))
labels = Tensor(np.random.randn(16, 1).astype(np.float32))
weights = net.trainable_params()
# Case 1: gradient with respect to inputs.
# Aux value does not contribute to the gradient.
grad_fn = grad(forward, grad_position=(0, 1), weights=None, has_aux=True)
inputs_gradient, (aux_logits,) = grad_fn(inputs, labels)
print(len(inputs_gradient))
print(aux_logits.shape)

# Case 2: gradient with respect to weights.
grad_fn = grad(forward, grad_position=None, weights=weights, has_aux=True)
params_gradient, (aux_logits,) = grad_fn(inputs, labels)
print(len(weights), len(params_gradient))
print(aux_logits.shape)

# Case 3: gradient with respect to inputs and weights.
grad_fn = grad(forward, grad_position=0, weights=weights, has_aux=False)
inputs_gradient, params_gradient = grad_fn(inputs, labels)
print(len(weights), len(params_gradient))
