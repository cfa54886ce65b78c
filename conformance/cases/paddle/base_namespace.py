# paddle.base: dygraph.grad/no_grad (bare decorator allowed there), flags, the tracer, backward hooks on leaves
import paddle
from paddle import base
from paddle.base import core, framework

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
print(base.dygraph.grad((x * x).sum(), x)[0])
print(base.in_dygraph_mode(), framework.in_dygraph_mode())


@base.dygraph.no_grad
def tripled(t):
    return t * 3, framework._dygraph_tracer()._has_grad


print(tripled(x)[0].stop_gradient, tripled(x)[1], paddle.is_grad_enabled())
tracer = framework._dygraph_tracer()
tracer._has_grad = False
print(paddle.is_grad_enabled(), (x * 2).stop_gradient)
tracer._has_grad = True
print(paddle.is_grad_enabled(), tracer._train_mode)

print(base.get_flags("FLAGS_sort_sum_gradient"), paddle.get_flags(["FLAGS_call_stack_level"]))
base.set_flags({"FLAGS_sort_sum_gradient": True})
print(paddle.framework.get_flags("FLAGS_sort_sum_gradient"))
base.set_flags({"FLAGS_sort_sum_gradient": False})
for label, call in [("set unknown", lambda: base.set_flags({"FLAGS_no_such": 1})), ("set list", lambda: base.set_flags([1])),
                    ("get unknown", lambda: base.get_flags("FLAGS_no_such")), ("get int", lambda: base.get_flags(3))]:
    try:
        call()
    except Exception as error:
        print(label, type(error).__name__, error)

calls = []
core.eager._add_backward_final_hook(lambda: calls.append("final"))
y = paddle.to_tensor([5.0], stop_gradient=False)
y._register_backward_hook(lambda: calls.append("leaf"))
paddle.grad((y * 2).sum(), y)
(y * 2).sum().backward()
(y * 2).sum().backward()
print(calls, y._grad_ivar())
for label, t in [("interior", y * 2), ("stop_gradient", paddle.to_tensor([1.0]))]:
    try:
        t._register_backward_hook(lambda: None)
    except ValueError as error:
        print(label, type(error).__name__, str(error).splitlines()[0])
print(paddle.to_tensor([1.0])._grad_ivar())
