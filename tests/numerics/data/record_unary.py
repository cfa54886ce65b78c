# Records, with a real framework, the float32 bits of each spelling of unary ops on 4,099 values in [-6, 6]
# (domain-shifted where needed) into an .npz:  /tmp/oracle-paddle/bin/python record_unary.py paddle OUT.npz
# (or /tmp/oracle-ms/bin/python ... mindspore OUT.npz). The test data here keeps one spelling per op.
import sys
import numpy as np

dialect, path = sys.argv[1], sys.argv[2]
base = np.linspace(-6, 6, 4099, dtype=np.float32)
positive = (np.abs(base) + np.float32(0.01)).astype(np.float32)
unit = np.linspace(-0.999, 0.999, 4099, dtype=np.float32)
DOMAIN = {"log": positive, "log2": positive, "log10": positive, "sqrt": positive, "rsqrt": positive,
          "log1p": positive, "acos": unit, "asin": unit, "atanh": unit, "acosh": positive + np.float32(1)}
UNARY = ["tanh", "exp", "sigmoid", "log", "sqrt", "sin", "cos", "tan", "erf", "expm1", "log1p", "log2", "log10",
         "rsqrt", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "reciprocal", "square", "abs",
         "silu", "softplus", "gelu", "elu", "relu", "softsign", "mish", "exp2", "erfc", "selu", "hardswish",
         "log_sigmoid", "tanhshrink", "swish"]
results = {}
if dialect == "paddle":
    import paddle
    import paddle.nn.functional as F
    LAYER = {"tanh": "Tanh", "sigmoid": "Sigmoid", "silu": "Silu", "softplus": "Softplus", "gelu": "GELU",
             "elu": "ELU", "relu": "ReLU", "softsign": "Softsign", "mish": "Mish", "selu": "SELU",
             "hardswish": "Hardswish", "log_sigmoid": "LogSigmoid", "tanhshrink": "Tanhshrink", "swish": "Swish"}
    def spellings(op):
        yield "paddle." + op, lambda x: getattr(paddle, op)(x)
        yield "Tensor." + op, lambda x: getattr(x, op)()
        yield "Tensor." + op + "_", lambda x: getattr(x.clone(), op + "_")()
        yield "paddle." + op + "_", lambda x: getattr(paddle, op + "_")(x.clone())
        yield "F." + op, lambda x: getattr(F, op)(x)
        if op in LAYER:
            yield "nn." + LAYER[op], lambda x: getattr(paddle.nn, LAYER[op])()(x)
    to_tensor = lambda a: paddle.to_tensor(a)
    to_numpy = lambda t: t.numpy()
else:
    import mindspore as ms
    from mindspore import nn, ops, mint
    LAYER = {"tanh": "Tanh", "sigmoid": "Sigmoid", "silu": "SiLU", "softplus": "Softplus", "gelu": "GELU",
             "elu": "ELU", "relu": "ReLU", "softsign": "Softsign", "mish": "Mish", "selu": "SeLU",
             "hardswish": "HSwish", "log_sigmoid": "LogSigmoid", "tanhshrink": "Tanhshrink"}
    PRIM = {"tanh": "Tanh", "exp": "Exp", "sigmoid": "Sigmoid", "log": "Log", "sqrt": "Sqrt", "sin": "Sin", "cos": "Cos",
            "tan": "Tan", "erf": "Erf", "expm1": "Expm1", "log1p": "Log1p", "rsqrt": "Rsqrt", "sinh": "Sinh",
            "cosh": "Cosh", "asin": "Asin", "acos": "ACos", "atan": "Atan", "asinh": "Asinh", "acosh": "Acosh",
            "atanh": "Atanh", "reciprocal": "Reciprocal", "square": "Square", "abs": "Abs", "softplus": "Softplus",
            "gelu": "GeLU", "elu": "Elu", "relu": "ReLU", "softsign": "Softsign", "mish": "Mish", "erfc": "Erfc",
            "selu": "SeLU", "hardswish": "HSwish", "silu": "SiLU"}
    def spellings(op):
        yield "ops." + op, lambda x: getattr(ops, op)(x)
        yield "Tensor." + op, lambda x: getattr(x, op)()
        yield "mint." + op, lambda x: getattr(mint, op)(x)
        yield "mint.nn.functional." + op, lambda x: getattr(mint.nn.functional, op)(x)
        if op in PRIM:
            yield "ops." + PRIM[op], lambda x: getattr(ops, PRIM[op])()(x)
        if op in LAYER:
            yield "nn." + LAYER[op], lambda x: getattr(nn, LAYER[op])()(x)
    to_tensor = lambda a: ms.Tensor(a)
    to_numpy = lambda t: t.asnumpy()
for op in UNARY:
    values = DOMAIN.get(op, base)
    for name, fn in spellings(op):
        try:
            out = to_numpy(fn(to_tensor(values)))
        except Exception as e:  # not a spelling of this framework
            print("missing", name, type(e).__name__, str(e).splitlines()[0][:80] if str(e) else "")
            continue
        if out.dtype != np.float32 or out.shape != values.shape:
            print("skip", name, out.dtype, out.shape)
            continue
        results[name] = out.view(np.uint32).copy()
np.savez_compressed(path, **results)
print("recorded", len(results))
