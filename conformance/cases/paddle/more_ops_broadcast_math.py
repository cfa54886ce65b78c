# Checks paddle's broadcast_tensors and broadcast_shape, and the small elementwise ops deg2rad, rad2deg, gcd,
# lcm, hypot, negative, sgn, count_nonzero and logit (values, dtypes, int inputs, gradients, torch-style
# keywords where paddle takes them, and the errors of their misuse).
import paddle


def attempt(label, fn):
    try:
        result = fn()
    except Exception as error:  # noqa: BLE001 - the case prints paddle's exceptions
        print(label, type(error).__name__, str(error))
        return
    if isinstance(result, (list, tuple)):
        print(label, type(result).__name__, len(result))
        for item in result:
            print(item)
    else:
        print(label, result)


ones = paddle.ones
vector = paddle.to_tensor([1.0, 2.0])
matrix = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
attempt("broadcast_tensors", lambda: paddle.broadcast_tensors([vector, matrix]))
attempt("broadcast_tensors tuple", lambda: paddle.broadcast_tensors((paddle.to_tensor(7.0), matrix)))
three = [ones([2, 1, 3]), ones([4, 1]), ones([5, 1, 1, 1])]
attempt("broadcast_tensors three", lambda: [t.shape for t in paddle.broadcast_tensors(three)])
attempt("broadcast_tensors zero", lambda: paddle.broadcast_tensors([ones([1]), ones([0])]))
for shapes in ([[2], [3]], [[3], [2], [3]], [[2, 4], [1], [3, 1]], [[0], [2]], [[2], [0]]):
    attempt(f"broadcast_tensors {shapes}", lambda: paddle.broadcast_tensors([ones(s) for s in shapes]))
attempt("broadcast_tensors dtypes", lambda: paddle.broadcast_tensors([vector, matrix.astype("int64")]))
attempt("broadcast_tensors empty", lambda: paddle.broadcast_tensors([]))
attempt("broadcast_tensors empty tuple", lambda: paddle.broadcast_tensors(()))
attempt("broadcast_tensors tensor", lambda: matrix.broadcast_tensors())
attempt("broadcast_shape", lambda: paddle.broadcast_shape([2, 1, 3], [1, 3, 1]))
attempt("broadcast_shape tuple", lambda: paddle.broadcast_shape((2, 3), (3,)))
attempt("broadcast_shape sizes", lambda: paddle.broadcast_shape(matrix.shape, vector.shape))
attempt("broadcast_shape empty", lambda: paddle.broadcast_shape([], [3]))
attempt("broadcast_shape zero", lambda: paddle.broadcast_shape([0], [1]))
attempt("broadcast_shape mismatch", lambda: paddle.broadcast_shape([2, 3], [4]))
attempt("broadcast_shape zero mismatch", lambda: paddle.broadcast_shape([2, 3], [0, 1]))

angles = paddle.to_tensor([180.0, -90.0, 0.5, 1000.0, 3.3])
for convert in (paddle.deg2rad, paddle.rad2deg):
    for dtype in ("float32", "float64", "float16", "int32", "int64", "bool"):
        attempt(f"{convert.__name__} {dtype}", lambda: convert(angles.astype(dtype)))
    attempt(convert.__name__ + " scalar", lambda: convert(paddle.to_tensor(3.0)))
    attempt(convert.__name__ + " input=", lambda: convert(input=angles))

a = paddle.to_tensor([12, 20, -7, 0, 0, 9])
b = paddle.to_tensor([8, -15, 3, 5, 0, -9])
for fn in (paddle.gcd, paddle.lcm):
    name = fn.__name__
    attempt(name, lambda: fn(a, b))
    attempt(name + " int32", lambda: fn(a.astype("int32"), b.astype("int32")))
    attempt(name + " 0-D", lambda: fn(a, paddle.to_tensor(6)))
    attempt(name + " broadcast", lambda: fn(a.reshape([6, 1]), b))
    attempt(name + " floats", lambda: fn(paddle.to_tensor([180.0, -90.0, 0.5]), paddle.to_tensor([12.0, 35.0, 0.25])))
    attempt(name + " torch names", lambda: fn(input=a, other=b))
    attempt(name + " method", lambda: a.__getattribute__(name)(b))
    attempt(name + " dtypes", lambda: fn(a, b.astype("int32")))
    attempt(name + " number", lambda: fn(a, 4))
    attempt(name + " shapes", lambda: fn(paddle.to_tensor([1, 2]), paddle.to_tensor([1, 2, 3])))
    attempt(name + " int16", lambda: fn(a.astype("int16"), b.astype("int16")))

