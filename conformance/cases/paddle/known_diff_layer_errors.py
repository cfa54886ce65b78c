# known differences in misuse of layers around the gradient APIs: paddle's kernel-level outcomes unigrad cannot reproduce
import paddle

paddle.seed(3)
conv = paddle.nn.Conv2D(2, 4, 3)
z = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
for label, call in [("Conv2D kernel larger than input", lambda: conv(paddle.ones([1, 2, 2, 2])).shape),
                    ("hessian batch_axis=1", lambda: paddle.autograd.hessian((z * z).sum(), z, batch_axis=1))]:
    try:
        print(label, "->", call())
    except Exception as error:
        print(label, "->", type(error).__name__, str(error).splitlines()[0])
