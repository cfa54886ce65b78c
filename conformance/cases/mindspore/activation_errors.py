# the errors of the activations added 2026-11-24 and of Softmax's axis, as MindSpore 2.10 raises them; Softmax's
# is a shape-inference error, which MindSpore raises at the next synchronisation (here asnumpy) and unigrad at
# the call: it comes last, so both print the same
import numpy as np
from mindspore import Tensor, nn, ops

x = Tensor(np.array([1.0, -1.0], np.float32))
for name, f in (("ops.celu alpha 0.0", lambda: ops.celu(x, 0.0)), ("nn.CELU(0.0)", lambda: nn.CELU(0.0)(x)),
                ("ops.elu alpha 0.5", lambda: ops.elu(x, 0.5)), ("ops.softmax axis -2", lambda: ops.softmax(x, -2).asnumpy())):
    try:
        f()
        print(name, "no error")
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        print(name, type(e).__name__, str(e).splitlines()[0])
