"""mindspore_api._kernels: every spelling of each op in the kernel table gives the same bits.

For every op of ``KERNELS``, each spelling unigrad's mindspore has
(``ops.<op>``, ``Tensor.<op>``, the primitive ``ops.<Op>()``, ``mint.<op>``,
the ``nn`` layer) runs on the same random float32 values and must give
exactly the bits of the table's entry, with and without a gradient, under
both numerics policies.
"""

import numpy as np
import pytest
import torch

import unigrad
import unigrad.mindspore_api as ms
from unigrad.mindspore_api import _kernels as kernels, mint, nn, ops
from unigrad.mindspore_api import numpy as mnp
from unigrad.mindspore_api.common.tensor import _box

PRIMITIVES = {"tanh": "Tanh", "exp": "Exp", "sigmoid": "Sigmoid", "log": "Log", "sqrt": "Sqrt", "sin": "Sin",
              "cos": "Cos", "tan": "Tan", "erf": "Erf", "expm1": "Expm1", "sinh": "Sinh", "cosh": "Cosh",
              "asin": "Asin", "acos": "ACos", "atan": "Atan", "asinh": "Asinh", "acosh": "Acosh", "atanh": "Atanh",
              "erfc": "Erfc", "softmax": "Softmax", "gelu": "GeLU", "fast_gelu": "FastGeLU"}
LAYERS = {"tanh": "Tanh", "sigmoid": "Sigmoid", "silu": "SiLU", "softmax": "Softmax", "hardswish": "HSwish",
          "selu": "SeLU", "celu": "CELU", "mish": "Mish", "fast_gelu": "FastGelu", "elu": "ELU",
          "hardsigmoid": "HSigmoid", "softsign": "Softsign", "relu6": "ReLU6",
          "softshrink": "SoftShrink"}
#: mindspore.numpy's names for table ops (its exp2 is a Pow, not the Exp2 kernel, so it is not one of them)
NUMPY = {"exp": "exp", "expm1": "expm1", "tanh": "tanh", "log": "log", "sin": "sin", "cos": "cos", "tan": "tan",
         "asin": "arcsin", "acos": "arccos", "atan": "arctan", "sinh": "sinh", "cosh": "cosh", "asinh": "arcsinh",
         "acosh": "arccosh", "atanh": "arctanh", "sqrt": "sqrt", "cumsum": "cumsum"}
POSITIVE = {"log", "sqrt", "acosh"}
UNIT = {"asin", "acos", "atanh"}


def _values(name, seed=0):
    values = np.random.RandomState(seed).uniform(-6, 6, 4099).astype(np.float32)
    if name in POSITIVE:
        return np.abs(values) + np.float32(1.01)
    if name in UNIT:
        return values / np.float32(6.5)
    return values


#: the arguments every spelling of a table op that needs more than the tensor is called with
CALL_ARGUMENTS = {"cumsum": (0,)}


#: spellings MindSpore 2.10's CPU backend has no kernel for: they run no table entry but fail at the next read, as
#: MindSpore's do (case mint_cpu_kernel_failures)
NO_CPU_KERNEL = {"mint.cumsum", "mint.exp2"}


def _spellings(name):
    found = []
    arguments = CALL_ARGUMENTS.get(name, ())
    for label, module in (("ops.", ops), ("mint.", mint)):
        if hasattr(module, name) and label + name not in NO_CPU_KERNEL:
            found.append((label + name, lambda x, fn=getattr(module, name): fn(x, *arguments)))
    if hasattr(ms.Tensor, name):
        found.append(("Tensor." + name, lambda x: getattr(x, name)(*arguments)))
    if name in PRIMITIVES and hasattr(ops, PRIMITIVES[name]):
        found.append(("ops." + PRIMITIVES[name], lambda x: getattr(ops, PRIMITIVES[name])()(x)))
    if name in LAYERS and hasattr(nn, LAYERS[name]):
        found.append(("nn." + LAYERS[name], lambda x: getattr(nn, LAYERS[name])()(x)))
    if name in NUMPY:
        found.append(("numpy." + NUMPY[name], lambda x, fn=getattr(mnp, NUMPY[name]): fn(x, *arguments)))
    return found


#: the attributes a table entry takes besides the tensor, as the spellings pass them by default
ATTRIBUTES = {"softmax": (-1,), "celu": (1.0,), "softshrink": (0.5,), "cumsum": (0,)}


def _entry(name, t):
    return kernels.KERNELS[name](t, *ATTRIBUTES.get(name, ()))


