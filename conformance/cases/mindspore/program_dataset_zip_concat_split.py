# program: zip, concat and split of datasets (MindSpore API docs examples of Dataset.zip / concat / split, source: mindspore-ai/mindspore mindspore/python/mindspore/dataset/engine/datasets.py docs; seeded)
import numpy as np
import mindspore.dataset as ds

ds.config.set_seed(58)
dataset_1 = ds.GeneratorDataset([1, 2, 3], "column1", shuffle=False)
dataset_2 = ds.GeneratorDataset([4, 5, 6], "column2", shuffle=False)
dataset = dataset_1.zip(dataset_2)
print(dataset.get_col_names(), [[int(v) for v in x] for x in dataset.create_tuple_iterator(output_numpy=True)])
dataset_1 = ds.GeneratorDataset([1, 2, 3], "column1", shuffle=False)
dataset_2 = ds.GeneratorDataset([4, 5, 6], "column1", shuffle=False)
dataset = dataset_1 + dataset_2
print([int(x[0]) for x in dataset.create_tuple_iterator(output_numpy=True)])
data = ds.NumpySlicesDataset(np.arange(10), shuffle=False)
train, test = data.split([0.9, 0.1])
print([int(x[0]) for x in train.create_tuple_iterator(output_numpy=True)], [int(x[0]) for x in test.create_tuple_iterator(output_numpy=True)])
data = ds.NumpySlicesDataset(np.arange(6), shuffle=False)
a, b = data.split([4, 2], randomize=False)
print([int(x[0]) for x in a.create_tuple_iterator(output_numpy=True)], [int(x[0]) for x in b.create_tuple_iterator(output_numpy=True)])
