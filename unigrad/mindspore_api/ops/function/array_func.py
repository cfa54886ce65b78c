"""``mindspore.ops.function.array_func``: where MindSpore defines the array functions ``mint`` exports (only
those unigrad's ``mint`` reproduces, under MindSpore's ``_ext``/``_view`` names)."""

from unigrad.mindspore_api.ops import functional

__all__ = ["chunk_view", "gather_ext", "split_view", "tril_ext", "unsqueeze_view"]


def chunk_view(input, chunks, dim=0):  # noqa: A002 - MindSpore's argument name
    return functional.chunk(input, chunks, dim)


def gather_ext(input, dim, index):  # noqa: A002
    return input.gather(dim, index)


def split_view(tensor, split_size_or_sections, dim=0):
    return functional.split(tensor, split_size_or_sections, dim)


def tril_ext(input, diagonal=0):  # noqa: A002
    return input.tril(diagonal)


def unsqueeze_view(input, dim):  # noqa: A002
    return functional.unsqueeze(input, dim)
