# Checks what iter(loader) and loader() return: paddle's iterator classes, of the loader's length, iterating
# once; the error of Python 2's it.next() names the class (a doc example's mistake).
import numpy as np
import paddle

dataset = paddle.io.TensorDataset([paddle.to_tensor(np.arange(12, dtype="float32").reshape(6, 2))])
for workers in (0, 2):
    loader = paddle.io.DataLoader(dataset, batch_size=4, num_workers=workers)
    it = loader()
    print(type(it).__name__, type(iter(loader)).__name__, len(it), iter(it) is it)
    print(next(it))
    try:
        it.next()
    except AttributeError as error:
        print("AttributeError:", error)
    print([batch[0].shape for batch in it])
