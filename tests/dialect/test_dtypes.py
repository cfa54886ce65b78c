"""The dtype table: lookups by torch dtype, by name and by alias, as both front ends bind it."""

import torch

from unigrad.dialect.dtypes import DtypeTable


def test_first_entry_of_a_torch_dtype_is_its_twin():
    table = DtypeTable([("float32", "f", torch.float32), ("single", "s", torch.float32)])
    assert table.by_torch[torch.float32] == "f"
    assert table.by_name == {"float32": "f", "single": "s"}


def test_named_reads_aliases_and_misses_as_none():
    table = DtypeTable([("float64", "d", torch.float64)], {"double": "float64"})
    assert table.named("double") == "d"
    assert table.named("float64") == "d"
    assert table.named("float32") is None


def test_front_ends_bind_their_dtypes():
    from unigrad.mindspore_api.common import dtype as mstype
    from unigrad.paddle_api import _dtype

    assert _dtype.from_torch(torch.int64) is _dtype.TABLE.named("long")
    assert str(_dtype.from_torch(torch.float32)) == "paddle.float32"
    assert mstype.from_torch(torch.float16) is mstype.half
    assert set(mstype.TABLE.by_torch) >= {torch.uint16, torch.bfloat16}
