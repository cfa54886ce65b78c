"""unigrad.paddle_api._random: paddle 3.3.1's seeded CPU random numbers, bit for bit."""

import numpy as np
import pytest
import torch

from unigrad.paddle_api import _random as R

# Printed by the oracle (/tmp/oracle-paddle/bin/python, paddle 3.3.1, CPU) running, in order:
#   paddle.seed(2024); rand([4]); randn([5]); rand([2])
#   paddle.seed(7); uniform([3], 'float64', min=-1.5, max=2.0); randn([3], 'float64')
#   paddle.seed(7); normal(0.5, 3.0, [3]); randint(-3, 40, [6]); randint(0, 2, [6], 'int32')
#   paddle.seed(11); randperm(9); rand([2])
#   paddle.seed(5); create_parameter([4], 'float32', TruncatedNormal(0.0, 1.0))
#                   create_parameter([3], 'float64', TruncatedNormal(1.0, 2.0, a=-1.0, b=2.5))
#   paddle.seed(5); F.dropout(ones([8]), 0.5)
#   paddle.seed(2**32 + 2024); rand([4]); uniform([3], min=0.0, max=10.0, seed=99)
# each followed by .numpy().ravel().tolist().
ORACLE = {
    'rand': [0.9383115768432617, 0.23659813404083252, 0.10174139589071274, 0.0846780315041542],
    'randn': [-0.07176628708839417, 0.3524163067340851, -0.77873694896698, 0.27761805057525635,
              0.6805610060691833],
    'rand_after': [0.6574326157569885, 0.5359112620353699],
    'uniform64': [-1.4478771572194737, 0.8025912751310074, 1.3088860372542341],
    'randn64': [2.0449523991009424, -0.3796801928880095, -0.04292043450469073],
    'normal': [0.06944477558135986, 4.708748817443848, 2.1779980659484863],
    'randint': [17, 27, 36, 16, 25, 27],
    'randint32': [1, 0, 0, 1, 1, 1],
    'randperm': [1, 2, 5, 6, 7, 8, 0, 3, 4],
    'randperm_after': [0.001306515303440392, 0.9302061796188354],
    'trunc': [1.2869348526000977, 0.08702977746725082, -0.20862942934036255, 0.48154008388519287],
    'trunc64': [0.3392992680170892, 1.534474849465644, 1.6062052428935725],
    'dropout': [2.0, 2.0, 0.0, 2.0, 0.0, 2.0, 2.0, 2.0],
    'rand_wrapped_seed': [0.9383115768432617, 0.23659813404083252, 0.10174139589071274,
                          0.0846780315041542],
    'uniform_own_seed': [4.345445156097412, 9.811214447021484, 6.7009806632995605],
}


def _list(t):
    return t.reshape(-1).tolist()


def test_plain_seeded_engine_is_std_mt19937_64():
    # the standard's check value: the 10000th output of a default-constructed mt19937_64
    assert int(R.Generator.plain(5489).take(10000)[-1]) == 9981545732273789042


def test_draws_do_not_depend_on_how_they_are_split():
    whole = R.Generator(123).take(1000)
    g = R.Generator(123)
    parts = [g.take(1), g.peek(5).copy(), g.take(400), g.take(599)]
    assert np.array_equal(np.concatenate([parts[0], parts[2], parts[3]]), whole)
    assert np.array_equal(parts[1], whole[1:6])


def test_uint64_to_float_rounds_to_nearest_even():
    # ties at the top of the range: numpy's conversion must not round twice through double
    tie_even = (1 << 63) + (1 << 39)          # halfway between 2**63 and its float32 successor
    tie_odd = (1 << 63) + 3 * (1 << 39)       # halfway, the even neighbour is above
    below = (1 << 63) + (1 << 39) - 1
    words = np.array([tie_even, tie_odd, below, (1 << 64) - 1], dtype=np.uint64)
    got = words.astype(np.float32)
    assert got.tolist() == [2.0 ** 63, 2.0 ** 63 + 2 ** 41, 2.0 ** 63, 2.0 ** 64]
    # and canonical clamps the rounded-up 2**64 below 1
    assert R._canonical(words[3:], np.float32).tolist() == [float(np.nextafter(np.float32(1), 0))]


