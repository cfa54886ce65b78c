"""Devices: places print as paddle's, 'gpu' without CUDA raises paddle's ValueError, state is kept on error."""

import pytest
import torch

import unigrad.paddle_api as paddle


def test_places_and_device_strings():
    assert str(paddle.CPUPlace()) == "Place(cpu)"
    assert paddle.set_device("cpu") == paddle.CPUPlace()
    assert paddle.get_device() == "cpu"


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the CPU-only errors")
def test_gpu_errors_leave_device_unchanged():
    paddle.set_device("cpu")
    with pytest.raises(ValueError, match="The device should not be 'gpu'"):
        paddle.set_device("gpu")
    with pytest.raises(ValueError, match="use wrong place"):
        paddle.CUDAPlace(0)
    assert paddle.get_device() == "cpu"


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_gpu_tensors_flow_through_grad():
    paddle.set_device("gpu")
    try:
        x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
        assert str(x.place) == "Place(gpu:0)"
        (dx,) = paddle.grad((x * x).sum(), x)
        assert dx.place == x.place and dx.tolist() == [2.0, 4.0]
    finally:
        paddle.set_device("cpu")
