# MindSpore Tensor methods with their own call forms: permute(*axis), view_as, the dtype methods, type_as, new_*
import numpy as np
import mindspore as ms

x = ms.Tensor(np.array([[1.5, -2.25, 0.0], [-0.5, 3.0, 2.5]], np.float32))
i = ms.Tensor(np.array([[1, 0, 3]], np.int32))
b = ms.Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
calls = {
    "permute ints": lambda: b.permute(2, 0, 1).shape, "permute tuple": lambda: b.permute((1, 0, 2)).shape,
    "permute neg": lambda: b.permute(-1, 0, 1).shape, "view_as": lambda: b.view_as(ms.Tensor(np.zeros((3, 4), np.float32))),
    "float": lambda: i.float(), "int": lambda: x.int(), "long": lambda: x.long(), "half": lambda: x.half(),
    "double": lambda: i.double(), "bool": lambda: i.bool(), "short": lambda: x.short(), "byte": lambda: i.byte(),
    "bfloat16": lambda: x.bfloat16().dtype, "type_as": lambda: i.type_as(x), "new_ones": lambda: x.new_ones((2, 2)),
    "new_zeros": lambda: i.new_zeros((3,)), "new_full": lambda: x.new_full((2,), 7.0), "new_empty": lambda: x.new_empty((2, 3)).shape,
    "type": lambda: x.type(), "type dtype": lambda: x.type(ms.int32),
}
for name, call in calls.items():
    try:
        print(name, call())
    except Exception as error:
        print(name, type(error).__name__, str(error).splitlines()[0][:120])
