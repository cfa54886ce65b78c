# Checks the AttributeError a missing name gives: it names paddle's module, as real paddle's does
# (a ported program's first line of output where it uses a name the framework lacks).
import paddle
import paddle.nn.functional as F

for module, name in [(paddle, "no_such_function"), (paddle.nn, "NoSuchLayer"), (F, "no_such_activation"),
                     (paddle.linalg, "no_such_solver"), (paddle.optimizer, "NoSuchOptimizer"),
                     (paddle.io, "NoSuchLoader")]:
    try:
        getattr(module, name)
    except AttributeError as error:
        print(type(error).__name__, error)
print(hasattr(paddle, "no_such_function"), hasattr(paddle, "grad"), getattr(paddle.nn, "Nothing", "default"))
