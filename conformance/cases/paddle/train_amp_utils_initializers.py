# paddle.amp on CPU (auto_cast, GradScaler, decorate), nn.utils (clip_grad_*, vectors, weight_norm, spectral_norm)
# and the Dirac / Bilinear / global initializers: values, gradients, state and errors
import numpy as np
import paddle

paddle.seed(2023)
model = paddle.nn.Linear(5, 2, bias_attr=True)
optimizer = paddle.optimizer.SGD(learning_rate=0.01, parameters=model.parameters())
scaler = paddle.amp.GradScaler(init_loss_scaling=1024)
data = paddle.rand([2, 3, 5])
for level in ("O1", "O2"):
    for dtype in ("float16", "bfloat16"):
        with paddle.amp.auto_cast(level=level, dtype=dtype):
            conv = model(data)
            loss = paddle.mean(conv)
            print(level, dtype, conv.dtype, loss.dtype, paddle.amp.is_autocast_enabled(), paddle.amp.get_autocast_dtype())
scaled = scaler.scale(loss)
print(scaled is loss, scaler.is_enable(), scaler.is_use_dynamic_loss_scaling(), scaler.get_init_loss_scaling(),
      scaler.state_dict())
scaled.backward()
print(scaler.minimize(optimizer, scaled)[1][0][0].name)
scaler.step(optimizer)
scaler.update()
scaler.unscale_(optimizer)
print(model.bias.numpy().view("uint32").tolist())
print(paddle.amp.is_float16_supported(), paddle.amp.is_bfloat16_supported())
print(paddle.amp.decorate(model, level="O2") is model)
for bad in (lambda: paddle.amp.auto_cast(level="O3").__enter__(), lambda: paddle.amp.auto_cast(dtype="float32").__enter__(),
            lambda: paddle.amp.decorate(model, dtype="float32"), lambda: scaler.get_incr_ratio()):
    try:
        bad()
        print("no error")
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        print(type(e).__name__, e)

ps = [paddle.create_parameter([3, 2], "float32"), paddle.create_parameter([4], "float32")]
(ps[0].sum() * 3 + (ps[1] ** 2).sum()).backward()
print(paddle.nn.utils.clip_grad_norm_(ps, 1.0).numpy().view("uint32").tolist())
print([p.grad.numpy().view("uint32").tolist() for p in ps])
print(paddle.nn.utils.clip_grad_norm_(ps, 0.5, norm_type=float("inf")).item(),
      paddle.nn.utils.clip_grad_norm_(ps, 0.5, norm_type=1).item())
paddle.nn.utils.clip_grad_value_(ps, 0.01)
print(ps[1].grad.numpy().tolist())
v = paddle.nn.utils.parameters_to_vector(ps)
print(v.shape, v.stop_gradient)
paddle.nn.utils.vector_to_parameters(v * 2, ps)
print(ps[1].numpy().tolist(), ps[1].stop_gradient)

conv = paddle.nn.Conv2D(3, 5, 3)
paddle.nn.utils.weight_norm(conv)
print(conv.weight_g.numpy().view("uint32").tolist(), conv.weight_g.stop_gradient, conv.weight.stop_gradient)
conv(paddle.ones([1, 3, 4, 4])).sum().backward()
print(conv.weight_g.grad.numpy().tolist())
paddle.nn.utils.remove_weight_norm(conv)
print([n for n, _ in conv.named_parameters()], conv.weight.name)

lin = paddle.nn.Linear(4, 3)
paddle.nn.utils.spectral_norm(lin)
print(sorted(n for n, _ in lin.named_parameters()), sorted(n for n, _ in lin.named_buffers()))
x = paddle.rand([2, 4])
print(lin(x).numpy().view("uint32").tolist())
print(lin.weight_u.numpy().tolist())
lin.eval()
print(lin(x).numpy().view("uint32").tolist())

init = paddle.nn.initializer
print(paddle.create_parameter([4, 2, 3, 3], "float32", default_initializer=init.Dirac(groups=2)).numpy().nonzero())
print(paddle.create_parameter([1, 1, 5, 5], "float64", default_initializer=init.Bilinear()).numpy().ravel().tolist())
init.set_global_initializer(init.Constant(2.0), init.Constant(0.5))
g = paddle.nn.Linear(2, 2)
print(g.weight.numpy().tolist(), g.bias.numpy().tolist())
init.set_global_initializer(None)
print(paddle.nn.Linear(2, 2).bias.numpy().tolist())
