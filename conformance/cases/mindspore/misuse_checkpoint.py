# checkpoint misuse: missing file, shape mismatch on load_param_into_net, wrong save_obj, non-string file name, a file that is not a checkpoint
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn

root = tempfile.mkdtemp(prefix="ckpt")
os.chdir(root)
with open(os.path.join(root, "bad.ckpt"), "wb") as f:
    f.write(b"\xff\xff\xff")
net = nn.Dense(2, 2)
for bad in [lambda: ms.load_checkpoint("nope.ckpt"),
            lambda: ms.load_param_into_net(net, {"weight": ms.Parameter(ms.Tensor(np.ones((3,), np.float32)))}),
            lambda: ms.save_checkpoint(3, os.path.join(root, "x.ckpt")),
            lambda: ms.save_checkpoint(net, 5),
            lambda: ms.load_param_into_net(net, [1]),
            lambda: ms.load_checkpoint("bad.ckpt")]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0].replace(os.path.realpath(root), "ROOT").replace(root, "ROOT"))
