"""paddle.io: collation rules, sampler orders from NumPy's generator, worker seeding, persistent workers."""

import numpy as np
import pytest

import unigrad.paddle_api as paddle
from unigrad.paddle_api.io import (BatchSampler, DataLoader, Dataset, DistributedBatchSampler, IterableDataset,
                                   get_worker_info)
from unigrad.paddle_api.io.dataloader import default_collate_fn


class Rows(Dataset):
    def __init__(self, n=7):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return np.array([i], dtype="int64"), {"f": float(i), "s": str(i)}


def _ids(loader):
    return [int(v) for batch in loader for v in batch[0].numpy().reshape(-1)]


def test_collate_keeps_dtypes_and_structure():
    batch = default_collate_fn([(np.zeros(2, "float16"), 1, "a"), (np.ones(2, "float16"), 2, "b")])
    assert batch[0].dtype == np.float16 and batch[1].dtype == np.int64 and batch[2] == ["a", "b"]
    with pytest.raises(RuntimeError, match="fields number not same"):
        default_collate_fn([(1, 2), (1,)])
    with pytest.raises(TypeError, match="batch data con only contains"):
        default_collate_fn([object()])


def test_loader_converts_arrays_only():
    x, meta = next(iter(DataLoader(Rows(), batch_size=3)))
    assert isinstance(x, paddle.Tensor) and x.dtype == paddle.int64 and x.shape == [3, 1] and x.stop_gradient
    assert meta["f"].dtype == paddle.float64 and meta["s"] == ["0", "1", "2"]


def test_shuffle_order_is_numpy_permutation():
    np.random.seed(4)
    expected = np.random.choice(np.arange(7), 7, replace=False).tolist()
    np.random.seed(4)
    assert _ids(DataLoader(Rows(), batch_size=2, shuffle=True)) == expected


def test_workers_draw_base_seed_then_order():
    np.random.seed(4)
    np.random.randint(0, 2**63 - 1)
    expected = np.random.choice(np.arange(7), 7, replace=False).tolist()
    np.random.seed(4)
    assert _ids(DataLoader(Rows(), batch_size=2, shuffle=True, num_workers=2)) == expected


class Seeds(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()
        return np.array([info.id, info.seed % 1000, np.random.randint(0, 10**6)], dtype="int64")


def test_worker_numpy_seed_follows_base_seed():
    np.random.seed(9)
    base = np.random.randint(0, 2**63 - 1)
    np.random.seed(9)
    rows = np.concatenate([b.numpy() for b in DataLoader(Seeds(), batch_size=2, num_workers=2)])
    worker0 = np.random.RandomState(np.random.SeedSequence([0, base & 0xFFFFFFFF, base >> 32, 0]).generate_state(4))
    assert rows[0].tolist() == [0, base % 1000, worker0.randint(0, 10**6)]
    assert get_worker_info() is None


def test_persistent_workers_draw_the_base_seed_once():
    loader = DataLoader(Rows(), batch_size=2, num_workers=2, persistent_workers=True)
    np.random.seed(1)
    first = _ids(loader)
    state = np.random.get_state()[1].copy()
    assert _ids(loader) == first
    assert (np.random.get_state()[1] == state).all()


class Stream(IterableDataset):
    def __iter__(self):
        return iter(np.arange(5, dtype="int64").reshape(5, 1))


def test_iterable_batches_and_drop_last():
    assert [b.numpy().reshape(-1).tolist() for b in DataLoader(Stream(), batch_size=2)] == [[0, 1], [2, 3], [4]]
    assert len([b for b in DataLoader(Stream(), batch_size=2, drop_last=True)]) == 2


def test_distributed_split_covers_padded_dataset():
    seen = []
    for rank in range(3):
        seen += [i for batch in DistributedBatchSampler(Rows(), 2, num_replicas=3, rank=rank) for i in batch]
    assert sorted(seen) == sorted(list(range(7)) + [0, 1])
    assert len(BatchSampler(Rows(), batch_size=3)) == 3
