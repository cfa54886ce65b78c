"""paddle.save / paddle.load: the pickle layouts paddle writes, round trips and errors."""

import io
import pickle

import numpy as np
import pytest

import unigrad.paddle_api as paddle


def test_state_dict_is_saved_as_arrays_with_a_name_table(tmp_path):
    net = paddle.nn.Linear(2, 3)
    path = str(tmp_path / "net.pdparams")
    paddle.save(net.state_dict(), path)
    raw = pickle.load(open(path, "rb"))
    assert isinstance(raw["weight"], np.ndarray) and raw["weight"].dtype == np.float32
    assert raw["StructuredToParameterName@@"] == {"weight": net.weight.name, "bias": net.bias.name}
    loaded = paddle.load(path)
    assert list(loaded) == ["weight", "bias"]
    assert isinstance(loaded["weight"], paddle.Tensor) and loaded["weight"].name == net.weight.name
    assert np.array_equal(loaded["weight"].numpy(), net.weight.numpy())
    assert isinstance(paddle.load(path, return_numpy=True)["bias"], np.ndarray)
    assert "StructuredToParameterName@@" in paddle.load(path, keep_name_table=True)


def test_nested_tensors_pickle_as_name_array_tuples(tmp_path):
    t = paddle.to_tensor([1.0, 2.0])
    path = str(tmp_path / "n.pd")
    paddle.save([t, {"a": t, "k": 3}, (t, 1.5)], path)
    raw = pickle.load(open(path, "rb"))
    assert raw[0][0] == t.name and isinstance(raw[0][1], np.ndarray)
    out = paddle.load(path)
    assert isinstance(out[2], tuple) and out[2][1] == 1.5 and out[1]["k"] == 3
    assert all(isinstance(v, paddle.Tensor) for v in (out[0], out[1]["a"], out[2][0]))
    assert out[0].name == t.name


def test_single_tensor_and_bfloat16_round_trip(tmp_path):
    path = str(tmp_path / "t.pd")
    paddle.save(paddle.to_tensor([1.5], dtype="bfloat16"), path)
    out = paddle.load(path)
    assert out.dtype == paddle.bfloat16 and float(out.astype("float32").item()) == 1.5


def test_optimizer_state_dict_round_trip(tmp_path):
    net = paddle.nn.Linear(2, 2)
    opt = paddle.optimizer.Adam(learning_rate=paddle.optimizer.lr.StepDecay(0.1, 2), parameters=net.parameters())
    net(paddle.ones([1, 2])).sum().backward()
    opt.step()
    buf = io.BytesIO()
    paddle.save(opt.state_dict(), buf)
    buf.seek(0)
    state = paddle.load(buf)
    assert state["LR_Scheduler"] == opt.state_dict()["LR_Scheduler"]
    opt.set_state_dict(state)


def test_big_arrays_split_for_old_protocols_are_joined_on_load():
    from unigrad.paddle_api import _framework_io as framework_io

    saved = framework_io._split_big_arrays({"w": np.arange(10.0)}, 4)
    assert list(saved) == ["w"]
    joined = framework_io._join_big_arrays({
        "w@@.0": np.arange(3.0), "w@@.1": np.arange(3.0, 6.0),
        "UnpackBigParamInfor@@": {"w": {"OriginShape": (2, 3), "slices": ["w@@.0", "w@@.1"]}},
    })
    assert list(joined) == ["w"] and np.array_equal(joined["w"], np.arange(6.0).reshape(2, 3))


def test_errors(tmp_path):
    with pytest.raises(ValueError, match="to load model not exists"):
        paddle.load(str(tmp_path / "missing.pdparams"))
    with pytest.raises(ValueError, match="filename is empty string"):
        paddle.save({}, str(tmp_path) + "/")
    with pytest.raises(ValueError, match="do not support saving `paddle.nn.Layer`"):
        paddle.save(paddle.nn.Linear(1, 1), str(tmp_path / "l.pd"))
    with pytest.raises(ValueError, match="protocol=5"):
        paddle.save([paddle.ones([1])], str(tmp_path / "x.pd"), protocol=5)
    with pytest.raises(NotImplementedError, match="<class 'bytes'>"):
        paddle.save(b"x", str(tmp_path / "x.pd"))
    junk = tmp_path / "junk"
    junk.write_bytes(b"not a pickle")
    with pytest.raises(ValueError, match="can not parse the file"):
        paddle.load(str(junk))
