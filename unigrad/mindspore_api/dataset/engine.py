"""The dataset pipeline: ``Dataset`` and its operations (``batch``, ``map``, ``shuffle``, ``repeat`` ...).

A pipeline is a tree of nodes, as in MindSpore. Creating an iterator builds a
*run* of it: every node makes a runner whose ``epoch()`` yields the rows
(lists of numpy arrays, one per column) of one epoch, keeping its state from
epoch to epoch (a random sampler reshuffles with the next seed, the shuffle
buffer's generator runs on). Random ops take their seed from
``dataset.config`` when the run is built; a ``map`` deals its rows to its
workers as MindSpore does (see ``MapDataset``). The iterators hand out
``mindspore.Tensor`` (or numpy arrays with ``output_numpy=True``).

>>> import numpy as np
>>> from unigrad.mindspore_api.dataset.sources import NumpySlicesDataset
>>> data = NumpySlicesDataset(np.arange(5), shuffle=False).batch(2)
>>> [row[0].tolist() for row in data.create_tuple_iterator(output_numpy=True)]
[[0, 1], [2, 3], [4]]
"""

import copy
import itertools

import numpy as np

from unigrad.mindspore_api._real_names import RealNamed
from unigrad.mindspore_api.common.tensor import host_tensor_from_numpy as from_numpy
from unigrad.mindspore_api.dataset import config
from unigrad.mindspore_api.dataset.samplers import DistributedSampler, RandomSampler
from unigrad.numerics.random import MT19937_64

__all__ = ["Dataset", "BatchInfo", "TupleIterator", "DictIterator"]


def as_column(value):
    """A row's value as the numpy array MindSpore keeps (Python ints int64, floats float64)."""
    if isinstance(value, np.ndarray):
        return value
    from unigrad._engine.bridge import TensorBox

    if isinstance(value, TensorBox):
        return value.asnumpy()
    return np.array(value)


def _names(columns):
    if columns is None:
        return None
    return [columns] if isinstance(columns, str) else list(columns)


