"""Tests of mindspore_api.nn: Cell registration, Dense against torch, optimizers against their formulas."""

import numpy as np
import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import nn


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)
        self.p = ms.Parameter(ms.Tensor([1.0]))


class Top(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()
        self.q = ms.Parameter(ms.Tensor([1.0]), name="q")


def test_registration_names_and_order():
    names = [(n, p.name) for n, p in Top().parameters_and_names()]
    assert names == [("q", "q"), ("sub.p", "sub.p"), ("sub.fc.weight", "sub.fc.weight"), ("sub.fc.bias", "sub.fc.bias")]
    assert [n for n, _ in Top().cells_and_names()] == ["", "sub", "sub.fc"]


def test_dense_matches_torch_linear():
    d = nn.Dense(3, 2)
    x = ms.Tensor(np.random.RandomState(0).randn(4, 3).astype(np.float32))
    expected = torch.nn.functional.linear(x._torch, d.weight._torch, d.bias._torch)
    assert torch.allclose(d(x)._torch, expected)


@pytest.mark.parametrize(
    "ours, theirs",
    [
        (lambda p: nn.SGD(p, 0.1), lambda p: torch.optim.SGD(p, 0.1)),
        (lambda p: nn.SGD(p, 0.1, momentum=0.9), lambda p: torch.optim.SGD(p, 0.1, momentum=0.9)),
        (lambda p: nn.Adam(p, 0.05), lambda p: torch.optim.Adam(p, 0.05)),
    ],
)
def test_optimizers_match_torch(ours, theirs):
    rng = np.random.RandomState(0)
    w0 = rng.randn(2, 3).astype(np.float32)
    x = rng.randn(5, 3).astype(np.float32)
    w = ms.Parameter(ms.Tensor(w0), name="w")
    opt = ours([w])
    tw = torch.tensor(w0, requires_grad=True)
    topt = theirs([tw])
    xt = torch.tensor(x)
    for _ in range(5):
        loss, grads = ms.value_and_grad(lambda x: (ms.ops.matmul(x, w.T) ** 2).mean(), None, [w])(ms.Tensor(x))
        opt(grads)
        topt.zero_grad()
        ((xt @ tw.T) ** 2).mean().backward()
        topt.step()
    assert np.allclose(w.asnumpy(), tw.detach().numpy(), atol=1e-5)


def test_train_one_step_decreases_loss_and_keeps_parameter_objects():
    net = nn.Dense(3, 1)
    params = net.trainable_params()
    x = ms.Tensor(np.ones((4, 3), np.float32))
    y = ms.Tensor(np.zeros((4, 1), np.float32))
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(params, 0.1))
    losses = [float(train(x, y).asnumpy()) for _ in range(5)]
    assert losses[-1] < losses[0]
    assert net.trainable_params() == params


def test_adam_updates_as_mindspores_cpu_kernel():
    # 11 weights: a block of 8 (float32, AVX) and 3 scalar ones (C, sqrt and division in double);
    # -374628189: the sum of the int32 patterns of real MindSpore 2.10's weights after 4 steps
    # (torch-style Adam, the numerics policy "native", gives -374628336)
    import numpy as np

    import unigrad.mindspore_api as ms
    from unigrad.mindspore_api import nn

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor((np.sin(np.arange(11.0)) * 0.5).astype(np.float32)), name="w")

        def construct(self, x):
            return ((self.w * x) ** 2).sum()

    net = Net()
    x = ms.Tensor((np.cos(np.arange(11.0)) * 2).astype(np.float32))
    opt = nn.Adam(net.trainable_params(), 0.0625)
    step = ms.value_and_grad(net, None, opt.parameters)
    for _ in range(4):
        _, grads = step(x)
        opt(grads)
    assert int(net.w.asnumpy().view(np.int32).astype(np.int64).sum()) == -374628189


def test_adam_exposes_its_state_as_mindspore_names_it():
    import unigrad.mindspore_api as ms
    from unigrad.mindspore_api import nn

    net = nn.Dense(3, 2)
    opt = nn.Adam(net.trainable_params(), learning_rate=0.1, beta1=0.8)
    assert [p.name for p in opt.moment1] == ["moment1.weight", "moment1.bias"]
    assert [name for name, _ in opt.parameters_and_names()] == [
        "global_step", "learning_rate", "weight", "bias", "beta1_power", "beta2_power",
        "moment1.weight", "moment1.bias", "moment2.weight", "moment2.bias"]
    grads = tuple(ms.Tensor(p.asnumpy() * 0 + 1) for p in opt.parameters)
    opt(grads)
    opt(grads)
    import numpy as np

    assert opt.beta1_power.asnumpy() == np.float32(0.8) * np.float32(0.8)  # a float32 product per step
    assert opt.moment1[1].asnumpy().tolist() != [0.0, 0.0]


def test_glu_and_softmin_refuse_as_mindspore_does():
    # MindSpore 2.10 (seen at the next synchronisation there): Split's ValueError for an odd axis, Softmax's
    # ValueError (not torch's IndexError) for an axis out of range
    from unigrad.mindspore_api import ops
    odd = ms.Tensor(np.ones((2, 3), np.float32))
    with pytest.raises(ValueError, match=r"For 'Split', x_shape\[1\] must be divisible by output_num = 2, but got 3"):
        ops.glu(odd)
    with pytest.raises(ValueError, match=r"For primitive\[Softmax\], the axis must be in \[-2,2\), but got 2"):
        ops.softmin(odd, 2).asnumpy()
    assert ops.glu(odd, 0).shape == (1, 3)
