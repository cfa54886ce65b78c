# mindspore.numpy misuse gets MindSpore's exception types and messages: numpy arrays and strings as input, wrong dtype, bool where refused, shape mismatch, bad axis, bad shapes, clip without bounds
import numpy as onp
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor

def attempt(label, fn):
    try:
        out = fn()
        print(label, "->", repr(out))
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])

x = mnp.arange(6).reshape(2, 3).astype("float32")
attempt("numpy input", lambda: mnp.exp(onp.ones(3)))
attempt("string input", lambda: mnp.add("a", 1))
attempt("array from numpy", lambda: mnp.array(onp.ones(2)))
attempt("exp int32", lambda: mnp.exp(Tensor([1, 2], ms.int32)))
attempt("log int32", lambda: mnp.log(Tensor([1, 2], ms.int32)))
attempt("floor int32", lambda: mnp.floor(Tensor([1, 2], ms.int32)))
attempt("add bool bool", lambda: mnp.add(Tensor([True]), Tensor([False])))
attempt("mean bool", lambda: mnp.mean(Tensor([True, False])))
attempt("sign bool", lambda: mnp.sign(Tensor([True])))
attempt("multiply shapes", lambda: mnp.multiply(mnp.ones((2, 3)), mnp.ones((4,))))
attempt("dot shapes", lambda: mnp.dot(mnp.ones((2, 3)), mnp.ones((4, 2))))
attempt("matmul shapes", lambda: mnp.matmul(mnp.ones((2, 3)), mnp.ones((4, 2))))
attempt("reshape size", lambda: mnp.reshape(x, (4, 4)))
attempt("transpose axes", lambda: mnp.transpose(x, (0,)))
attempt("swapaxes axis", lambda: mnp.swapaxes(x, 0, 3))
attempt("mean axis", lambda: mnp.mean(x, axis=5))
attempt("concatenate shapes", lambda: mnp.concatenate((mnp.ones((2, 3)), mnp.ones((2, 4)))))
attempt("clip no bounds", lambda: mnp.clip(x, None, None))
attempt("ones float shape", lambda: mnp.ones((2.5,)))
attempt("zeros negative shape", lambda: mnp.zeros((-1,)))
attempt("linspace num", lambda: mnp.linspace(0, 1, -1))
attempt("sin list", lambda: mnp.deg2rad([1, 2]))
print(repr(x))
