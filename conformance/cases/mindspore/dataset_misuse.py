# mindspore.dataset misuse: no column names, bad batch size, bad shuffle buffer, seed out of range, unknown map column, inconsistent batch shapes
import numpy as np
import mindspore.dataset as ds


def gen():
    for i in range(3):
        yield (np.arange(i + 1),)


for bad in [lambda: ds.GeneratorDataset(gen), lambda: ds.config.set_seed(-1), lambda: ds.config.set_seed(1.5),
            lambda: ds.NumpySlicesDataset([1, 2]).batch(0), lambda: ds.NumpySlicesDataset([1, 2]).shuffle(1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
d = ds.GeneratorDataset(gen, ["a"]).batch(3)
for x in d.create_tuple_iterator():
    print(x)
