# mindspore.amp: StaticLossScaler/DynamicLossScaler scale and unscale (float16 in float16, tuples and lists), adjust over finite and non-finite steps, all_finite, their argument errors, the abstract LossScaler and the scale maps
import mindspore
from mindspore import amp, Tensor, Parameter
import numpy as np
loss_scaler = amp.DynamicLossScaler(scale_value=2**10, scale_factor=2, scale_window=1)
grads = (Tensor(np.array([np.log(-1), 1.0]), mindspore.float16),
            Tensor(np.array([0.2]), mindspore.float16))
unscaled_grads = loss_scaler.unscale(grads)
print(unscaled_grads)
grads_finite = amp.all_finite(unscaled_grads)
print(repr(grads_finite))
print(loss_scaler.adjust(grads_finite))
print(loss_scaler.scale_value.asnumpy(), repr(loss_scaler.scale_value), repr(loss_scaler.counter))
s = amp.DynamicLossScaler(scale_value=3.0, scale_factor=2, scale_window=3)
ok = amp.all_finite([Tensor([1.0, 2.0]), Tensor([3.0])])
print(repr(ok))
for step in range(5):
    print(s.adjust(ok), s.scale_value.asnumpy(), s.counter.asnumpy())
print(s.adjust(amp.all_finite((Tensor([np.inf]),))), s.scale_value.asnumpy(), s.counter.asnumpy())
loss_scaler = amp.StaticLossScaler(scale_value=2**10)
loss_value = Tensor([1.], mindspore.float32)
print(loss_scaler.scale(loss_value))
print(loss_scaler.unscale((Tensor(np.array([1.5, 1.0]), mindspore.float16), Tensor(np.array([1.2]), mindspore.float16))))
print(loss_scaler.scale([Tensor([1.5], mindspore.float16), Tensor([3], mindspore.int32)]))
print(loss_scaler.unscale(Tensor([0.3, 7.0], mindspore.float64)), loss_scaler.adjust(ok))
print(amp.StaticLossScaler(1.5).unscale(Tensor([1.0, 3.0])))
for bad in [dict(scale_value=0.5), dict(scale_value="a"), dict(scale_value=True)]:
    try:
        amp.StaticLossScaler(**bad)
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
for bad in [(0.5, 2, 1), (4, 0, 1), (4, 2, 0), (4, 2.0, 1), (4, 2, "a")]:
    try:
        amp.DynamicLossScaler(*bad)
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
x = (Tensor(np.array([np.log(-1), 1, np.log(0)])), Tensor(np.array([1.0])))
print(amp.all_finite(x), amp.all_finite([Tensor([1, 2])]))
try:
    amp.LossScaler()
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
from mindspore.amp import _grad_scale_map, _grad_unscale_map
print(_grad_scale_map(Parameter(Tensor(4.0), name="s"), (Tensor([1.0, 2.0]),)))
print(_grad_unscale_map(Tensor(4.0), (Tensor([1.0, 2.0]), Tensor([8.0], mindspore.float16))))
