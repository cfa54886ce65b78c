"""Special functions as C/C++ libraries compute them, on numpy arrays: inverse error functions and the
Box-Muller transform that random initializers feed.

- :func:`as241_erfinv`: Wichura's AS241 rational approximations in a C++ ``Erfinv<T>`` template (paddle's
  CPU kernel for ``erfinv`` and its truncated normal);
- :func:`boost_erf_inv`: Boost's ``erf_inv`` rational approximations, in double (MindSpore's truncated
  normal initializer);
- :func:`box_muller`: normal pairs from two uniforms, in double (MindSpore's normal initializer).

>>> import numpy as np
>>> float(as241_erfinv(np.array([0.5], np.float32), np.float32)[0])
0.4769362509250641
"""

import math

import numpy as np

from unigrad.numerics import libm

__all__ = ["as241_erfinv", "boost_erf_inv", "box_muller"]


_AS241 = {
    "A": (1.1975323115670912564578e0, 4.7072688112383978012285e1, 6.9706266534389598238465e2,
          4.8548868893843886794648e3, 1.6235862515167575384252e4, 2.3782041382114385731252e4,
          1.1819493347062294404278e4, 8.8709406962545514830200e2),
    "B": (1.0, 4.2313330701600911252e1, 6.8718700749205790830e2, 5.3941960214247511077e3,
          2.1213794301586595867e4, 3.9307895800092710610e4, 2.8729085735721942674e4,
          5.2264952788528545610e3),
    "C": (1.42343711074968357734e0, 4.63033784615654529590e0, 5.76949722146069140550e0,
          3.64784832476320460504e0, 1.27045825245236838258e0, 2.41780725177450611770e-1,
          2.27238449892691845833e-2, 7.74545014278341407640e-4),
    "D": (1.4142135623730950488016887e0, 2.9036514445419946173133295e0,
          2.3707661626024532365971225e0, 9.7547832001787427186894837e-1,
          2.0945065210512749128288442e-1, 2.1494160384252876777097297e-2,
          7.7441459065157709165577218e-4, 1.4859850019840355905497876e-9),
    "E": (6.65790464350110377720e0, 5.46378491116411436990e0, 1.78482653991729133580e0,
          2.96560571828504891230e-1, 2.65321895265761230930e-2, 1.24266094738807843860e-3,
          2.71155556874348757815e-5, 2.01033439929228813265e-7),
    "F": (1.414213562373095048801689e0, 8.482908416595164588112026e-1,
          1.936480946950659106176712e-1, 2.103693768272068968719679e-2,
          1.112800997078859844711555e-3, 2.611088405080593625138020e-5,
          2.010321207683943062279931e-7, 2.891024605872965461538222e-15),
}


def _horner_in(coeffs, r, ftype):
    """The polynomial with ``coeffs`` (lowest power first) at ``r``, each coefficient a ``ftype`` literal."""
    acc = ftype(coeffs[-1])
    for c in reversed(coeffs[:-1]):
        acc = acc * r + ftype(c)
    return acc


def as241_erfinv(x, ftype):
    """erfinv of an array of ``ftype`` by Wichura's AS241 rational approximations, as a C++ template
    ``Erfinv<T>`` computes them (paddle's CPU kernel): mixed float/double steps as C++ promotes them
    (double literals promote a float expression to double), the C library's ``log``."""
    f64 = np.float64
    out = np.empty_like(x)
    ax = np.abs(x)
    central = ax <= 0.85
    xc = x[central]
    r = (f64(0.180625) - f64(0.25) * xc.astype(f64) * xc.astype(f64)).astype(ftype)
    out[central] = xc * _horner_in(_AS241["A"], r, ftype) / _horner_in(_AS241["B"], r, ftype)
    tail = ~central
    xt = x[tail]
    ln2 = f64(ftype(6.931471805599453094172321214581e-1))
    r = np.sqrt(ln2 - libm.c_log(f64(1.0) - np.abs(xt).astype(f64))).astype(ftype)
    near = r <= 5.0
    rn = (r.astype(f64) - 1.6).astype(ftype)
    rf = (r.astype(f64) - 5.0).astype(ftype)
    num = np.where(near, _horner_in(_AS241["C"], rn, ftype), _horner_in(_AS241["E"], rf, ftype))
    den = np.where(near, _horner_in(_AS241["D"], rn, ftype), _horner_in(_AS241["F"], rf, ftype))
    out[tail] = np.where(xt < 0, -num / den, num / den)
    out[ax > 1] = np.nan
    out[x == 1] = np.inf
    out[x == -1] = -np.inf
    return out


# Boost's rational approximations of erf_inv, as (Y, numerator, denominator), lowest power first.
_ERF_INV_LOW = (0.0891314744949340820313, (
    -0.000508781949658280665617, -0.00836874819741736770379, 0.0334806625409744615033, -0.0126926147662974029034,
    -0.0365637971411762664006, 0.0219878681111168899165, 0.00822687874676915743155, -0.00538772965071242932965), (
    1.0, -0.970005043303290640362, -1.56574558234175846809, 1.56221558398423026363, 0.662328840472002992063,
    -0.71228902341542847553, -0.0527396382340099713954, 0.0795283687341571680018, -0.00233393759374190016776,
    0.000886216390456424707504))
_ERF_INV_MID = (2.249481201171875, (
    -0.202433508355938759655, 0.105264680699391713268, 8.37050328343119927838, 17.6447298408374015486,
    -18.8510648058714251895, -44.6382324441786960818, 17.445385985570866523, 21.1294655448340526258,
    -3.67192254707729348546), (
    1.0, 6.24264124854247537712, 3.9713437953343869095, -28.6608180499800029974, -20.1432634680485188801,
    48.5609213108739935468, 10.8268667355460159008, -22.6436933413139721736, 1.72114765761200282724))
