# program: PaddlePaddle docs "使用线性回归预测波士顿房价" (min-max feature normalisation in NumPy, a Linear(13, 1) regressor, SGD with square_error_cost, shuffled mini-batches, loss printed every few steps); 13-feature data synthesised instead of the housing.data download
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/practices/quick_start/linear_regression.html
import numpy as np
import paddle
import paddle.nn.functional as F

np.random.seed(12)
paddle.seed(12)
data = np.random.rand(120, 14).astype('float32') * 50
data[:, -1] = data[:, :13] @ np.linspace(-1, 1, 13).astype('float32') + 20
ratio = 0.8
offset = int(data.shape[0] * ratio)
training_data = data[:offset]
maximums, minimums = training_data.max(axis=0), training_data.min(axis=0)
for i in range(13):
    data[:, i] = (data[:, i] - minimums[i]) / (maximums[i] - minimums[i])
training_data, test_data = data[:offset], data[offset:]


class Regressor(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.fc = paddle.nn.Linear(in_features=13, out_features=1)

    def forward(self, inputs):
        return self.fc(inputs)


model = Regressor()
model.train()
opt = paddle.optimizer.SGD(learning_rate=0.01, parameters=model.parameters())
EPOCH_NUM = 3
BATCH_SIZE = 10
for epoch_id in range(EPOCH_NUM):
    np.random.shuffle(training_data)
    mini_batches = [training_data[k:k + BATCH_SIZE] for k in range(0, len(training_data), BATCH_SIZE)]
    for iter_id, mini_batch in enumerate(mini_batches):
        x = np.array(mini_batch[:, :-1])
        y = np.array(mini_batch[:, -1:])
        house_features = paddle.to_tensor(x)
        prices = paddle.to_tensor(y)
        predicts = model(house_features)
        loss = F.square_error_cost(predicts, label=prices)
        avg_loss = paddle.mean(loss)
        if iter_id % 4 == 0:
            print("epoch: {}, iter: {}, loss is: {}".format(epoch_id, iter_id, avg_loss.numpy()))
        avg_loss.backward()
        opt.step()
        opt.clear_grad()
model.eval()
one = paddle.to_tensor(test_data[:1, :-1])
print("Inference result is {}, the corresponding label is {}".format(model(one).numpy(), test_data[0, -1]))
