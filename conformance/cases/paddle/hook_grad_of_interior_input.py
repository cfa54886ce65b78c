# paddle.grad w.r.t. an interior tensor returns its gradient after its hooks, also with an input behind it
import paddle

for retain_first in (False, True):
    x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    w = x * 2
    if retain_first:
        w.retain_grads()
    calls = []
    w.register_hook(lambda g: calls.append(g.numpy().tolist()) or g * 3)
    gw, gx = paddle.grad((w * w).sum(), [w, x])
    print(retain_first, gw.numpy(), gx.numpy(), calls)
    (only,) = paddle.grad((w * w).sum(), [w])
    print(retain_first, only.numpy(), len(calls), w.grad)
