# the errors of the activations added 2026-11-24, as paddle 3.3.1 raises them
import numpy as np
import paddle
import paddle.nn.functional as F

x = paddle.to_tensor(np.array([1.0, -1.0], np.float32))
for name, f in (("F.celu alpha 0", lambda: F.celu(x, 0.0)), ("F.softshrink threshold -1", lambda: F.softshrink(x, -1.0)),
                ("nn.Softshrink(-0.5)", lambda: paddle.nn.Softshrink(-0.5)(x))):
    try:
        f()
        print(name, "no error")
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        print(name, type(e).__name__, str(e).splitlines()[0])
