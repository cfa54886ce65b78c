# StepDecay / ExponentialDecay: verbose messages, step(epoch), state_dict round trip, a user subclass, bad arguments
import warnings

import paddle

L = paddle.optimizer.lr
step = L.StepDecay(learning_rate=1.0, step_size=3, gamma=0.5, verbose=True)
for _ in range(7):
    step.step()
step.step(11)
print(step(), step.last_epoch, step.base_lr, step.state_dict())

expo = L.ExponentialDecay(0.8, gamma=0.7, last_epoch=2, verbose=True)
expo.step()
print(expo(), expo.last_epoch, type(expo()).__name__)

fresh = L.ExponentialDecay(0.8, gamma=0.7)
fresh.set_state_dict(expo.state_dict())
print(fresh.last_epoch, fresh(), fresh.keys)
fresh.step()
print(fresh())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    fresh.set_dict({"last_epoch": 1, "last_lr": 0.25, "extra": 0})
print(fresh.last_epoch, fresh(), [str(w.message) for w in caught])

print(L.StepDecay(2, 4)(), L.StepDecay(0.3, 2, gamma=0.2, last_epoch=5)())


class Halving(L.LRScheduler):
    def get_lr(self):
        return self.base_lr / 2 ** self.last_epoch


h = Halving(learning_rate=3.0, verbose=True)
h.step()
h.step(4)
print(h.state_dict())


class NoRule(L.LRScheduler):
    pass


bad = [
    lambda: L.LRScheduler(0.1),
    lambda: NoRule(0.5),
    lambda: L.StepDecay("a", 2),
    lambda: L.StepDecay(-0.5, 2),
    lambda: L.StepDecay(0.5, 2.0),
    lambda: L.StepDecay(0.5, 2, gamma=1.5),
    lambda: L.StepDecay(0.5, 0),
    lambda: L.ExponentialDecay(0.5, 1.0),
    lambda: L.ExponentialDecay(0.5, 0),
    lambda: fresh.set_state_dict({"last_epoch": 3}),
]
for make in bad:
    try:
        make()
        print("no error")
    except Exception as error:
        print(type(error).__name__, error)
