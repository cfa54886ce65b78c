"""paddle.flops (hapi/dynamic_flops.py): paddle's counting rules, its printed types and table, and the state it leaves."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.hapi.dynamic_flops import _Table, _type_text

nn = paddle.nn


class _Net(nn.Layer):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2D(1, 6, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2D(2)
        self.fc = nn.Linear(24, 10)

    def forward(self, x):
        return self.fc(paddle.flatten(self.pool(self.conv(x)), 1))


#: (total_ops, total_params) per layer of _Net on a [1, 1, 8, 8] input, by paddle's rules:
#: conv: 6*8*8 outputs * (1 input channel * 3*3 + 1 bias); pool: (4*4 summed + 1 divide) * 24; fc: 24 * 10.
_COUNTS = {"conv": (3840, 60), "pool": (408, 0), "fc": (240, 250)}


def test_counts_as_paddle_counts(capsys):
    net = _Net()
    if np.lib.NumpyVersion(np.__version__) >= "2.4.0":
        # paddle reads each row with int() of a shape-[1] buffer, which NumPy 2.4 refuses; the counts stay behind
        with pytest.raises(TypeError, match="only 0-dimensional arrays"):
            paddle.flops(net, [1, 1, 8, 8])
        counts = {name: (int(layer.total_ops.numpy()[0]), int(layer.total_params.numpy()[0]))
                  for name, layer in net.named_children()}
        assert counts == _COUNTS
    else:
        assert paddle.flops(net, [1, 1, 8, 8]) == sum(ops for ops, _ in _COUNTS.values())
    out = capsys.readouterr().out
    assert "<class 'paddle.nn.layer.conv.Conv2D'>'s flops has been counted\n" in out
    assert net.training  # restored, and the hooks are gone: a second forward adds nothing
    net(paddle.ones([1, 1, 8, 8]))
    assert all(not layer._forward_post_hooks for layer in net.children())


def test_custom_ops_and_unknown_types(capsys):
    class Mine(nn.Layer):
        def forward(self, x):
            return x

    class Net(nn.Layer):
        def __init__(self):
            super().__init__()
            self.act, self.mine = nn.LeakyReLU(), Mine()

        def forward(self, x):
            return x  # no leaf layer runs, so nothing is counted and no row is read

    seen = []
    assert paddle.flops(Net(), [1, 2], custom_ops={nn.LeakyReLU: lambda m, x, y: seen.append(m)}) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Customize Function has been applied to <class 'paddle.nn.layer.activation.LeakyReLU'>"
    assert lines[1].startswith("Cannot find suitable count function for <class '") and "Mine'>" in lines[1]
    assert lines[2] == "Total Flops: 0     Total Params: 0"
    assert not seen


def test_not_a_layer_warns_and_returns_minus_one():
    with pytest.warns(UserWarning, match="instance of paddle.nn.Layer"):
        assert paddle.flops(lambda x: x, [1, 2]) == -1


def test_type_text():
    assert _type_text(nn.Linear) == "<class 'paddle.nn.layer.common.Linear'>"
    assert _type_text(nn.BatchNorm2D) == "<class 'paddle.nn.layer.norm.BatchNorm2D'>"
    assert _type_text(int) == "<class 'int'>"


def test_table_layout(capsys):
    table = _Table(["Name", "Flops"])
    table.add_row(["linear_0", 1234567])
    table.print()
    assert capsys.readouterr().out == ("+----------+---------+\n|   Name   |  Flops  |\n+----------+---------+\n"
                                       "| linear_0 | 1234567 |\n+----------+---------+\n")
