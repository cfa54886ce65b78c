# program: PaddlePaddle docs "模型训练、评估与推理" high-level API (paddle.Model, prepare with Adam/CrossEntropyLoss/Accuracy, fit verbose=1, evaluate, predict); synthetic MNIST-shaped data, 2 epochs
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/train_eval_predict_cn.html
import numpy as np
import paddle

paddle.seed(4)
np.random.seed(4)


class FakeMNIST(paddle.io.Dataset):
    def __init__(self, num):
        self.images = np.random.rand(num, 1, 8, 8).astype('float32')
        self.labels = np.random.randint(0, 10, [num, 1]).astype('int64')

    def __getitem__(self, idx):
        return self.images[idx], self.labels[idx]

    def __len__(self):
        return len(self.images)


train_dataset, test_dataset = FakeMNIST(40), FakeMNIST(12)
mnist = paddle.nn.Sequential(paddle.nn.Flatten(1, -1), paddle.nn.Linear(64, 32), paddle.nn.ReLU(),
                             paddle.nn.Dropout(0.2), paddle.nn.Linear(32, 10))
model = paddle.Model(mnist)
model.prepare(optimizer=paddle.optimizer.Adam(parameters=model.parameters()),
              loss=paddle.nn.CrossEntropyLoss(),
              metrics=paddle.metric.Accuracy())
model.fit(train_dataset, epochs=2, batch_size=8, verbose=1)
eval_result = model.evaluate(test_dataset, batch_size=4, verbose=1)
print(eval_result)
test_result = model.predict(test_dataset)
print(len(test_result))
print(test_result[0][0].shape, test_result[0][0].dtype)
print(np.argmax(test_result[0][0]), test_dataset[0][1])
