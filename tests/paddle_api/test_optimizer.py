"""paddle.optimizer: SGD and Adam updates vs torch.optim on the same gradients."""

import numpy as np
import pytest
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


def test_adadelta_matches_its_update_rule():
    start = np.array([0.5, -1.0, 2.0], dtype="float32")
    p = paddle.create_parameter([3], "float32")
    p.set_value(start)
    opt = paddle.optimizer.Adadelta(learning_rate=0.5, epsilon=1e-6, rho=0.9, parameters=[p])
    param, grad_avg, update_avg = start.astype("float64"), np.zeros(3), np.zeros(3)
    for _ in range(3):
        (p * p).sum().backward()
        opt.step()
        opt.clear_grad()
        g = 2 * param
        grad_avg = 0.9 * grad_avg + 0.1 * g * g
        update = -np.sqrt((update_avg + 1e-6) / (grad_avg + 1e-6)) * g
        param = param + 0.5 * update
        update_avg = 0.9 * update_avg + 0.1 * update * update
    assert np.allclose(p.numpy(), param, rtol=1e-5)


def test_state_dict_names_accumulators_and_round_trips():
    p = paddle.create_parameter([2], "float32")
    opt = paddle.optimizer.Adam(0.1, parameters=[p])
    assert opt.state_dict() == {}
    (p * p).sum().backward()
    opt.step()
    state = opt.state_dict()
    suffixes = [name[len(p.name) + 1:].rsplit("_", 1)[0] for name in state]
    assert suffixes == ["moment1", "moment2", "beta1_pow_acc", "beta2_pow_acc"]
    saved = {name: value.numpy().copy() for name, value in state.items()}
    (p * p).sum().backward()
    opt.step()
    assert not np.allclose(opt.state_dict()[next(iter(saved))].numpy(), next(iter(saved.values())))
    opt.set_state_dict({name: paddle.to_tensor(value) for name, value in saved.items()})
    for name, value in opt.state_dict().items():
        assert np.array_equal(value.numpy(), saved[name])


def test_scheduler_state_rides_with_the_optimizer():
    sched = paddle.optimizer.lr.StepDecay(1.0, step_size=2, gamma=0.5)
    opt = paddle.optimizer.SGD(sched, parameters=[paddle.create_parameter([1], "float32")])
    for _ in range(5):
        sched.step()
    assert opt.get_lr() == 0.25
    assert opt.state_dict() == {"LR_Scheduler": {"last_epoch": 5, "last_lr": 0.25}}
    other = paddle.optimizer.lr.StepDecay(1.0, step_size=2, gamma=0.5)
    paddle.optimizer.SGD(other, parameters=[paddle.create_parameter([1], "float32")]).set_state_dict(opt.state_dict())
    assert (other.last_epoch, other()) == (5, 0.25)


def test_verbose_scheduler_prints_each_step(capsys):
    sched = paddle.optimizer.lr.ExponentialDecay(0.5, gamma=0.5, verbose=True)
    sched.step()
    assert capsys.readouterr().out == (
        "Epoch 0: ExponentialDecay set learning rate to 0.5.\n"
        "Epoch 1: ExponentialDecay set learning rate to 0.25.\n"
    )


def test_bad_learning_rates_raise_paddles_errors():
    p = paddle.create_parameter([1], "float32")
    with pytest.raises(TypeError, match="learning rate should be float or LRScheduler, got <class 'int'> here"):
        paddle.optimizer.SGD(1, parameters=[p])
    with pytest.raises(AssertionError):
        paddle.optimizer.lr.ExponentialDecay(0.5, gamma=1.0)
    with pytest.raises(RuntimeError, match="can't be LRScheduler"):
        paddle.optimizer.SGD(paddle.optimizer.lr.StepDecay(0.1, 1), parameters=[p]).set_lr(0.2)