def test_paddle_seed_sequence():
    R.seed(2024)
    assert _list(R.uniform([4])) == ORACLE['rand']
    # the polar method's cached odd value is dropped at the end of the kernel
    assert _list(R.gaussian([5])) == ORACLE['randn']
    assert _list(R.uniform([2])) == ORACLE['rand_after']


def test_seed_uses_only_low_32_bits():
    R.seed(2 ** 32 + 2024)
    assert _list(R.uniform([4])) == ORACLE['rand_wrapped_seed']


def test_kernel_seed_attribute_uses_a_fresh_plainly_seeded_engine():
    R.seed(1)
    assert _list(R.uniform([3], 0.0, 10.0, seed=99)) == ORACLE['uniform_own_seed']


def test_float64_kernels():
    R.seed(7)
    u = R.uniform([3], -1.5, 2.0, dtype=torch.float64)
    g = R.gaussian([3], dtype=torch.float64)
    assert u.dtype == g.dtype == torch.float64
    assert _list(u) == ORACLE['uniform64']
    assert _list(g) == ORACLE['randn64']


def test_normal_and_randint():
    R.seed(7)
    assert _list(R.gaussian([3], 0.5, 3.0)) == ORACLE['normal']
    r = R.randint(-3, 40, [6])
    assert r.dtype == torch.int64 and _list(r) == ORACLE['randint']
    r32 = R.randint(0, 2, [6], dtype=torch.int32)
    assert r32.dtype == torch.int32 and _list(r32) == ORACLE['randint32']


def test_randperm_and_what_it_consumes():
    R.seed(11)
    assert _list(R.randperm(9)) == ORACLE['randperm']
    assert _list(R.uniform([2])) == ORACLE['randperm_after']


def test_truncated_gaussian():
    R.seed(5)
    assert _list(R.truncated_gaussian([4], 0.0, 1.0)) == ORACLE['trunc']
    t64 = R.truncated_gaussian([3], 1.0, 2.0, a=-1.0, b=2.5, dtype=torch.float64)
    assert _list(t64) == ORACLE['trunc64']


def test_dropout_mask():
    R.seed(5)
    keep = R.dropout_keep([8], 0.5)
    out = torch.where(keep, torch.ones(8) / torch.tensor(np.float32(1) - np.float32(0.5)),
                      torch.zeros(()))
    assert _list(out) == ORACLE['dropout']


def _scalar_polar(gen, n):
    """libstdc++'s normal_distribution<float> one draw at a time (reference for the vectorized
    look-ahead), with a distribution object that lives for the n draws."""
    out, saved = [], None
    f32 = np.float32
    while len(out) < n:
        if saved is not None:
            out.append(saved)
            saved = None
            continue
        while True:
            c1, c2 = R._canonical(gen.take(2), f32).tolist()
            x = f32(float(f32(2) * f32(c1)) - 1.0)
            y = f32(float(f32(2) * f32(c2)) - 1.0)
            r2 = x * x + y * y
            if 0.0 < r2 <= 1.0:
                break
        mult = np.sqrt(f32(-2) * R._c_log(np.array([r2], f32))[0] / r2)
        saved = x * mult
        out.append(y * mult)
    return out


@pytest.mark.parametrize("seed,n", [(0, 1), (3, 2), (99, 4001), (12345, 20000)])
def test_vectorized_polar_matches_one_at_a_time(seed, n):
    a, b = R.Generator(seed), R.Generator(seed)
    assert _list(R.gaussian([n], generator=a)) == [float(v) for v in _scalar_polar(b, n)]
    # both used the same number of engine outputs
    assert np.array_equal(a.peek(3), b.peek(3))


@pytest.mark.parametrize("kernel, args, params", [
    ("uniform", ([2, 3],), {"low": -1.0, "high": 1.0}),
    ("gaussian", ([4],), {"mean": 1.0, "std": 2.0}),
    ("truncated_gaussian", ([3],), {}),
    ("randint", (0, 5, [2]), {}),
    ("randperm", (6,), {}),
    ("dropout_keep", ([5], 0.5), {}),
])
def test_off_the_cpu_torch_draws_and_paddles_generator_is_untouched(kernel, args, params):
    # "meta" stands in for a CUDA device: anything but the CPU goes to torch
    R.seed(3)
    before = R.default_generator().get_state().words.copy()
    out = R.draw(kernel, *args, device="meta", **params)
    assert out.device.type == "meta"
    assert (R.default_generator().get_state().words == before).all()
