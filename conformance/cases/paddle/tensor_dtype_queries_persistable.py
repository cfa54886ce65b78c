# paddle.is_complex/is_floating_point/is_integer (functions and methods) and the persistable flag's rules
import numpy as np
import paddle

for name in ["bool", "uint8", "int16", "int64", "float16", "bfloat16", "float64", "complex128"]:
    t = paddle.ones([2]).astype(name)
    print(name, paddle.is_complex(t), paddle.is_floating_point(t), paddle.is_integer(t),
          t.is_complex(), t.is_floating_point(), t.is_integer())
for bad in [3, 2.5, [1.0], np.ones(2)]:
    try:
        paddle.is_complex(bad)
    except TypeError as e:
        print("TypeError", e)

w = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
print(w.persistable, (w + 1).persistable)
w.persistable = True
print(w.persistable, w.detach().persistable, w.clone().persistable)
w.persistable = None
print(w.persistable)
for bad in [0, 1.0, "yes", np.bool_(False)]:
    try:
        w.persistable = bad
    except TypeError as e:
        print("TypeError", repr(str(e)))
print(paddle.create_parameter([3], "float32").persistable, paddle.nn.Linear(2, 2).bias.persistable)
