# program: dataset loading and iteration: random-accessible, iterable and generator sources, shuffle, map, batch (MindSpore 2.x tutorial "Data Loading and Processing", source: mindspore-ai/docs tutorials/source_en/beginner/dataset.md; synthetic data instead of the download; seeded)
import numpy as np
import mindspore
from mindspore.dataset import GeneratorDataset, NumpySlicesDataset

mindspore.dataset.config.set_seed(1)


class RandomAccessDataset:
    def __init__(self):
        self._data = np.ones((5, 2))
        self._label = np.zeros((5, 1))

    def __getitem__(self, index):
        return self._data[index], self._label[index]

    def __len__(self):
        return len(self._data)


loader = RandomAccessDataset()
dataset = GeneratorDataset(source=loader, column_names=["data", "label"])
for data in dataset:
    print(data)
loader = [np.array(0), np.array(1), np.array(2)]
dataset = GeneratorDataset(source=loader, column_names=["data"])
for data in dataset:
    print(data)


class IterableDataset():
    def __init__(self, start, end):
        self.start = start
        self.end = end

    def __next__(self):
        return next(self.data)

    def __iter__(self):
        self.data = iter(range(self.start, self.end))
        return self


loader = IterableDataset(1, 5)
dataset = GeneratorDataset(source=loader, column_names=["data"])
for d in dataset:
    print(d)


def my_generator(start, end):
    for i in range(start, end):
        yield i


dataset = GeneratorDataset(source=lambda: my_generator(3, 6), column_names=["data"])
for d in dataset:
    print(d)
mindspore.dataset.config.set_seed(4)
data = NumpySlicesDataset(np.arange(12).reshape(6, 2), column_names=["x"])
data = data.shuffle(buffer_size=4)
data = data.map(lambda x: x * 2, input_columns="x")
data = data.batch(4)
for x in data.create_dict_iterator():
    print(x["x"].shape, x["x"])
