"""paddle.nn.Conv{1,2,3}DTranspose and F.conv{1,2,3}d_transpose (figures measured on paddle 3.3.1)."""

import numpy as np
import pytest
import torch

import unigrad.paddle_api as paddle

F = paddle.nn.functional


def test_default_weight_is_xavier_uniform_over_the_weight_shape_and_bias_zero():
    paddle.seed(7)
    layer = paddle.nn.Conv2DTranspose(2, 2, 2)
    # paddle 3.3.1, paddle.seed(7): the first four weights' float32 bits
    assert layer.weight.numpy().view(np.int32).ravel()[:4].tolist() == [-1088939746, 1044775404, 1052620414,
                                                                         -1122286896]
    assert layer.weight.shape == [2, 2, 2, 2] and layer.bias.numpy().tolist() == [0.0, 0.0]
    assert paddle.nn.Conv1DTranspose(4, 6, 3, groups=2).weight.shape == [4, 3, 3]
    assert paddle.nn.Conv3DTranspose(4, 6, [1, 2, 3]).weight.shape == [4, 6, 1, 2, 3]


def test_reprs():
    assert repr(paddle.nn.Conv2DTranspose(4, 6, (3, 2), stride=2, padding=1, output_padding=1, dilation=2,
                                          groups=2, data_format="NHWC")) == (
        "Conv2DTranspose(4, 6, kernel_size=[3, 2], stride=[2, 2], padding=1, output_padding=1, dilation=[2, 2], "
        "groups=2, data_format=NHWC)")
    assert repr(paddle.nn.Conv1DTranspose(4, 6, 3, 1, 0, 0, 2)) == \
        "Conv1DTranspose(4, 6, kernel_size=[3], groups=2, data_format=NCL)"
    assert repr(paddle.nn.Conv2DTranspose(4, 6, 3, stride=[1, 1], padding="SAME")) == \
        "Conv2DTranspose(4, 6, kernel_size=[3, 3], padding=SAME, data_format=NCHW)"


@pytest.mark.parametrize("kwargs, shape", [
    ({}, [1, 6, 7, 7]), ({"stride": 2}, [1, 6, 11, 11]), ({"stride": 2, "output_padding": 1}, [1, 6, 12, 12]),
    ({"stride": 2, "output_size": [11, 12]}, [1, 6, 11, 12]), ({"stride": 2, "padding": "SAME"}, [1, 6, 9, 9]),
    ({"stride": 3, "padding": "SAME", "dilation": 2}, [1, 6, 14, 14]), ({"padding": [1, 2, 0, 1]}, [1, 6, 4, 6]),
    ({"padding": [[0, 0], [0, 0], [1, 2], [0, 1]]}, [1, 6, 4, 6]), ({"padding": "VALID", "stride": 2}, [1, 6, 11, 11]),
])
def test_output_shapes(kwargs, shape):
    assert F.conv2d_transpose(paddle.ones([1, 4, 5, 5]), paddle.ones([4, 6, 3, 3]), **kwargs).shape == shape


def test_matches_torch_and_output_size_on_the_layer():
    rs = np.random.RandomState(0)
    x, w, b = rs.randn(2, 4, 5, 6).astype("float32"), rs.randn(4, 3, 3, 2).astype("float32"), rs.randn(6)
    got = F.conv2d_transpose(paddle.to_tensor(x), paddle.to_tensor(w), paddle.to_tensor(b.astype("float32")),
                             stride=2, padding=1, groups=2)
    want = torch.nn.functional.conv_transpose2d(torch.from_numpy(x), torch.from_numpy(w),
                                                torch.from_numpy(b.astype("float32")), 2, 1, groups=2)
    assert torch.allclose(got._torch, want, atol=1e-5)
    layer = paddle.nn.Conv2DTranspose(4, 6, 3, stride=2, output_padding=1)
    assert layer(paddle.ones([1, 4, 5, 5]), output_size=[11, 11]).shape == [1, 6, 11, 11]


def test_forward_bits_are_paddles():
    x = paddle.to_tensor(np.arange(8, dtype="float32").reshape(1, 2, 2, 2) / 3, stop_gradient=False)
    w = paddle.to_tensor(np.arange(8, dtype="float32").reshape(2, 1, 2, 2) / 7)
    y = F.conv2d_transpose(x, w, stride=2)
    # paddle 3.3.1 on CPU (the float32 bits of y)
    assert y.numpy().view(np.int32).ravel().tolist() == [
        1061358642, 1064554302, 1064554301, 1067350504, 1066551589, 1068149419, 1069747249, 1072143994,
        1066551589, 1069747249, 1068149419, 1072143994, 1072942909, 1074940197, 1074940197, 1076937484]
    y.sum().backward()
    assert x.grad.shape == [1, 2, 2, 2]


def test_nhwc_and_1d_3d():
    x = paddle.ones([1, 5, 5, 4])
    assert F.conv2d_transpose(x, paddle.ones([4, 6, 3, 3]), data_format="NHWC").shape == [1, 7, 7, 6]
    assert F.conv1d_transpose(paddle.ones([1, 4, 5]), paddle.ones([4, 6, 3]), stride=2, output_size=[12]).shape \
        == [1, 6, 12]
    assert F.conv3d_transpose(paddle.ones([1, 3, 3, 3, 4]), paddle.ones([4, 6, 2, 2, 2]),
                              data_format="NDHWC").shape == [1, 4, 4, 4, 6]


@pytest.mark.parametrize("call, kind, start", [
    (lambda: F.conv2d_transpose(paddle.ones([1, 4, 5]), paddle.ones([4, 6, 3, 3])), ValueError,
     "Input x should be 4D tensor, but received x with the shape of paddle.Size([1, 4, 5])"),
    (lambda: F.conv2d_transpose(paddle.ones([1, 4, 5, 5]), paddle.ones([4, 3, 3, 3]), groups=3), ValueError,
     "the channel of input must be divisible by groups,received: the channel of input is 4"),
    (lambda: F.conv2d_transpose(paddle.ones([1, 4, 5, 5]), paddle.ones([4, 6, 3, 3]), stride=2,
                                output_size=[13, 12]), ValueError,
     "(InvalidArgument) output_size of Op(ConvTransposeOp) should be less than inferred size + stride. But "
     "received output_size = [[13, 12]], whose dim 0 is not less than the inferred output size (11) + stride (2) = 13"),
    (lambda: F.conv1d_transpose(paddle.ones([1, 5, 3]), paddle.ones([4, 6, 3]), data_format="NLC"), ValueError,
     "(InvalidArgument) The number of input channels should be equal to filter channels for Op(conv_transpose). "
     "But received: the input's channels is [3], the shape of input is [1, 5, 1, 3]"),
    (lambda: F.conv2d_transpose(paddle.ones([1, 4, 5, 5]), paddle.ones([4, 6, 3, 3]), output_size=[7, 7],
                                output_padding=1), ValueError, "output_padding option is mutually exclusive"),
    (lambda: paddle.nn.Conv2DTranspose(4, 6, 3, padding="foo"), ValueError, "Unknown padding: 'FOO'."),
])
def test_errors(call, kind, start):
    with pytest.raises(kind) as info:
        call()
    assert str(info.value).startswith(start)


def test_exported():
    for name in ("Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose"):
        assert name in paddle.nn.__all__
    for name in ("conv1d_transpose", "conv2d_transpose", "conv3d_transpose"):
        assert name in F.__all__
