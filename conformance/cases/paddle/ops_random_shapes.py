# random ops: shapes, dtypes and ranges
import numpy as np
import paddle

paddle.seed(2024)
for t in [paddle.rand([2, 3]), paddle.randn([4]), paddle.uniform([2], min=-1.0, max=1.0),
          paddle.normal(shape=[3]), paddle.randint(0, 5, [2, 2]), paddle.rand([2], dtype="float64")]:
    print(t.shape, t.dtype, t.stop_gradient)
u = paddle.uniform([1000], min=2.0, max=3.0)
print(bool((u >= 2.0).all()), bool((u < 3.0).all()))
r = paddle.randint(0, 5, [100])
print(bool((r >= 0).all()), bool((r < 5).all()))
