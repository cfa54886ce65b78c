# mindspore.dataset pipelines: GeneratorDataset/NumpySlicesDataset, batch (drop_remainder, per_batch_map), map, repeat/take/skip/zip/concat/project/rename, iterators, sizes and names
import numpy as np
import mindspore as ms
import mindspore.dataset as ds


def gen():
    for i in range(5):
        yield np.array([i, i + 1], np.float32), i


d = ds.GeneratorDataset(gen, column_names=["data", "label"])
print(d.get_dataset_size(), d.get_col_names(), d.output_types(), d.output_shapes())
for x in d.create_tuple_iterator():
    print(type(x).__name__, x[0], repr(x[1]))
for x in d.create_dict_iterator(output_numpy=True):
    print(x)
b = ds.GeneratorDataset(gen, column_names=["data", "label"]).batch(2)
print(b.get_dataset_size(), b.get_batch_size())
for x in b:
    print(x)
b = ds.GeneratorDataset(gen, column_names=["data", "label"]).batch(2, drop_remainder=True)
print(b.get_dataset_size(), [x[1] for x in b.create_tuple_iterator(output_numpy=True)])


class Src:
    def __init__(self):
        self.x = np.arange(12, dtype=np.float32).reshape(6, 2)
        self.y = np.arange(6)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return 6


d = ds.GeneratorDataset(Src(), ["x", "y"], shuffle=False)
print([int(r[1]) for r in d.create_tuple_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset({"a": [1.0, 2.0, 3.0], "b": [[1, 2], [3, 4], [5, 6]]}, shuffle=False)
print(d.get_col_names(), [x for x in d.create_dict_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset(([1, 2, 3], [4, 5, 6]), column_names=["p", "q"], shuffle=False)
d = d.map(operations=lambda x: x * 2, input_columns=["p"])
print(d.get_col_names(), list(d.create_tuple_iterator()))
d = ds.NumpySlicesDataset(([1, 2, 3], [4, 5, 6]), column_names=["p", "q"], shuffle=False)
d = d.map(operations=[lambda x, y: (x + y, x - y), lambda s, t: (s * 10, t)], input_columns=["p", "q"], output_columns=["s", "t"])
print(d.get_col_names(), list(d.create_tuple_iterator(output_numpy=True)))


def pbm(col, info):
    return ([c * 100 + info.get_batch_num() for c in col],)


d = ds.NumpySlicesDataset(np.arange(7), shuffle=False).batch(3, per_batch_map=pbm, input_columns=["column_0"])
print([x[0].tolist() for x in d.create_tuple_iterator(output_numpy=True)])
def four():
    return ds.NumpySlicesDataset(np.arange(4), shuffle=False)


print([int(x[0]) for x in four().repeat(2).create_tuple_iterator(output_numpy=True)], four().repeat(3).get_dataset_size())
print([int(x[0]) for x in four().skip(1).take(2).create_tuple_iterator(output_numpy=True)], four().skip(1).get_dataset_size(), four().take(2).get_dataset_size())
e = ds.NumpySlicesDataset(np.arange(10, 13), column_names=["other"], shuffle=False)
z = four().zip(e)
print(z.get_col_names(), z.get_dataset_size(), [[int(v) for v in x] for x in z.create_tuple_iterator(output_numpy=True)])
c = ds.NumpySlicesDataset(np.arange(2), shuffle=False) + ds.NumpySlicesDataset(np.arange(5, 7), shuffle=False)
print(c.get_dataset_size(), [int(x[0]) for x in c.create_tuple_iterator(output_numpy=True)])
r = ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=["p", "q"], shuffle=False).rename(["p"], ["pp"]).project(["q", "pp"])
print(r.get_col_names(), list(r.create_dict_iterator(output_numpy=True)))
a, b = ds.NumpySlicesDataset(np.arange(5), shuffle=False).split([3, 2], randomize=False)
print([int(x[0]) for x in a.create_tuple_iterator(output_numpy=True)], [int(x[0]) for x in b.create_tuple_iterator(output_numpy=True)])
it = ds.NumpySlicesDataset(np.arange(3), shuffle=False).create_tuple_iterator(num_epochs=2, output_numpy=True)
print([int(x[0]) for x in it], [int(x[0]) for x in it])
d = four()
d.batch(2)
d.batch(3).get_dataset_size()
