"""Tests of mindspore_api._real_names: classes print MindSpore's module paths, keeping their own __module__."""

import unigrad.mindspore_api as ms
from unigrad.mindspore_api._real_names import real_module


def test_classes_and_instances_print_mindspores_modules():
    data = ms.dataset.GeneratorDataset([1, 2], "c", shuffle=False)
    assert repr(type(data)) == "<class 'mindspore.dataset.engine.datasets_user_defined.GeneratorDataset'>"
    assert repr(data.batch(1)).startswith("<mindspore.dataset.engine.datasets.BatchDataset object at 0x")
    assert repr(ms.dataset.RandomSampler) == "<class 'mindspore.dataset.engine.samplers.RandomSampler'>"
    assert real_module(ms.LossMonitor) == "mindspore.train.callback._loss_monitor"
    assert real_module(ms.dataset.MnistDataset) == "mindspore.dataset.engine.datasets_vision"
    # the class itself still lives in unigrad (pickling, imports and the claimed surface read __module__)
    assert ms.dataset.GeneratorDataset.__module__ == "unigrad.mindspore_api.dataset.sources"


def test_a_users_subclass_keeps_its_own_module():
    class Mine(ms.Callback):
        pass

    assert real_module(Mine) == __name__
    assert repr(Mine()).startswith(f"<{__name__}.test_a_users_subclass_keeps_its_own_module.<locals>.Mine object at")