# the tail: sqrt(-log(q)) below each bound, with the offset subtracted before evaluating
_ERF_INV_TAIL = (
    (3.0, 1.125, 0.807220458984375, (
        -0.131102781679951906451, -0.163794047193317060787, 0.117030156341995252019, 0.387079738972604337464,
        0.337785538912035898924, 0.142869534408157156766, 0.0290157910005329060432, 0.00214558995388805277169,
        -0.679465575181126350155e-6, 0.285225331782217055858e-7, -0.681149956853776992068e-9), (
        1.0, 3.46625407242567245975, 5.38168345707006855425, 4.77846592945843778382, 2.59301921623620271374,
        0.848854343457902036425, 0.152264338295331783612, 0.01105924229346489121)),
    (6.0, 3.0, 0.93995571136474609375, (
        -0.0350353787183177984712, -0.00222426529213447927281, 0.0185573306514231072324, 0.00950804701325919603619,
        0.00187123492819559223345, 0.000157544617424960554631, 0.460469890584317994083e-5,
        -0.230404776911882601748e-9, 0.266339227425782031962e-11), (
        1.0, 1.3653349817554063097, 0.762059164553623404043, 0.220091105764131249824, 0.0341589143670947727934,
        0.00263861676657015992959, 0.764675292302794483503e-4)),
    (18.0, 6.0, 0.98362827301025390625, (
        -0.0167431005076633737133, -0.00112951438745580278863, 0.00105628862152492910091,
        0.000209386317487588078668, 0.149624783758342370182e-4, 0.449696789927706453732e-6,
        0.462596163522878599135e-8, -0.281128735628831791805e-13, 0.99055709973310326855e-16), (
        1.0, 0.591429344886417493481, 0.138151865749083321638, 0.0160746087093676504695,
        0.000964011807005165528527, 0.275335474764726041141e-4, 0.282243172016108031869e-6)),
    (44.0, 18.0, 0.99714565277099609375, (
        -0.0024978212791898131227, -0.779190719229053954292e-5, 0.254723037413027451751e-4,
        0.162397777342510920873e-5, 0.396341011304801168516e-7, 0.411632831190944208473e-9,
        0.145596286718675035587e-11, -0.116765012397184275695e-17), (
        1.0, 0.207123112214422517181, 0.0169410838120975906478, 0.000690538265622684595676,
        0.145007359818232637924e-4, 0.144437756628144157666e-6, 0.509761276599778486139e-9)),
    (math.inf, 44.0, 0.99941349029541015625, (
        -0.000539042911019078575891, -0.28398759004727721098e-6, 0.899465114892291446442e-6,
        0.229345859265920864296e-7, 0.225561444863500149219e-9, 0.947846627503022684216e-12,
        0.135880130108924861008e-14, -0.348890393399948882918e-21), (
        1.0, 0.0845746234001899436914, 0.00282092984726264681981, 0.468292921940894236786e-4,
        0.399968812193862100054e-6, 0.161809290887904476097e-8, 0.231558608310259605225e-11)),
)


def _horner_up(coefficients, x):
    """The polynomial with ``coefficients`` (lowest power first) at double ``x``, by Horner's rule."""
    total = np.full_like(x, coefficients[-1])
    for c in reversed(coefficients[:-1]):
        total = total * x + c
    return total


def boost_erf_inv(p, q):
    """Boost's ``erf_inv(p)`` with ``q = 1 - p``, elementwise in double (MindSpore's truncated normal)."""
    out = np.empty_like(p)
    low = p <= 0.5
    y, num, den = _ERF_INV_LOW
    pl = p[low]
    g = pl * (pl + 10.0)
    out[low] = g * y + g * (_horner_up(num, pl) / _horner_up(den, pl))
    mid = ~low & (q >= 0.25)
    y, num, den = _ERF_INV_MID
    qm = q[mid]
    xs = qm - 0.25
    out[mid] = np.sqrt(-2.0 * np.log(qm)) / (y + _horner_up(num, xs) / _horner_up(den, xs))
    tail = ~low & ~mid
    x = np.sqrt(-np.log(q[tail]))
    result = np.empty_like(x)
    done = np.zeros(x.shape, bool)
    for bound, offset, y, num, den in _ERF_INV_TAIL:
        pick = ~done & (x < bound)
        xp = x[pick]
        xs = xp - offset
        result[pick] = y * xp + (_horner_up(num, xs) / _horner_up(den, xs)) * xp
        done |= pick
    out[tail] = result
    return out


def box_muller(u1, u2, mean, sigma, pi):
    """Normal values from uniforms ``u1``, ``u2`` in double: per pair ``mean + r * cos(t)`` then
    ``mean + r * sin(t)`` (interleaved), ``r = sqrt(-2 log u1) * sigma``, ``t = 2 * pi * u2`` (``pi`` as the
    caller's C++ code spells it, e.g. a float literal)."""
    out = np.empty(2 * u1.size, dtype=np.float64)
    chunk = 1 << 15  # a pass's temporaries stay in cache
    for start in range(0, u1.size, chunk):
        radius = np.sqrt(-2.0 * np.log(u1[start:start + chunk])) * sigma
        angle = 2.0 * pi * u2[start:start + chunk]
        stop = start + radius.size
        np.add(mean, radius * np.cos(angle), out=out[2 * start:2 * stop:2])
        np.add(mean, radius * np.sin(angle), out=out[2 * start + 1:2 * stop:2])
    return out
