# a tensor saved for backward then modified in place: paddle's PermissionDenied error with both versions
import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
w = x * 1
v = w * w
w.add_(paddle.to_tensor([1.0, 1.0]))
for attempt in ("backward", "grad"):
    try:
        if attempt == "backward":
            v.sum().backward()
        else:
            paddle.grad(v.sum(), x)
    except RuntimeError as error:
        lines = str(error).splitlines()
        print(attempt, type(error).__name__, lines[0])
        print(lines[1])
print(x.grad)
w2 = x * 1
v2 = paddle.matmul(w2, w2)
w2.scale_(2.0)
w2.scale_(2.0)
try:
    v2.backward()
except RuntimeError as error:
    print(str(error).splitlines()[1])
