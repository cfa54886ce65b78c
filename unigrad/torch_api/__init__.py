"""The torch dialect: ``torch.func`` transforms and ``torch.autograd.grad``/``backward``.

It takes and returns real ``torch.Tensor``s. Under ``unigrad run`` these
functions replace their torch namesakes (see ``unigrad.aliasing``) while the
rest of torch stays the real torch.
"""

from unigrad.torch_api import autograd, func

__all__ = ["autograd", "func"]
