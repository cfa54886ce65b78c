# mindspore.dataset.zip((a, b)): columns side by side, size of the shortest, its ValueError/TypeError for bad arguments, and its doc example
import mindspore.dataset as ds
a = ds.GeneratorDataset([1, 2, 3], "column1", shuffle=False)
b = ds.NumpySlicesDataset({"column2": [4.0, 5.0]}, shuffle=False)
z = ds.zip((a, b))
print(type(z).__name__, z.get_col_names(), z.get_dataset_size())
print([[v.tolist() for v in row] for row in z.create_tuple_iterator(output_numpy=True)])
for bad in [(a,), (), [a, b], (a, 3), a]:
    try:
        ds.zip(bad)
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0][:30])
dataset_1 = ds.GeneratorDataset([1], "column1")
dataset_2 = ds.GeneratorDataset([2], "column2")
dataset = ds.zip((dataset_1, dataset_2))
print(list(dataset))
