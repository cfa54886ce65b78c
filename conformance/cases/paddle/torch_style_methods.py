# paddle 3's torch-style Tensor methods and functions: view, permute, repeat, cat, clamp, masked_fill, the dtype
# conversions, type_as, softmax, contiguous, new_ones/new_zeros/new_full, moveaxis, narrow, unflatten, einsum
import numpy as np
import paddle

x = paddle.to_tensor(np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5)
i = paddle.to_tensor(np.array([[1, -2], [3, 4]], np.int64))
calls = {
    "view ints": lambda: x.view(2, 6),
    "view list": lambda: x.view([4, 3]).shape,
    "view -1": lambda: x.view(-1).shape,
    "view size": lambda: x.view(size=[6, 2]).shape,
    "view dtype": lambda: x.view(paddle.int32)[0],
    "view dtype str": lambda: x.view("int32").dtype,
    "paddle.view": lambda: paddle.view(x, [2, 6]).shape,
    "view_as": lambda: x.view_as(paddle.zeros([6, 2])).shape,
    "permute ints": lambda: x.permute(1, 0),
    "permute list": lambda: x.permute([1, 0]).shape,
    "paddle.permute": lambda: paddle.permute(x, 1, 0).shape,
    "paddle.permute dims": lambda: paddle.permute(input=x, dims=[1, 0]).shape,
    "repeat": lambda: x[:, :2].repeat(2, 1),
    "repeat list": lambda: x.repeat([1, 2]).shape,
    "cat": lambda: paddle.cat([x, x], dim=1).shape,
    "cat axis": lambda: paddle.cat([x, x], axis=0).shape,
    "cat default": lambda: paddle.cat((x, x)).shape,
    "clamp": lambda: x.clamp(-1.0, 2.0),
    "clamp min": lambda: paddle.clamp(x, min=0.0).sum(),
    "clamp_": lambda: x.clone().clamp_(max=0.0).sum(),
    "masked_fill": lambda: x.masked_fill(x > 0, 0.0),
    "masked_fill tensor": lambda: paddle.masked_fill(x, x < 0, paddle.to_tensor(9.0)).sum(),
    "masked_fill_": lambda: x.clone().masked_fill_(x > 3, -1.0).sum(),
    "int": lambda: x.int(),
    "long": lambda: x.long().dtype,
    "float": lambda: i.float(),
    "double": lambda: i.double().dtype,
    "half": lambda: x.half().dtype,
    "bool": lambda: i.bool(),
    "byte": lambda: i.byte().dtype,
    "short": lambda: i.short().dtype,
    "bfloat16": lambda: x.bfloat16().dtype,
    "type_as": lambda: i.type_as(x).dtype,
    "softmax": lambda: x.softmax(dim=0)[0],
    "softmax axis": lambda: x.softmax(1).shape,
    "contiguous": lambda: x.contiguous().shape,
    "is_contiguous": lambda: x.is_contiguous(),
    "new_ones": lambda: x.new_ones(2, 3),
    "new_zeros": lambda: i.new_zeros([2]),
    "new_full": lambda: x.new_full([2, 2], 7.0),
    "new_empty": lambda: x.new_empty(2, 2).shape,
    "moveaxis": lambda: paddle.moveaxis(x.unsqueeze(0), 0, 2).shape,
    "Tensor.moveaxis": lambda: x.unsqueeze(0).moveaxis(0, -1).shape,
    "narrow": lambda: x.narrow(1, 1, 2),
    "paddle.narrow": lambda: paddle.narrow(x, 0, 1, 2).shape,
    "unflatten": lambda: x.unflatten(1, [2, 2]).shape,
    "paddle.unflatten": lambda: paddle.unflatten(x, 1, (2, -1)).shape,
    "einsum": lambda: paddle.einsum("ij,kj->ik", x, x),
    "einsum trace": lambda: paddle.einsum("ii", x[:, :3]),
}
for name, call in calls.items():
    try:
        print(name, call())
    except Exception as error:
        print(name, type(error).__name__, str(error).splitlines()[0][:150])

# gradients through the new spellings
w = paddle.to_tensor(np.arange(6, dtype=np.float32).reshape(2, 3), stop_gradient=False)
out = (w.view(3, 2).permute(1, 0).repeat(1, 2) * paddle.arange(6, dtype="float32")).sum()
out = out + w.clamp(1.0, 4.0).sum() + w.masked_fill(w > 2, 0.0).sum() + paddle.cat([w, w], dim=1).narrow(1, 2, 2).sum()
print(paddle.grad(out, w)[0])
