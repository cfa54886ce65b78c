# nn.Linear given an input of the wrong width or dtype raises paddle's ValueError (not torch's RuntimeError)
import paddle

paddle.seed(0)
linear = paddle.nn.Linear(3, 2)
for label, value in [("width", paddle.ones([2, 4])), ("3-d width", paddle.ones([2, 2, 5])),
                     ("float64", paddle.ones([2, 3], dtype="float64")), ("int64", paddle.ones([2, 3], dtype="int64")),
                     ("float64 and width", paddle.ones([2, 4], dtype="float64"))]:
    try:
        linear(value)
    except ValueError as error:
        lines = str(error).splitlines()
        print(label, type(error).__name__, lines[0])
        print(lines[1])
        print(lines[-1])
print(linear(paddle.ones([3])).shape, linear.weight.grad)
