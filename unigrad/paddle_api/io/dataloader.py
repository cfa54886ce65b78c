"""``paddle.io.DataLoader``: batches from a dataset, in this process or in worker processes.

Batches are made as paddle makes them: ``default_collate_fn`` stacks NumPy arrays (and
numbers, into NumPy arrays), stacks paddle Tensors, keeps strings as lists and recurses
into dicts and sequences (tuples become lists); then every NumPy array in the batch becomes
a paddle Tensor of the same dtype (``float64`` stays ``float64``), other leaves are kept.

With ``num_workers > 0`` the workers are ``torch.utils.data``'s (forked processes, batches
returned in order). Each worker is seeded as paddle seeds its workers, from a base seed that
paddle draws from NumPy's global generator when iteration starts (so ``np.random.seed``
reproduces the shuffle order of paddle's multi-process loader too, which differs from its
single-process order by that one draw): Python's ``random`` with ``base + id``, paddle's
generator with ``base + id``, NumPy with a SeedSequence of ``(id, base)``.
"""

import numbers
import sys
import warnings
from collections.abc import Mapping, Sequence

import numpy as np
import torch

from unigrad.paddle_api.io.dataset import IterableDataset
from unigrad.paddle_api.io.sampler import BatchSampler
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["DataLoader", "get_worker_info", "default_collate_fn", "default_convert_fn", "WorkerInfo"]


def default_collate_fn(batch):
    """Merge a list of samples into one batch (NumPy arrays, paddle Tensors, lists, dicts)."""
    from unigrad.paddle_api.ops import stack
    from unigrad.paddle_api.tensor import Tensor

    sample = batch[0]
    if isinstance(sample, np.ndarray):
        return np.stack(batch, axis=0)
    if isinstance(sample, Tensor):
        return stack(batch, axis=0)
    if isinstance(sample, numbers.Number):
        return np.array(batch)
    if isinstance(sample, (str, bytes)):
        return batch
    if isinstance(sample, Mapping):
        return {key: default_collate_fn([d[key] for d in batch]) for key in sample}
    if isinstance(sample, Sequence):
        if not all(len(other) == len(sample) for other in batch):
            raise RuntimeError("fields number not same among samples in a batch")
        return [default_collate_fn(list(fields)) for fields in zip(*batch)]
    raise TypeError(
        f"batch data con only contains: tensor, numpy.ndarray, dict, list, number, but got {type(sample)}"
    )


def default_convert_fn(batch):
    """What a loader without batching (``batch_size=None``) does to a sample: sequences become lists."""
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(batch, (Tensor, np.ndarray, str, bytes)):
        return batch
    if isinstance(batch, Mapping):
        return {key: default_convert_fn(batch[key]) for key in batch}
    if isinstance(batch, Sequence):
        return [default_convert_fn(d) for d in batch]
    return batch


def _arrays_to_torch(batch):
    """NumPy arrays and paddle Tensors in a batch -> torch tensors (what crosses from a worker); tuples -> lists."""
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(batch, np.ndarray):
        return torch.from_numpy(np.ascontiguousarray(batch))
    if isinstance(batch, Tensor):
        return batch._torch.detach()
    if isinstance(batch, (str, bytes, numbers.Number)):
        return batch
    if isinstance(batch, Mapping):
        return {key: _arrays_to_torch(value) for key, value in batch.items()}
    if isinstance(batch, Sequence):
        return [_arrays_to_torch(value) for value in batch]
    return batch


def _torch_to_paddle(batch):
    from unigrad.paddle_api.tensor import wrap

    if isinstance(batch, torch.Tensor):
        return wrap(batch)
    if isinstance(batch, dict):
        return {key: _torch_to_paddle(value) for key, value in batch.items()}
    if isinstance(batch, list):
        return [_torch_to_paddle(value) for value in batch]
    return batch


class WorkerInfo:
    """What ``get_worker_info()`` returns inside a worker: ``id``, ``num_workers``, ``dataset``, ``seed``."""

    def __init__(self, **fields):
        for key, value in fields.items():
            object.__setattr__(self, key, value)
        object.__setattr__(self, "_fields", list(fields))

    def __setattr__(self, key, value):
        raise RuntimeError(f"Cannot assign attributes to {type(self).__name__} objects")

    def __repr__(self):
        fields = ", ".join(f"{k}={getattr(self, k)}" for k in self._fields)
        return f"{type(self).__name__}({fields})"


