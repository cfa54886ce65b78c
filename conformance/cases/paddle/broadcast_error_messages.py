# paddle's broadcast mismatch, in full (its Hint and source line): one message for the operator, paddle.add,
# nn.functional.mse_loss and paddle.broadcast_shape
import paddle
a, b = paddle.ones([2, 3]), paddle.ones([4])
for name, f in (("add", lambda: a + b), ("paddle.add", lambda: paddle.add(a, b)), ("mse", lambda: paddle.nn.functional.mse_loss(a, b)), ("broadcast_shape", lambda: paddle.broadcast_shape([2, 3], [4]))):
    try:
        f()
    except Exception as e:
        print(name, type(e).__name__, repr(str(e)))
