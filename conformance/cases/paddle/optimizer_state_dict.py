# optimizers' state_dict: accumulator names and order, Adadelta's exact updates, LR_Scheduler entry, set_state_dict, set_lr
import numpy as np
import paddle

paddle.set_printoptions(precision=8)
rng = np.random.RandomState(3)
x = paddle.to_tensor(rng.randn(4, 3).astype("float32"))


def model():
    layer = paddle.nn.Linear(3, 2)
    layer.weight.set_value(rng.randn(3, 2).astype("float32"))
    layer.bias.set_value(rng.randn(2).astype("float32"))
    return layer


def train(layer, opt, steps):
    for _ in range(steps):
        ((layer(x) - 1.0) ** 2).mean().backward()
        opt.step()
        opt.clear_grad()


net = model()
print(paddle.optimizer.SGD(0.1, parameters=net.parameters()).state_dict())
for make in (lambda ps: paddle.optimizer.Momentum(0.1, parameters=ps),
             lambda ps: paddle.optimizer.Adam(0.1, parameters=ps),
             lambda ps: paddle.optimizer.AdamW(0.1, parameters=ps, name="w"),
             lambda ps: paddle.optimizer.Adadelta(0.5, parameters=ps)):
    opt = make(net.parameters())
    print(opt.state_dict())
    train(net, opt, 2)
    print(type(opt).__name__, list(opt.state_dict()))

ada_net = model()
ada = paddle.optimizer.Adadelta(learning_rate=1.0, epsilon=1e-5, rho=0.8, parameters=ada_net.parameters())
train(ada_net, ada, 4)
print(ada_net.weight.numpy(), ada_net.bias.numpy())
for name, value in ada.state_dict().items():
    # squared updates to 6 digits: paddle's fused kernel rounds their last bit differently
    print(name, value.shape, value.stop_gradient, value.persistable, [f"{v:.6g}" for v in value.numpy().ravel()])

adam = paddle.optimizer.Adam(0.05, parameters=net.parameters())
train(net, adam, 1)
state = adam.state_dict()
print({k: v.numpy().tolist() for k, v in state.items() if "pow" in k})
train(net, adam, 1)
print(state[next(iter(state))] is adam.state_dict()[next(iter(state))])

# a scheduler's state rides along; a new optimizer takes the saved state before its first step
sched = paddle.optimizer.lr.StepDecay(0.2, step_size=1, gamma=0.5)
first = model()
mom = paddle.optimizer.Momentum(sched, momentum=0.5, parameters=first.parameters())
train(first, mom, 2)
sched.step()
saved = {k: (v if k == "LR_Scheduler" else paddle.to_tensor(v.numpy())) for k, v in mom.state_dict().items()}
print(saved["LR_Scheduler"], mom.get_lr())
second = paddle.nn.Linear(3, 2)
second.weight.set_value(first.weight.numpy())
second.bias.set_value(first.bias.numpy())
sched2 = paddle.optimizer.lr.StepDecay(0.2, step_size=1, gamma=0.5)
mom2 = paddle.optimizer.Momentum(sched2, momentum=0.5, parameters=second.parameters())
print(mom2.get_lr())
mom2.set_state_dict(saved)
print(mom2.get_lr(), sched2.last_epoch)
train(first, mom, 1)
try:
    train(second, mom2, 1)
except AssertionError as error:
    # the accumulators are named after the new layer's parameters (linear_3): the saved ones do not match
    print("AssertionError", error)

# loading into the optimizer that made the state rewinds its accumulators
mom.set_state_dict(saved)
print(mom.state_dict()["linear_2.w_0_velocity_0"].numpy())

sgd = paddle.optimizer.SGD(0.1, parameters=net.parameters())
sgd.set_lr(0.3)
print(sgd.get_lr(), type(sgd.get_lr()).__name__)
sgd.set_lr(2)
print(sgd.get_lr(), type(sgd.get_lr()).__name__)
sgd.set_lr_scheduler(paddle.optimizer.lr.ExponentialDecay(0.4, 0.5))
print(sgd.get_lr(), sgd.state_dict())
bad = [
    lambda: sgd.set_lr(0.1),
    lambda: sgd.set_lr("0.1"),
    lambda: sgd.set_lr_scheduler(0.1),
    lambda: sgd.set_state_dict({}),
    lambda: paddle.optimizer.SGD(1, parameters=net.parameters()),
    lambda: paddle.optimizer.SGD(paddle.to_tensor(0.1), parameters=net.parameters()),
    lambda: paddle.optimizer.SGD(0.1, parameters=net.weight),
    lambda: paddle.optimizer.SGD(0.1, parameters={"params": net.parameters()}),
    lambda: paddle.optimizer.SGD(0.1),
    lambda: paddle.optimizer.Adadelta(None, parameters=net.parameters()),
    lambda: paddle.optimizer.Adadelta(0.1, epsilon=None, parameters=net.parameters()),
    lambda: paddle.optimizer.Adadelta(0.1, rho=None, parameters=net.parameters()),
]
for make in bad:
    try:
        make()
        print("no error")
    except Exception as error:
        print(type(error).__name__, error)
