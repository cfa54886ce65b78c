# mindspore.dataset batch with a callable batch_size and per_batch_map: BatchInfo's batch number restarts every pass (also under repeat), its epoch number is the iterator's epoch; the callable is asked once per batch
import mindspore.dataset as ds
from mindspore.dataset import BatchInfo

seen = []


def size(info):
    seen.append(("size", info.get_batch_num(), info.get_epoch_num()))
    return info.get_batch_num() % 3 + 1


def per_batch(column, info):
    seen.append(("map", info.get_batch_num(), info.get_epoch_num()))
    return (column,)


data = ds.GeneratorDataset([i for i in range(7)], "c", shuffle=False).batch(batch_size=size, per_batch_map=per_batch)
iterator = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
for epoch in range(2):
    print([row[0].tolist() for row in iterator])
print(sorted(seen))  # sorted: MindSpore runs per_batch_map in parallel workers
seen.clear()
data = ds.GeneratorDataset([i for i in range(7)], "c", shuffle=False).batch(batch_size=size).repeat(2)
print([row[0].tolist() for row in data.create_tuple_iterator(num_epochs=1, output_numpy=True)])
print(seen)
print(data.get_dataset_size())
seen.clear()
data = ds.GeneratorDataset([i for i in range(5)], "c", shuffle=False).batch(2, per_batch_map=per_batch).repeat(2)
iterator = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
for epoch in range(2):
    print([row[0].tolist() for row in iterator])
print(sorted(seen))

# the doc example of BatchInfo.get_batch_num
dataset = ds.GeneratorDataset([i for i in range(3)], "column1", shuffle=False)
def add_one(BatchInfo):
    return BatchInfo.get_batch_num() + 1
dataset = dataset.batch(batch_size=add_one)
print(list(dataset))
