# seed 004 example 2 (torch.func.grad doc), verbatim after the doc-test context line: per-sample gradients, vmap over grad
import torch  # doc-test context: torch's doc examples run with torch imported
from torch.func import grad, vmap
batch_size, feature_size = 3, 5

def model(weights, feature_vec):
    # Very simple linear model with activation
    assert feature_vec.dim() == 1
    return feature_vec.dot(weights).relu()

def compute_loss(weights, example, target):
    y = model(weights, example)
    return ((y - target) ** 2).mean()  # MSELoss

weights = torch.randn(feature_size, requires_grad=True)
examples = torch.randn(batch_size, feature_size)
targets = torch.randn(batch_size)
inputs = (weights, examples, targets)
grad_weight_per_example = vmap(grad(compute_loss), in_dims=(None, 0, 0))(*inputs)
