# astype/cast between dtypes and their printing
import numpy as np
import paddle

x = paddle.to_tensor([1.7, -2.5, 0.0])
print(x.astype("int32"))
print(x.astype(paddle.float64))
print(x.cast("bool"))
print(paddle.cast(x, "float16"))
print(x.astype("bfloat16"))
print(paddle.to_tensor([1, 0, 2]).astype("bool"))
