"""paddle's classes print paddle 3.3.1's module paths (measured) and keep their own ``__module__``."""

import re

import pytest

paddle = pytest.importorskip("unigrad.paddle_api")

# (class, paddle 3.3.1's cls.__module__), a sample of the measured table
MEASURED = [
    (lambda: paddle.nn.Linear, "paddle.nn.layer.common"), (lambda: paddle.nn.GELU, "paddle.nn.layer.activation"),
    (lambda: paddle.nn.LayerList, "paddle.nn.layer.container"), (lambda: paddle.nn.Conv1D, "paddle.nn.layer.conv"),
    (lambda: paddle.nn.Layer, "paddle.nn.layer.layers"), (lambda: paddle.nn.GRU, "paddle.nn.layer.rnn"),
    (lambda: paddle.optimizer.AdamW, "paddle.optimizer.adamw"),
    (lambda: paddle.optimizer.Optimizer, "paddle.optimizer.optimizer"),
    (lambda: paddle.optimizer.lr.CyclicLR, "paddle.optimizer.lr"),
    (lambda: paddle.io.DistributedBatchSampler, "paddle.io.dataloader.batch_sampler"),
    (lambda: paddle.io.Subset, "paddle.io.dataloader.dataset"), (lambda: paddle.io.DataLoader, "paddle.io.reader"),
    (lambda: paddle.metric.Auc, "paddle.metric.metrics"), (lambda: paddle.callbacks.ProgBarLogger, "paddle.hapi.callbacks"),
    (lambda: paddle.nn.initializer.TruncatedNormal, "paddle.nn.initializer.normal"),
    (lambda: paddle.vision.models.LeNet, "paddle.vision.models.lenet"),
    (lambda: paddle.vision.datasets.FashionMNIST, "paddle.vision.datasets.mnist"),
    (lambda: paddle.static.InputSpec, "paddle.static.input"), (lambda: paddle.Size, "paddle.base.libpaddle"),
    (lambda: paddle.CUDAPlace, "paddle.base.libpaddle"), (lambda: paddle.static.Variable, "paddle.base.framework"),
    (lambda: paddle.autograd.PyLayer, "paddle.autograd.py_layer"),
]


@pytest.mark.parametrize("get_class, module", MEASURED)
def test_class_prints_paddles_module(get_class, module):
    cls = get_class()
    assert repr(cls) == f"<class '{module}.{cls.__qualname__}'>"
    assert cls.__module__.startswith("unigrad.paddle_api")


def test_metric_stays_abstract_and_variable_keeps_its_instance_check():
    with pytest.raises(TypeError):
        paddle.metric.Metric()
    assert isinstance(paddle.to_tensor([1.0]), paddle.static.Variable)


def test_subclass_in_user_code_keeps_its_module_and_own_reprs_win():
    class Mine(paddle.nn.Layer):
        pass

    assert repr(Mine) == f"<class '{__name__}.{Mine.__qualname__}'>"
    assert repr(paddle.Size([2, 3])) == "paddle.Size([2, 3])"
    assert repr(paddle.CPUPlace()) == "Place(cpu)"
    assert re.fullmatch(r"<paddle\.io\.dataloader\.sampler\.SequenceSampler object at 0x[0-9a-f]+>",
                        repr(paddle.io.SequenceSampler([1, 2])))
