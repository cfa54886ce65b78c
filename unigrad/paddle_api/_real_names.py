"""Where paddle 3.3.1 defines the classes unigrad reproduces, so that reprs and messages print its paths.

``type(paddle.nn.Linear(2, 2))`` prints ``<class 'paddle.nn.layer.common.Linear'>`` under paddle; a
default object repr and a ``type(x)`` in an error message name the same module. The table maps each
unigrad module to paddle's (``cls.__module__`` of each public class, measured on paddle 3.3.1); a
module absent from it mirrors paddle's (``unigrad.paddle_api.optimizer.lr`` is ``paddle.optimizer.lr``).
The mechanism is the dialect's (:mod:`unigrad.dialect.real_names`); the classes keep their real
``__module__``.
"""

import abc

from unigrad.dialect.real_names import RealModules, real_named

_PACKAGE = "unigrad.paddle_api"


def _by_name(package, modules_of_names):
    """{class name: f"{package}.{module}"} from {module: class names}."""
    return {name: f"{package}.{module}" for module, names in modules_of_names.items() for name in names.split()}


_NN_LAYERS = _by_name("paddle.nn.layer", {
    "conv": "Conv1D Conv2D Conv3D Conv1DTranspose Conv2DTranspose Conv3DTranspose",
    "activation": "GELU LeakyReLU LogSoftmax ReLU Sigmoid Silu Softmax Swish Tanh",
    "container": "LayerDict LayerList ParameterDict ParameterList Sequential",
})
_OPTIMIZERS = {name: f"paddle.optimizer.{name.lower()}"
               for name in "ASGD Adadelta Adagrad Adam AdamW Adamax Momentum NAdam RAdam RMSProp Rprop SGD".split()}
_INITIALIZERS = _by_name("paddle.nn.initializer", {
    "assign": "Assign", "bilinear": "Bilinear", "constant": "Constant", "dirac": "Dirac", "initializer": "Initializer",
    "kaiming": "KaimingNormal KaimingUniform", "normal": "Normal TruncatedNormal", "orthogonal": "Orthogonal",
    "uniform": "Uniform", "xavier": "XavierNormal XavierUniform"})
_SAMPLERS = _by_name("paddle.io.dataloader", {"batch_sampler": "BatchSampler DistributedBatchSampler"})
_VISION_DATASETS = _by_name("paddle.vision.datasets", {
    "mnist": "MNIST FashionMNIST", "cifar": "Cifar10 Cifar100", "folder": "DatasetFolder ImageFolder"})
_VISION_MODELS = _by_name("paddle.vision.models", {
    "lenet": "LeNet", "mobilenetv1": "MobileNetV1", "mobilenetv2": "MobileNetV2", "resnet": "ResNet", "vgg": "VGG"})

#: unigrad module: (paddle's module of its classes, {class name: paddle's module where it differs})
REAL_MODULES = {
    "unigrad.paddle_api.nn": ("paddle.nn.layer.common", _NN_LAYERS),
    "unigrad.paddle_api.nn.common": ("paddle.nn.layer.common", _by_name("paddle.nn.layer", {
        "vision": "PixelShuffle PixelUnshuffle ChannelShuffle", "distance": "PairwiseDistance",
        "norm": "LocalResponseNorm", "pooling": "LPPool1D LPPool2D MaxUnPool1D MaxUnPool2D MaxUnPool3D"})),
    "unigrad.paddle_api.nn.activation": ("paddle.nn.layer.activation", {}),
    "unigrad.paddle_api.nn.spectral_norm": ("paddle.nn.layer.norm", {}),
    "unigrad.paddle_api.nn.layer": ("paddle.nn.layer.layers", {}),
    "unigrad.paddle_api.nn.loss": ("paddle.nn.layer.loss", {}),
    "unigrad.paddle_api.nn.norm": ("paddle.nn.layer.norm", {}),
    "unigrad.paddle_api.nn.pooling": ("paddle.nn.layer.pooling", {}),
    "unigrad.paddle_api.nn.rnn": ("paddle.nn.layer.rnn", {}),
    "unigrad.paddle_api.nn.transformer": ("paddle.nn.layer.transformer", {}),
    "unigrad.paddle_api._initializers": ("paddle.nn.initializer.initializer", _INITIALIZERS),
    "unigrad.paddle_api.optimizer": ("paddle.optimizer.optimizer", _OPTIMIZERS),
    "unigrad.paddle_api.optimizer.adaptive": ("paddle.optimizer.optimizer", _OPTIMIZERS),
    "unigrad.paddle_api.amp": ("paddle.amp.grad_scaler", {}),
    "unigrad.paddle_api.io.dataset": ("paddle.io.dataloader.dataset", {}),
    "unigrad.paddle_api.io.sampler": ("paddle.io.dataloader.sampler", _SAMPLERS),
    "unigrad.paddle_api.io.dataloader": ("paddle.io.reader", {
        name: "paddle.io.dataloader.dataloader_iter"
        for name in ("_DataLoaderIterBase", "_DataLoaderIterSingleProcess", "_DataLoaderIterMultiProcess")}),
    "unigrad.paddle_api.metric": ("paddle.metric.metrics", {}),
    "unigrad.paddle_api.framework": ("paddle.framework", {"ParamAttr": "paddle.base.param_attr"}),
    "unigrad.paddle_api.static": ("paddle.static.input", {}),
    "unigrad.paddle_api._place": ("paddle.base.libpaddle", {}),
    "unigrad.paddle_api.tensor": ("paddle.tensor", {"Size": "paddle.base.libpaddle"}),
    "unigrad.paddle_api.vision.transforms": ("paddle.vision.transforms.transforms", {}),
    "unigrad.paddle_api.vision.datasets": ("paddle.vision.datasets", _VISION_DATASETS),
    "unigrad.paddle_api.vision.models.classic": ("paddle.vision.models", _VISION_MODELS),
}

#: The module paddle prints for a class.
real_module = RealModules(_PACKAGE, "paddle", REAL_MODULES)

#: ``RealNamed``: a base whose instances and class print with paddle's module;
#: ``RealNamedABC``: the same for abstract bases (``paddle.metric.Metric`` is an ``abc.ABCMeta`` class).
RealNamedType, RealNamed = real_named(real_module)
RealNamedABCType, RealNamedABC = real_named(real_module, abc.ABCMeta, name="RealNamedABC")
