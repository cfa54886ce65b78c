# paddle.vision.models: __all__ in paddle's order; MobileNetV3/DenseNet/AlexNet/InceptionV3/SqueezeNet/GoogLeNet/ShuffleNetV2 signatures, printed small models, parameter names/shapes/counts, argument errors, pretrained=True without weights
import inspect

import numpy as np
import paddle
from paddle.vision import models

print(models.__all__)
for f in (models.MobileNetV3Small, models.MobileNetV3Large, models.mobilenet_v3_small, models.mobilenet_v3_large,
          models.DenseNet, models.densenet121, models.densenet264, models.AlexNet, models.alexnet, models.InceptionV3,
          models.inception_v3, models.SqueezeNet, models.squeezenet1_0, models.squeezenet1_1, models.GoogLeNet,
          models.googlenet, models.ShuffleNetV2, models.shufflenet_v2_x0_25, models.shufflenet_v2_swish):
    print(f.__name__, [(p.name, p.kind.name, p.default) for p in inspect.signature(f).parameters.values()])

paddle.seed(0)
for net in (models.squeezenet1_1(num_classes=10), models.AlexNet(num_classes=0),
            models.MobileNetV3Small(scale=0.5, num_classes=5), models.shufflenet_v2_x0_25(num_classes=3)):
    print(type(net))
    print(net)


def describe(net):
    params = [(name, p.shape) for name, p in net.named_parameters()]
    print(type(net).__name__, len(params), sum(int(np.prod(shape)) for _, shape in params), params[:3], params[-3:],
          len(net.state_dict()))


for build in (lambda: models.mobilenet_v3_large(scale=0.75, num_classes=0), lambda: models.densenet121(num_classes=8),
              lambda: models.DenseNet(layers=169, dropout=0.1, with_pool=False, num_classes=0),
              lambda: models.InceptionV3(num_classes=0), lambda: models.squeezenet1_0(with_pool=False),
              lambda: models.GoogLeNet(num_classes=4), lambda: models.GoogLeNet(with_pool=False, num_classes=0),
              lambda: models.shufflenet_v2_x1_5(), lambda: models.shufflenet_v2_swish(with_pool=False)):
    describe(build())
print(models.densenet121().dense_block_func_list[1].dense_layer_func[2].bn_ac_func2._batch_norm)

for bad in (lambda: models.ShuffleNetV2(scale=0.3), lambda: models.ShuffleNetV2(act="gelu"),
            lambda: models.DenseNet(layers=100), lambda: models.SqueezeNet("2.0"),
            lambda: models.mobilenet_v3_large(pretrained=True, scale=0.5),
            lambda: models.mobilenet_v3_small(pretrained=True),
            lambda: models.shufflenet_v2_x0_33(pretrained=True), lambda: models.squeezenet1_1(pretrained=True),
            lambda: models.DenseNet(with_pool=False, num_classes=0)(paddle.rand([1, 3, 32, 32]))):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
