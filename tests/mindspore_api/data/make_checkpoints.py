"""How the checkpoint files next to this script were made (each is a few hundred bytes).

    /tmp/oracle-ms/bin/python make_checkpoints.py made_by_mindspore.ckpt   # real MindSpore 2.10.0
    unigrad run make_checkpoints.py made_by_unigrad.ckpt                    # unigrad

Both write the same seeded network and extra entries of several dtypes; the
conformance case ``mindspore/checkpoint_files_both_ways`` has real MindSpore
read both files (its output is the expected output), and unigrad must read
them the same.
"""

import sys

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(1)
net = nn.SequentialCell([nn.Dense(3, 2), nn.BatchNorm1d(2)])
extras = [{"name": "step", "data": ms.Tensor(np.array([7, -1], np.int32))},
          {"name": "half", "data": ms.Tensor(np.array([[1.5, -0.25]], np.float16))},
          {"name": "flag", "data": ms.Tensor(np.array([True, False]))},
          {"name": "big", "data": ms.Tensor(np.array([2**40, -3], np.int64))},
          {"name": "wide", "data": ms.Tensor(np.array([0.1], np.float64))}]
ms.save_checkpoint([{"name": p.name, "data": p} for p in net.get_parameters()] + extras, sys.argv[1],
                   append_dict={"epoch_num": 3, "lr": 0.01})
