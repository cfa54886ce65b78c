# program: the paddle.io API examples for TensorDataset, ComposeDataset, ChainDataset, Subset and random_split, run one after another (seeded)
# source: https://www.paddlepaddle.org.cn/documentation/docs/en/api/paddle/io/random_split_en.html
import numpy as np
import paddle
from paddle.io import ChainDataset, ComposeDataset, Dataset, IterableDataset, Subset, TensorDataset, random_split

paddle.seed(16)
np.random.seed(16)
input_np = np.random.random([2, 3, 4]).astype('float32')
input = paddle.to_tensor(input_np)
label_np = np.random.random([2, 1]).astype('int32')
label = paddle.to_tensor(label_np)
dataset = TensorDataset([input, label])
for i in range(len(dataset)):
    input, label = dataset[i]
    print(input.shape, label)


class RandomDataset(Dataset):
    def __init__(self, num_samples):
        self.num_samples = num_samples

    def __getitem__(self, idx):
        image = np.random.random([32]).astype('float32')
        label = np.random.randint(0, 9, (1,)).astype('int64')
        return image, label

    def __len__(self):
        return self.num_samples


dataset = ComposeDataset([RandomDataset(10), RandomDataset(10)])
for i in range(len(dataset)):
    image1, label1, image2, label2 = dataset[i]
    print(image1.shape, label1, image2.shape, label2)


class RandomIterable(IterableDataset):
    def __init__(self, num_samples):
        self.num_samples = num_samples

    def __iter__(self):
        for i in range(10):
            image = np.random.random([2]).astype('float32')
            label = np.random.randint(0, 9, (1,)).astype('int64')
            yield image, label


dataset = ChainDataset([RandomIterable(10), RandomIterable(10)])
for image, label in iter(dataset):
    print(image, label)
a_list = paddle.io.random_split(range(10), [3, 7])
print(len(a_list))
for idx, v in enumerate(a_list[0]):
    print(idx, v)
for idx, v in enumerate(a_list[1]):
    print(idx, v)
ds = Subset(dataset=RandomDataset(10), indices=[1, 3, 5])
print(len(ds), [lbl.tolist() for _, lbl in ds])
train, valid = random_split(RandomDataset(20), [0.75, 0.25])
print(len(train), len(valid), train.indices)
