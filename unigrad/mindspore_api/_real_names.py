"""Where MindSpore 2.10 defines the classes unigrad reproduces, so that reprs and messages print its paths.

A class's default repr (``<mindspore.dataset.engine.samplers.SequentialSampler object at 0x...>``) and a
``type(x)`` in an error message name the module the class lives in. unigrad's modules are laid out by
topic, MindSpore's by history, so the module MindSpore prints is looked up here: a table of unigrad
module -> (MindSpore's module for its classes, exceptions by class name), measured on the real
framework (``cls.__module__`` of each public class). A module absent from the table mirrors
MindSpore's (``unigrad.mindspore_api.common.tensor`` is ``mindspore.common.tensor``); classes defined
outside unigrad (a user's subclass) keep their own module.

The classes keep their real ``__module__`` (pickling, imports and ``unigrad coverage`` need it): only
what they print changes, through ``RealNamed`` (:mod:`unigrad.dialect.real_names`).
"""

from unigrad.dialect.real_names import RealModules, real_named

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
    "unigrad.mindspore_api.ops.composite": ("mindspore.ops.composite.base", {"_no_grad": "mindspore.graph.api"}),
    "unigrad.mindspore_api.train.callback": (
        "mindspore.train.callback", {name: f"mindspore.train.callback.{module}" for name, module in _TRAIN_CALLBACKS.items()}),
    "unigrad.mindspore_api.train.metrics": (
        "mindspore.train.metrics", {name: f"mindspore.train.metrics.{module}" for name, module in _TRAIN_METRICS.items()}),
}


#: The module MindSpore prints for a class.
real_module = RealModules(_PACKAGE, "mindspore", REAL_MODULES)

#: ``RealNamedType`` prints a class as MindSpore's: ``<class 'mindspore.dataset.engine.samplers.RandomSampler'>``;
#: ``RealNamed`` is a base whose instances and class print with MindSpore's module.
RealNamedType, RealNamed = real_named(real_module)