class Dataset(RealNamed):
    """A node of the pipeline; the operations return new nodes on top of it."""

    def __init__(self, children=()):
        self.children = list(children)
        self._consumers = 0  # nodes built on this one, alive or not: MindSpore refuses to run one that feeds two
        for child in self.children:
            child._consumers += 1

    def _check_tree(self):
        for child in self.children:
            if child._consumers > 1:
                raise ValueError("The data pipeline is not a tree (i.e., one node has 2 consumers)")
            child._check_tree()

    # -- what subclasses give ------------------------------------------------
    def _random_access(self):
        """Whether this node reads a random-access source through a sampler (MindSpore's mappable leaves)."""
        return False

    def _runner(self):
        """A fresh runner: an object whose ``epoch()`` yields one epoch's rows."""
        raise NotImplementedError

    def get_col_names(self):
        return self.children[0].get_col_names()

    def _size(self):
        """The number of rows per epoch, or None when only a pass can tell."""
        return self.children[0]._size()

    # -- sizes and shapes ----------------------------------------------------
    def get_dataset_size(self):
        self._check_tree()
        return self._dataset_size()

    def _dataset_size(self):
        size = self._size()
        if size is None:
            size = sum(1 for _ in self._runner().epoch())
        return size

    def get_batch_size(self):
        return self.children[0].get_batch_size() if self.children else 1

    def get_repeat_count(self):
        return self.children[0].get_repeat_count() if self.children else 1

    def _first_row(self):
        return next(iter(self._runner().epoch()))

    def output_shapes(self, estimate=False):
        return [list(column.shape) for column in self._first_row()]

    def output_types(self):
        return [column.dtype for column in self._first_row()]

    def __len__(self):
        return self.get_dataset_size()

    # -- operations ------------------------------------------------------------
    def batch(self, batch_size, drop_remainder=False, num_parallel_workers=None, per_batch_map=None,
              input_columns=None, output_columns=None, python_multiprocessing=False, max_rowsize=None):
        return BatchDataset(self, batch_size, drop_remainder, per_batch_map, input_columns, output_columns)

    def shuffle(self, buffer_size):
        return ShuffleDataset(self, buffer_size)

    def map(self, operations=None, input_columns=None, output_columns=None, num_parallel_workers=None,
            python_multiprocessing=False, cache=None, callbacks=None, max_rowsize=None, offload=None):
        return MapDataset(self, operations, input_columns, output_columns, num_parallel_workers)

    def repeat(self, count=None):
        return RepeatDataset(self, count)

    def take(self, count=-1):
        return TakeDataset(self, count)

    def skip(self, count):
        return SkipDataset(self, count)

    def project(self, columns):
        return ProjectDataset(self, _names(columns))

    def rename(self, input_columns, output_columns):
        return RenameDataset(self, _names(input_columns), _names(output_columns))

    def zip(self, datasets):
        datasets = (datasets,) if isinstance(datasets, Dataset) else tuple(datasets)
        return ZipDataset((self,) + datasets)

    def concat(self, datasets):
        datasets = [datasets] if isinstance(datasets, Dataset) else list(datasets)
        return ConcatDataset([self] + datasets)

    def __add__(self, other):
        return self.concat(other)

    def split(self, sizes, randomize=True):
        sizes = self._absolute_split_sizes(sizes)
        splits, skipped = [], 0
        for size in sizes:
            part = copy.deepcopy(self)
            part._consumers = 0
            if randomize:
                part = ShuffleDataset(part, 10000, reshuffle_each_epoch=False)
            if skipped:
                part = part.skip(skipped)
            splits.append(part.take(size))
            skipped += size
        return tuple(splits)

    def _absolute_split_sizes(self, sizes):
        total = self.get_dataset_size()
        if not isinstance(sizes, list):
            raise RuntimeError("sizes must be a list.")
        if all(isinstance(size, int) for size in sizes):
            if sum(sizes) != total:
                raise RuntimeError(f"Sum of split sizes {sum(sizes)} is not equal to dataset size {total}.")
            return sizes
        absolute = []
        for size in sizes:
            rows = int(round(size * total))
            if rows == 0:
                raise RuntimeError(f"Split percentage {size} is too small.")
            absolute.append(rows)
        difference = int(total - sum(absolute))
        if difference > 0:
            absolute[0] += difference
        else:
            for i, rows in enumerate(absolute):
                if rows + difference > 0:
                    absolute[i] += difference
                    break
        return absolute

    # -- iterators --------------------------------------------------------------
    def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False, do_copy=True):
        return TupleIterator(self, _names(columns), num_epochs, output_numpy)

    def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
        return DictIterator(self, None, num_epochs, output_numpy)

    def __iter__(self):
        return iter(self.create_tuple_iterator())


#: The epoch number of the iterator whose rows are being made (what ``BatchInfo.get_epoch_num`` tells).
_iterator_epoch = [0]


class _Iterator(RealNamed):
    """Epochs of a pipeline run: each ``for`` loop over the iterator is the next epoch."""

    def __init__(self, dataset, columns, num_epochs, output_numpy):
        dataset._check_tree()
        self._dataset, self._output_numpy = dataset, output_numpy
        names = dataset.get_col_names()
        self._pick = None if columns is None else [names.index(name) for name in columns]
        self._names = names if columns is None else columns
        self._runner = dataset._runner()
        self._num_epochs = num_epochs
        self._epochs_started = 0
        self._rows = None

    def __iter__(self):
        return self

    def __next__(self):
        if self._rows is None:
            if 0 < self._num_epochs <= self._epochs_started:
                raise StopIteration
            self._rows = iter(self._runner.epoch())
            self._epochs_started += 1
        outer_epoch, _iterator_epoch[0] = _iterator_epoch[0], self._epochs_started - 1
        try:
            row = next(self._rows, None)
        finally:  # a source may itself iterate another pipeline
            _iterator_epoch[0] = outer_epoch
        if row is None:
            self._rows = None
            raise StopIteration
        if self._pick is not None:
            row = [row[i] for i in self._pick]
        if self._output_numpy:
            # MindSpore's int64 arrays come from C++ as 'long long', which numpy's repr names
            row = [value.view(np.longlong) if value.dtype == np.int64 else value for value in row]
        else:
            row = [from_numpy(value) if value.dtype.kind not in "USO" else value for value in row]
        return self._shape(row)

    def _shape(self, row):
        return list(row)

    def get_next(self):
        return next(self)


