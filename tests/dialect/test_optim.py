"""The optimizer loop: order, skipped gradients, no recording, lazily consumed entries."""

import pytest
import torch

from unigrad.dialect.optim import apply_updates


def test_updates_in_order_without_recording_and_skipping_missing_gradients():
    seen = []

    def update(index, param, grad, rate):
        seen.append((index, param, torch.is_grad_enabled()))
        return param

    apply_updates([("a", 1, 0.1), ("b", None, 0.1), ("c", 2, 0.1)], update)
    assert seen == [(0, "a", False), (2, "c", False)]


def test_without_skip_missing_the_update_sees_none():
    seen = []
    apply_updates([("a", None)], lambda index, param, grad: seen.append(grad), skip_missing=False)
    assert seen == [None]


def test_a_generator_prepares_each_entry_after_the_previous_update():
    log = []

    def entries():
        for name in "ab":
            log.append(f"prepare {name}")
            yield name, 1.0

    apply_updates(entries(), lambda index, param, grad: log.append(f"update {param}"))
    assert log == ["prepare a", "update a", "prepare b", "update b"]


def test_an_error_in_an_update_leaves_grad_mode_on():
    def failing(index, param, grad):
        raise ValueError("boom")

    with pytest.raises(ValueError):
        apply_updates([("a", 1.0)], failing)
    assert torch.is_grad_enabled()
