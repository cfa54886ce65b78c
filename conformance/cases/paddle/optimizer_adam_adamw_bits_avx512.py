# Recorded on a machine with AVX-512F, where paddle's CPU Adam/AdamW are its JIT kernels (fused multiply-adds,
# float32 square roots); optimizer_adam_adamw_bits holds the same updates from an AVX2 machine's C++ loop.
import numpy as np
import paddle
from paddle.regularizer import L1Decay

rng = np.random.RandomState(3)
start = rng.randn(40).astype("float32")
grads = [rng.randn(40).astype("float32") for _ in range(4)]


def train(make_opt, attr=None):
    p = paddle.create_parameter([40], "float32", attr=attr)
    p.set_value(start)
    opt = make_opt([p])
    for g in grads:
        (p * paddle.to_tensor(g)).sum().backward()
        opt.step()
        opt.clear_grad()
    print(p.numpy().view("int32").tolist())


train(lambda ps: paddle.optimizer.Adam(0.1, parameters=ps))
train(lambda ps: paddle.optimizer.Adam(0.05, beta1=0.8, beta2=0.99, epsilon=1e-6, parameters=ps, weight_decay=0.1))
train(lambda ps: paddle.optimizer.Adam(0.1, parameters=ps), paddle.ParamAttr(regularizer=L1Decay(0.2)))
train(lambda ps: paddle.optimizer.AdamW(0.1, parameters=ps))
train(lambda ps: paddle.optimizer.AdamW(0.1, parameters=ps, weight_decay=0.3))
train(lambda ps: paddle.optimizer.AdamW(0.1, parameters=ps, apply_decay_param_fun=lambda name: False))