#: the matrix products (two inputs, checked by test_every_matmul_spelling_runs_the_table_entry), the
#: whole-tensor reductions (checked by test_whole_tensor_reductions_are_summed_wide) and the losses of
#: logits and labels (checked against recorded bits by tests/numerics/test_mindspore_cpu_losses.py)
PRODUCTS = {"matmul", "matmul_any", "mm", "dense", "sum_all", "mean_all", "bce_with_logits", "cross_entropy",
            "softmax_cross_entropy", "sparse_softmax_cross_entropy", "prelu", "cross"}


@pytest.mark.parametrize("policy", ["exact", "native"])
@pytest.mark.parametrize("name", sorted(set(kernels.KERNELS) - PRODUCTS))
def test_every_spelling_runs_the_table_entry(name, policy):
    spellings = _spellings(name)
    assert spellings, f"no spelling of {name}"
    values = _values(name)
    with unigrad.set_numerics(policy):
        expected = _entry(name, torch.from_numpy(values)).numpy().view(np.uint32)
        for spelling, fn in spellings:
            out = fn(ms.Tensor(values))
            assert np.array_equal(out.asnumpy().view(np.uint32), expected), spelling
        # the gradient too is the entry's, whichever spelling: the same bits as the entry's own
        entry_grad = ms.grad(lambda x: _box(_entry(name, x._torch)).sum())(ms.Tensor(values)).asnumpy()
        for spelling, fn in spellings:
            grads = ms.grad(lambda x: fn(x).sum())(ms.Tensor(values)).asnumpy()
            assert np.array_equal(grads.view(np.uint32), entry_grad.view(np.uint32)), spelling + " (gradient)"

def test_tensor_methods_and_ops_agree_on_the_ops_issue_12_names():
    for name in ("tanh", "exp", "sigmoid", "log", "sqrt", "sin", "erf"):
        assert len(_spellings(name)) >= 2, name


@pytest.mark.parametrize("policy", ["exact", "native"])
def test_every_matmul_spelling_runs_the_table_entry(policy):
    rng = np.random.RandomState(1)
    a, b = rng.randn(13, 33).astype(np.float32), rng.randn(33, 17).astype(np.float32)
    w = np.ascontiguousarray(b.T)
    with unigrad.set_numerics(policy):
        expected = kernels.KERNELS["matmul"](torch.from_numpy(a), torch.from_numpy(b)).numpy().view(np.uint32)
        for spelling, out in (("ops.matmul", ops.matmul(ms.Tensor(a), ms.Tensor(b))),
                              ("Tensor.__matmul__", ms.Tensor(a) @ ms.Tensor(b)),
                              ("Tensor.matmul", ms.Tensor(a).matmul(ms.Tensor(b))),
                              ("ops.MatMul", ops.MatMul()(ms.Tensor(a), ms.Tensor(b))),
                              ("nn.MatMul", nn.MatMul()(ms.Tensor(a), ms.Tensor(b)))):
            assert np.array_equal(out.asnumpy().view(np.uint32), expected), spelling
        # nn.Dense and ops.dense: MatMul with the weight transposed in memory, then BiasAdd
        dense = kernels.KERNELS["matmul"](torch.from_numpy(a), torch.from_numpy(w), False, True).numpy()
        dense = dense.view(np.uint32)
        layer = nn.Dense(33, 17, weight_init=ms.Tensor(w), has_bias=False)
        assert np.array_equal(layer(ms.Tensor(a)).asnumpy().view(np.uint32), dense)
        assert np.array_equal(ops.dense(ms.Tensor(a), ms.Tensor(w)).asnumpy().view(np.uint32), dense)
        assert np.array_equal(ops.MatMul(transpose_b=True)(ms.Tensor(a), ms.Tensor(w)).asnumpy().view(np.uint32), dense)


def test_matmul_gradients_are_matmuls_of_the_kernel():
    rng = np.random.RandomState(2)
    a, b = rng.randn(7, 17).astype(np.float32), rng.randn(17, 9).astype(np.float32)
    dout = torch.ones(7, 9)
    da, db = ms.grad(lambda x, y: ops.matmul(x, y).sum(), (0, 1))(ms.Tensor(a), ms.Tensor(b))
    # MindSpore's bprop: dx = MatMul(transpose_b=True)(dout, b), dw = MatMul(transpose_a=True)(a, dout)
    assert np.array_equal(da.asnumpy(), kernels.KERNELS["matmul"](dout, torch.from_numpy(b), False, True).numpy())
    assert np.array_equal(db.asnumpy(), kernels.KERNELS["matmul"](torch.from_numpy(a), dout, True, False).numpy())


