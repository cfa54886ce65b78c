# save_checkpoint/load_checkpoint/load_param_into_net: the exact bytes written (Cell, list, dict, append_dict, choice_func), read-only file, prefixes, choice_func on load, not-loaded lists, dtype kept on load
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init="ones")
        self.bn = nn.BatchNorm1d(2)
        self.seq = nn.SequentialCell([nn.Dense(2, 1, weight_init="zeros"), nn.ReLU()])

    def construct(self, x):
        return self.seq(self.bn(self.fc(x)))


root = tempfile.mkdtemp()
path = os.path.join(root, "n.ckpt")
ms.set_seed(2)
net = Net()
ms.save_checkpoint(net, path)
print(oct(os.stat(path).st_mode & 0o777))
print(open(path, "rb").read().hex())
ms.save_checkpoint(net, path, choice_func=lambda n: n.startswith("fc"), append_dict={"epoch": 3, "lr": 0.5})
print(open(path, "rb").read().hex())
p = ms.load_checkpoint(path)
print(p, p["fc.weight"].asnumpy(), p["epoch"].asnumpy(), p["lr"].requires_grad)
ms.save_checkpoint(net, os.path.join(root, "noext"))
print(sorted(os.listdir(root)))
path = os.path.join(root, "noext.ckpt")
print(ms.load_checkpoint(path, choice_func=lambda n: n.startswith("seq")))
print(ms.load_checkpoint(path, filter_prefix="bn").keys())
print(ms.load_checkpoint(path, specify_prefix=["fc", "seq"]).keys())
net2 = Net()
print(ms.load_param_into_net(net2, ms.load_checkpoint(path, choice_func=lambda n: n.startswith("seq"))))
print(ms.load_param_into_net(net2, {"fc.weight": ms.Parameter(ms.Tensor(np.full((2, 2), 5.0, np.float32))), "zzz": ms.Parameter(ms.Tensor(1.0))}))
print(net2.fc.weight.asnumpy(), net2.fc.weight.name)
print(ms.load_param_into_net(net2, {"fc.weight": ms.Parameter(ms.Tensor(np.ones((2, 2), np.float64)))}), net2.fc.weight.dtype)
net3 = Net()
print(ms.load_checkpoint(path, net=net3).keys(), net3.seq[0].weight.asnumpy())
ms.save_checkpoint([net.fc.weight, net.fc.bias], os.path.join(root, "plist.ckpt"))
print(ms.load_checkpoint(os.path.join(root, "plist.ckpt")))
ms.save_checkpoint({"a": np.arange(3, dtype=np.int16), "b": net.fc.bias}, os.path.join(root, "d.ckpt"))
print(open(os.path.join(root, "d.ckpt"), "rb").read().hex())
