# paddle.compat.nn.Softmax / functional.softmax: torch's implicit dim (0 for 0/1/3-D input, else 1), an explicit dim, printing the layer (AttributeError, as paddle's), paddle-style keywords refused with paddle's TypeError
import paddle
m = paddle.compat.nn.Softmax()
try:
    print(m)
except Exception as e:
    print(type(e).__name__, e)
for shape in ([4], [2, 3, 4], [1, 2, 2, 4], [2, 2]):
    x = paddle.arange(24, dtype="float32")[: paddle.to_tensor(shape).prod().item()].reshape(shape) / 3
    print(paddle.compat.nn.functional.softmax(x))
    print(paddle.compat.nn.Softmax(dim=-1)(x))
try:
    paddle.compat.nn.Softmax(axis=1)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
for call in (lambda: paddle.compat.nn.functional.softmax(paddle.ones([2]), axis=0),
             lambda: paddle.compat.nn.functional.softmax(x=paddle.ones([2])),
             lambda: paddle.compat.nn.functional.softmax(paddle.ones([2]), name="n")):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
