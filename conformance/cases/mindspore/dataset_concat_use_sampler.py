# Dataset.concat with use_sampler: a DistributedSampler shards the concatenation as MindSpore's ConcatOp does (offset samplers for random-access children, a running count for iterable ones, short children kept only in the shards their span covers), sizes, and the sampler errors (their messages print MindSpore's class paths)
import numpy as np
import mindspore.dataset as ds
def gen(n, start):
    def g():
        for i in range(n):
            yield (np.array(start + i),)
    return g
def vals(d):
    return [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True)]
for sizes in [(3, 3), (3, 4, 2), (1, 5), (2, 1, 1, 4)]:
    for shards in (2, 3, 4):
        for shard in range(shards):
            parts = [ds.GeneratorDataset(list(range(10 * k, 10 * k + n)), "c", shuffle=False) for k, n in enumerate(sizes)]
            d = parts[0]
            for p in parts[1:]:
                d = d.concat(p)
            d.use_sampler(ds.DistributedSampler(num_shards=shards, shard_id=shard, shuffle=False))
            print(sizes, shards, shard, vals(d), d.get_dataset_size())
# an iterable child between two random-access ones
a = ds.GeneratorDataset([1, 2, 3], "c", shuffle=False)
b = ds.GeneratorDataset(gen(4, 100), "c")
c = ds.GeneratorDataset([7, 8], "c", shuffle=False)
d = a + b + c
d.use_sampler(ds.DistributedSampler(num_shards=2, shard_id=0, shuffle=False))
print(vals(d))
a = ds.NumpySlicesDataset(np.arange(5), "c", shuffle=False)
b = ds.GeneratorDataset(gen(3, 100), "c")
d = b.concat(a)
d.use_sampler(ds.DistributedSampler(num_shards=3, shard_id=1, shuffle=False))
print(vals(d), vals(d))
bad = [
    lambda: d.use_sampler(ds.SequentialSampler()),
    lambda: d.use_sampler(ds.DistributedSampler(2, 0, shuffle=True)),
    lambda: d.use_sampler(ds.DistributedSampler(2, 0, shuffle=False, num_samples=3)),
    lambda: d.use_sampler(ds.RandomSampler(replacement=True)),
    lambda: d.use_sampler(ds.RandomSampler(num_samples=2)),
    lambda: ds.GeneratorDataset([1, 2], "c", num_samples=1).concat(a).use_sampler(ds.DistributedSampler(2, 0, shuffle=False)),
    lambda: ds.GeneratorDataset([1, 2], "c").batch(1).concat(a).use_sampler(ds.DistributedSampler(2, 0, shuffle=False)),
]
for call in bad:
    try:
        call()
        print("no error")
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