legs = paddle.to_tensor([3.0, 5.0, 0.0, 1e-3])
others = paddle.to_tensor([4.0, 12.0, 0.0, 2e-3])
attempt("hypot", lambda: paddle.hypot(legs, others))
attempt("hypot 0-D", lambda: paddle.hypot(legs, paddle.to_tensor(4.0)))
attempt("hypot float64", lambda: paddle.hypot(legs.astype("float64"), others.astype("float64")))
attempt("hypot mixed floats", lambda: paddle.hypot(legs, others.astype("float64")))
attempt("hypot ints", lambda: paddle.hypot(paddle.to_tensor([3, 5]), paddle.to_tensor([4, 12])))
attempt("hypot number", lambda: paddle.hypot(legs, 4.0))
attempt("hypot number first", lambda: paddle.hypot(4.0, legs))
attempt("hypot shapes", lambda: paddle.hypot(legs, ones([3])))
attempt("hypot input=", lambda: paddle.hypot(input=legs, other=others))

signed = paddle.to_tensor([[0.0, -2.0, 3.0], [0.0, 5.0, -0.0]])
attempt("negative", lambda: paddle.negative(signed))
attempt("negative int32", lambda: paddle.negative(paddle.to_tensor([1, -2], dtype="int32")))
attempt("negative method", lambda: signed.negative())
attempt("negative bool", lambda: paddle.negative(paddle.to_tensor([True])))
attempt("sgn", lambda: paddle.sgn(signed))
attempt("sgn complex", lambda: paddle.sgn(paddle.to_tensor([3 + 4j, 0j, -2j])))
attempt("sgn float64", lambda: signed.astype("float64").sgn())
attempt("sgn int", lambda: paddle.sgn(paddle.to_tensor([1, -2])))
attempt("count_nonzero", lambda: paddle.count_nonzero(signed))
attempt("count_nonzero axis", lambda: paddle.count_nonzero(signed, 1))
attempt("count_nonzero axes keepdim", lambda: paddle.count_nonzero(signed, [0, 1], True))
attempt("count_nonzero -1", lambda: signed.count_nonzero(axis=-1, keepdim=True))
attempt("count_nonzero bool", lambda: paddle.count_nonzero(paddle.to_tensor([True, False])))
attempt("count_nonzero axis 3", lambda: paddle.count_nonzero(signed, 3))
attempt("count_nonzero axis -3", lambda: paddle.count_nonzero(signed, -3))
attempt("count_nonzero axes [0, 2]", lambda: paddle.count_nonzero(signed, [0, 2]))
probabilities = paddle.to_tensor([0.0, 0.2, 0.5, 0.9, 1.0, 1.2])
attempt("logit", lambda: paddle.logit(probabilities))
attempt("logit eps", lambda: paddle.logit(probabilities, eps=0.3))
attempt("logit float64", lambda: paddle.logit(probabilities.astype("float64"), 0.1))
attempt("logit ints", lambda: paddle.logit(paddle.to_tensor([0, 1, 2])))
attempt("logit method", lambda: probabilities.logit(1e-6))

# gradients
x = paddle.to_tensor([3.0, -5.0, 0.25], stop_gradient=False)
y = paddle.to_tensor([4.0, 12.0, 0.5], stop_gradient=False)
print(paddle.grad(paddle.hypot(x, y).sum(), [x, y]))
print(paddle.grad((paddle.deg2rad(x) + paddle.rad2deg(y)).sum(), [x, y]))
print(paddle.grad((paddle.negative(x) * y).sum(), [x, y]))
print(paddle.grad(paddle.sgn(x).sum(), x, allow_unused=True))
p = paddle.to_tensor([0.1, 0.5, 0.95], stop_gradient=False)
print(paddle.grad(paddle.logit(p).sum(), p))
print(paddle.grad(paddle.logit(p, eps=0.2).sum(), p))
u, v = paddle.broadcast_tensors([x, y.reshape([3, 1])])
print(paddle.grad((u * v).sum(), [x, y]))
