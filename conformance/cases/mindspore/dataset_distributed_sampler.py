# mindspore.dataset.DistributedSampler: shards in order and shuffled (dataset seed unset, then set), epochs, offset, num_samples, dataset sizes, num_shards/shard_id on sources, add_sampler, and its argument errors (Python's at once, the pipeline's on use)
import mindspore.dataset as ds


def rows(d, **kw):
    return [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True, **kw)]


s = ds.DistributedSampler(2, 0)
d = ds.GeneratorDataset(list(range(7)), "c", sampler=s)
print(rows(d), d.get_dataset_size())
print(rows(d))
it = d.create_tuple_iterator(num_epochs=3, output_numpy=True)
for e in range(3):
    print([int(r[0]) for r in it])
ds.config.set_seed(7)
for n, i, kw in [(3, 1, {}), (3, 2, dict(num_samples=2)), (2, 1, dict(offset=1)), (3, 0, dict(shuffle=False, offset=2)),
                 (4, 1, dict(shuffle=False, num_samples=1)), (10, 9, dict(shuffle=False)), (10, 8, {}),
                 (2, 1, dict(shuffle=False))]:
    d = ds.GeneratorDataset(list(range(7)), "c", sampler=ds.DistributedSampler(n, i, **kw))
    print(n, i, kw, d.get_dataset_size(), rows(d))
d = ds.GeneratorDataset(list(range(10)), "c", shuffle=False)
d.add_sampler(ds.DistributedSampler(10, 2))
print(rows(d))
d = ds.NumpySlicesDataset(list(range(7)), shuffle=False, num_shards=2, shard_id=1)
print(rows(d), d.get_dataset_size())
d = ds.GeneratorDataset(list(range(7)), "c", num_shards=3, shard_id=1)
print(rows(d), d.get_dataset_size())
d = ds.NumpySlicesDataset(list(range(9)), shuffle=False, num_shards=2, shard_id=0).batch(2)
print([r[0].tolist() for r in d.create_tuple_iterator(output_numpy=True)], d.get_dataset_size())
for kw in [dict(num_shards=2), dict(shard_id=0)]:
    try:
        ds.NumpySlicesDataset([1, 2, 3], **kw)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
for bad in [("a", 0), (2, "b")]:
    try:
        ds.DistributedSampler(*bad)
    except Exception as e:
        print(bad, type(e).__name__, str(e).splitlines()[0])
for kw in [dict(num_samples=-1), dict(num_samples="a"), dict(offset="a"), dict(shuffle=1)]:
    try:
        ds.DistributedSampler(2, 0, **kw)
    except Exception as e:
        print(kw, type(e).__name__, str(e).splitlines()[0])
for bad in [(2, 2), (0, 0), (2, -1), (2, 0, True, None, 5)]:
    d = ds.GeneratorDataset(list(range(7)), "c", sampler=ds.DistributedSampler(*bad))
    for attempt in (d.get_dataset_size, lambda: list(d)):
        try:
            attempt()
        except RuntimeError as e:
            print(bad, [line for line in str(e).splitlines() if line.startswith("[ERROR]")])
