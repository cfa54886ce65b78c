# known difference: paddle.grad w.r.t. a stop_gradient input fails by how the input was made (SystemError for some)
import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
for label, s in [("detach", x.detach()), ("no-grad op", paddle.exp(paddle.ones([2]))), ("randn", paddle.randn([2])),
                 ("zeros_like", paddle.zeros_like(x)), ("to_tensor", paddle.to_tensor([1.0, 2.0]))]:
    try:
        paddle.grad((x * 2 + s).sum(), [x, s])
    except Exception as error:
        print(label, type(error).__name__, str(error).splitlines()[0])