class TupleIterator(_Iterator):
    pass


class DictIterator(_Iterator):
    def _shape(self, row):
        return dict(zip(self._names, row))


class _Runner:
    """A runner made of a function of the epoch number (for nodes with no state of their own)."""

    def __init__(self, rows_of_epoch):
        self._rows_of_epoch, self._epoch = rows_of_epoch, 0

    def epoch(self):
        self._epoch += 1
        return self._rows_of_epoch(self._epoch - 1)


class BatchInfo(RealNamed):
    """What ``per_batch_map`` and a callable ``batch_size`` receive: the batch and epoch numbers."""

    def __init__(self, batch_num, epoch_num):
        self._batch_num, self._epoch_num = batch_num, epoch_num

    def get_batch_num(self):
        return self._batch_num

    def get_epoch_num(self):
        return self._epoch_num


def _stack(values, name):
    try:
        return np.stack(values)
    except ValueError:
        shapes = sorted({tuple(value.shape) for value in values})
        raise RuntimeError(
            f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. \n\n"
            f"------------------------------------------------------------------\n"
            f"- Dataset Pipeline Error Message: \n"
            f"------------------------------------------------------------------\n"
            f"[ERROR] Inconsistent batch shapes, batch operation expects same shape for each data row, "
            f"but got inconsistent shape in column {name}, expected shape for this column is:{list(shapes[0])}, "
            f"got shape:{list(shapes[-1])}") from None


class BatchDataset(Dataset):
    def __init__(self, child, batch_size, drop_remainder, per_batch_map, input_columns, output_columns):
        super().__init__([child])
        if not callable(batch_size):
            if not isinstance(batch_size, int) or isinstance(batch_size, bool):
                raise TypeError(f"Argument batch_size with value {batch_size} is not of type [<class 'int'>], but got {type(batch_size)}.")
            if batch_size <= 0:
                raise ValueError(f"Input batch_size is not within the required interval of [1, 2147483647].")
        self.batch_size, self.drop_remainder = batch_size, drop_remainder
        self.per_batch_map = per_batch_map
        self.input_columns, self.output_columns = _names(input_columns), _names(output_columns)

    def get_col_names(self):
        names = self.children[0].get_col_names()
        if self.per_batch_map is None or self.output_columns is None:
            return names
        inputs = self.input_columns or names
        rest = [name for name in names if name not in inputs]
        position = names.index(inputs[0])
        return rest[:position] + self.output_columns + rest[position:]

    def get_batch_size(self):
        return self.batch_size if not callable(self.batch_size) else 1

    def _size(self):
        size = self.children[0]._size()
        if size is None or callable(self.batch_size):
            return None
        return size // self.batch_size if self.drop_remainder else -(-size // self.batch_size)

    def _runner(self):
        child = self.children[0]._runner()
        names = self.children[0].get_col_names()
        out_names = self.get_col_names()

        def rows(_pass):
            # batches are numbered from 0 in every pass (a repeat above restarts them); the epoch is the iterator's
            epoch, number, pending, size = _iterator_epoch[0], 0, [], None
            for row in child.epoch():
                if not pending:
                    size = self.batch_size(BatchInfo(number, epoch)) if callable(self.batch_size) else self.batch_size
                pending.append(row)
                if len(pending) == size:
                    yield self._make(pending, names, out_names, number, epoch)
                    number, pending = number + 1, []
            if pending and not self.drop_remainder:
                yield self._make(pending, names, out_names, number, epoch)

        return _Runner(rows)

    def _make(self, rows, names, out_names, batch_num, epoch):
        columns = [[row[i] for row in rows] for i in range(len(names))]
        if self.per_batch_map is not None:
            inputs = self.input_columns or names
            picked = [columns[names.index(name)] for name in inputs]
            results = self.per_batch_map(*picked, BatchInfo(batch_num, epoch))
            if not isinstance(results, tuple):
                results = (results,)
            outputs = self.output_columns or inputs
            by_name = {name: columns[i] for i, name in enumerate(names) if name not in inputs}
            by_name.update({name: [as_column(v) for v in value] for name, value in zip(outputs, results)})
            return [_stack(by_name[name], name) for name in out_names]
        return [_stack(column, name) for column, name in zip(columns, names)]


