# Classes and their default reprs print MindSpore's module paths (mindspore.dataset.engine.datasets_user_defined.GeneratorDataset, samplers, iterators, callbacks, metrics), also inside error messages; a user's subclass keeps its own module
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore.train import Callback, LossMonitor, History, Accuracy, MAE, Metric

data = ds.GeneratorDataset([1, 2, 3], "c", shuffle=False)
for value in (data, data.batch(2), data.concat(ds.NumpySlicesDataset(np.arange(3), "c", shuffle=False)),
              ds.RandomSampler(), ds.SequentialSampler(), ds.DistributedSampler(2, 0),
              data.create_tuple_iterator(), data.create_dict_iterator(),
              LossMonitor(), History(), Accuracy(), MAE()):
    print(type(value), repr(value).split(" object at ")[0])
print(ds.GeneratorDataset, ds.NumpySlicesDataset, ds.SubsetRandomSampler, Callback, Metric, ms.Tensor)


class MyCallback(Callback):
    pass


print(type(MyCallback()), repr(MyCallback()).split(" object at ")[0])
try:
    ds.GeneratorDataset([1, 2], "c").concat(data).use_sampler(ds.SequentialSampler())
except TypeError as e:
    print(type(e).__name__, str(e).split(" object at ")[0])
