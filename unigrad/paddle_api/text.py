"""``paddle.text``: Viterbi decoding of a linear-chain CRF (``viterbi_decode``, ``ViterbiDecoder``).

paddle's CPU kernel runs the whole batch step by step up to the longest sequence, keeping a finished sequence's
scores by multiplying with 0/1 masks (so a -0 score can come out as +0, as there); with ``include_bos_eos_tag``
the transitions' last row is the start tag's and the row before it the stop tag's. Ties go to the first tag.
paddle.text's datasets (Imdb, WMT14 ...) download their data and are not here.
"""

import torch

from unigrad.paddle_api.nn.layer import Layer
from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = ["ViterbiDecoder", "viterbi_decode"]


def viterbi_decode(potentials, transition_params, lengths, include_bos_eos_tag=True, name=None):
    """``(scores, paths)``: the highest score of each sequence of ``potentials`` ([batch, seq_len, num_tags]) under
    ``transition_params`` ([num_tags, num_tags]) and its tags ([batch, max(lengths)], int64, zero past a length)."""
    emissions, transitions, left = potentials._torch, transition_params._torch, lengths._torch
    if emissions.dim() != 3:
        raise ValueError(
            f"(InvalidArgument) The rank of Input in ViterbiDecode  must be 3. But received Input's rank is "
            f"{emissions.dim()}.\n  [Hint: Expected in_dims.size() == 3, but received in_dims.size():{emissions.dim()} "
            "!= 3:3.] (at /paddle/paddle/phi/infermeta/ternary.cc:2940)\n")
    with torch.no_grad():
        batch = emissions.shape[0]
        steps = int(left.max()) if left.numel() else 0
        left = left.reshape(batch, 1).clone()
        stop, start = transitions[-2], transitions[-1]
        alpha = emissions[:, 0]
        if include_bos_eos_tag:
            alpha = alpha + start + stop * (left == 1).to(alpha.dtype)
        left -= 1
        history = []
        for i in range(1, steps):
            totals = alpha.unsqueeze(2) + transitions  # [batch, from, to]
            best, origin = totals.max(1)  # (the first of equal maxima)
            history.append(origin)
            keep = (left > 0).to(alpha.dtype)
            alpha = alpha * (1 - keep) + (best + emissions[:, i]) * keep
            if include_bos_eos_tag:
                alpha = alpha + stop * (left == 1).to(alpha.dtype)
            left -= 1
        scores, last = alpha.max(1)
        lengths_now = lengths._torch.tolist()
        paths = torch.zeros(batch, steps, dtype=torch.int64, device=emissions.device)
        for k, length in enumerate(lengths_now):
            if length <= 0:
                continue
            tag = int(last[k])
            paths[k, length - 1] = tag
            for t in range(length - 2, -1, -1):
                tag = int(history[t][k, tag])
                paths[k, t] = tag
    return wrap(scores), wrap(paths)


class ViterbiDecoder(Layer):
    """``ViterbiDecoder(transitions, include_bos_eos_tag=True)``: :func:`viterbi_decode` as a layer (no parameters)."""

    def __init__(self, transitions, include_bos_eos_tag=True, name=None):
        super().__init__()
        self.transitions = transitions
        self.include_bos_eos_tag = include_bos_eos_tag
        self.name = name

    def forward(self, potentials, lengths):
        return viterbi_decode(potentials, self.transitions, lengths, self.include_bos_eos_tag, self.name)
