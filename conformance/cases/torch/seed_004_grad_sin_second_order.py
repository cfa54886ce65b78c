# seed 004 example 1 (torch.func.grad doc), verbatim after the doc-test context line: grad of sin is cos, grad of grad is -sin
import torch  # doc-test context: torch's doc examples run with torch imported
from torch.func import grad
x = torch.randn([])
cos_x = grad(lambda x: torch.sin(x))(x)
assert torch.allclose(cos_x, x.cos())

# Second-order gradients
neg_sin_x = grad(grad(lambda x: torch.sin(x)))(x)
assert torch.allclose(neg_sin_x, -x.sin())