def test_clear_gradients_is_the_instance_alias_of_clear_grad():
    p = paddle.create_parameter([2], "float32")
    opt = paddle.optimizer.SGD(0.1, parameters=[p])
    (p * p).sum().backward()
    assert p.grad is not None
    opt.clear_gradients()
    assert np.all(p.grad.numpy() == 0)
    assert "clear_gradients" not in vars(paddle.optimizer.Optimizer)


def _rates(sched, n, *args):
    out = []
    for _ in range(n):
        out.append(sched.last_lr)
        sched.step(*args)
    return out


def test_one_cycle_warms_up_to_the_maximum_then_anneals_to_the_end_rate():
    r = _rates(paddle.optimizer.lr.OneCycleLR(1.0, total_steps=10, end_learning_rate=0.01), 10)
    assert r[0] == pytest.approx(1.0 / 25) and r[2] == pytest.approx(1.0) and r[-1] == pytest.approx(0.01)
    assert r == sorted(r[:3]) + sorted(r[3:], reverse=True)


def test_cyclic_triangular_goes_up_and_down():
    r = _rates(paddle.optimizer.lr.CyclicLR(0.0, 1.0, step_size_up=2), 6)
    assert r == pytest.approx([0.0, 0.5, 1.0, 0.5, 0.0, 0.5])


def test_warm_restarts_restart_with_longer_periods():
    s = paddle.optimizer.lr.CosineAnnealingWarmRestarts(1.0, T_0=1, T_mult=2)
    _rates(s, 3)  # periods 1, 2, then a restart into the period of 4
    assert (s.T_cur, s.T_i) == (0, 4) and s.last_lr == 1.0


def test_reduce_on_plateau_halves_after_patience_and_waits_cooldown():
    s = paddle.optimizer.lr.ReduceOnPlateau(1.0, factor=0.5, patience=1, cooldown=1)
    seen = []
    for m in [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]:
        s.step(m)
        seen.append(s.last_lr)
    assert seen == [1.0, 1.0, 0.5, 0.5, 0.5, 0.25]
    with pytest.raises(TypeError, match="metrics must be"):
        s.step("x")


def test_adam_update_is_formed_in_double_like_paddles_cpu_kernel():
    # one step from zero moments: param - lr_t * (m / (sqrt(v) + eps_t)), the quotient in double
    start = np.array([0.5, -1.25, 2.0], "float32")
    g = np.array([0.3, -0.7, 1e-3], "float32")
    p = paddle.create_parameter([3], "float32")
    p.set_value(start)
    opt = paddle.optimizer.Adam(0.1, parameters=[p])
    (p * paddle.to_tensor(g)).sum().backward()
    opt.step()
    f = np.float32
    m, v = (f(1) - f(0.9)) * g, ((f(1) - f(0.999)) * g) * g
    root = np.sqrt(f(1) - f(0.999))
    lr_t, eps_t = f(0.1) * (root / (f(1) - f(0.9))), f(1e-8) * root
    expected = (start.astype("float64") - float(lr_t) * (m / (np.sqrt(v.astype("float64")) + float(eps_t))))
    assert np.array_equal(p.numpy(), expected.astype("float32"))


def test_adamw_lr_ratio_needs_a_gpu():
    p = paddle.create_parameter([1], "float32")
    if not torch.cuda.is_available():
        with pytest.raises(NotImplementedError, match="'lr_ratio' is unimplemented in CPU."):
            paddle.optimizer.AdamW(0.1, parameters=[p], lr_ratio=lambda param: 0.5)


