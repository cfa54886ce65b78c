"""The deprecated ``functorch`` namespace's gradient transforms, as torch 2.13 serves them.

``functorch.grad`` and its family are torch.func's transforms behind a
``FutureWarning`` pointing at the torch.func name. Here they warn the same
(at the caller's line) and call the torch front end, so that code still
importing ``functorch`` runs on unigrad under ``unigrad run``. The rest of
``functorch`` (``make_functional``, ``combine_state_for_ensemble``,
``functionalize``, ``make_fx``) holds no gradient computation and stays the
real one. Private (the leading underscore) because it is not part of the
``torch`` surface: aliasing puts these onto the real ``functorch`` module.
"""

import warnings

from unigrad.torch_api import func as _func

#: functorch name -> the name its deprecation message points to.
NEW_NAMES = {
    "grad": "torch.func.grad",
    "grad_and_value": "torch.func.grad_and_value",
    "vjp": "torch.func.vjp",
    "jvp": "torch.func.jvp",
    "jacrev": "torch.func.jacrev",
    "jacfwd": "torch.func.jacfwd",
    "hessian": "torch.func.hessian",
    "vmap": "torch.vmap",
}


def _warn_deprecated(name):
    # One line (torch 2.13 drops the newlines of its docstring version), at the caller's call site.
    warnings.warn(
        "We've integrated functorch into PyTorch. As the final step of the "
        f"integration, `functorch.{name}` is deprecated as of PyTorch "
        "2.0 and will be deleted in a future version of PyTorch >= 2.3. "
        f"Please use `{NEW_NAMES[name]}` instead; see the PyTorch 2.0 release notes "
        "and/or the `torch.func` migration guide for more details "
        "https://pytorch.org/docs/main/func.migrating.html",
        FutureWarning,
        stacklevel=3,
    )


def grad(func, argnums=0, has_aux=False):
    """``functorch.grad``: :func:`unigrad.torch_api.func.grad` after a deprecation warning."""
    _warn_deprecated("grad")
    return _func.grad(func, argnums, has_aux)


def grad_and_value(func, argnums=0, has_aux=False):
    """``functorch.grad_and_value``: :func:`unigrad.torch_api.func.grad_and_value` after a deprecation warning."""
    _warn_deprecated("grad_and_value")
    return _func.grad_and_value(func, argnums, has_aux)


def vjp(func, *primals, has_aux=False):
    """``functorch.vjp``: :func:`unigrad.torch_api.func.vjp` after a deprecation warning."""
    _warn_deprecated("vjp")
    return _func.vjp(func, *primals, has_aux=has_aux)


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """``functorch.jvp``: :func:`unigrad.torch_api.func.jvp` after a deprecation warning."""
    _warn_deprecated("jvp")
    return _func.jvp(func, primals, tangents, strict=strict, has_aux=has_aux)


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    """``functorch.jacrev``: :func:`unigrad.torch_api.func.jacrev` after a deprecation warning."""
    _warn_deprecated("jacrev")
    return _func.jacrev(func, argnums, has_aux=has_aux, chunk_size=chunk_size,
                        _preallocate_and_copy=_preallocate_and_copy)


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """``functorch.jacfwd``: :func:`unigrad.torch_api.func.jacfwd` after a deprecation warning."""
    _warn_deprecated("jacfwd")
    return _func.jacfwd(func, argnums, has_aux, randomness=randomness)


def hessian(func, argnums=0):
    """``functorch.hessian``: :func:`unigrad.torch_api.func.hessian` after a deprecation warning."""
    _warn_deprecated("hessian")
    return _func.hessian(func, argnums)


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """``functorch.vmap``: :func:`unigrad.torch_api.func.vmap` after a deprecation warning."""
    _warn_deprecated("vmap")
    return _func.vmap(func, in_dims, out_dims, randomness, chunk_size=chunk_size)
