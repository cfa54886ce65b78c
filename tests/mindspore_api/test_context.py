"""Tests of mindspore_api.context: modes, device mapping, the once-only eager warning, misuse."""

import warnings

import pytest
import torch

import unigrad.mindspore_api as ms
from unigrad.mindspore_api import context
from unigrad.mindspore_api.common import tensor as tensor_module


@pytest.fixture(autouse=True)
def restore_context():
    saved = dict(context._context), set(context._warned), tensor_module.default_device()
    yield
    context._context.clear()
    context._context.update(saved[0])
    context._warned.clear()
    context._warned.update(saved[1])
    tensor_module.set_default_device(saved[2])


def test_graph_mode_and_jit_warn_once_and_run_eagerly():
    context._warned.clear()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ms.set_context(mode=ms.GRAPH_MODE)
        ms.set_context(mode=ms.GRAPH_MODE)
        doubled = ms.jit(lambda x: x * 2)
        doubled(ms.Tensor([1.0]))
        doubled(ms.Tensor([1.0]))
    assert len(caught) == 2 and ms.get_context("mode") == ms.GRAPH_MODE


def test_gpu_target_maps_to_cuda_only_when_torch_has_it():
    ms.set_context(device_target="GPU")
    expected = "cuda" if torch.cuda.is_available() else "cpu"
    assert ms.Tensor([1.0])._torch.device.type == expected
    ms.set_context(device_target="CPU")
    assert ms.Tensor([1.0])._torch.device.type == "cpu"


def test_bad_values_raise_and_change_nothing():
    before = dict(context._context)
    with pytest.raises(ValueError):
        ms.set_context(mode=5)
    with pytest.raises(ValueError):
        ms.set_context(device_target="TPU")
    assert context._context == before
