"""``mindspore.numpy.fft``: discrete Fourier transforms, a table over ``torch.fft``.

Numpy's argument names (``axis``, ``axes``, ``s``, ``n``, ``norm``) become
torch's (``dim``, ``s``, ``n``, ``norm``); integer and bool inputs are
transformed as float32, as MindSpore's FFT kernels take them.
"""

import torch

from unigrad.mindspore_api.common import dtype as mstype
from unigrad.mindspore_api.common.tensor import _box
from unigrad.mindspore_api.numpy._convert import as_torch

_COMPLEX_OR_FLOAT = (torch.float16, torch.float32, torch.float64, torch.complex64, torch.complex128)


def _input(a):
    t = as_torch(a)
    return t if t.dtype in _COMPLEX_OR_FLOAT else t.to(torch.float32)


def _transformed(torch_fn, t, **kwargs):
    return torch_fn(t, **kwargs)


def _one_axis(name, torch_fn):
    def transform(a, n=None, axis=-1, norm=None):
        return _box(_transformed(torch_fn, _input(a), n=n, dim=axis, norm=norm))

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = f"``mindspore.numpy.fft.{name}``: torch's ``fft.{torch_fn.__name__}`` along ``axis``."
    return transform


def _many_axes(name, torch_fn, default_axes):
    def transform(a, s=None, axes=default_axes, norm=None):
        return _box(_transformed(torch_fn, _input(a), s=None if s is None else tuple(s),
                                 dim=None if axes is None else tuple(axes), norm=norm))

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = f"``mindspore.numpy.fft.{name}``: torch's ``fft.{torch_fn.__name__}`` over ``axes``."
    return transform


#: name -> (torch function, None for one axis, else the default axes)
_TRANSFORMS = {
    "fft": (torch.fft.fft, None), "ifft": (torch.fft.ifft, None), "rfft": (torch.fft.rfft, None),
    "irfft": (torch.fft.irfft, None), "hfft": (torch.fft.hfft, None), "ihfft": (torch.fft.ihfft, None),
    "fft2": (torch.fft.fft2, (-2, -1)), "ifft2": (torch.fft.ifft2, (-2, -1)), "rfft2": (torch.fft.rfft2, (-2, -1)),
    "irfft2": (torch.fft.irfft2, (-2, -1)), "hfft2": (torch.fft.hfft2, (-2, -1)),
    "ihfft2": (torch.fft.ihfft2, (-2, -1)), "fftn": (torch.fft.fftn, ()), "ifftn": (torch.fft.ifftn, ()),
    "rfftn": (torch.fft.rfftn, ()), "irfftn": (torch.fft.irfftn, ()), "hfftn": (torch.fft.hfftn, ()),
    "ihfftn": (torch.fft.hfftn, ()),  # MindSpore 2.10's ihfftn runs hfftn (measured: ones((4, 4)) gives 16 at [0, 0])
}

for _name, (_fn, _axes) in _TRANSFORMS.items():
    globals()[_name] = _one_axis(_name, _fn) if _axes is None else _many_axes(_name, _fn, None if _axes == () else _axes)


def fftshift(x, axes=None):
    t = as_torch(x)
    return _box(torch.fft.fftshift(t, dim=None if axes is None else axes if isinstance(axes, int) else tuple(axes)))


def ifftshift(x, axes=None):
    t = as_torch(x)
    return _box(torch.fft.ifftshift(t, dim=None if axes is None else axes if isinstance(axes, int) else tuple(axes)))


def fftfreq(n, d=1.0, dtype=None):
    return _box(torch.fft.fftfreq(n, d, dtype=torch.float32 if dtype is None else mstype.to_torch(dtype)))


def rfftfreq(n, d=1.0, dtype=None):
    return _box(torch.fft.rfftfreq(n, d, dtype=torch.float32 if dtype is None else mstype.to_torch(dtype)))


__all__ = list(_TRANSFORMS) + ["fftshift", "ifftshift", "fftfreq", "rfftfreq"]
del _name, _fn, _axes
