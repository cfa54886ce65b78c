# Adamax updates to the last bit (moment, inf_norm, beta1 power), weight decay, argument errors
import numpy as np
import paddle
rng = np.random.RandomState(8)
start = rng.randn(40).astype("float32")
grads = [rng.randn(40).astype("float32") for _ in range(4)]
def train(make_opt):
    p = paddle.create_parameter([40], "float32"); p.set_value(start)
    opt = make_opt([p])
    for g in grads:
        (p * paddle.to_tensor(g)).sum().backward(); opt.step(); opt.clear_grad()
    print(p.numpy().view("int32").tolist())
    print(list(opt.state_dict()), opt.state_dict()[list(opt.state_dict())[-1]])
train(lambda ps: paddle.optimizer.Adamax(0.1, parameters=ps))
train(lambda ps: paddle.optimizer.Adamax(0.05, beta1=0.8, beta2=0.99, epsilon=1e-3, parameters=ps, weight_decay=0.1))
for kw in ({"beta1": 1.0}, {"beta2": -0.1}, {"epsilon": -1.0}):
    try: paddle.optimizer.Adamax(0.1, parameters=[], **kw)
    except Exception as e: print(type(e).__name__, e)
p = paddle.create_parameter([2], "float32")
opt = paddle.optimizer.Adamax(0.1, beta1=paddle.to_tensor([0.9]), parameters=[p])  # accepted here...
p.sum().backward()
try:
    opt.step()  # ...but paddle turns it into a float when it first creates the accumulators
except TypeError as e:
    print("TypeError", e)
