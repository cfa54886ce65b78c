# program: PaddleNLP-style text classification data pipeline (MapDataset of token ids, a collate_fn that pads like paddlenlp.data.Pad/Stack/Tuple, BatchSampler, an Embedding + mean-pooling + Linear classifier, AdamW, paddle.metric.Accuracy in a custom loop); synthetic vocabulary ids
# source: https://github.com/PaddlePaddle/PaddleNLP/blob/develop/docs/data_prepare/data_preprocess.md
import numpy as np
import paddle
import paddle.nn as nn

np.random.seed(19)
paddle.seed(19)
samples = [(np.random.randint(1, 50, np.random.randint(3, 9)).tolist(), int(np.random.randint(0, 2))) for _ in range(40)]


class MapDataset(paddle.io.Dataset):
    def __init__(self, data):
        self.data = data

    def __getitem__(self, idx):
        return self.data[idx]

    def __len__(self):
        return len(self.data)


def batchify_fn(samples, pad_val=0):
    max_len = max(len(ids) for ids, _ in samples)
    ids = np.stack([np.array(ids + [pad_val] * (max_len - len(ids)), dtype='int64') for ids, _ in samples])
    lens = np.array([len(ids) for ids, _ in samples], dtype='int64')
    labels = np.stack([np.array([label], dtype='int64') for _, label in samples])
    return ids, lens, labels


train_ds = MapDataset(samples)
batch_sampler = paddle.io.BatchSampler(train_ds, batch_size=8, shuffle=True)
train_loader = paddle.io.DataLoader(dataset=train_ds, batch_sampler=batch_sampler, collate_fn=batchify_fn,
                                    return_list=True)


class BoWModel(nn.Layer):
    def __init__(self, vocab_size, num_classes, emb_dim=16, padding_idx=0):
        super().__init__()
        self.embedder = nn.Embedding(vocab_size, emb_dim, padding_idx=padding_idx)
        self.fc = nn.Linear(emb_dim, num_classes)

    def forward(self, text, seq_len):
        mask = (text != 0).astype('float32').unsqueeze(-1)
        summed = (self.embedder(text) * mask).sum(axis=1)
        return self.fc(summed / seq_len.astype('float32').unsqueeze(-1))


model = BoWModel(50, 2)
optimizer = paddle.optimizer.AdamW(learning_rate=0.05, parameters=model.parameters())
criterion = nn.CrossEntropyLoss()
metric = paddle.metric.Accuracy()
for epoch in range(2):
    metric.reset()
    for step, (ids, lens, labels) in enumerate(train_loader, start=1):
        logits = model(ids, lens)
        loss = criterion(logits, labels)
        correct = metric.compute(logits, labels)
        metric.update(correct)
        loss.backward()
        optimizer.step()
        optimizer.clear_grad()
        if step % 2 == 0:
            print("epoch %d, step %d, loss: %.5f, acc: %.5f" % (epoch, step, float(loss), metric.accumulate()))
