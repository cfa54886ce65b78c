# paddle.set_printoptions: precision, threshold, edgeitems, linewidth, sci_mode
import numpy as np
import paddle

x = paddle.to_tensor(np.arange(30, dtype="float32").reshape(5, 6) / 3)
paddle.set_printoptions(precision=3)
print(x)
paddle.set_printoptions(threshold=10, edgeitems=2)
print(x)
paddle.set_printoptions(linewidth=30)
print(x)
paddle.set_printoptions(sci_mode=True)
print(x)
paddle.set_printoptions(precision=8, threshold=1000, edgeitems=3, linewidth=80, sci_mode=False)
print(x)