def test_adagrad_and_rmsprop_match_their_update_rules():
    start = np.array([0.5, -1.0], "float32")
    g = np.array([0.2, -0.4], "float32")
    for make, expected in (
        (lambda ps: paddle.optimizer.Adagrad(0.1, parameters=ps, initial_accumulator_value=0.5),
         start - 0.1 * g / (np.sqrt(0.5 + g * g) + 1e-6)),
        (lambda ps: paddle.optimizer.RMSProp(0.1, rho=0.9, parameters=ps),
         start - 0.1 * g / np.sqrt(0.1 * g * g + 1e-6)),
        (lambda ps: paddle.optimizer.RMSProp(0.1, rho=0.9, centered=True, parameters=ps),
         start - 0.1 * g / np.sqrt(0.1 * g * g - (0.1 * g) ** 2 + 1e-6)),
    ):
        p = paddle.create_parameter([2], "float32")
        p.set_value(start)
        opt = make([p])
        (p * paddle.to_tensor(g)).sum().backward()
        opt.step()
        assert np.allclose(p.numpy(), expected, rtol=1e-5)
    with pytest.raises(ValueError, match="Invalid value of rho, expect rho >= 0."):
        paddle.optimizer.RMSProp(0.1, rho=-1.0, parameters=[])


def test_adamax_step_and_errors():
    start = np.array([0.5, -1.0], "float32")
    g = np.array([0.2, -3.0], "float32")
    p = paddle.create_parameter([2], "float32")
    p.set_value(start)
    opt = paddle.optimizer.Adamax(0.1, parameters=[p])
    (p * paddle.to_tensor(g)).sum().backward()
    opt.step()
    m, u = 0.1 * g, np.maximum(np.abs(g), 1e-8)
    assert np.allclose(p.numpy(), start - 0.1 / (1 - 0.9) * (m / u))
    with pytest.raises(ValueError, match=r"beta1 in \[0,1\)"):
        paddle.optimizer.Adamax(0.1, beta1=1.0, parameters=[])


def _adam_bits(steps=6):
    paddle.seed(3)
    layer = paddle.nn.Linear(13, 7)
    opt = paddle.optimizer.Adam(learning_rate=0.01, parameters=layer.parameters(), beta1=0.85, epsilon=1e-6)
    x = paddle.to_tensor(np.random.RandomState(1).standard_normal((5, 13)).astype("float32"))
    for _ in range(steps):
        (layer(x) ** 2).mean().backward()
        opt.step()
        opt.clear_grad()
    state = [box.numpy() for box in opt.state_dict().values()]
    return [p.numpy().view(np.uint32) for p in layer.parameters()] + [s.view(np.uint32) for s in state]


def test_adams_numpy_update_gives_the_torch_steps_bits(monkeypatch):
    from unigrad.paddle_api import optimizer

    monkeypatch.setenv("UNIGRAD_CPU_ISA", "avx2")  # the C++ loop's update (the torch steps reproduce only it)
    small = _adam_bits()
    monkeypatch.setattr(optimizer, "_numpy_updates", lambda t, g: False)
    steps = _adam_bits()
    assert len(small) == len(steps) and all(np.array_equal(a, b) for a, b in zip(small, steps))


def _float64_run(make_ours, make_torch, steps=8):
    """Both optimizers on the same float64 parameter and the same random linear gradients."""
    rng = np.random.RandomState(5)
    start = rng.standard_normal(6)
    grads = [rng.standard_normal(6) for _ in range(steps)]
    p = paddle.create_parameter([6], "float64")
    p.set_value(start)
    t = torch.tensor(start, requires_grad=True)
    ours, theirs = make_ours([p]), make_torch([t])
    for g in grads:
        (p * paddle.to_tensor(g)).sum().backward()
        ours.step()
        ours.clear_grad()
        t.grad = torch.tensor(g)
        theirs.step()
    return p.numpy(), t.detach().numpy()


@pytest.mark.parametrize("name", ["NAdam", "RAdam"])
def test_nadam_and_radam_follow_torch_in_float64(name):
    kwargs = {"NAdam": dict(momentum_decay=0.004), "RAdam": {}}[name]
    ours, theirs = _float64_run(lambda ps: getattr(paddle.optimizer, name)(0.01, beta2=0.9, parameters=ps, **kwargs),
                                lambda ts: getattr(torch.optim, name)(ts, lr=0.01, betas=(0.9, 0.9), **kwargs))
    # paddle builds 0.96^(t * decay) as a running product of powers: torch takes the power directly
    assert np.allclose(ours, theirs, rtol=1e-8, atol=1e-12)


