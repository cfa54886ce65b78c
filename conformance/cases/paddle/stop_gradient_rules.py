# stop_gradient defaults: created True, results follow inputs, parameters False
import paddle


def attempt(label, func):
    try:
        result = func()
        print(label, "->", result)
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

a = paddle.to_tensor([1.0])
b = paddle.to_tensor([2.0], stop_gradient=False)
print(a.stop_gradient, b.stop_gradient, (a * 2).stop_gradient, (a * b).stop_gradient)
print(paddle.ones([1]).stop_gradient, paddle.create_parameter([1], "float32").stop_gradient)
c = b * 3
print(c.is_leaf, b.is_leaf, a.is_leaf)
c.stop_gradient = True
print((c * b).stop_gradient)
print(b.detach().stop_gradient, b.clone().stop_gradient)
