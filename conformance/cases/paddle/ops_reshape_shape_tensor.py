# reshape with a shape Tensor: one element fails as in paddle 3.3.1 (SystemError from TypeError), so does normal(mean=1-D tensor, std=tensor)
import paddle

x = paddle.arange(6, dtype="float32")
print(paddle.reshape(x, paddle.to_tensor([2, 3])), x.reshape(paddle.to_tensor([3, 2], dtype="int32")).shape)
for shape in (paddle.to_tensor([6]), paddle.shape(x)):
    try:
        paddle.reshape(x, shape)
    except SystemError as e:
        print(type(e).__name__, e, "| cause:", type(e.__cause__).__name__, e.__cause__)
paddle.seed(11)
print(paddle.normal(paddle.ones([2, 2]), paddle.to_tensor([1.0, 2.0, 3.0, 4.0], dtype="float64")))
try:
    paddle.normal(paddle.ones([3]), paddle.ones([3]))
except SystemError as e:
    print(type(e).__name__, e)
print(paddle.normal(paddle.ones([3]), 0.5))