class ShuffleDataset(Dataset):
    def __init__(self, child, buffer_size, reshuffle_each_epoch=True):
        super().__init__([child])
        if not isinstance(buffer_size, int) or isinstance(buffer_size, bool):
            raise TypeError(f"Argument buffer_size with value {buffer_size} is not of type [<class 'int'>], but got {type(buffer_size)}.")
        if buffer_size <= 1:
            raise ValueError("Input buffer_size is not within the required interval of [2, 2147483647].")
        self.buffer_size, self.reshuffle_each_epoch = buffer_size, reshuffle_each_epoch

    def _runner(self):
        child = self.children[0]._runner()
        seed = config.pipeline_seed()
        state = {"rng": MT19937_64.plain(seed)}

        def rows(epoch):
            if not self.reshuffle_each_epoch:
                state["rng"] = MT19937_64.plain(seed)
            rng = state["rng"]
            source = iter(child.epoch())
            buffer = list(itertools.islice(source, self.buffer_size))
            active = len(buffer) == self.buffer_size
            while buffer:
                slot = rng() % len(buffer)
                yield buffer[slot]
                buffer[slot] = buffer[-1]
                buffer.pop()
                if active:
                    row = next(source, None)
                    if row is None:
                        active = False
                    else:
                        buffer.append(row)

        return _Runner(rows)


def _apply(operations, values):
    for operation in operations:
        values = operation(*values)
        values = list(values) if isinstance(values, tuple) else [values]
    return values


def _flattened(operations):
    """The map's operations with each ``Compose`` opened up (MindSpore runs its transforms as the map's own)."""
    from unigrad.mindspore_api.dataset.transforms import Compose

    flat = []
    for operation in operations:
        flat.extend(_flattened(operation.transforms) if isinstance(operation, Compose) else [operation])
    return flat


class MapDataset(Dataset):
    """``map``: the operations on each row. As in MindSpore, ``num_parallel_workers`` workers (the
    config's number when not given) take the rows in turn, the end-of-epoch marker taking a turn too,
    and worker ``k`` runs its own copy of each random operation, seeded with ``seed + k``; so seeded
    random operations give MindSpore's rows for any number of workers (measured up to 2)."""

    def __init__(self, child, operations, input_columns, output_columns, num_parallel_workers=None):
        super().__init__([child])
        operations = operations if isinstance(operations, list) else [operations]
        self.operations = operations
        self.num_parallel_workers = num_parallel_workers
        self.input_columns, self.output_columns = _names(input_columns), _names(output_columns)

    def get_col_names(self):
        names = self.children[0].get_col_names()
        inputs = self.input_columns or names[:1]
        outputs = self.output_columns or inputs
        position = names.index(inputs[0])
        rest = [name for name in names if name not in inputs]
        return rest[:position] + outputs + rest[position:]

    def _runner(self):
        child = self.children[0]._runner()
        names = self.children[0].get_col_names()
        inputs = self.input_columns or names[:1]
        for name in inputs:
            if name not in names:
                raise RuntimeError(f"Invalid parameter, column name: {name} does not exist in the dataset columns.")
        picks = [names.index(name) for name in inputs]
        position = picks[0]
        rest = [i for i in range(len(names)) if i not in picks]
        operations = _flattened(self.operations)
        workers = [operations]
        if any(hasattr(operation, "_with_engine") for operation in operations):
            count = self.num_parallel_workers or config.get_num_parallel_workers()
            seed = config.pipeline_seed()
            workers = [[operation._with_engine((seed + worker) % 2**32) if hasattr(operation, "_with_engine")
                        else operation for operation in operations] for worker in range(count)]
        turn = [0]  # the next worker's turn, counted over the whole run

        def rows(epoch):
            for row in child.epoch():
                worker = workers[turn[0] % len(workers)]
                turn[0] += 1
                results = [as_column(value) for value in _apply(worker, [row[i] for i in picks])]
                others = [row[i] for i in rest]
                yield others[:position] + results + others[position:]
            turn[0] += 1  # the end-of-epoch marker goes to a worker as well

        return _Runner(rows)


