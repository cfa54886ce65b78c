"""paddle_api.text: Viterbi decoding against a per-sequence reference."""

import numpy as np

import unigrad.paddle_api as paddle


def _reference(emissions, transitions, length, bos):
    alpha = emissions[0] + (transitions[-1] if bos else 0)
    back = []
    for t in range(1, length):
        totals = alpha[:, None] + transitions
        back.append(totals.argmax(0))
        alpha = totals.max(0) + emissions[t]
    if bos:
        alpha = alpha + transitions[-2]
    path = [int(alpha.argmax())]
    for origins in reversed(back):
        path.append(int(origins[path[-1]]))
    return alpha.max(), path[::-1]


def test_viterbi_decode_finds_each_sequences_best_path():
    rng = np.random.RandomState(3)
    emissions, transitions = rng.randn(3, 5, 4).astype(np.float32), rng.randn(4, 4).astype(np.float32)
    lengths = np.array([5, 2, 3])
    for bos in (True, False):
        scores, paths = paddle.text.viterbi_decode(paddle.to_tensor(emissions), paddle.to_tensor(transitions),
                                                   paddle.to_tensor(lengths), bos)
        assert paths.shape == [3, 5]
        for k, length in enumerate(lengths):
            score, path = _reference(emissions[k], transitions, length, bos)
            assert np.isclose(scores.numpy()[k], score)
            assert paths.numpy()[k, :length].tolist() == path and not paths.numpy()[k, length:].any()
