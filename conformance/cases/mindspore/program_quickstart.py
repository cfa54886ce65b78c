# program: quick start (2.x): dataset pipeline, Network, value_and_grad train_step, train/test loops, save and load (MindSpore tutorial "Quick Start", source: mindspore-ai/docs tutorials/source_en/beginner/quick_start.md; synthetic seeded MNIST-shaped data, 8x8 images, few steps)
import os
import tempfile
import numpy as np
import mindspore
from mindspore import nn
from mindspore.dataset import vision, transforms
from mindspore.dataset import GeneratorDataset

mindspore.set_seed(0)
rs = np.random.RandomState(0)
images = rs.randint(0, 256, (48, 8, 8, 1)).astype(np.uint8)
labels = rs.randint(0, 10, (48,)).astype(np.uint32)


class Source:
    def __getitem__(self, i):
        return images[i], labels[i]

    def __len__(self):
        return len(labels)


def datapipe(dataset, batch_size):
    image_transforms = [
        vision.Rescale(1.0 / 255.0, 0),
        vision.Normalize(mean=(0.1307,), std=(0.3081,)),
        vision.HWC2CHW()
    ]
    label_transform = transforms.TypeCast(mindspore.int32)
    dataset = dataset.map(image_transforms, 'image')
    dataset = dataset.map(label_transform, 'label')
    dataset = dataset.batch(batch_size)
    return dataset


train_dataset = datapipe(GeneratorDataset(Source(), ["image", "label"], shuffle=True), 16)
test_dataset = datapipe(GeneratorDataset(Source(), ["image", "label"], shuffle=False), 16)
for image, label in test_dataset.create_tuple_iterator():
    print(f"Shape of image [N, C, H, W]: {image.shape} {image.dtype}")
    print(f"Shape of label: {label.shape} {label.dtype}")
    break


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(8 * 8, 32),
            nn.ReLU(),
            nn.Dense(32, 32),
            nn.ReLU(),
            nn.Dense(32, 10)
        )

    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


model = Network()
print(model)
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(model.trainable_params(), 1e-2)


def forward_fn(data, label):
    logits = model(data)
    loss = loss_fn(logits, label)
    return loss, logits


grad_fn = mindspore.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


def train_step(data, label):
    (loss, _), grads = grad_fn(data, label)
    optimizer(grads)
    return loss


def train(model, dataset):
    size = dataset.get_dataset_size()
    model.set_train()
    for batch, (data, label) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(data, label)
        if batch % 1 == 0:
            loss, current = loss.asnumpy(), batch
            print(f"loss: {loss:>7f}  [{current:>3d}/{size:>3d}]")


def test(model, dataset, loss_fn):
    num_batches = dataset.get_dataset_size()
    model.set_train(False)
    total, test_loss, correct = 0, 0, 0
    for data, label in dataset.create_tuple_iterator():
        pred = model(data)
        total += len(data)
        test_loss += loss_fn(pred, label).asnumpy()
        correct += (pred.argmax(1) == label).asnumpy().sum()
    test_loss /= num_batches
    correct /= total
    print(f"Test: \n Accuracy: {(100*correct):>0.1f}%, Avg loss: {test_loss:>8f} \n")


epochs = 2
for t in range(epochs):
    print(f"Epoch {t+1}\n-------------------------------")
    train(model, train_dataset)
    test(model, test_dataset, loss_fn)
print("Done!")
path = os.path.join(tempfile.mkdtemp(), "model.ckpt")
mindspore.save_checkpoint(model, path)
print("Saved Model to model.ckpt")
model = Network()
param_not_load, _ = mindspore.load_param_into_net(model, mindspore.load_checkpoint(path))
print(param_not_load)
model.set_train(False)
for data, label in test_dataset:
    pred = model(data)
    predicted = pred.argmax(1)
    print(f'Predicted: "{predicted[:10]}", Actual: "{label[:10]}"')
    break
