# paddle.save / paddle.load: state dicts (layer, optimizer), nested objects, options and errors, in a temp dir
import io
import os
import pickle
import tempfile

import numpy as np
import paddle


def attempt(fn):
    try:
        out = fn()
        print("ok", out)
    except Exception as e:
        print(type(e).__name__, str(e).replace(d, "<tmp>"))  # the temp dir's name varies


paddle.seed(7)
tmp = tempfile.TemporaryDirectory()
d = tmp.name
net = paddle.nn.Linear(3, 2)
opt = paddle.optimizer.Adam(learning_rate=paddle.optimizer.lr.StepDecay(0.1, 2), parameters=net.parameters())
net(paddle.ones([2, 3])).mean().backward()
opt.step()

paddle.save(net.state_dict(), os.path.join(d, "net.pdparams"))
paddle.save(opt.state_dict(), os.path.join(d, "sub", "opt.pdopt"))  # the folder is created
raw = pickle.load(open(os.path.join(d, "net.pdparams"), "rb"))
print({k: type(v).__name__ for k, v in raw.items()}, raw["StructuredToParameterName@@"])
loaded = paddle.load(os.path.join(d, "net.pdparams"))
print(loaded, loaded["weight"].name)
print(paddle.load(os.path.join(d, "sub", "opt.pdopt")))
print(paddle.load(os.path.join(d, "net.pdparams"), return_numpy=True))
print(list(paddle.load(os.path.join(d, "net.pdparams"), keep_name_table=True)))

fresh = paddle.nn.Linear(3, 2)
print(fresh.set_state_dict(paddle.load(os.path.join(d, "net.pdparams"))))
print(np.array_equal(fresh.weight.numpy(), net.weight.numpy()))

nested = [net.bias, {"w": net.weight, "n": 3, "s": "x"}, (paddle.to_tensor([1, 2]), 2.5), {4, 5}]
paddle.save(nested, os.path.join(d, "nested.pd"))
print(pickle.load(open(os.path.join(d, "nested.pd"), "rb"))[0][0])
print(paddle.load(os.path.join(d, "nested.pd")))
print(paddle.load(os.path.join(d, "nested.pd"), return_numpy=True))
paddle.save(paddle.to_tensor([[1.5, -2.0]], dtype="float64"), os.path.join(d, "t.pd"))
print(paddle.load(os.path.join(d, "t.pd")))
paddle.save({"a": np.arange(3)}, os.path.join(d, "np.pd"))
print(paddle.load(os.path.join(d, "np.pd")))
buf = io.BytesIO()
paddle.save(net.state_dict(), buf)
buf.seek(0)
print(paddle.load(buf))

attempt(lambda: paddle.load(os.path.join(d, "missing.pdparams")))
attempt(lambda: paddle.load(os.path.join(d, "net")))
attempt(lambda: paddle.save(net.state_dict(), d + "/"))
attempt(lambda: paddle.save(net.state_dict(), 5))
attempt(lambda: paddle.save(net, os.path.join(d, "layer.pd")))
attempt(lambda: paddle.save([net.weight], os.path.join(d, "p.pd"), protocol=1))
attempt(lambda: paddle.save(net.state_dict(), os.path.join(d, "p.pd"), protocol="2"))
attempt(lambda: paddle.save(b"raw", os.path.join(d, "p.pd")))
attempt(lambda: paddle.save(net.state_dict(), os.path.join(d, "p.pd"), colour=1))
attempt(lambda: paddle.load(os.path.join(d, "net.pdparams"), colour=1))
with open(os.path.join(d, "junk.bin"), "wb") as f:
    f.write(b"not a pickle")
attempt(lambda: paddle.load(os.path.join(d, "junk.bin")))
paddle.save([net.weight], os.path.join(d, "p3.pd"), protocol=3)
print(paddle.load(os.path.join(d, "p3.pd"))[0].shape)
tmp.cleanup()
