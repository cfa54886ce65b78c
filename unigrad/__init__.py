"""unigrad: one autodiff engine on torch.autograd, three exact front ends.

The front ends reproduce the gradient APIs of PaddlePaddle
(``unigrad.paddle_api``), PyTorch (``unigrad.torch_api``) and MindSpore
(``unigrad.mindspore_api``) on the engine in ``unigrad._engine``.

Importing ``unigrad`` changes nothing: no module is aliased and nothing in
torch is patched (it does not even import torch). Aliasing is opt-in, through
``unigrad run`` or :func:`unigrad.aliasing.aliases`. The dialects are named
in one place, the registry in ``unigrad.dialects``.
"""

__version__ = "0.1.0"


def __getattr__(name):
    # The dialects' names come from the registry (unigrad/dialects.py), read when asked for.
    if name == "DIALECTS":
        from unigrad.dialects import DIALECTS

        return DIALECTS
    if name in ("set_numerics", "get_numerics"):  # the numerics policy (unigrad/numerics), read when asked for
        from unigrad import numerics

        return getattr(numerics, name)
    raise AttributeError(f"module 'unigrad' has no attribute {name!r}")

