# Measures, with real paddle, the CPU's rsqrt estimate (vrsqrtps) that paddle's AVX square root refines, and
# writes the table unigrad/numerics/data/rsqrt_estimate.npz plus check bits for the tests:
#   /tmp/oracle-paddle/bin/python record_rsqrt_estimate.py TABLE.npz CHECK.npz
#
# paddle's float32 sqrt on full AVX packets is Eigen's fast-math psqrt: y = rsqrt_estimate(x), then
# x * (y * ((-0.5 * x) * (y * y) + 1.5)), each step rounded to float32. The estimate is a table lookup in the
# CPU: on the recording machine (AMD EPYC) it depends only on the exponent's parity and the top 12 mantissa
# bits, and carries 12 significant bits. So for each of the 2 * 4096 buckets of [1, 4) this script asks
# paddle.sqrt for all 2,048 values of the bucket and keeps the one 12-bit estimate that reproduces every one
# of them (it fails if none does; where two do, they give the same bits on the whole bucket, so either
# serves, and the larger is kept). The estimate of any normal x follows by scaling:
# rsqrt_estimate(x * 4**k) = rsqrt_estimate(x) / 2**k.
import sys

import numpy as np

BUCKET_BITS = 11  # low mantissa bits the estimate ignores
f32 = np.float32


def refined_sqrt(x, y):
    """Eigen's psqrt step on estimate ``y`` (float32 numpy arrays)."""
    return x * (y * ((x * f32(-0.5)) * (y * y) + f32(1.5)))


def check_values():
    rng = np.random.RandomState(7)
    spread = (rng.standard_normal(8000) ** 2 * np.exp(rng.uniform(-80, 80, 8000))).astype(np.float32)
    edges = np.array([0.0, -0.0, 1e-45, 1e-40, 1.1754942e-38, 1.17549435e-38, np.inf, -1.0, np.nan, 3.4028235e38,
                      2.0, 0.25, 1.0, 4.0, 3.9999998, 1e-30, 1e30, 7.0, -0.0, 5.0, 6.0, 9.0, 10.0, 11.0],
                     dtype=np.float32)
    return np.concatenate([spread, edges])


if __name__ == "__main__":
    import paddle

    bits = (np.uint32(0x3F800000) + np.arange(1 << 24, dtype=np.uint32)).astype(np.uint32)
    x = bits.view(np.float32)
    expected = paddle.sqrt(paddle.to_tensor(x)).numpy()
    buckets = x.reshape(-1, 1 << BUCKET_BITS)
    first = (1 / np.sqrt(buckets[:, 0].astype(np.float64))).astype(np.float32).view(np.uint32)
    first = first & np.uint32(~((1 << BUCKET_BITS) - 1) & 0xFFFFFFFF)
    matches = []
    for step in range(-8, 9):
        candidate = (first.astype(np.int64) + (step << BUCKET_BITS)).astype(np.uint32)
        y = np.repeat(candidate.view(np.float32), 1 << BUCKET_BITS)
        same = (refined_sqrt(x, y) == expected).reshape(buckets.shape).all(1)
        matches.append(np.where(same, candidate, 0))
    matches = np.stack(matches, 1)
    found = (matches != 0).sum(1)
    if not found.all():
        bad = np.nonzero(found == 0)[0]
        raise SystemExit(f"no estimate reproduces buckets {bad.tolist()}: not a table of 12 mantissa bits")
    table = matches.max(1).astype(np.uint32)
    np.savez_compressed(sys.argv[1], estimate=table)
    values = check_values()
    np.savez_compressed(sys.argv[2], x=values, sqrt=paddle.sqrt(paddle.to_tensor(values)).numpy().view(np.uint32),
                        sqrt_tail=paddle.sqrt(paddle.to_tensor(values[:13])).numpy().view(np.uint32))
