# program: iterating a shuffled GeneratorDataset over epochs with create_dict_iterator(num_epochs), and get_dataset_size/get_col_names (MindSpore tutorial "Data Loading and Processing", iteration section, source: mindspore-ai/docs tutorials/source_en/beginner/dataset.md; seeded synthetic data)
import numpy as np
import mindspore as ms
from mindspore.dataset import GeneratorDataset

ms.set_seed(7)


class Loader:
    def __init__(self):
        self.data = np.arange(16, dtype=np.float32).reshape(8, 2)
        self.label = np.arange(8, dtype=np.int32) % 3

    def __getitem__(self, i):
        return self.data[i], self.label[i]

    def __len__(self):
        return 8


dataset = GeneratorDataset(Loader(), ["data", "label"], shuffle=True).batch(3)
print(dataset.get_dataset_size(), dataset.get_col_names())
iterator = dataset.create_dict_iterator(num_epochs=2)
for epoch in range(2):
    for item in iterator:
        print(epoch, item["data"][:, 0], item["label"])
