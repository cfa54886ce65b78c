# paddle.assign into outputs of another shape/dtype (replaced) or the same (written in place, graph taken on); Tensor.fill_/zero_; paddle.tensor.<op>
import numpy as np
import paddle

out = paddle.zeros([3, 3], dtype="float32")
paddle.assign(np.array([[4, 5]], dtype="int32"), out)
print(out)
paddle.assign([0.25, 0.75], out)
print(out)
paddle.assign(7, out)
print(out)
print(paddle.assign(1.5), paddle.assign(np.float32(3.0)), paddle.assign(np.array(2.0)), paddle.assign(False))

leaf = paddle.ones([2])
leaf.stop_gradient = False
paddle.assign(np.array([8.0, 9.0], "float32"), leaf)
print(leaf, leaf.is_leaf)
a = paddle.to_tensor([1.0, -2.0], stop_gradient=False)
holder = paddle.zeros([2])
paddle.assign(a * a, holder)
print(holder, holder.is_leaf)
holder.sum().backward()
print(a.grad)

base = paddle.zeros([4])
paddle.assign(paddle.to_tensor([6.0, 7.0]), base[1:3])
print(base)

i = paddle.ones([2, 3], dtype="int64")
print(i.fill_(2.9) is i, i)
f = paddle.arange(4, dtype="float32")
print(f.zero_() is f, f)
b = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
c = b * 3
c.fill_(-1.0)
print(c)
c.sum().backward()
print(b.grad)
for bad in (lambda: b.fill_(1.0), lambda: b.zero_(), lambda: b.exp_()):
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
try:
    f.fill_(paddle.to_tensor(1.0))
except TypeError as e:
    print(type(e).__name__, e)

m = paddle.arange(1, 10, dtype="float32").reshape([3, 3])
print(paddle.tensor.triu(m, 1), paddle.tensor.tril(m, -1), paddle.tensor.zeros([2]))
print(paddle.lerp(paddle.zeros([3]), paddle.empty([3]).fill_(4.0), 0.25))
print(hasattr(paddle.tensor, "assign"), hasattr(paddle.tensor, "triu"))
print(paddle.assign([paddle.to_tensor(1.0), paddle.to_tensor(2.0)]), paddle.assign((1, 2.5)), paddle.assign("text"))
