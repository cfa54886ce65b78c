# Checks paddle.text.viterbi_decode and ViterbiDecoder: scores (float32 bits) and paths over random batches with
# lengths 0 up to the sequence length, ties, both include_bos_eos_tag settings, the layer's repr, and the rank error.
import numpy as np
import paddle

rng = np.random.RandomState(0)
for trial in range(24):
    b, s, n = rng.randint(1, 5), rng.randint(1, 7), rng.randint(2, 6)
    emissions = rng.randn(b, s, n).astype(np.float32)
    transitions = rng.randn(n, n).astype(np.float32)
    if trial % 4 == 0:  # ties
        emissions, transitions = np.round(emissions), np.round(transitions)
    lengths = rng.randint(0 if trial % 5 == 0 else 1, s + 1, size=b).astype(np.int64)
    for bos in (True, False):
        scores, paths = paddle.text.viterbi_decode(paddle.to_tensor(emissions), paddle.to_tensor(transitions),
                                                   paddle.to_tensor(lengths), bos)
        print(trial, bos, lengths.tolist(), scores.numpy().view(np.uint32).tolist(), paths.numpy().tolist())
paddle.seed(7)
decoder = paddle.text.ViterbiDecoder(paddle.rand([3, 3]))
print(decoder, list(decoder.named_parameters()), decoder.include_bos_eos_tag)
print(decoder(paddle.rand((2, 4, 3)), paddle.to_tensor([4, 2])))
try:
    paddle.text.viterbi_decode(paddle.rand([2, 3]), paddle.rand([3, 3]), paddle.to_tensor([1, 1]))
except ValueError as error:
    print("ValueError", repr(str(error)))
