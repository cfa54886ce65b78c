# program: PaddlePaddle docs "数据集定义与加载" (custom paddle.io.Dataset over generated samples, DataLoader with batch_size/shuffle/drop_last, iterating batches and shapes); synthetic data instead of files
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/guides/beginner/data_load_cn.html
import numpy as np
import paddle
from paddle.io import DataLoader, Dataset

BATCH_SIZE = 4
BATCH_NUM = 5
IMAGE_SIZE = 16
CLASS_NUM = 10
np.random.seed(2)


class MyDataset(Dataset):
    def __init__(self, num_samples):
        super().__init__()
        self.num_samples = num_samples

    def __getitem__(self, index):
        data = paddle.uniform([IMAGE_SIZE], dtype='float32')
        label = paddle.randint(0, CLASS_NUM - 1, dtype='int64')
        return data, label

    def __len__(self):
        return self.num_samples


paddle.seed(2024)
custom_dataset = MyDataset(BATCH_SIZE * BATCH_NUM)
print('=============custom dataset=============')
for data, label in custom_dataset:
    print(data.shape, label.shape)
    break
train_loader = DataLoader(custom_dataset, batch_size=BATCH_SIZE, shuffle=True, drop_last=True, num_workers=0)
for batch_id, data in enumerate(train_loader()):
    images, labels = data
    print("batch_id: {}, 训练数据shape: {}, 标签数据shape: {}".format(batch_id, images.shape, labels.shape))
    print(labels)
print(len(train_loader))
