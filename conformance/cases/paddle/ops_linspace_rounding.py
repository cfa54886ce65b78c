# paddle.linspace: values rounded as paddle's kernel computes them (float32 steps in float32, integers truncated), tensor arguments
import paddle

for args in [(-3.3, 8.1, 33), (0.1, 0.9, 21), (1.0, 0.0, 6), (2.5, 2.5, 1), (3, -7, 9)]:
    for dtype in ("float32", "float64", "int64"):
        print(paddle.linspace(*args, dtype=dtype))
print(paddle.linspace(paddle.to_tensor(1.0), paddle.to_tensor(3.0), paddle.to_tensor(5)), paddle.linspace(0.0, 1.0, 0))
