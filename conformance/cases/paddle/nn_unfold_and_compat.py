# paddle.nn.Unfold / nn.functional.unfold (kernel, stride, 1/2/4 paddings, dilation; repr) and paddle.compat.nn.Unfold / compat.nn.functional.unfold (torch's signature, tensor arguments), with their keyword and shape errors
import paddle
import paddle.compat.nn as cnn
import paddle.compat.nn.functional as cF
x = paddle.arange(2 * 2 * 4 * 5, dtype="float32").reshape([2, 2, 4, 5])
u = paddle.nn.Unfold(kernel_sizes=[2, 3], strides=1, paddings=[1, 0, 0, 2], dilations=1)
print(u); print(u(x))
print(paddle.nn.functional.unfold(x, 2, strides=2, paddings=1, dilations=[1, 2]).shape)
cu = cnn.Unfold(kernel_size=[3, 3], padding=1)
print(cu, cu(x).shape, cu(x)[0, :3, :4])
print(cF.unfold(x, [2, 2], 1, 0, 2), cF.unfold(x, paddle.to_tensor([2, 2]), stride=paddle.to_tensor([1, 2])).shape)
for name, f in [("compat kernel_sizes", lambda: cnn.Unfold(kernel_sizes=3)), ("cF x", lambda: cF.unfold(x=x, kernel_size=2)),
                ("3-D", lambda: paddle.nn.functional.unfold(x[0], 2)), ("paddings 3", lambda: paddle.nn.functional.unfold(x, 2, paddings=[1, 2, 3]))]:
    try:
        r = f(); print(name, "ok", r)
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0][:150] if str(e) else "")
