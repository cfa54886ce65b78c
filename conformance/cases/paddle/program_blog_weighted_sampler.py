# program: class-imbalance recipe (per-sample weights = 1 / class frequency, paddle.io.WeightedRandomSampler inside a BatchSampler, DataLoader, counting the sampled classes, a short training loop with SGD)
# source: https://aistudio.baidu.com/projectdetail/4496580 (paddle class-imbalance sampling tutorial)
import collections

import numpy as np
import paddle

np.random.seed(21)
paddle.seed(21)
labels = np.array([0] * 40 + [1] * 8 + [2] * 2, dtype='int64')
features = (np.random.rand(len(labels), 6) + labels[:, None] * 0.5).astype('float32')


class ImbalancedDataset(paddle.io.Dataset):
    def __getitem__(self, idx):
        return features[idx], labels[idx:idx + 1]

    def __len__(self):
        return len(labels)


counts = np.bincount(labels)
weights = 1.0 / counts[labels]
print(counts.tolist(), np.round(weights[:3], 4).tolist(), round(float(weights.sum()), 4))
sampler = paddle.io.WeightedRandomSampler(weights=weights, num_samples=60, replacement=True)
loader = paddle.io.DataLoader(ImbalancedDataset(), batch_sampler=paddle.io.BatchSampler(sampler=sampler, batch_size=12))
seen = collections.Counter()
net = paddle.nn.Linear(6, 3)
opt = paddle.optimizer.SGD(learning_rate=0.5, parameters=net.parameters())
loss_fn = paddle.nn.CrossEntropyLoss()
for epoch in range(2):
    for x, y in loader:
        seen.update(y.numpy().reshape(-1).tolist())
        loss = loss_fn(net(x), y)
        loss.backward()
        opt.step()
        opt.clear_grad()
    print(epoch, sorted(seen.items()), round(float(loss), 4))
