# mindspore's top level re-exports mindspore.train's names (Model, callbacks, metrics, checkpoint functions): the same objects, listed in mindspore.__all__
import mindspore
import mindspore.train
from mindspore import Accuracy, CheckpointConfig, LossMonitor, Model, TimeMonitor  # noqa: F401

names = ["Model", "save_checkpoint", "load_checkpoint", "load_checkpoint_async", "load_param_into_net", "Callback",
         "RunContext", "LossMonitor", "TimeMonitor", "ModelCheckpoint", "CheckpointConfig", "LambdaCallback", "History",
         "EarlyStopping", "Metric", "Accuracy", "MAE", "MSE", "Loss", "Precision", "Recall", "F1", "Fbeta",
         "TopKCategoricalAccuracy", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "get_metric_fn", "names",
         "rearrange_inputs"]
for name in names:
    print(name, getattr(mindspore, name) is getattr(mindspore.train, name), name in mindspore.__all__)
print([n in mindspore.names() for n in ("acc", "mae", "loss", "top_1_accuracy")])
metric = mindspore.Accuracy()
metric.update(mindspore.Tensor([[0.2, 0.8], [0.9, 0.1]]), mindspore.Tensor([1, 1]))
print(metric.eval())
