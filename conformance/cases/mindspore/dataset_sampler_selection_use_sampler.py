# GeneratorDataset's sampler argument as MindSpore selects it (a sampler object refuses num_samples/shuffle/num_shards next to it, a list is a SubsetSampler cut to num_samples, an int is refused) and use_sampler's checks and replacement of the top sampler
import numpy as np
import mindspore.dataset as ds
rows = [(np.array([i], np.int32),) for i in range(5)]
data = ds.GeneratorDataset(rows, ["x"], shuffle=False)
for bad in [1, "sampler", None, [0, 1], ds.SequentialSampler]:
    try:
        d = data.use_sampler(bad)
        print("ok", type(d).__name__)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
for kw in [dict(sampler=ds.SequentialSampler(), num_samples=20), dict(sampler=ds.SequentialSampler(), shuffle=True),
           dict(sampler=ds.RandomSampler(), num_samples=3), dict(sampler=[3, 1, 2], num_samples=2), dict(sampler=[3, 1, 2], shuffle=True)]:
    try:
        d = ds.GeneratorDataset(rows, ["x"], **kw)
        print("ok", [int(r[0][0]) for r in d.create_tuple_iterator(output_numpy=True)])
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
data = ds.GeneratorDataset(rows, ["x"], sampler=ds.SequentialSampler(1, 3))
data.use_sampler(ds.SequentialSampler(num_samples=2))
print([int(r[0][0]) for r in data.create_tuple_iterator(output_numpy=True)])
chained = ds.GeneratorDataset(rows, ["x"], sampler=ds.SequentialSampler(0, 4))
chained.add_sampler(ds.SequentialSampler(1, 2))
print([int(r[0][0]) for r in chained.create_tuple_iterator(output_numpy=True)])
chained.use_sampler(ds.SequentialSampler(2, 2))
print([int(r[0][0]) for r in chained.create_tuple_iterator(output_numpy=True)])
try:
    ds.GeneratorDataset(rows, ["x"], sampler=3)
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
