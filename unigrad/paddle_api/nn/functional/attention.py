"""``paddle.nn.functional.scaled_dot_product_attention`` as paddle 3.3.1 computes it on the CPU (its "math"
backend): inputs ``[batch, seq, heads, head_dim]`` (or without the batch axis), ``softmax((q * scale) @ k^T +
mask) @ v`` per head with ``scale = head_dim**-0.5`` unless given. A boolean mask keeps where True (-inf
elsewhere) and a float one is added; ``is_causal`` adds -1e4 above the diagonal instead of the mask; with
``enable_gqa`` each key/value head serves ``q_heads // k_heads`` query heads; dropout on the weights when
``training``.
"""

import torch

from unigrad.paddle_api import ops
from unigrad.paddle_api.tensor import wrap

__all__ = ["scaled_dot_product_attention"]


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, training=True,
                                 backend=None, scale=None, enable_gqa=True, name=None):
    from unigrad.paddle_api import _creation as creation
    from unigrad.paddle_api.nn import functional as F

    batched = query.dim() == 4
    if not batched:
        query, key, value = query.unsqueeze(0), key.unsqueeze(0), value.unsqueeze(0)
    q_heads, k_heads, v_heads = query.shape[2], key.shape[2], value.shape[2]
    if enable_gqa:
        assert k_heads == 0 or q_heads % k_heads == 0, (
            f"The number of groups in query({q_heads}) must be divisible by the number of groups in "
            f"key({k_heads}) if GQA enabled.")
        assert k_heads == v_heads, (
            f"The number of groups in key({k_heads}) must be equal to the number of groups in value({v_heads}) "
            "if GQA enabled.")
    else:
        assert q_heads == k_heads == v_heads, (
            f"The number of groups in query({q_heads}) must be equal to the number of groups in key({k_heads}) "
            f"and the number of groups in value({v_heads}) if GQA disabled.")
    if attn_mask is not None and attn_mask._torch.dtype == torch.bool:
        kept = torch.zeros((), dtype=query._torch.dtype, device=query._torch.device)
        attn_mask = wrap(torch.where(attn_mask._torch, kept, kept - float("inf")))
    repeats = q_heads // k_heads if k_heads else 1
    if repeats > 1:
        key, value = (wrap(t._torch.repeat_interleave(repeats, dim=2)) for t in (key, value))
    head_dim = query.shape[-1]
    query, key, value = (t.transpose([0, 2, 1, 3]) for t in (query, key, value))
    scale = scale or (head_dim ** -0.5 if head_dim != 0 else 1.0)
    product = ops.matmul(query * scale, key, transpose_y=True)
    if is_causal:
        product = product + ops.triu(creation.full_like(product, -1e4), diagonal=1)
    elif attn_mask is not None:
        product = product + attn_mask
    weights = F.softmax(product)
    if dropout_p > 0.0:
        weights = F.dropout(weights, dropout_p, training=training, mode="upscale_in_train")
    out = ops.matmul(weights, value).transpose([0, 2, 1, 3])
    return out if batched else out.squeeze(0)
