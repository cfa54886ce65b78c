# tensors printed inside lists and tuples use repr
import numpy as np
import paddle

x = paddle.to_tensor([1.0, 2.0])
print([x, x * 2])
print((x,))
print({"a": x})
