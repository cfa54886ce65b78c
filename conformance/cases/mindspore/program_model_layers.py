# program: building a network layer by layer: Flatten, Dense, ReLU, SequentialCell, Softmax on ones (MindSpore tutorial "Building a Network", source: mindspore-ai/docs tutorials/source_en/beginner/model.md; seeded, smaller layers)
import mindspore
from mindspore import nn, ops

mindspore.set_seed(7)
input_image = ops.ones((3, 4, 4), mindspore.float32)
print(input_image.shape)
flatten = nn.Flatten()
flat_image = flatten(input_image)
print(flat_image.shape)
layer1 = nn.Dense(in_channels=4 * 4, out_channels=5)
hidden1 = layer1(flat_image)
print(hidden1.shape)
print(f"Before ReLU: {hidden1}\n\n")
hidden1 = nn.ReLU()(hidden1)
print(f"After ReLU: {hidden1}")
seq_modules = nn.SequentialCell(
    flatten,
    layer1,
    nn.ReLU(),
    nn.Dense(5, 3)
)
logits = seq_modules(input_image)
print(logits.shape)
softmax = nn.Softmax(axis=1)
pred_probab = softmax(logits)
print(pred_probab.argmax(1))
