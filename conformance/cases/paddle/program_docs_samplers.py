# program: PaddlePaddle docs data loading samplers (BatchSampler over RandomSampler/SequenceSampler, DistributedBatchSampler with set_epoch, WeightedRandomSampler) driving DataLoader; seeded
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/data_load_cn.html
import numpy as np
import paddle
from paddle.io import (BatchSampler, DataLoader, Dataset, DistributedBatchSampler, RandomSampler, SequenceSampler,
                       WeightedRandomSampler)

np.random.seed(8)


class RandomDataset(Dataset):
    def __init__(self, num_samples):
        self.num_samples = num_samples
        self.images = np.random.random([num_samples, 3]).astype('float32')

    def __getitem__(self, idx):
        return self.images[idx], np.array([idx]).astype('int64')

    def __len__(self):
        return self.num_samples


train_dataset = RandomDataset(10)
bs = BatchSampler(sampler=RandomSampler(train_dataset), batch_size=3, drop_last=False)
print(list(bs))
bs = BatchSampler(sampler=SequenceSampler(train_dataset), batch_size=4, drop_last=True)
print(list(bs))
loader = DataLoader(train_dataset, batch_sampler=bs)
for image, label in loader:
    print(image.shape, label.numpy().reshape(-1).tolist())
dbs = DistributedBatchSampler(train_dataset, batch_size=4, shuffle=True, drop_last=False)
for epoch in range(2):
    dbs.set_epoch(epoch)
    print(epoch, [label.numpy().reshape(-1).tolist() for _, label in DataLoader(train_dataset, batch_sampler=dbs)])
weights = np.array([0.1, 0.4, 0.3, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0])
sampler = WeightedRandomSampler(weights=weights, num_samples=12, replacement=True)
print([label.numpy().reshape(-1).tolist() for _, label in DataLoader(train_dataset, batch_sampler=BatchSampler(sampler=sampler, batch_size=6))])
