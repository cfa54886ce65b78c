"""Where MindSpore 2.10 defines the classes unigrad reproduces, so that reprs and messages print its paths.

A class's default repr (``<mindspore.dataset.engine.samplers.SequentialSampler object at 0x...>``) and a
``type(x)`` in an error message name the module the class lives in. unigrad's modules are laid out by
topic, MindSpore's by history, so the module MindSpore prints is looked up here: a table of unigrad
module -> (MindSpore's module for its classes, exceptions by class name), measured on the real
framework (``cls.__module__`` of each public class). A module absent from the table mirrors
MindSpore's (``unigrad.mindspore_api.common.tensor`` is ``mindspore.common.tensor``); classes defined
outside unigrad (a user's subclass) keep their own module.

The classes keep their real ``__module__`` (pickling, imports and ``unigrad coverage`` need it): only
what they print changes, through :class:`RealNamed`.
"""

_PACKAGE = "unigrad.mindspore_api"

_TRAIN_CALLBACKS = {"Callback": "_callback", "RunContext": "_callback", "LossMonitor": "_loss_monitor",
                    "TimeMonitor": "_time_monitor", "ModelCheckpoint": "_checkpoint",
                    "CheckpointConfig": "_checkpoint", "LambdaCallback": "_lambda_callback",
                    "History": "_history", "EarlyStopping": "_early_stop", "ReduceLROnPlateau": "_reduce_lr_on_plateau"}
_TRAIN_METRICS = {"Metric": "metric", "Accuracy": "accuracy", "MAE": "error", "MSE": "error", "Loss": "loss",
                  "Precision": "precision", "Recall": "recall", "F1": "fbeta", "Fbeta": "fbeta",
                  "TopKCategoricalAccuracy": "topk", "Top1CategoricalAccuracy": "topk",
                  "Top5CategoricalAccuracy": "topk"}

#: unigrad module: (MindSpore's module of its classes, {class name: MindSpore's module where it differs})
REAL_MODULES = {
    "unigrad.mindspore_api.dataset.engine": (
        "mindspore.dataset.engine.datasets",
        {"TupleIterator": "mindspore.dataset.engine.iterators", "DictIterator": "mindspore.dataset.engine.iterators"}),
    "unigrad.mindspore_api.dataset.sources": (
        "mindspore.dataset.engine.datasets_user_defined",
        {"MnistDataset": "mindspore.dataset.engine.datasets_vision",
         "Cifar10Dataset": "mindspore.dataset.engine.datasets_vision"}),
    "unigrad.mindspore_api.dataset.samplers": ("mindspore.dataset.engine.samplers", {}),
    "unigrad.mindspore_api.dataset.vision": ("mindspore.dataset.vision.transforms",
                                             {"Inter": "mindspore.dataset.vision.utils"}),
    "unigrad.mindspore_api.dataset.transforms": ("mindspore.dataset.transforms.transforms", {}),
    "unigrad.mindspore_api.train.callback": (
        "mindspore.train.callback", {name: f"mindspore.train.callback.{module}" for name, module in _TRAIN_CALLBACKS.items()}),
    "unigrad.mindspore_api.train.metrics": (
        "mindspore.train.metrics", {name: f"mindspore.train.metrics.{module}" for name, module in _TRAIN_METRICS.items()}),
}


def real_module(cls):
    """The module MindSpore prints for ``cls``."""
    module = cls.__module__
    if module in REAL_MODULES:
        default, exceptions = REAL_MODULES[module]
        return exceptions.get(cls.__name__, default)
    if module == _PACKAGE or module.startswith(_PACKAGE + "."):
        return "mindspore" + module[len(_PACKAGE):]
    return module


class RealNamedType(type):
    """Prints a class as MindSpore's: ``<class 'mindspore.dataset.engine.samplers.RandomSampler'>``."""

    def __repr__(cls):
        return f"<class '{real_module(cls)}.{cls.__qualname__}'>"


class RealNamed(metaclass=RealNamedType):
    """A base whose instances and class print with MindSpore's module (Python's default repr otherwise)."""

    __slots__ = ()

    def __repr__(self):
        cls = type(self)
        return f"<{real_module(cls)}.{cls.__qualname__} object at {id(self):#x}>"
