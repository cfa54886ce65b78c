"""paddle_api._kernels: every spelling of each op in the kernel table gives the same bits.

For every op of ``KERNELS``, each spelling unigrad's paddle has (``paddle.<op>``,
``Tensor.<op>``, ``Tensor.<op>_``, ``paddle.nn.functional.<op>``, the layer)
runs on the same random float32 values and must give exactly the bits of
the table's entry, with and without a gradient, under both numerics policies.
"""

import numpy as np
import pytest
import torch

import unigrad
import unigrad.paddle_api as paddle
from unigrad.paddle_api import _kernels as kernels
from unigrad.paddle_api.nn import functional as F

#: paddle.nn layer of an op, where paddle has one
LAYERS = {"tanh": "Tanh", "sigmoid": "Sigmoid", "silu": "Silu", "swish": "Swish", "softmax": "Softmax",
          "log_softmax": "LogSoftmax", "elu": "ELU", "softplus": "Softplus", "gelu": "GELU", "hardswish": "Hardswish",
          "hardsigmoid": "Hardsigmoid", "hardtanh": "Hardtanh", "softshrink": "Softshrink", "tanhshrink": "Tanhshrink",
          "softsign": "Softsign", "mish": "Mish", "selu": "SELU", "celu": "CELU", "log_sigmoid": "LogSigmoid"}
#: the attributes paddle's spellings pass by default, for calling the entry itself
DEFAULTS = {"elu": (1.0,), "softplus": (1, 20), "softmax": (-1,), "log_softmax": (-1,), "pow": (2.0,),
            "gelu": (False,), "celu": (1.0,), "hardsigmoid": (0.1666667, 0.5), "hardtanh": (-1.0, 1.0),
            "softshrink": (0.5,), "selu": (1.0507009873554805, 1.6732632423543772), "cumsum": (0,),
            "stanh": (0.67, 1.7159), "polygamma": (1,), "logcumsumexp": (0,)}
#: the arguments every spelling of an op is called with, besides the tensor
ARGUMENTS = {"pow": (2.0,), "polygamma": (1,)}
#: ops defined only for positive inputs
POSITIVE = {"log", "sqrt", "rsqrt", "log2", "log10", "log1p", "polygamma"}


def _values(name, seed=0):
    values = np.random.RandomState(seed).uniform(-6, 6, 4099).astype(np.float32)
    return np.abs(values) + np.float32(0.01) if name in POSITIVE else values


def _spellings(name):
    """(spelling, callable on a paddle Tensor) for each spelling of op ``name`` that unigrad's paddle has."""
    found = []
    args = ARGUMENTS.get(name, ())
    if name in paddle.ops.OPS:
        found.append(("paddle." + name, lambda x: getattr(paddle, name)(x, *args)))
    if hasattr(paddle.Tensor, name):
        found.append(("Tensor." + name, lambda x: getattr(x, name)(*args)))
    if hasattr(paddle.Tensor, name + "_"):
        found.append(("Tensor." + name + "_", lambda x: getattr(x.clone(), name + "_")(*args)))
    if name == "pow":
        found.append(("x ** y", lambda x: x ** args[0]))
    if hasattr(F, name):
        found.append(("F." + name, getattr(F, name)))
    if name in LAYERS and hasattr(paddle.nn, LAYERS[name]):
        found.append(("nn." + LAYERS[name], lambda x: getattr(paddle.nn, LAYERS[name])()(x)))
    return found


def _bits(tensor):
    return tensor.numpy().view(np.uint32)


@pytest.mark.parametrize("policy", ["exact", "native"])
@pytest.mark.parametrize("name", sorted(kernels.KERNELS))
def test_every_spelling_runs_the_table_entry(name, policy):
    spellings = _spellings(name)
    assert spellings, f"no spelling of {name}"
    values = _values(name)
    with unigrad.set_numerics(policy):
        expected = kernels.KERNELS[name](torch.from_numpy(values), *DEFAULTS.get(name, ())).numpy().view(np.uint32)
        for spelling, fn in spellings:
            out = fn(paddle.to_tensor(values))
            assert np.array_equal(_bits(out), expected), spelling
            x = paddle.to_tensor(values, stop_gradient=False)
            with_grad = fn(x * 1.0)  # not a leaf, so the in-place spellings may run too
            assert np.array_equal(_bits(with_grad.detach()), expected), spelling + " (with a gradient)"


def test_spellings_cover_the_ops_issue_12_names():
    # the ops measured to differ by spelling before the table existed
    for name in ("tanh", "exp", "sigmoid", "log", "sqrt", "erf"):
        assert len(_spellings(name)) >= 2, name


def test_native_policy_is_torch_and_exact_is_paddle():
    x = torch.from_numpy(_values("tanh"))
    with unigrad.set_numerics("native"):
        assert torch.equal(kernels.KERNELS["tanh"](x), torch.tanh(x))
    # 0.5 is one of the values where paddle's (Eigen's) tanh is not torch's
    assert not torch.equal(kernels.KERNELS["tanh"](x), torch.tanh(x))


def test_batched_matmul_is_one_sgemm_per_matrix_where_claimed():
    from unigrad.numerics import mkl

    a = torch.randn(3, 8, 40)
    b = torch.randn(3, 40, 16)
    with unigrad.set_numerics("exact"):
        out = kernels.bmm(a, b)
    expected = np.stack([mkl.sgemm(x, y) for x, y in zip(a.numpy(), b.numpy())])
    assert np.array_equal(out.numpy(), expected)
    assert not kernels._claimed_batched(a, b[:1], False, False)  # broadcast batch axes: not measured
    assert not kernels._claimed_batched(torch.randn(2, 3, 8), torch.randn(2, 8, 3), False, False)  # 9 per matrix


def test_gradients_where_the_forward_is_not_finite_are_paddles():
    # values seen from paddle 3.3.1: a nan forward (log of a negative) still has the finite gradient 1/x,
    # and exp's gradient is dout * out on paddle's own values (its 8-wide packets give 2.9e-39 below -88,
    # where torch's exp is 0)
    x = paddle.to_tensor([-1.0, 0.0, -0.0, float("inf"), 2.0, -200.0, -150.0, 1.0], stop_gradient=False)
    (g,) = paddle.grad([paddle.log(x)], [x])
    assert g.numpy().tolist()[:6] == [-1.0, float("inf"), float("-inf"), 0.0, 0.5, np.float32(-0.005).item()]
    y = paddle.exp(x)
    (g,) = paddle.grad([y], [x])
    assert g.numpy().view(np.int32).tolist() == y.numpy().view(np.int32).tolist()
    assert y.numpy()[5] == np.float32(2.938265e-39)


def test_an_nd_times_2d_matmul_is_folded_into_one_claimed_gemm():
    # paddle folds the leading axes into one GEMM (measured: bitwise the 2-D product), so its bits are the 2-D one's
    import unigrad.paddle_api as paddle

    x, w = paddle.randn([2, 3, 8]), paddle.randn([8, 24])
    folded = paddle.matmul(x.reshape([6, 8]), w).reshape([2, 3, 24])
    assert torch.equal(paddle.matmul(x, w)._torch, folded._torch)
    assert torch.equal(paddle.nn.functional.linear(x, w)._torch, folded._torch)
