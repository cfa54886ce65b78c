"""paddle.amp on unigrad: CPU semantics (auto_cast changes nothing, GradScaler turns itself off) and the
dynamic loss scaling of an enabled scaler."""

import warnings

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api import amp


def test_auto_cast_on_cpu_warns_and_keeps_float32():
    lin = paddle.nn.Linear(4, 4)
    x = paddle.rand([2, 4])
    for level in ("O1", "O2", "OD"):
        for dtype in ("float16", "bfloat16"):
            with pytest.warns(UserWarning, match="amp_guard can only be enabled on CUDAPlace"):
                with amp.auto_cast(level=level, dtype=dtype):
                    assert lin(x).dtype == paddle.float32 and paddle.matmul(x, x.T).dtype == paddle.float32
                    assert not amp.is_autocast_enabled() and amp.get_autocast_dtype() == "float16"


def test_auto_cast_checks_when_entered():
    context = amp.auto_cast(level="O3")  # paddle's context manager checks on entry
    with pytest.raises(ValueError, match="level should be O0, OD, O1 or O2."):
        with context:
            pass
    with pytest.raises(ValueError, match="If enable amp, dtype should be 'float16' or 'bfloat16'."):
        with amp.auto_cast(dtype="float32"):
            pass
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with amp.auto_cast(enable=False, dtype="float32"):  # disabled: no check of dtype, no warning
            pass


def test_support_queries_on_cpu():
    assert amp.is_float16_supported("cpu") is False and amp.is_bfloat16_supported("cpu") is True


def test_grad_scaler_on_cpu_is_a_passthrough():
    with pytest.warns(UserWarning, match="AmpScaler can only be enabled on CUDAPlace"):
        scaler = amp.GradScaler(init_loss_scaling=1024)
    assert not scaler.is_enable() and not scaler.is_use_dynamic_loss_scaling()
    assert scaler.get_init_loss_scaling() == 1.0 and scaler.state_dict() == {}
    lin = paddle.nn.Linear(2, 1)
    opt = paddle.optimizer.SGD(learning_rate=0.1, parameters=lin.parameters())
    loss = lin(paddle.ones([1, 2])).sum()
    assert scaler.scale(loss) is loss
    loss.backward()
    before = lin.weight.numpy().copy()
    scaler.step(opt)
    scaler.update()
    assert np.allclose(lin.weight.numpy(), before - 0.1)
    with pytest.raises(AttributeError):
        scaler.get_incr_ratio()  # never set on a disabled scaler, as in paddle
    scaler.set_init_loss_scaling(8)
    assert scaler.get_init_loss_scaling() == 8


def _enabled_scaler(**kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        scaler = amp.GradScaler(**kwargs)
    scaler._enable = True
    scaler._setup(kwargs.get("init_loss_scaling", 2.0 ** 16), kwargs.get("incr_ratio", 2.0), 0.5,
                  kwargs.get("incr_every_n_steps", 2000), 1, True)
    return scaler


def test_an_enabled_scaler_unscales_skips_nonfinite_steps_and_adapts_the_scale(capsys):
    scaler = _enabled_scaler(init_loss_scaling=8.0, incr_every_n_steps=2)
    lin = paddle.nn.Linear(2, 1, bias_attr=False)
    opt = paddle.optimizer.SGD(learning_rate=1.0, parameters=lin.parameters())
    before = lin.weight.numpy().copy()
    scaler.scale(lin(paddle.ones([1, 2])).sum()).backward()
    scaler.unscale_(opt)
    assert np.allclose(lin.weight.grad.numpy(), 1.0)
    with pytest.raises(RuntimeError, match="unscale_\\(\\) has already been called"):
        scaler.unscale_(opt)
    scaler.step(opt)
    with pytest.raises(RuntimeError, match="step\\(\\) has already been called since the last update\\(\\)."):
        scaler.step(opt)
    scaler.update()
    assert np.allclose(lin.weight.numpy(), before - 1.0)
    opt.clear_grad()
    scaled = scaler.scale(lin(paddle.ones([1, 2])).sum())
    scaled.backward()
    scaler.minimize(opt, scaled)  # the second good step doubles the scale
    assert scaler._scale.item() == 16.0
    opt.clear_grad()
    kept = lin.weight.numpy().copy()
    scaled = lin(paddle.ones([1, 2])).sum() * float("inf")
    scaled.backward()
    scaler.minimize(opt, scaled)
    assert np.array_equal(lin.weight.numpy(), kept) and scaler._scale.item() == 8.0
    assert "Found inf or nan, current scale is: 16.0, decrease to: 16.0*0.5" in capsys.readouterr().out
    state = scaler.state_dict()
    other = _enabled_scaler()
    other.load_state_dict(state)
    assert other.get_init_loss_scaling() == 8.0 and other.get_incr_every_n_steps() == 2


def test_decorate_on_cpu_returns_what_it_was_given():
    lin = paddle.nn.Linear(2, 2)
    opt = paddle.optimizer.SGD(parameters=lin.parameters())
    assert amp.decorate(lin, level="O2") is lin
    assert amp.decorate(lin, opt, level="O2") == (lin, opt)
    with pytest.raises(ValueError, match="dtype only support float16 or bfloat16."):
        amp.decorate(lin, dtype="float32")
