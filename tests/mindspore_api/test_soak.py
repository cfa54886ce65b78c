"""A short run of benchmarks/soak_mindspore.py: hooks, custom bprop, the gradient functions and an
optimizer step leave no memory behind (the full 100k-step soak is the benchmark itself)."""

import importlib.util
from pathlib import Path


def _soak_module():
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "soak_mindspore.py"
    spec = importlib.util.spec_from_file_location("soak_mindspore", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_training_steps_with_hooks_and_bprop_keep_memory_flat():
    points = _soak_module().soak(1500, 500, report=lambda line: None)
    traced_growth = points[-1][2] - points[0][2]
    assert traced_growth < 16 * 1024, points


def test_soak_step_trains():
    step, net = _soak_module().build()
    before = net.w.asnumpy().copy()
    first = float(step().asnumpy())
    for _ in range(5):
        last = float(step().asnumpy())
    assert last != first and (net.w.asnumpy() != before).all()
