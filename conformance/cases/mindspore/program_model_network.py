# program: a Network Cell with Flatten + SequentialCell, its printout, logits, predicted class and parameters_and_names (MindSpore tutorial "Building a Network", source: mindspore-ai/docs tutorials/source_en/beginner/model.md; seeded, 8x8 inputs)
import mindspore
from mindspore import nn, ops

mindspore.set_seed(0)


class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(8 * 8, 16),
            nn.ReLU(),
            nn.Dense(16, 16),
            nn.ReLU(),
            nn.Dense(16, 10)
        )

    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


model = Network()
print(model)
X = ops.ones((1, 8, 8), mindspore.float32)
logits = model(X)
print(logits)
pred_probab = nn.Softmax(axis=1)(logits)
y_pred = pred_probab.argmax(1)
print(f"Predicted class: {y_pred}")
for name, param in model.parameters_and_names():
    print(f"Layer: {name}\nSize: {param.shape}\nValues : {param[:2]} \n")
