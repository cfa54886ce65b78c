# paddle's float32 elu (Eigen exp, alpha as float32) and normalize along the innermost axis (paddle's p_norm)
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.default_rng(12)
x = paddle.to_tensor((rng.standard_normal((9, 7)) * 3).astype("float32"))
print(F.elu(x).numpy().tolist())
print(F.elu(x, alpha=0.7).numpy().tolist())
print(F.elu(x[0]).numpy().tolist())
print(F.normalize(x).numpy().tolist())
print(F.normalize(x, p=1, axis=-1).numpy().tolist())
print(F.normalize(paddle.to_tensor([[0.0, 0.0], [3.0, -4.0]])))
