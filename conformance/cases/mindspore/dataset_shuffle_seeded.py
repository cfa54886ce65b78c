# mindspore.dataset order under a seed: random sampler (reshuffled each epoch, num_samples with replacement), shuffle buffer, set_seed seeding the dataset engine too
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

for n in [10, 7, 33]:
    ds.config.set_seed(1)
    d = ds.NumpySlicesDataset(np.arange(n), shuffle=True)
    print([int(x[0]) for x in d.create_tuple_iterator(output_numpy=True, num_epochs=1)])
    it = d.create_tuple_iterator(output_numpy=True)
    print([int(x[0]) for x in it], [int(x[0]) for x in it])
ds.config.set_seed(3)
print([int(x[0]) for x in ds.NumpySlicesDataset(np.arange(10), num_samples=5).create_tuple_iterator(output_numpy=True)])
ms.set_seed(0)
print(ds.config.get_seed())
d = ds.NumpySlicesDataset(np.arange(10), shuffle=False).shuffle(4)
it = d.create_tuple_iterator(output_numpy=True)
print([int(x[0]) for x in it], [int(x[0]) for x in it])
ms.set_seed(42)


class Src:
    def __getitem__(self, i):
        return np.array([i, -i], np.float32), np.int32(i % 3)

    def __len__(self):
        return 9


d = ds.GeneratorDataset(Src(), ["x", "y"]).shuffle(3).batch(4)
for x, y in d.create_tuple_iterator():
    print(x.shape, y)
a, b = ds.NumpySlicesDataset(np.arange(8), shuffle=False).split([0.75, 0.25])
print([int(x[0]) for x in a.create_tuple_iterator(output_numpy=True)], [int(x[0]) for x in b.create_tuple_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset(np.arange(6), shuffle=True).repeat(2)
print([int(x[0]) for x in d.create_tuple_iterator(output_numpy=True)])