class RepeatDataset(Dataset):
    def __init__(self, child, count):
        super().__init__([child])
        self.count = -1 if count is None else count

    def get_repeat_count(self):
        return self.count

    def _size(self):
        size = self.children[0]._size()
        return None if size is None or self.count < 0 else size * self.count

    def _dataset_size(self):
        if self.count < 0:
            return self.children[0]._dataset_size()  # MindSpore reports one pass for an endless repeat
        return self.children[0]._dataset_size() * self.count

    def _runner(self):
        child = self.children[0]._runner()

        def rows(epoch):
            for _ in itertools.count() if self.count < 0 else range(self.count):
                yield from child.epoch()

        return _Runner(rows)


class TakeDataset(Dataset):
    def __init__(self, child, count):
        super().__init__([child])
        self.count = count

    def _size(self):
        size = self.children[0]._size()
        if self.count < 0:
            return size
        return None if size is None else min(size, self.count)

    def _runner(self):
        child = self.children[0]._runner()

        def rows(epoch):
            source = iter(child.epoch())
            yield from itertools.islice(source, None if self.count < 0 else self.count)
            # MindSpore's take reads its child to the end of the epoch: the rows it drops still
            # use up the draws of the random operations and shuffles below it
            for _ in source:
                pass

        return _Runner(rows)


class SkipDataset(Dataset):
    def __init__(self, child, count):
        super().__init__([child])
        self.count = count

    def _size(self):
        size = self.children[0]._size()
        return None if size is None else max(size - self.count, 0)

    def _runner(self):
        child = self.children[0]._runner()
        return _Runner(lambda epoch: itertools.islice(child.epoch(), self.count, None))


class ProjectDataset(Dataset):
    def __init__(self, child, columns):
        super().__init__([child])
        self.columns = columns

    def get_col_names(self):
        return list(self.columns)

    def _runner(self):
        child = self.children[0]._runner()
        names = self.children[0].get_col_names()
        picks = [names.index(name) for name in self.columns]
        return _Runner(lambda epoch: ([row[i] for i in picks] for row in child.epoch()))


class RenameDataset(Dataset):
    def __init__(self, child, input_columns, output_columns):
        super().__init__([child])
        self.mapping = dict(zip(input_columns, output_columns))

    def get_col_names(self):
        return [self.mapping.get(name, name) for name in self.children[0].get_col_names()]

    def _runner(self):
        return self.children[0]._runner()


class ZipDataset(Dataset):
    def __init__(self, datasets):
        super().__init__(datasets)

    def get_col_names(self):
        return [name for child in self.children for name in child.get_col_names()]

    def _size(self):
        sizes = [child._size() for child in self.children]
        return None if None in sizes else min(sizes)

    def _dataset_size(self):
        return min(child._dataset_size() for child in self.children)

    def _runner(self):
        runners = [child._runner() for child in self.children]
        return _Runner(lambda epoch: ([v for row in rows for v in row] for rows in zip(*(r.epoch() for r in runners))))


