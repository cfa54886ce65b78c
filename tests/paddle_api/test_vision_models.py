"""paddle.vision.models' later families: MobileNetV3, DenseNet, AlexNet, InceptionV3, SqueezeNet, GoogLeNet,
ShuffleNetV2. The figures were measured on paddle 3.3.1; the seeded weights and forwards against paddle itself
are in the conformance cases ``vision_models_*``."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.vision import models
from unigrad.paddle_api.vision.models import densenet, mobilenetv3, shufflenetv2, squeezenet

#: paddle 3.3.1's ``paddle.vision.models.__all__``
PADDLE_ALL = [
    "ResNet", "resnet18", "resnet34", "resnet50", "resnet101", "resnet152", "resnext50_32x4d", "resnext50_64x4d",
    "resnext101_32x4d", "resnext101_64x4d", "resnext152_32x4d", "resnext152_64x4d", "wide_resnet50_2",
    "wide_resnet101_2", "VGG", "vgg11", "vgg13", "vgg16", "vgg19", "MobileNetV1", "mobilenet_v1", "MobileNetV2",
    "mobilenet_v2", "MobileNetV3Small", "MobileNetV3Large", "mobilenet_v3_small", "mobilenet_v3_large", "LeNet",
    "DenseNet", "densenet121", "densenet161", "densenet169", "densenet201", "densenet264", "AlexNet", "alexnet",
    "InceptionV3", "inception_v3", "SqueezeNet", "squeezenet1_0", "squeezenet1_1", "GoogLeNet", "googlenet",
    "ShuffleNetV2", "shufflenet_v2_x0_25", "shufflenet_v2_x0_33", "shufflenet_v2_x0_5", "shufflenet_v2_x1_0",
    "shufflenet_v2_x1_5", "shufflenet_v2_x2_0", "shufflenet_v2_swish"]

#: builder: (number of parameter values, of parameter tensors) of its default model, measured on paddle 3.3.1
#: (paddle's BatchNorm running statistics are parameters too)
PADDLE_SIZES = {
    "mobilenet_v3_small": (2554968, 210), "mobilenet_v3_large": (5507432, 266), "densenet121": (8062504, 606),
    "inception_v3": (23869000, 472), "squeezenet1_0": (1248424, 52), "squeezenet1_1": (1235496, 52),
    "googlenet": (11535736, 69), "shufflenet_v2_x0_25": (607712, 282), "shufflenet_v2_x0_33": (652264, 282),
    "shufflenet_v2_x0_5": (1374744, 282), "shufflenet_v2_x1_0": (2294784, 282),
    "shufflenet_v2_swish": (2294784, 282)}


def test_all_is_paddles_in_paddles_order():
    assert models.__all__ == PADDLE_ALL
    assert all(hasattr(models, name) for name in PADDLE_ALL)


@pytest.mark.parametrize("name", sorted(PADDLE_SIZES))
def test_default_models_have_paddles_parameter_counts(name):
    params = getattr(models, name)().parameters()
    assert (sum(int(np.prod(p.shape)) for p in params), len(params)) == PADDLE_SIZES[name]


def test_classes_print_paddles_modules():
    assert repr(models.MobileNetV3Small) == "<class 'paddle.vision.models.mobilenetv3.MobileNetV3Small'>"
    assert repr(models.ShuffleNetV2) == "<class 'paddle.vision.models.shufflenetv2.ShuffleNetV2'>"
    # a plain class (not a Layer) as well
    config = models.mobilenet_v3_small(num_classes=0).config[0]
    assert repr(type(config)) == "<class 'paddle.vision.models.mobilenetv3.InvertedResidualConfig'>"


def test_mobilenet_v3_scale_rounds_channels_to_multiples_of_8():
    net = models.MobileNetV3Large(scale=0.75, num_classes=0, with_pool=False)
    assert (net.firstconv_in_channels, net.lastconv_in_channels, net.lastconv_out_channels) == (16, 120, 720)
    assert [cfg.expanded_channels for cfg in net.config][:4] == [16, 48, 56, 56]
    assert not hasattr(net, "classifier") and not hasattr(net, "avgpool")


def test_forward_shapes():
    paddle.seed(0)
    x = paddle.rand([1, 3, 64, 64])
    assert models.mobilenet_v3_small(scale=0.5, num_classes=3)(x).shape == [1, 3]
    assert models.ShuffleNetV2(scale=0.25, num_classes=0, with_pool=False)(x).shape == [1, 512, 2, 2]
    assert models.squeezenet1_1(num_classes=4)(x).shape == [1, 4]
    assert models.SqueezeNet("1.0", num_classes=4, with_pool=False)(x).shape == [1, 4, 2, 2]
    assert models.AlexNet(num_classes=0)(x).shape == [1, 256, 1, 1]
    assert models.GoogLeNet(num_classes=0, with_pool=False)(x)[1].shape == [1, 512, 3, 3]
    assert models.InceptionV3(num_classes=5)(paddle.rand([1, 3, 75, 75])).shape == [1, 5]


def test_googlenet_returns_the_main_and_both_auxiliary_logits():
    paddle.seed(0)
    outs = models.googlenet(num_classes=3)(paddle.rand([1, 3, 224, 224]))
    assert isinstance(outs, tuple) and [o.shape for o in outs] == [[1, 3]] * 3


def test_densenet_without_pool_fails_as_in_paddle():
    """Paddle's forward names its result only when it pools (an UnboundLocalError otherwise); unigrad keeps that."""
    net = models.DenseNet(layers=121, num_classes=0, with_pool=False)
    with pytest.raises(UnboundLocalError):
        net(paddle.rand([1, 3, 32, 32]))


