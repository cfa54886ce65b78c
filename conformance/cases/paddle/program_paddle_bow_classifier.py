# program: bag-of-words sentiment classifier after the paddle docs IMDB tutorial: Embedding with padding_idx (sparse=False), mean over non-padding tokens, Linear layers with Dropout, Adam, softmax accuracy, eval mode prediction
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/practices/nlp/imdb_bow_classification.html (IMDB replaced by seeded random ids, vocabulary 40, 3 steps)
import paddle
import paddle.nn as nn
import paddle.nn.functional as F

paddle.seed(19)
vocab_size, emb_size, seq_len, pad_id = 40, 16, 10, 0


class MyNet(nn.Layer):
    def __init__(self):
        super(MyNet, self).__init__()
        self.emb = nn.Embedding(vocab_size, emb_size, padding_idx=pad_id)
        self.fc = nn.Linear(in_features=emb_size, out_features=2)
        self.dropout = nn.Dropout(0.5)

    def forward(self, x):
        x = self.emb(x)
        x = paddle.mean(x, axis=1)
        x = self.dropout(x)
        x = self.fc(x)
        return x


model = MyNet()
print(model)
opt = paddle.optimizer.Adam(learning_rate=0.01, parameters=model.parameters())
lengths = [10, 4, 7, 2, 9, 5, 10, 3]
ids = paddle.randint(1, vocab_size, [8, seq_len])
for i, n in enumerate(lengths):
    ids[i, n:] = pad_id
labels = paddle.to_tensor([[1], [0], [1], [0], [1], [1], [0], [0]])
print(ids[1], model.emb.weight[pad_id].numpy().tolist())
model.train()
for step in range(3):
    logits = model(ids)
    loss = F.cross_entropy(logits, labels)
    acc = paddle.metric.accuracy(F.softmax(logits), labels) if hasattr(paddle, "metric") else None
    loss.backward()
    opt.step()
    opt.clear_grad()
    print(f'step {step}: loss {float(loss):.5f}')
model.eval()
print(F.softmax(model(ids)).argmax(axis=1).numpy().tolist())
print(model.emb.weight.grad is None, model.emb.weight[pad_id].numpy().tolist())