def test_rprop_follows_torch_in_float64():
    ours, theirs = _float64_run(lambda ps: paddle.optimizer.Rprop(0.01, parameters=ps, learning_rate_range=(1e-5, 50)),
                                lambda ts: torch.optim.Rprop(ts, lr=0.01, step_sizes=(1e-5, 50)))
    assert np.allclose(ours, theirs, rtol=0, atol=1e-15)


def test_asgd_averages_the_last_batch_num_gradients():
    rng = np.random.RandomState(2)
    start, grads = rng.standard_normal(3), [rng.standard_normal(3) for _ in range(5)]
    p = paddle.create_parameter([3], "float64")
    p.set_value(start)
    opt = paddle.optimizer.ASGD(0.1, batch_num=2, parameters=[p])
    expected = start.copy()
    for i, g in enumerate(grads):
        (p * paddle.to_tensor(g)).sum().backward()
        opt.step()
        opt.clear_grad()
        window = grads[max(0, i - 1):i + 1]
        expected = expected - 0.1 / len(window) * np.sum(window, axis=0)
    assert np.allclose(p.numpy(), expected, rtol=1e-12)
    state = opt.state_dict()
    assert [k.rsplit("_", 2)[-2] for k in state] == ["d", "y", "m"] and list(state.values())[1].shape == [2, 3]
    with pytest.raises(ValueError, match="batch_num should be greater than 0"):
        paddle.optimizer.ASGD(0.1, batch_num=0, parameters=[p])


def test_new_optimizers_check_their_arguments():
    with pytest.raises(ValueError, match=r"Invalid beta1: 1.0, expect 0. <= beta1 < 1.0."):
        paddle.optimizer.NAdam(beta1=1.0, parameters=[])
    with pytest.raises(ValueError, match="Invalid momentum_decay value: -1, expect momentum_decay >= 0."):
        paddle.optimizer.NAdam(momentum_decay=-1, parameters=[])
    with pytest.raises(ValueError, match="Invalid learning rate: -1.0, expect learning_rate >= 0."):
        paddle.optimizer.RAdam(learning_rate=-1.0, parameters=[])
    with pytest.raises(ValueError, match=r"'0.0 < etas\[0\] < 1.0 < etas\[1\]' must be true"):
        paddle.optimizer.Rprop(0.01, etas=(0.5, 0.9), parameters=[])


def test_nadam_float32_square_roots_are_eigens_fast_ones():
    """paddle's float32 NAdam takes Eigen's AVX sqrt (an estimate refined once): on a full packet some
    results differ from the correctly rounded root's update, and ours must follow Eigen's."""
    from unigrad.paddle_api.optimizer import adaptive

    values = np.linspace(0.1, 7.0, 4096, dtype=np.float32)
    assert not np.array_equal(adaptive._eigen_sqrt(values), np.sqrt(values))
    assert np.allclose(adaptive._eigen_sqrt(values), np.sqrt(values), rtol=1e-6)
    assert np.array_equal(adaptive._eigen_sqrt(values.astype(np.float64)), np.sqrt(values.astype(np.float64)))


def test_backward_collects_and_apply_gradients_applies_given_pairs():
    lin = paddle.nn.Linear(3, 2)
    opt = paddle.optimizer.SGD(learning_rate=0.5, parameters=lin.parameters())
    loss = lin(paddle.ones([2, 3])).sum()
    assert opt.backward(loss) == []  # dygraph computes nothing here
    loss.backward()
    pairs = opt.backward(loss)
    assert [p.name for p, _ in pairs] == [lin.weight.name, lin.bias.name]
    bias = lin.bias.numpy().copy()
    assert opt.apply_gradients([(lin.bias, paddle.to_tensor([1.0, -1.0]))]) == []
    assert np.allclose(lin.bias.numpy(), bias - 0.5 * np.array([1.0, -1.0]))
