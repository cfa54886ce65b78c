# Records, with real MindSpore, the float32 bits of activations and of their gradients under a random dout into an
# .npz:  /tmp/oracle-ms/bin/python record_mindspore_activations.py OUT.npz
# The inputs are drawn again by the test (numpy's RandomState, whose streams are fixed): see values().
import sys

import numpy as np

#: name -> (the mindspore.ops callable's name, its keyword attributes, the input domain)
OPS = {
    "gelu": ("gelu", {}, "wide"),
    "gelu_tanh": ("gelu", {"approximate": "tanh"}, "wide"),
    "hardswish": ("hardswish", {}, "wide"),
    "selu": ("selu", {}, "wide"),
    "celu": ("celu", {}, "wide"),
    "celu_attrs": ("celu", {"alpha": 0.7}, "wide"),
    "mish": ("mish", {}, "wide"),
    "log1p": ("log1p", {}, "log1p"),
    "asinh": ("asinh", {}, "wide"),
    "fast_gelu": ("fast_gelu", {}, "wide"),
}
SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 3.0, -3.0, 2.9999998, -3.0000002, 20.0, -20.0, 88.0, -88.0, 1e-30]


def values(domain):
    """2,027 values: 2,000 drawn over the domain and a wider range, the special cases, and 13 more (a tail)."""
    rng = np.random.RandomState({"wide": 0, "log1p": 2}[domain])
    if domain == "log1p":
        drawn = rng.uniform(-0.99, 20, 2000)
        specials = [0.0, -0.0, np.inf, np.nan, 1e-30, -0.5]
    else:
        drawn = np.concatenate([rng.uniform(-6, 6, 1500), rng.uniform(-20, 20, 500)])
        specials = SPECIALS
    rest = rng.uniform(-2, 2, 2027 - 2000 - len(specials))
    return np.concatenate([drawn, specials, rest]).astype(np.float32)


def dout(n):
    return np.random.RandomState(9).standard_normal(n).astype(np.float32)


if __name__ == "__main__":
    import mindspore as ms
    from mindspore import ops

    out = {}
    for name, (op, attrs, domain) in OPS.items():
        x = ms.Tensor(values(domain))
        d = ms.Tensor(dout(x.shape[0]))
        f = getattr(ops, op)
        out[name] = f(x, **attrs).asnumpy().view(np.uint32)
        out[name + "_grad"] = ms.grad(lambda t: (f(t, **attrs) * d).sum())(x).asnumpy().view(np.uint32)
    np.savez_compressed(sys.argv[1], **out)