_worker_info = None


def get_worker_info():
    """This worker's ``WorkerInfo`` inside a DataLoader worker process, ``None`` in the main process."""
    return _worker_info


def _start_worker(base_seed, num_workers, dataset, user_init, worker_id):
    """Seed a fresh worker as paddle does, publish its WorkerInfo, then run the user's ``worker_init_fn``."""
    import random

    from unigrad.paddle_api._creation import seed as paddle_seed

    global _worker_info
    random.seed(base_seed + worker_id)
    paddle_seed(base_seed + worker_id)
    np.random.seed(np.random.SeedSequence([worker_id, base_seed & 0xFFFFFFFF, base_seed >> 32, 0]).generate_state(4))
    _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, dataset=dataset, seed=base_seed)
    if user_init is not None:
        user_init(worker_id)


class _MapSource(torch.utils.data.Dataset):
    """A paddle map-style dataset as torch's DataLoader reads it."""

    def __init__(self, dataset):
        self.dataset = dataset

    def __getitem__(self, index):
        return self.dataset[index]

    def __len__(self):
        return len(self.dataset)


class _IterSource(torch.utils.data.IterableDataset):
    """A paddle IterableDataset as torch's DataLoader reads it (each worker iterates its own copy)."""

    def __init__(self, dataset):
        self.dataset = dataset

    def __iter__(self):
        return iter(self.dataset)


class _Batcher:
    """Collate in the worker, then hand over torch tensors (they cross processes through shared memory)."""

    def __init__(self, collate):
        self.collate = collate

    def __call__(self, samples):
        return _arrays_to_torch(self.collate(samples))


