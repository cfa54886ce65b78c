# lr schedulers OneCycleLR, CyclicLR, CosineAnnealingWarmRestarts, ReduceOnPlateau: rates, state dicts, errors
import numpy as np
import paddle
from paddle.optimizer import lr


def rates(sched, n, *args):
    out = []
    for _ in range(n):
        out.append(sched.last_lr)
        sched.step(*args)
    return out


def attempt(fn):
    try:
        fn()
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)


print(rates(lr.OneCycleLR(0.5, total_steps=10), 10))
print(rates(lr.OneCycleLR(1.0, total_steps=12, three_phase=True, anneal_strategy="linear", phase_pct=0.25), 12))
print(rates(lr.CyclicLR(0.1, 1.0, step_size_up=3), 10))
print(rates(lr.CyclicLR(0.1, 1.0, step_size_up=2, step_size_down=4, mode="triangular2"), 14))
print(rates(lr.CyclicLR(0.1, 1.0, step_size_up=2, mode="exp_range", exp_gamma=0.9), 8))
print(rates(lr.CyclicLR(0.1, 1.0, step_size_up=2, scale_fn=lambda x: 0.5 ** x, scale_mode="iterations"), 6))
print(rates(lr.CosineAnnealingWarmRestarts(1.0, T_0=3), 8))
s = lr.CosineAnnealingWarmRestarts(1.0, T_0=2, T_mult=2, eta_min=0.1)
print(rates(s, 9), s.state_dict())
s.step(11)
print(s.last_epoch, s.T_cur, s.T_i, s.last_lr)

p = lr.ReduceOnPlateau(1.0, factor=0.5, patience=1, cooldown=1)
for m in [1.0, 0.9, 0.95, 0.95, 0.95, 0.95, 0.95, 0.8]:
    p.step(m)
    print(p.last_epoch, p.last_lr, p.best, p.num_bad_epochs, p.cooldown_counter)
q = lr.ReduceOnPlateau(2.0, mode="max", threshold_mode="abs", threshold=0.1, patience=0, min_lr=0.5)
for m in [paddle.to_tensor([1.0]), np.array([1.05]), 1.2, 1.0, 0.5, 0.1]:
    q.step(m)
    print(q.last_lr, q.num_bad_epochs)
print(q.state_dict())
net = paddle.nn.Linear(2, 1)
opt = paddle.optimizer.SGD(learning_rate=lr.ReduceOnPlateau(0.3, patience=0), parameters=net.parameters())
opt._learning_rate.step(1.0)
opt._learning_rate.step(2.0)
print(opt.get_lr())

attempt(lambda: lr.ReduceOnPlateau(1.0, mode="avg"))
attempt(lambda: lr.ReduceOnPlateau(1.0, factor=1.5))
attempt(lambda: lr.ReduceOnPlateau(1.0).step("bad"))
attempt(lambda: lr.ReduceOnPlateau(1.0).step(paddle.to_tensor([1.0, 2.0])))
attempt(lambda: lr.OneCycleLR(1.0, total_steps=0))
attempt(lambda: lr.OneCycleLR(1.0, total_steps=10, phase_pct=0.6, three_phase=True))
attempt(lambda: lr.OneCycleLR(1.0, total_steps=10, anneal_strategy="exp"))
attempt(lambda: rates(lr.OneCycleLR(1.0, total_steps=3), 5))
attempt(lambda: lr.CyclicLR(0.1, 1.0, step_size_up=0))
attempt(lambda: lr.CyclicLR(0.1, 1.0, step_size_up=2, mode="sine"))
attempt(lambda: lr.CyclicLR(0.1, 1.0, step_size_up=2, exp_gamma=1))
attempt(lambda: lr.CosineAnnealingWarmRestarts(1.0, T_0=0))
attempt(lambda: lr.CosineAnnealingWarmRestarts(1.0, T_0=2, T_mult=0))
attempt(lambda: lr.CosineAnnealingWarmRestarts(1.0, T_0=2).step(-1))
