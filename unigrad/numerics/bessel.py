"""Cephes' modified Bessel functions I0, I1 and their exponentially scaled forms, in float32 as paddle's CPU kernels
evaluate them: a Chebyshev series (Clenshaw's recurrence, each step rounded to float32) on [0, 8] in ``x / 2 - 2``
and on (8, inf) in ``32 / x - 2``, times the C library's ``expf`` and divided by ``sqrt(x)`` where the function
needs it. I0's series are Cephes' 30 and 25 terms, I1's its shorter float ones (17 and 7); paddle's grad kernels
are the derivatives written in these functions (measured against paddle 3.3.1 on 3,000 float32 values in
[-16, 16]: 0 values or gradients differ).

>>> import torch
>>> float(i0(torch.tensor([0.0]))[0])  # the series' sum, an ulp under 1, as paddle prints it
0.9999999403953552
"""

import numpy as np
import torch

from unigrad.numerics import libm

__all__ = ["i0", "i0e", "i1", "i1e", "i0_grad", "i0e_grad", "i1_grad", "i1e_grad"]


def _float32s(*values):
    return tuple(np.float32(v) for v in values)


#: Cephes' Chebyshev coefficients of exp(-x) I0(x) on [0, 8] (float32)
_I0E_A = _float32s(
    -4.4153416308881085e-18, 3.3307946068052307e-17, -2.431279961360197e-16, 1.715391325384267e-15,
    -1.168533280933911e-14, 7.676185262515262e-14, -4.856446733474129e-13, 2.955052652228729e-12,
    -1.7268263208247703e-11, 9.67580876531926e-11, -5.189795815319087e-10, 2.6598236946284715e-09,
    -1.3000249765582339e-08, 6.046995082442663e-08, -2.6707937195169507e-07, 1.1173875691383728e-06,
    -4.416738192958292e-06, 1.6448448150185868e-05, -5.75419508095365e-05, 0.0001885028905235231,
    -0.0005763755762018263, 0.001639475580304861, -0.00432430999353528, 0.010546460747718811,
    -0.023737415671348572, 0.04930528253316879, -0.09490109980106354, 0.1716209053993225, -0.3046826720237732,
    0.6767953038215637)

#: ... of exp(-x) sqrt(x) I0(x) on [8, inf), in 32/x - 2
_I0E_B = _float32s(
    -7.233180777615832e-18, -4.8305044075090856e-18, 4.4656215562679605e-17, 3.461222791431367e-17,
    -2.827623882737225e-16, -3.42548567729332e-16, 1.7725601200933015e-15, 3.811680873412821e-15,
    -9.554846741284886e-15, -4.1505691841369624e-14, 1.5400861467194937e-14, 3.8527782852092185e-13,
    7.180124550476563e-13, -1.7941785210306982e-12, -1.321581212521128e-11, -3.1499164387938094e-11,
    1.1889146785126758e-11, 4.940602371661384e-10, 3.3962319623270787e-09, 2.266668985839715e-08,
    2.0489186169925233e-07, 2.891370513680158e-06, 6.889758515171707e-05, 0.0033691164571791887,
    0.8044903874397278)

#: Cephes' float (17-term) coefficients of exp(-x) I1(x) on [0, 8]
_I1E_A = _float32s(
    9.381537324770761e-09, -4.445059076374491e-08, 2.0032948100379144e-07, -8.568720204493729e-07,
    3.4702513858064776e-06, -1.3273163858684711e-05, 4.781565075973049e-05, -0.0001617608213564381,
    0.0005122859729453921, -0.001513572409749031, 0.0041564228013157845, -0.010564085096120834,
    0.024726448580622673, -0.05294598266482353, 0.10264366120100021, -0.1764165163040161, 0.2525871992111206)

#: ... (7-term) of exp(-x) sqrt(x) I1(x) on [8, inf)
_I1E_B = _float32s(
    -3.8353804576729544e-09, -2.631468909441992e-08, -2.5122361080320843e-07, -3.882564669765998e-06,
    -0.00011058893869630992, -0.009761097840964794, 0.7785762548446655)