def test_densenet_registers_blocks_under_paddles_names():
    net = models.DenseNet(layers=121, dropout=0.5, num_classes=0)
    names = [name for name, _ in net.named_children()]
    assert names[:5] == ["conv1_func", "pool2d_max", "db_conv_2", "tr_conv2_blk", "db_conv_3"]
    layer = net.db_conv_3.conv3_12
    assert (layer.dropout, layer.dropout_func.p) == (0.5, 0.5)
    assert net.batch_norm.weight.shape == [1024]  # 64 + 6*32 -> 128 + 12*32 -> 256 + 24*32 -> 512 + 16*32


def test_channel_shuffle_interleaves_two_groups():
    x = paddle.arange(8, dtype="float32").reshape([1, 8, 1, 1])
    assert shufflenetv2.channel_shuffle(x, 2).flatten().tolist() == [0, 4, 1, 5, 2, 6, 3, 7]


@pytest.mark.parametrize("build, message", [
    (lambda: models.ShuffleNetV2(scale=0.3), r"This scale size:\[0.3\] is not implemented!"),
    (lambda: models.ShuffleNetV2(act="gelu"), "The activation function is not supported: gelu"),
    (lambda: models.DenseNet(layers=100), r"supported layers are \[121, 161, 169, 201, 264\]"),
    (lambda: models.SqueezeNet("2.0"), r"supported versions are \['1.0', '1.1'\] but input version is 2.0"),
    (lambda: mobilenetv3.InvertedResidualConfig(16, 3, 16, 16, False, "gelu", 1), "not supported: gelu"),
])
def test_argument_errors_are_paddles(build, message):
    with pytest.raises((NotImplementedError, RuntimeError, AssertionError), match=message):
        build()


def test_pretrained_without_cached_weights_is_paddles_download_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    with pytest.raises(RuntimeError, match=r"Download from https://paddle-imagenet-models-name.bj.bcebos.com/"
                                           r"dygraph/SqueezeNet1_1_pretrained.pdparams failed. Retry limit reached"):
        models.squeezenet1_1(pretrained=True)
    with pytest.raises(RuntimeError, match="https://paddle-hapi.bj.bcebos.com/models/mobilenet_v3_small_x1.0.pdparams"):
        models.mobilenet_v3_small(pretrained=True)
    with pytest.raises(AssertionError, match="mobilenet_v3_large_x0.5 model do not have a pretrained model now"):
        models.mobilenet_v3_large(pretrained=True, scale=0.5)


def test_pretrained_loads_paddles_cached_file(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    paddle.seed(1)
    source = models.squeezenet1_1(num_classes=3)
    cache = tmp_path / ".cache" / "paddle" / "hapi" / "weights"
    cache.mkdir(parents=True)
    paddle.save(source.state_dict(), str(cache / "SqueezeNet1_1_pretrained.pdparams"))
    target = models.squeezenet1_1(pretrained=True, num_classes=3)
    assert np.array_equal(target._conv9.weight.numpy(), source._conv9.weight.numpy())
    assert squeezenet.model_urls["squeezenet1_1"][0].endswith("/SqueezeNet1_1_pretrained.pdparams")
    assert set(densenet.model_urls) == {"densenet121", "densenet161", "densenet169", "densenet201", "densenet264"}
