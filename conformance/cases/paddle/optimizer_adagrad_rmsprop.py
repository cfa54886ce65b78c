# Adagrad and RMSProp (plain, momentum, centered): updates (to 4 decimals: paddle's vectorized sqrt may differ by an ulp), state keys, errors
import numpy as np
import paddle

rng = np.random.RandomState(5)
start = rng.randn(6).astype("float32")
grads = [rng.randn(6).astype("float32") for _ in range(4)]


def train(make_opt):
    p = paddle.create_parameter([6], "float32")
    p.set_value(start)
    opt = make_opt([p])
    for g in grads:
        (p * paddle.to_tensor(g)).sum().backward()
        opt.step()
        opt.clear_grad()
    print([f"{v:.4f}" for v in p.numpy().tolist()], list(opt.state_dict()))


def attempt(fn):
    try:
        fn()
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)


train(lambda ps: paddle.optimizer.Adagrad(0.1, parameters=ps))
train(lambda ps: paddle.optimizer.Adagrad(0.1, parameters=ps, initial_accumulator_value=0.5, epsilon=1e-3,
                                          weight_decay=0.1))
train(lambda ps: paddle.optimizer.RMSProp(0.1, parameters=ps))
train(lambda ps: paddle.optimizer.RMSProp(0.05, rho=0.9, momentum=0.5, parameters=ps))
train(lambda ps: paddle.optimizer.RMSProp(0.05, rho=0.9, momentum=0.5, centered=True, epsilon=1e-4, parameters=ps))
attempt(lambda: paddle.optimizer.RMSProp(0.1, epsilon=-1.0, parameters=[]))
attempt(lambda: paddle.optimizer.RMSProp(0.1, momentum=-1.0, parameters=[]))
attempt(lambda: paddle.optimizer.RMSProp(0.1, rho=None, parameters=[]))
attempt(lambda: paddle.optimizer.RMSProp(None, parameters=[]))