class ConcatDataset(Dataset):
    """The children's rows one after the other. ``use_sampler(DistributedSampler(...))`` shards the whole
    concatenation as MindSpore's ConcatOp does: a random-access child gets a copy of the sampler offset by
    the rows before it (modulo the shard count), any other child keeps every ``num_shards``-th row by a
    running count, and a random-access child shorter than the shard count keeps its rows only in the
    shards its span covers."""

    def __init__(self, datasets):
        super().__init__(datasets)
        self._shards = None  # (num_shards, shard_id) once a DistributedSampler is used
        self._children_spans = [(-1, -1)] * len(self.children)  # MindSpore's children_start_end_index_

    def _size(self):
        if self._shards is not None:
            return None  # as MindSpore: only a pass can tell
        sizes = [child._size() for child in self.children]
        return None if None in sizes else sum(sizes)

    def _dataset_size(self):
        if self._shards is not None:
            return sum(1 for _ in self._runner().epoch())
        return sum(child._dataset_size() for child in self.children)

    def use_sampler(self, sampler):
        if not isinstance(sampler, (DistributedSampler, RandomSampler)):
            raise TypeError(f"The parameter {sampler} of concat must be DistributedSampler or RandomSampler!")
        if isinstance(sampler, RandomSampler):
            if sampler.replacement:
                raise ValueError("The parameter replacement of RandomSampler must be False!")
            if sampler.get_num_samples() is not None:
                raise ValueError("The parameter num_samples of RandomSampler is not support to be set!")
            raise NotImplementedError("unigrad: a ConcatDataset with a RandomSampler (MindSpore's random "
                                      "interleaving of the children) is not reproduced yet")
        if sampler.shuffle:
            raise ValueError("The parameter shuffle of DistributedSampler must be False!")
        if sampler.num_shards <= 0:
            raise ValueError("The parameter num_shards of DistributedSampler must be positive int!")
        if sampler.get_num_samples() is not None:
            raise ValueError("The parameter num_samples of DistributedSampler is not support to be set!")
        shards = sampler.num_shards
        spans = []
        before = 0  # rows before this child, modulo the shard count
        for child in self.children:
            if getattr(child, "sampler", None) is not None and child.sampler.get_num_samples() is not None:
                raise ValueError(f"The parameter NumSamples of {child} is not support to be set!")
            if isinstance(child, BatchDataset):
                raise TypeError(f"The parameter {child} of concat must not be BatchDataset or PaddedBatchDataset!")
            size = child.get_dataset_size() if child._random_access() else 0
            span = (-1, -1)
            if size:
                end = before + size
                if size < shards:
                    span = (before, end) if end < shards else (before, end % shards)
                child_sampler = copy.deepcopy(sampler)
                child_sampler.offset = before
                child.use_sampler(child_sampler)
            spans.append(span)
            before = (before + (size if size else child.get_dataset_size())) % shards
        self._shards, self._children_spans = (shards, sampler.shard_id), spans

    def _runner(self):
        runners = [child._runner() for child in self.children]
        if self._shards is None:
            return _Runner(lambda epoch: itertools.chain.from_iterable(r.epoch() for r in runners))
        shards, shard = self._shards
        sized = [child._random_access() and child._size() for child in self.children]

        def kept(first, end):
            return (first == -1 and end == -1) or (first < end and first <= shard < end) or (
                first > end and (shard >= first or shard < end))

        def rows(epoch):
            count = 0  # rows of the children that are not sharded by their own sampler
            for runner, size, span in zip(runners, sized, self._children_spans):
                for row in runner.epoch():
                    if size:
                        if kept(*span):
                            yield row
                    else:
                        if count % shards == shard:
                            yield row
                        count += 1
                if size:
                    count += size
        return _Runner(rows)


def zip_datasets(datasets):
    """``mindspore.dataset.zip((a, b, ...))`` (exported under that name by the package, not here, where it
    would hide the builtin): the rows of several datasets side by side (as ``a.zip(...)``)."""
    if not isinstance(datasets, tuple):
        raise TypeError(f"Argument datasets with value {datasets!r} is not of type [<class 'tuple'>], "
                        f"but got {type(datasets)}.")
    if len(datasets) <= 1:
        raise ValueError("Can't zip empty or just one dataset!")
    for dataset in datasets:
        if not isinstance(dataset, Dataset):
            raise TypeError(f"Invalid dataset, expected Dataset object, but got {type(dataset)}!")
    return ZipDataset(datasets)


zip_datasets.__name__ = zip_datasets.__qualname__ = "zip"
