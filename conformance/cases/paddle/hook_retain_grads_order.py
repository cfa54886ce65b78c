# hooks and retain_grads on interior tensors act in registration order; each backward replaces the kept gradient
import paddle

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
w = x * 2
w.retain_grads()
w.register_hook(lambda g: g * 3)
(w * w).sum().backward(retain_graph=True)
print("retain then hook:", w.grad.numpy(), x.grad.numpy())
(w * w).sum().backward()
print("second pass:", w.grad.numpy(), x.grad.numpy())

x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
w = x * 2
w.register_hook(lambda g: g * 3)
w.retain_grads()
(w * w).sum().backward()
print("hook then retain:", w.grad.numpy(), x.grad.numpy())

# three doubling hooks, one removed; the retained value is the one before them
x = paddle.to_tensor([0.0, 1.0], stop_gradient=False)
w = x + 1
w.retain_grads()
handles = [w.register_hook(lambda g: g * 2) for _ in range(3)]
print("remove:", handles[1].remove(), handles[1].remove())
(w * paddle.to_tensor([1.0, 2.0])).sum().backward()
print("two hooks:", w.grad.numpy(), x.grad.numpy())

# a hook on a leaf and on an interior tensor both apply to the leaf's gradient
a = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
a.register_hook(lambda g: g * 2)
b = a * 1
b.register_hook(lambda g: g * 2)
(b * b).sum().backward()
print("leaf and interior:", a.grad.numpy())
