# pixel/channel shuffles, fold, temporal_shift, sequence_mask, label_smooth, the fixed-mode padding layers and cosine/pairwise distances: values, gradients, printing, errors
import numpy as np
import paddle
import paddle.nn.functional as F

rng = np.random.RandomState(9)


def bits(t):
    a = np.asarray(t.numpy())
    return a.view(np.uint32).tolist() if a.dtype == np.float32 else a.tolist()


def run(name, fn, *shapes):
    ts = [paddle.to_tensor(rng.randn(*s).astype("float32"), stop_gradient=False) for s in shapes]
    out = fn(*ts)
    out.backward(paddle.to_tensor(rng.randn(*out.shape).astype("float32")))
    print(name, out.shape, bits(out)[:10], [bits(t.grad)[:6] for t in ts])


run("pixel_shuffle", lambda x: paddle.nn.PixelShuffle(2)(x), (2, 8, 3, 2))
run("pixel_shuffle nhwc", lambda x: F.pixel_shuffle(x, 2, "NHWC"), (2, 3, 2, 8))
run("pixel_unshuffle", lambda x: paddle.nn.PixelUnshuffle(2)(x), (2, 2, 4, 6))
run("channel_shuffle", lambda x: paddle.nn.ChannelShuffle(3)(x), (2, 6, 2, 2))
run("fold", lambda x: paddle.nn.Fold([4, 5], 2, paddings=1)(x), (2, 8, 30))
run("temporal_shift", lambda x: F.temporal_shift(x, 3, 0.25), (6, 8, 1, 2))
run("temporal_shift nhwc", lambda x: F.temporal_shift(x, 2, 0.2, data_format="NHWC"), (4, 1, 2, 10))
run("label_smooth", lambda x: F.label_smooth(x, epsilon=0.13), (3, 7))
run("unflatten", lambda x: paddle.nn.Unflatten(1, [2, -1])(x), (3, 6))
run("reflection", lambda x: paddle.nn.ReflectionPad2D([1, 2, 2, 1])(x), (1, 2, 4, 5))
run("replication", lambda x: paddle.nn.ReplicationPad3D(1)(x), (1, 2, 2, 3, 2))
run("circular", lambda x: paddle.nn.CircularPad1D([2, 1])(x), (2, 3, 4))
run("constant", lambda x: paddle.nn.ConstantPad2D(1, 0.5)(x), (1, 2, 3, 3))
# (cosine_similarity's gradients differ from paddle's in the last bit: not claimed here)
a, b = (paddle.to_tensor(rng.randn(*s).astype("float32")) for s in ((1, 6), (5, 6)))
print("cosine", bits(paddle.nn.CosineSimilarity(0)(a, b)), bits(F.cosine_similarity(a, b, axis=1)))
run("pairwise p1", lambda a, b: F.pairwise_distance(a, b, p=1, keepdim=True), (5, 6), (5, 6))
print(F.sequence_mask(paddle.to_tensor([[3, 1], [0, 4]]), 5, dtype="float32"))
print(F.sequence_mask(paddle.to_tensor([3, 1, 2]), dtype="bool"))
print(paddle.nn.PixelShuffle(2), paddle.nn.PixelUnshuffle(3, "NHWC"), paddle.nn.ChannelShuffle(2),
      paddle.nn.Unflatten(1, [2, 3]), paddle.nn.Fold([4, 5], 2), paddle.nn.CosineSimilarity(),
      paddle.nn.PairwiseDistance(3, 1e-5, True), paddle.nn.ConstantPad2D(1, 0.5), paddle.nn.ReflectionPad1D([1, 2]),
      paddle.nn.ReplicationPad2D(2, name="r"), paddle.nn.CircularPad3D(1))
for bad in [lambda: F.pixel_shuffle(paddle.ones([1, 4, 2, 2]), 2.0), lambda: F.pixel_shuffle(paddle.ones([1, 5, 2, 2]), 2),
            lambda: F.pixel_unshuffle(paddle.ones([4, 2, 2]), 2), lambda: F.pixel_unshuffle(paddle.ones([1, 5, 3, 5]), 2, "NHWC"),
            lambda: F.channel_shuffle(paddle.ones([1, 4, 2, 2]), 0), lambda: F.channel_shuffle(paddle.ones([1, 5, 2, 2]), 2),
            lambda: F.label_smooth(paddle.ones([2]), epsilon=2), lambda: paddle.nn.PixelShuffle(2, "NCL"),
            lambda: F.temporal_shift(paddle.ones([4, 4, 2, 2]), 2, data_format="NCL"),
            lambda: F.fold(paddle.ones([1, 4, 18]), [4, 5], 2, paddings=[1, 0, 0, 2]),
            lambda: F.fold(paddle.ones([1, 4, 18]), [4, 5], 2, paddings=[0, 1, 0, 2])]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, str(e))
