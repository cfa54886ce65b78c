# program: PaddlePaddle docs "模型训练、评估与推理" basic API loop (custom net, DataLoader, CrossEntropyLoss, paddle.metric.accuracy, Adam, clear_grad, eval under no_grad); synthetic 10-class data, 2 epochs
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/train_eval_predict_cn.html
import numpy as np
import paddle
import paddle.nn.functional as F

paddle.seed(3)
np.random.seed(3)


class RandomDataset(paddle.io.Dataset):
    def __init__(self, num):
        self.x = np.random.rand(num, 1, 8, 8).astype('float32')
        self.y = np.random.randint(0, 10, [num, 1]).astype('int64')

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.x)


train_dataset, test_dataset = RandomDataset(32), RandomDataset(16)
mnist = paddle.nn.Sequential(paddle.nn.Flatten(1, -1), paddle.nn.Linear(64, 32), paddle.nn.ReLU(),
                             paddle.nn.Dropout(0.2), paddle.nn.Linear(32, 10))
train_loader = paddle.io.DataLoader(train_dataset, batch_size=8, shuffle=True)
mnist.train()
epochs = 2
optim = paddle.optimizer.Adam(parameters=mnist.parameters())
loss_fn = paddle.nn.CrossEntropyLoss()
for epoch in range(epochs):
    for batch_id, data in enumerate(train_loader()):
        x_data = data[0]
        y_data = data[1]
        predicts = mnist(x_data)
        loss = loss_fn(predicts, y_data)
        acc = paddle.metric.accuracy(predicts, y_data)
        loss.backward()
        if (batch_id + 1) % 2 == 0:
            print("epoch: {}, batch_id: {}, loss is: {}, acc is: {}".format(epoch, batch_id + 1, loss.numpy(), acc.numpy()))
        optim.step()
        optim.clear_grad()
test_loader = paddle.io.DataLoader(test_dataset, batch_size=8, drop_last=True)
mnist.eval()
for batch_id, data in enumerate(test_loader()):
    x_data = data[0]
    y_data = data[1]
    predicts = mnist(x_data)
    loss = loss_fn(predicts, y_data)
    acc = paddle.metric.accuracy(predicts, y_data)
    print("batch_id: {}, loss is: {}, acc is: {}".format(batch_id + 1, loss.numpy(), acc.numpy()))
