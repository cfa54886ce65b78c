# Layer.to/float/double/bfloat16/float16/astype/type: dtypes of parameters, buffers and gradients, the recorded
# dtype in the repr, create_variable names, to_static_state_dict, register_forward_hook, apply_gradients
import paddle

paddle.seed(1)
lin = paddle.nn.Linear(2, 2)
lin.register_buffer("count", paddle.ones([2], dtype="int32"))
lin(paddle.ones([1, 2])).sum().backward()
print(lin)
for step, call in [("to float64", lambda: lin.to(dtype="float64")), ("to cpu", lambda: lin.to(device="cpu")),
                   ("float", lambda: lin.float()), ("bfloat16", lambda: lin.bfloat16()),
                   ("float16", lambda: lin.float16()), ("double", lambda: lin.double()),
                   ("astype int8", lambda: lin.astype("int8")), ("type float32", lambda: lin.type("float32"))]:
    result = call()
    print(step, result is lin, lin, lin.weight.dtype, lin.weight.grad.dtype, lin.count.dtype, lin.weight.stop_gradient)
print(lin.weight.numpy().tolist())
for bad in (lambda: lin.astype("foo"), lambda: lin.type("foo"), lambda: lin.float(excluded_layers=3)):
    try:
        bad()
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        print(type(e).__name__, e)

seq = paddle.nn.Sequential(paddle.nn.Linear(2, 2), paddle.nn.BatchNorm(2))
seq.bfloat16()
print([str(p.dtype) for p in seq.parameters()])
seq.float(excluded_layers=[paddle.nn.Linear])
print([str(p.dtype) for p in seq.parameters()])

print(paddle.nn.Layer.register_forward_hook == paddle.nn.Layer.register_forward_post_hook)
lin2 = paddle.nn.Linear(2, 2)
handle = lin2.register_forward_hook(lambda layer, inputs, out: out * 2)
print(lin2(paddle.ones([1, 2])).numpy().tolist())
handle.remove()
for kwargs in ({"name": "abc"}, {}, {"persistable": True, "dtype": "int64"}):
    v = lin2.create_variable(**kwargs)
    print(v.name, v.persistable, v.dtype)


class Model(paddle.nn.Layer):
    def __init__(self):
        super().__init__()
        self.l = paddle.nn.Linear(1, 1)
        self.register_buffer("b1", paddle.ones([1]), persistable=False)
        self.register_buffer("b2", paddle.ones([1]))


m = Model()
print(list(m.state_dict().keys()), list(m.to_static_state_dict().keys()), type(m.to_static_state_dict()).__name__)

opt = paddle.optimizer.Adam(learning_rate=0.1, parameters=lin2.parameters())
loss = lin2(paddle.ones([2, 2])).sum()
print(opt.backward(loss))
loss.backward()
pairs = opt.backward(loss)
print([(p.name, g.numpy().tolist()) for p, g in pairs])
print(opt.apply_gradients(pairs))
print(lin2.weight.numpy().tolist())
