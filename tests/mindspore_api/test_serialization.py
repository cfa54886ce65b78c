"""MindSpore checkpoints: the protobuf wire format, and the committed files written by real MindSpore and unigrad."""

import os

import numpy as np

import unigrad.mindspore_api as ms
from unigrad.mindspore_api.train import _protobuf

DATA = os.path.join(os.path.dirname(__file__), "data")


def test_varints_round_trip_including_negative_int64():
    message = _protobuf.encode_field(1, 300) + _protobuf.encode_field(1, -1) + _protobuf.encode_field(2, "é")
    assert _protobuf.fields(message) == [(1, 300), (1, (1 << 64) - 1), (2, "é".encode())]


def test_unigrad_writes_the_bytes_real_mindspore_wrote(tmp_path):
    # made_by_mindspore.ckpt was written by MindSpore 2.10.0 from make_checkpoints.py (see its docstring)
    params = ms.load_checkpoint(os.path.join(DATA, "made_by_mindspore.ckpt"))
    out = tmp_path / "again.ckpt"
    ms.save_checkpoint([{"name": name, "data": value} for name, value in params.items()], str(out))
    with open(os.path.join(DATA, "made_by_mindspore.ckpt"), "rb") as real:
        assert out.read_bytes() == real.read()


def test_loaded_values_keep_their_dtypes():
    params = ms.load_checkpoint(os.path.join(DATA, "made_by_mindspore.ckpt"))
    assert params["big"].asnumpy().tolist() == [2**40, -3]
    assert params["half"].asnumpy().dtype == np.float16 and params["flag"].asnumpy().dtype == np.bool_
