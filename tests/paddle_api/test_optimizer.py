"""paddle.optimizer: SGD and Adam updates vs torch.optim on the same gradients."""

import numpy as np
import torch

import unigrad.paddle_api as paddle


def _run(make_ours, make_torch, steps=5):
    start = np.random.RandomState(0).rand(3).astype("float32")
    p = paddle.create_parameter([3], "float32")
    p.set_value(start)
    t = torch.tensor(start, requires_grad=True)
    ours, theirs = make_ours([p]), make_torch([t])
    for _ in range(steps):
        (p * p * p).sum().backward()
        ours.step()
        ours.clear_grad()
        (t * t * t).sum().backward()
        theirs.step()
        theirs.zero_grad()
    return p.numpy(), t.detach().numpy()


def test_sgd_matches_torch():
    ours, theirs = _run(lambda ps: paddle.optimizer.SGD(0.1, parameters=ps), lambda ps: torch.optim.SGD(ps, 0.1))
    assert np.allclose(ours, theirs)


def test_adam_matches_torch():
    ours, theirs = _run(lambda ps: paddle.optimizer.Adam(0.05, parameters=ps), lambda ps: torch.optim.Adam(ps, 0.05))
    assert np.allclose(ours, theirs, atol=1e-6)


def test_clear_grad_leaves_zeros():
    p = paddle.create_parameter([2], "float32")
    opt = paddle.optimizer.SGD(0.1, parameters=[p])
    (p * 2).sum().backward()
    opt.clear_grad()
    assert p.grad.tolist() == [0.0, 0.0]
