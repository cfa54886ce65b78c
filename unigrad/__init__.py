"""unigrad: one autodiff engine on torch.autograd, three exact front ends.

The front ends reproduce the gradient APIs of PaddlePaddle
(``unigrad.paddle_api``), PyTorch (``unigrad.torch_api``) and MindSpore
(``unigrad.mindspore_api``) on the engine in ``unigrad._engine``.

Importing ``unigrad`` changes nothing: no module is aliased and nothing in
torch is patched (it does not even import torch). Aliasing is opt-in, through
``unigrad run`` or :func:`unigrad.aliasing.aliases`.
"""

__version__ = "0.1.0"

DIALECTS = ("paddle", "torch", "mindspore")

from unigrad.numerics import get_numerics, set_numerics  # noqa: E402 -- the numerics policy (imports no torch)