def test_whole_tensor_reductions_are_summed_wide():
    # MindSpore 2.10's CPU ReduceSum/ReduceMean over every axis round a wide sum once (recorded: the
    # mean of 16 values that float32 sums in any order miss)
    values = np.random.RandomState(3).uniform(-10, 10, (16, 1)).astype(np.float32)
    expected_sum = np.float32(values.astype(np.float64).sum())
    for out in (ops.sum(ms.Tensor(values)), ms.Tensor(values).sum(), ops.ReduceSum()(ms.Tensor(values))):
        assert out.asnumpy().view(np.uint32) == expected_sum.view(np.uint32)
    expected_mean = expected_sum / np.float32(16)
    # real MindSpore's bits for this mean: 3209555202 (np.mean's float32 pairwise sum gives 3209555204)
    assert expected_mean.view(np.uint32) == 3209555202
    for out in (ops.mean(ms.Tensor(values)), ms.Tensor(values).mean(), ops.ReduceMean()(ms.Tensor(values))):
        assert out.asnumpy().view(np.uint32) == expected_mean.view(np.uint32)


@pytest.mark.parametrize("reduction, bits", [("mean", 2459154081), ("sum", 2862219110), ("none", 2862219110)])
def test_bce_with_logits_gradient_is_mindspores(reduction, bits):
    # bits: the sum of the int32 patterns of real MindSpore 2.10's gradient for these inputs
    def values(seed, lo, hi):
        i = np.arange(13, dtype=np.float64)
        return (lo + (hi - lo) * (np.sin(i * 1.3 + seed) * 0.5 + 0.5)).astype(np.float32)

    x, y, w, p = values(1, -6, 6), values(2, 0, 1), values(3, 0.5, 2), values(4, 0.5, 2)

    def f(x):
        loss = ops.binary_cross_entropy_with_logits(x, ms.Tensor(y), ms.Tensor(w), ms.Tensor(p), reduction)
        return loss.sum() if reduction == "none" else loss

    grad = ms.grad(f)(ms.Tensor(x)).asnumpy()
    assert int(grad.view(np.int32).astype(np.int64).sum()) == bits


@pytest.mark.parametrize("policy", ["exact", "native"])
@pytest.mark.parametrize("channels", [1, 5])
def test_every_prelu_spelling_runs_the_table_entry(policy, channels):
    """ops.prelu, the PReLU primitive and nn.PReLU (its weight a Parameter): the entry's values and both
    gradients."""
    rng = np.random.RandomState(channels)
    x = rng.uniform(-6, 6, (40, 5, 3)).astype(np.float32)
    w = rng.uniform(-1, 1, channels).astype(np.float32)
    dout = rng.standard_normal(x.shape).astype(np.float32)
    with unigrad.set_numerics(policy):
        xt, wt = torch.from_numpy(x).requires_grad_(), torch.from_numpy(w).requires_grad_()
        y = kernels.KERNELS["prelu"](xt, wt)
        expected = [t.detach().numpy().view(np.uint32) for t in
                    (y, *torch.autograd.grad(y, (xt, wt), torch.from_numpy(dout)))]
        net = nn.PReLU(channels, ms.Tensor(w))
        for spelling, fn in (("ops.prelu", ops.prelu), ("ops.PReLU", ops.PReLU()), ("nn.PReLU", lambda a, b: net(a))):
            out = fn(ms.Tensor(x), ms.Tensor(w))
            assert np.array_equal(out.asnumpy().view(np.uint32), expected[0]), spelling
            if spelling == "nn.PReLU":
                (gw,) = ms.grad(lambda a: (net(a) * ms.Tensor(dout)).sum(), None, net.trainable_params())(ms.Tensor(x))
                gx = ms.grad(lambda a: (net(a) * ms.Tensor(dout)).sum())(ms.Tensor(x))
            else:
                gx, gw = ms.grad(lambda a, b: (fn(a, b) * ms.Tensor(dout)).sum(), grad_position=(0, 1))(
                    ms.Tensor(x), ms.Tensor(w))
            assert np.array_equal(gx.asnumpy().view(np.uint32), expected[1]), spelling + " dx"
            assert np.array_equal(gw.asnumpy().view(np.uint32), expected[2]), spelling + " dw"


def test_every_cross_spelling_runs_the_table_entry():
    rng = np.random.RandomState(4)
    a, b = rng.randn(200, 3).astype(np.float32), rng.randn(200, 3).astype(np.float32)
    expected = kernels.KERNELS["cross"](torch.from_numpy(a), torch.from_numpy(b), 1).numpy().view(np.uint32)
    for spelling, out in (("Tensor.cross", ms.Tensor(a).cross(ms.Tensor(b), 1)),
                          ("numpy.cross", mnp.cross(ms.Tensor(a), ms.Tensor(b)))):
        assert np.array_equal(out.asnumpy().view(np.uint32), expected), spelling
