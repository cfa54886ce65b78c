# MindSpore 2.10 Tensor methods on CPU: add_/mul_/... run out of place, copy_ writes in place, fill_/clamp_/scatter_/clone/roll/unique... have no CPU kernel (the next read raises)
import numpy as np
import mindspore as ms

x = ms.Tensor(np.array([[1.5, -2.25, 0.0], [-0.5, 3.0, 2.5]], np.float32))
i = ms.Tensor(np.array([[3, 1, 3], [-2, 1, 0]], np.int32))
idx = ms.Tensor(np.array([[0, 2], [1, 0]], np.int64))
ones = ms.Tensor(np.ones((2, 2), np.float32))

# in place in name, out of place on CPU: a new tensor, self unchanged
out_of_place = {
    "add_": lambda y: y.add_(1), "add_ alpha": lambda y: y.add_(x, alpha=2), "sub_": lambda y: y.sub_(1),
    "mul_": lambda y: y.mul_(2), "div_": lambda y: y.div_(2), "div_ floor": lambda y: y.div_(2, rounding_mode="floor"),
    "remainder_": lambda y: y.remainder_(2), "floor_divide_": lambda y: y.floor_divide_(2), "exp_": lambda y: y.exp_(),
}
for name, call in out_of_place.items():
    y = x.copy()
    r = call(y)
    print(name, r is y, r, y)
y = x.copy()
r = y.copy_(x * 2)
print("copy_", r is y, r, y)
print("requires_grad_", y.requires_grad_())

# no CPU kernel: the call returns, the next read of any tensor raises once, self keeps its values
failing = {
    "fill_": lambda y: y.fill_(2.5), "fill_ tensor": lambda y: y.fill_(ms.Tensor(3.0)),
    "masked_fill_": lambda y: y.masked_fill_(x > 0, 9.0), "masked_fill_ tensor": lambda y: y.masked_fill_(x > 0, ms.Tensor(9.0)),
    "clamp_": lambda y: y.clamp_(0, 1), "clamp_ tensor": lambda y: y.clamp_(ms.Tensor(0.0), ms.Tensor(1.0)),
    "log_": lambda y: y.log_(), "floor_": lambda y: y.floor_(), "sigmoid_": lambda y: y.sigmoid_(),
    "tanh_": lambda y: y.tanh_(), "sign_": lambda y: y.sign_(), "erfinv_": lambda y: y.erfinv_(),
    "index_fill_": lambda y: y.index_fill_(1, ms.Tensor([0, 2]), 7.0),
    "index_fill_ tensor": lambda y: y.index_fill_(1, ms.Tensor([0, 2]), ms.Tensor(7.0)),
    "index_copy_": lambda y: y.index_copy_(1, ms.Tensor([0, 2]), ones),
    "scatter_": lambda y: y.scatter_(1, idx, ones), "scatter_ value": lambda y: y.scatter_(1, idx, 5.0),
    "scatter_ reduce": lambda y: y.scatter_(1, idx, ones, reduce="add"),
    "scatter_add_": lambda y: y.scatter_add_(1, idx, ones), "index_add_": lambda y: y.index_add_(1, ms.Tensor([0, 2]), ones),
    "index_put_": lambda y: y.index_put_((ms.Tensor([0, 1]), ms.Tensor([1, 2])), ms.Tensor([7.0, 8.0])),
    "masked_scatter_": lambda y: y.masked_scatter_(x > 0, ms.Tensor(np.arange(6, dtype=np.float32))),
    "addmm_": lambda y: y.addmm_(x, ms.Tensor(np.ones((3, 3), np.float32))),
    "uniform_": lambda y: y.uniform_(), "normal_": lambda y: y.normal_(), "random_": lambda y: y.random_(),
    "exponential_": lambda y: y.exponential_(), "clone": lambda y: y.clone(), "roll": lambda y: y.roll(1, 1),
    "bitwise_not": lambda y: i.bitwise_not(), "unique": lambda y: i.unique(), "scatter_add": lambda y: y.scatter_add(1, idx, ones),
    "repeat_interleave output_size": lambda y: y.repeat_interleave(2, 0, output_size=4),
    "repeat_interleave tensor output_size": lambda y: y.repeat_interleave(ms.Tensor([1, 2]), 0, output_size=3),
}
for name, call in failing.items():
    y = x.copy()
    r = call(y)
    try:
        print(ms.Tensor([1.0]) + 1)
    except RuntimeError as error:
        print(name, "RuntimeError:", str(error).splitlines()[0])
    print(name, "self", y)

# raised at the call
for name, call in {"bernoulli_": lambda: x.bernoulli_(), "put_": lambda: x.put_(ms.Tensor([0, 5]), ms.Tensor([7.0, 8.0])),
                   "fill_diagonal_": lambda: x.fill_diagonal_(4.0), "kthvalue": lambda: x.kthvalue(2, 1),
                   "nonzero as_tuple": lambda: i.nonzero(as_tuple=True)}.items():
    try:
        print(name, call())
    except Exception as error:
        print(name, type(error).__name__, str(error).splitlines()[0])
print(x, i)
