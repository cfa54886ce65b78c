# paddle.incubate.autograd.Jacobian and Hessian (paddle 3.3.1): one or several inputs and outputs flattened and concatenated, is_batched, lazy indexing (ints, slices, negative, steps), the signs of zero entries, stop_gradient, shapes, and misuse (Ellipsis, non-scalar Hessian, bad index types, a 0-D input, a non-tensor output)
import paddle
from paddle.incubate.autograd import Jacobian, Hessian
x = paddle.to_tensor([[1., 2.], [3., 4.]])
y = paddle.to_tensor([0.5, -1.0])
J = Jacobian(lambda a: a * a, x)
print(J.shape, type(J).__name__, type(J).__module__)
print(J[:].shape, J[1].shape, J[:, 2])
J2 = Jacobian(lambda a, b: (a.sum(0) * b, b * 2), [x, y])
print(J2.shape); print(J2[:])
Jb = Jacobian(lambda a: a * a * 3, x, is_batched=True)
print(Jb.shape); print(Jb[:]); print(Jb[0, :, 1])
Jb2 = Jacobian(lambda a, b: a * b, [x, x], is_batched=True)
print(Jb2.shape, Jb2[1])
H = Hessian(lambda a: (a * a * a).sum(), x)
print(H.shape); print(H[:])
H2 = Hessian(lambda a, b: (a * b).sum(), [y, y])
print(H2.shape, H2[:])
Hb = Hessian(lambda a: (a * a).sum(1, keepdim=True), x, is_batched=True)
print(Hb.shape); print(Hb[:])
print(Jacobian(lambda a: a.sum(), y).shape, Jacobian(lambda a: a.sum(), y)[:])
s = paddle.to_tensor(3.0)
print(x.stop_gradient, J[:].stop_gradient)
for name, f in [("ellipsis", lambda: J[..., 0]), ("0-D input", lambda: Jacobian(lambda a: a * a, s)[:]),
                ("0-D shape", lambda: Jacobian(lambda a: a * a, s).shape), ("hessian non-scalar", lambda: Hessian(lambda a: a * 2, x)[:]),
                ("bad func", lambda: Jacobian(lambda a: 3, x)[:]),
                ("batched mismatch", lambda: Jacobian(lambda a: a.sum(), x, is_batched=True)[:]),
                ("xs not tensor", lambda: Jacobian(lambda a: a, [1.0])[:]), ("str idx", lambda: J["a"])]:
    try:
        r = f(); print(name, "ok", getattr(r, "shape", r))
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:200])

for name, f in [("hess batched nonscalar", lambda: Hessian(lambda a: a * a, x, is_batched=True)[:]),
                ("hess 2 outputs", lambda: Hessian(lambda a: (a.sum(), a.sum()), x)[:]),
                ("func list out", lambda: Jacobian(lambda a: [a * 2, a], y)[:]),
                ("J slice step", lambda: Jacobian(lambda a: a * 2, y)[::2, 1]),
                ("J neg", lambda: Jacobian(lambda a: a * 2, y)[-1]),
                ("J tensor index", lambda: Jacobian(lambda a: a * 2, y)[paddle.to_tensor(1)]),
                ("J batched 2d idx", lambda: Jb[0, 1]),
                ("J none", lambda: Jb[None]),
                ]:
    try:
        r = f(); print(name, "ok", getattr(r, "shape", r), r if hasattr(r, "shape") and r.size < 9 else "")
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:200])
print(repr(J)[:45], paddle.incubate.autograd.Jacobian.__module__)
