# seed 004 examples 4 and 5 (torch.func.grad doc), verbatim after the page's context (torch, grad and x from example 1): no_grad inside and around grad
import torch  # doc-test context: torch's doc examples run with torch imported
from torch.func import grad  # page context: example 1
x = torch.randn([])  # page context: example 1

def f(x):
    with torch.no_grad():
        c = x ** 2
    return x - c

with torch.no_grad():
    grad(f)(x)
