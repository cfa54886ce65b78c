# Checks the AttributeError a missing name gives: it names MindSpore's module, as real MindSpore's does.
import mindspore
from mindspore import nn, ops

for module, name in [(mindspore, "no_such_function"), (ops, "no_such_op"), (nn, "NoSuchCell"),
                     (mindspore.dataset, "NoSuchDataset"), (nn.optim, "NoSuchOptimizer")]:
    try:
        getattr(module, name)
    except AttributeError as error:
        print(type(error).__name__, error)
print(hasattr(mindspore, "no_such_function"), hasattr(mindspore, "grad"), getattr(nn, "Nothing", "default"))
