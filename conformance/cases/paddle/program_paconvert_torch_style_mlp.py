# program: a torch MLP training script as PaConvert 3.x converts it (paddle 3's torch-style API): paddle.nn.Module, paddle.nn.Parameter, paddle.tensor(requires_grad=True), requires_grad_, paddle.float/long, paddle.compat.max/split, manual SGD under no_grad
# source: https://github.com/PaddlePaddle/PaConvert (README "torch to paddle" example pattern; torch code converted by hand with PaConvert's 3.x mappings), sizes kept small
import paddle

paddle.seed(12)


class MLP(paddle.nn.Module):
    def __init__(self, in_features, hidden, out_features):
        super().__init__()
        self.fc1 = paddle.nn.Linear(in_features, hidden)
        self.fc2 = paddle.nn.Linear(hidden, out_features)
        self.scale = paddle.nn.Parameter(paddle.ones([out_features]))

    def forward(self, x):
        x = paddle.nn.functional.relu(self.fc1(x))
        return self.fc2(x) * self.scale


model = MLP(4, 16, 3)
print(model)
print([(name, tuple(p.shape), p.requires_grad) for name, p in model.named_parameters()])
x = paddle.randn([32, 4], dtype=paddle.float)
target = paddle.randint(0, 3, [32]).astype(paddle.long)
bias = paddle.tensor([0.1, -0.2, 0.3], requires_grad=True)
lr = 0.1
for step in range(5):
    logits = model(x) + bias
    loss = paddle.nn.functional.cross_entropy(logits, target)
    loss.backward()
    with paddle.no_grad():
        for p in list(model.parameters()) + [bias]:
            p.set_value(p - lr * p.grad)
            p.clear_gradient()
    values, indices = paddle.compat.max(logits, dim=1)
    acc = (indices == target).astype(paddle.float).mean()
    print(f'step {step}: loss {loss.item():.4f}, acc {acc.item():.3f}')
first, second = paddle.compat.split(x, [1, 3], dim=1)
print(first.shape, second.shape)
frozen = paddle.randn([3]).requires_grad_()
print(frozen.requires_grad, frozen.stop_gradient, bias.requires_grad)
print(paddle.compat.max(model(x[:4]), dim=1).indices)