_F = np.float32


def _series(y, coefficients):
    """Clenshaw's recurrence of a Chebyshev series at ``y`` (float32 numpy), as Cephes' ``chbevl``."""
    b0, b1, b2 = np.full_like(y, coefficients[0]), np.zeros_like(y), np.zeros_like(y)
    for c in coefficients[1:]:
        b2, b1 = b1, b0
        b0 = (y * b1 - b2 + c).astype(_F)
    return (_F(0.5) * (b0 - b2)).astype(_F)


def _evaluate(t, small, large):
    """``small(ax, series_a)`` for |x| <= 8 and ``large(ax, series_b)`` above, on a float32 tensor's values."""
    x = t.detach().cpu().reshape(-1).numpy().astype(_F)
    ax = np.abs(x)
    with np.errstate(all="ignore"):
        out = np.where(ax <= 8, small(ax, (ax / _F(2) - _F(2)).astype(_F)), large(ax, (_F(32) / ax - _F(2)).astype(_F)))
    return x, out.astype(_F)


def _expf(ax):
    return libm.each("expf", ax) if ax.size else ax


def _back(values, t):
    return torch.from_numpy(np.ascontiguousarray(values, dtype=_F)).reshape(t.shape).to(t.device)


def i0(t):
    """I0(x): ``expf(|x|) * series`` (divided by ``sqrt(|x|)`` above 8)."""
    _, out = _evaluate(t, lambda ax, y: _expf(ax) * _series(y, _I0E_A),
                       lambda ax, y: (_expf(ax) * _series(y, _I0E_B)).astype(_F) / np.sqrt(ax))
    return _back(out, t)


def i0e(t):
    """exp(-|x|) I0(x): the series alone (divided by ``sqrt(|x|)`` above 8)."""
    _, out = _evaluate(t, lambda ax, y: _series(y, _I0E_A), lambda ax, y: _series(y, _I0E_B) / np.sqrt(ax))
    return _back(out, t)


def i1(t):
    """I1(x): ``expf(|x|) * |x| * series`` (or ``expf(|x|) * series / sqrt(|x|)``), odd in x."""
    x, out = _evaluate(t, lambda ax, y: (_expf(ax) * ax).astype(_F) * _series(y, _I1E_A),
                       lambda ax, y: (_expf(ax) * _series(y, _I1E_B)).astype(_F) / np.sqrt(ax))
    return _back(np.where(x < 0, -out, out), t)


def i1e(t):
    """exp(-|x|) I1(x): ``series * |x|`` (or ``series / sqrt(|x|)``), odd in x."""
    x, out = _evaluate(t, lambda ax, y: _series(y, _I1E_A) * ax, lambda ax, y: _series(y, _I1E_B) / np.sqrt(ax))
    return _back(np.where(x < 0, -out, out), t)


def i0_grad(t, out, dout):
    """paddle's I0 grad kernel: ``dout * I1(x)``."""
    return dout * i1(t)


def i0e_grad(t, out, dout):
    """paddle's I0e grad kernel: ``dout * (I1e(x) - sign(x) * I0e(x))``."""
    return dout * (i1e(t) - torch.sign(t) * out)


def i1_grad(t, out, dout):
    """paddle's I1 grad kernel: ``dout * (I0(x) - I1(x) / x)`` (``dout / 2`` at 0, the limit)."""
    return dout * torch.where(t == 0, torch.full_like(t, 0.5), i0(t) - out / t)


def i1e_grad(t, out, dout):
    """paddle's I1e grad kernel: ``dout * (I0e(x) - I1e(x) * (sign(x) + 1 / x))`` (``dout / 2`` at 0)."""
    return dout * torch.where(t == 0, torch.full_like(t, 0.5), i0e(t) - out * (torch.sign(t) + 1 / t))
