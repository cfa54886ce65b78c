# Records, with real paddle, the float32 bits of activations and math functions and of their gradients under a
# random dout into an .npz:  /tmp/oracle-paddle/bin/python record_activations.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see values().
import sys

import numpy as np

#: name -> (the paddle callable's path, its keyword attributes, the input domain)
OPS = {
    "hardswish": ("nn.functional.hardswish", {}, "wide"),
    "hardsigmoid": ("nn.functional.hardsigmoid", {}, "wide"),
    "hardsigmoid_attrs": ("nn.functional.hardsigmoid", {"slope": 0.3, "offset": 0.2}, "wide"),
    "hardtanh": ("nn.functional.hardtanh", {}, "wide"),
    "hardtanh_attrs": ("nn.functional.hardtanh", {"min": -2.2, "max": 1.7}, "wide"),
    "softshrink": ("nn.functional.softshrink", {}, "wide"),
    "softshrink_attrs": ("nn.functional.softshrink", {"threshold": 0.3}, "wide"),
    "tanhshrink": ("nn.functional.tanhshrink", {}, "wide"),
    "softsign": ("nn.functional.softsign", {}, "wide"),
    "mish": ("nn.functional.mish", {}, "wide"),
    "selu": ("nn.functional.selu", {}, "wide"),
    "selu_attrs": ("nn.functional.selu", {"scale": 1.5, "alpha": 0.7}, "wide"),
    "celu": ("nn.functional.celu", {}, "wide"),
    "celu_attrs": ("nn.functional.celu", {"alpha": -0.7}, "wide"),
    "log_sigmoid": ("nn.functional.log_sigmoid", {}, "wide"),
    "erf": ("erf", {}, "wide"),
    "expm1": ("expm1", {}, "wide"),
    "sinh": ("sinh", {}, "wide"),
    "cosh": ("cosh", {}, "wide"),
    "atan": ("atan", {}, "wide"),
    "asinh": ("asinh", {}, "wide"),
    "asin": ("asin", {}, "unit"),
    "acos": ("acos", {}, "unit"),
    "atanh": ("atanh", {}, "unit"),
    "log1p": ("log1p", {}, "log1p"),
}
SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 3.0, -3.0, 0.5, -0.5, 1.0, -1.0, 20.0, 6.0, -6.0, 1e-30, -1e-30]


def values(domain):
    """2,027 values: 2,000 drawn over the domain (and a wider range), the special cases, and 11 more
    (2,027 = 253 packets of 8 and a scalar tail of 3)."""
    rng = np.random.RandomState({"wide": 0, "unit": 1, "log1p": 2}[domain])
    if domain == "unit":
        drawn = rng.uniform(-0.999, 0.999, 2000)
    elif domain == "log1p":
        drawn = np.concatenate([rng.uniform(-0.999, 6, 1500), np.exp(rng.uniform(-20, 20, 500))])
    else:
        drawn = np.concatenate([rng.uniform(-6, 6, 1500), rng.uniform(-40, 40, 500)])
    return np.concatenate([drawn, SPECIALS, rng.uniform(-2, 2, 11)]).astype(np.float32)


def dout(n):
    rng = np.random.RandomState(9)
    d = rng.standard_normal(n).astype(np.float32)
    d[::97] = -0.0  # a zero dout of each sign: the masks' products keep its sign
    d[1::97] = 0.0
    return d


def resolve(module, path):
    for part in path.split("."):
        module = getattr(module, part)
    return module


if __name__ == "__main__":
    import paddle

    out = {}
    for name, (path, attrs, domain) in OPS.items():
        x = values(domain)
        t = paddle.to_tensor(x, stop_gradient=False)
        y = resolve(paddle, path)(t, **attrs)
        (g,) = paddle.grad(y, t, paddle.to_tensor(dout(x.size)))
        out[name] = y.numpy().view(np.uint32)
        out[name + "_grad"] = g.numpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