class DataLoader(RealNamed):
    """Iterate a dataset in batches: ``for x, y in DataLoader(ds, batch_size=32, shuffle=True): ...``."""

    def __init__(self, dataset, feed_list=None, places=None, return_list=True, batch_sampler=None, batch_size=1,
                 shuffle=False, drop_last=False, collate_fn=None, num_workers=0, use_buffer_reader=True,
                 reader_buffer_size=2, prefetch_factor=2, use_shared_memory=True, timeout=0, worker_init_fn=None,
                 persistent_workers=False):
        self.return_list = return_list
        self.collate_fn = collate_fn
        self.use_buffer_reader = use_buffer_reader
        self.reader_buffer_size = reader_buffer_size
        self.prefetch_factor = prefetch_factor
        self.worker_init_fn = worker_init_fn
        self.dataset = dataset
        self.feed_list = feed_list
        self.places = places
        assert num_workers >= 0, "num_workers should be a non-negative value"
        self.num_workers = num_workers
        assert prefetch_factor > 0, "prefetch_factor should be a positive value"
        self.use_shared_memory = use_shared_memory and num_workers > 0
        assert timeout >= 0, "timeout should be a non-negative value"
        self.timeout = timeout
        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable:
            if shuffle:
                raise ValueError(f"IterableDataset not support shuffle, but got shuffle={shuffle}")
            if batch_sampler is not None:
                raise ValueError("IterableDataset expect unspecified batch_sampler")
        if batch_sampler is not None:
            assert batch_size == 1 and not shuffle and not drop_last, \
                "batch_size/shuffle/drop_last should not be set when batch_sampler is given"
            self.batch_sampler, self.batch_size = batch_sampler, None
        elif batch_size is None:
            self.batch_sampler, self.batch_size = None, None
        else:
            assert batch_size > 0, "batch_size should be None or a positive value when batch_sampler is not given"
            self.batch_size = batch_size
            self.batch_sampler = None if self._iterable else BatchSampler(
                dataset=dataset, batch_size=batch_size, shuffle=shuffle, drop_last=drop_last)
        self.drop_last = drop_last
        self.auto_collate_batch = self.batch_sampler is not None or (self._iterable and self.batch_size is not None)
        self._persistent_workers = persistent_workers
        self._persistent_loader = None

    def __len__(self):
        if self._iterable:
            raise ValueError("length of IterableDataset not supported")
        if self.batch_sampler is not None:
            return len(self.batch_sampler)
        return len(self.dataset)

    def _collate(self):
        if self.collate_fn is not None:
            return self.collate_fn
        return default_collate_fn if self.auto_collate_batch else default_convert_fn

    def __iter__(self):
        if self.num_workers == 0:
            return _DataLoaderIterSingleProcess(self, self._iter_here())
        return _DataLoaderIterMultiProcess(self, self._iter_workers())

    __call__ = __iter__

    def _iter_here(self):
        collate = self._collate()
        if self._iterable:
            stream = iter(self.dataset)
            if not self.auto_collate_batch:
                for sample in stream:
                    yield _torch_to_paddle(_arrays_to_torch(collate(sample)))
                return
            while True:
                samples = []
                for sample in stream:
                    samples.append(sample)
                    if len(samples) == self.batch_size:
                        break
                if not samples or (self.drop_last and len(samples) < self.batch_size):
                    return
                yield _torch_to_paddle(_arrays_to_torch(collate(samples)))
                if len(samples) < self.batch_size:
                    return
        elif self.batch_sampler is None:
            for index in range(len(self.dataset)):
                yield _torch_to_paddle(_arrays_to_torch(collate(self.dataset[index])))
        else:
            for indices in self.batch_sampler:
                yield _torch_to_paddle(_arrays_to_torch(collate([self.dataset[i] for i in indices])))

    def _iter_workers(self):
        with warnings.catch_warnings():  # torch's advice on the worker count is not paddle's
            warnings.filterwarnings("ignore", message="This DataLoader will create")
            batches = iter(self._torch_loader())
        for batch in batches:
            yield _torch_to_paddle(batch)

    def _torch_loader(self):
        """torch's DataLoader running this loader's workers (kept for the next epoch with persistent workers)."""
        loader = self._persistent_loader
        if loader is None:
            # paddle draws the workers' base seed when it starts them (once, for persistent workers)
            base_seed = int(np.random.randint(low=0, high=sys.maxsize))
            init = _WorkerStart(base_seed, self.num_workers, self.dataset, self.worker_init_fn)
            options = dict(num_workers=self.num_workers, collate_fn=_Batcher(self._collate()), worker_init_fn=init,
                           prefetch_factor=self.prefetch_factor, timeout=self.timeout,
                           persistent_workers=self._persistent_workers,
                           generator=torch.Generator())  # torch's own worker seeds: not from the global generator
            if self._iterable:
                loader = torch.utils.data.DataLoader(_IterSource(self.dataset), batch_size=self.batch_size,
                                                     drop_last=self.drop_last, **options)
            elif self.batch_sampler is None:
                loader = torch.utils.data.DataLoader(_MapSource(self.dataset), batch_size=None, **options)
            else:
                loader = torch.utils.data.DataLoader(_MapSource(self.dataset), batch_sampler=self.batch_sampler,
                                                     **options)
            if self._persistent_workers:
                self._persistent_loader = loader
        return loader


class _DataLoaderIterBase(RealNamed):
    """What ``iter(loader)`` (and ``loader()``) returns: an iterator over its batches, of its length; named as
    paddle's, which a program's error messages show (``'_DataLoaderIterSingleProcess' object has no
    attribute 'next'``)."""

    __slots__ = ("_loader", "_batches")

    def __init__(self, loader, batches):
        self._loader, self._batches = loader, batches

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._batches)

    def __len__(self):
        return len(self._loader)


class _DataLoaderIterSingleProcess(_DataLoaderIterBase):
    __slots__ = ()


class _DataLoaderIterMultiProcess(_DataLoaderIterBase):
    __slots__ = ()


class _WorkerStart:
    """torch's ``worker_init_fn``: paddle's seeding of worker ``worker_id`` (see :func:`_start_worker`)."""

    def __init__(self, base_seed, num_workers, dataset, user_init):
        self.args = (base_seed, num_workers, dataset, user_init)

    def __call__(self, worker_id):
        _start_worker(*self.args, worker_id)
