# program: dataset batch with per_batch_map and drop_remainder, map with multiple output columns, repeat and take (MindSpore API docs examples of Dataset.batch / Dataset.map, source: mindspore-ai/mindspore mindspore/python/mindspore/dataset/engine/datasets.py docs)
import numpy as np
import mindspore.dataset as ds

dataset = ds.GeneratorDataset([i for i in range(10)], "column1", shuffle=False)
dataset = dataset.batch(batch_size=3, drop_remainder=True)
print([x[0].tolist() for x in dataset.create_tuple_iterator(output_numpy=True)])


def np_add(data, batch_info):
    return ([d + batch_info.get_batch_num() for d in data],)


dataset = ds.GeneratorDataset([i for i in range(10)], "column1", shuffle=False)
dataset = dataset.batch(batch_size=4, input_columns=["column1"], per_batch_map=np_add)
print([x[0].tolist() for x in dataset.create_tuple_iterator(output_numpy=True)])
dataset = ds.NumpySlicesDataset(data=([[0, 1], [1, 2], [2, 3]], [1, 2, 3]), column_names=["x", "y"], shuffle=False)
dataset = dataset.map(operations=(lambda x: (x, x * x)), input_columns="x", output_columns=["a", "b"])
print(dataset.get_col_names())
for d in dataset.create_dict_iterator(output_numpy=True):
    print(d)
dataset = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).repeat(3).take(7)
print(dataset.get_dataset_size(), [int(x[0]) for x in dataset.create_tuple_iterator(output_numpy=True)])
