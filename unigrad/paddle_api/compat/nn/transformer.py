"""``paddle.compat.nn.MultiheadAttention``: torch's signature and conventions (``[seq, batch, embed]`` unless
``batch_first``, packed ``in_proj_weight``, ``(output, averaged weights)``) on paddle's ops, in paddle 3.3.1's
order of operations, so its values are paddle's wherever the ops' kernels are.

With ``need_weights`` the scores are ``q @ k^T / sqrt(head_dim)`` (plus the mask), softmaxed, dropped out,
times ``v``; without, paddle goes through its compat ``scaled_dot_product_attention`` (on the CPU the "math"
backend: ``(q * head_dim**-0.5) @ k^T``). Masks: boolean ones mean "masked" here (as in torch) and become the
dtype's lowest value; float ones are added.
"""

import torch

from unigrad.paddle_api import ops
from unigrad.paddle_api._initializers import XavierNormal, XavierUniform
from unigrad.paddle_api.compat.nn.functional import scaled_dot_product_attention
from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.nn.layer import Layer
from unigrad.paddle_api.tensor import wrap

__all__ = ["MultiheadAttention"]


def _lowest_where(mask, dtype):
    """A boolean mask as additive floats: the dtype's lowest value where True, 0 elsewhere."""
    t = mask._torch
    return wrap(torch.where(t, torch.finfo(dtype).min, 0.0).to(dtype))


def _added(mask1, mask2, dtype):
    """Two masks as one: either masks (both boolean), else their sum as floats."""
    if mask1._torch.dtype == torch.bool and mask2._torch.dtype == torch.bool:
        return wrap(mask1._torch | mask2._torch)
    as_float = lambda m: _lowest_where(m, dtype) if m._torch.dtype == torch.bool else m
    return as_float(mask1) + as_float(mask2)


def _padded(mask, count):
    """``count`` zeros (unmasked) appended to the last axis."""
    t = mask._torch
    return wrap(torch.cat([t, torch.zeros([*t.shape[:-1], count], dtype=t.dtype, device=t.device)], -1))


class MultiheadAttention(Layer):
    def __init__(self, embed_dim, num_heads, dropout=0.0, bias=True, add_bias_kv=False, add_zero_attn=False,
                 kdim=None, vdim=None, batch_first=False, device=None, dtype=None):
        from unigrad.paddle_api.compat.nn import Linear

        super().__init__(dtype=dtype) if dtype else super().__init__()
        self.embed_dim = embed_dim
        self.kdim = embed_dim if kdim is None else kdim
        self.vdim = embed_dim if vdim is None else vdim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads, self.dropout, self.batch_first = num_heads, dropout, batch_first
        self.head_dim = embed_dim // num_heads
        assert self.head_dim * num_heads == self.embed_dim
        self.in_proj_bias = self.q_proj_bias = self.k_proj_bias = self.v_proj_bias = None
        weight = lambda shape: self.create_parameter(shape=shape, dtype=self._dtype,
                                                      default_initializer=XavierUniform())
        bias_of = lambda size: self.create_parameter(shape=[size], dtype=self._dtype, is_bias=True)
        if self._qkv_same_embed_dim:
            self.in_proj_weight = weight([3 * embed_dim, embed_dim])
            self.q_proj_weight = self.k_proj_weight = self.v_proj_weight = None
            if bias:
                self.in_proj_bias = bias_of(3 * embed_dim)
        else:
            self.q_proj_weight = weight([embed_dim, embed_dim])
            self.k_proj_weight = weight([embed_dim, self.kdim])
            self.v_proj_weight = weight([embed_dim, self.vdim])
            self.in_proj_weight = None
            if bias:
                self.q_proj_bias, self.k_proj_bias, self.v_proj_bias = (bias_of(embed_dim) for _ in range(3))
        self.out_proj = Linear(embed_dim, embed_dim, bias=bias, dtype=self._dtype)
        self.add_bias_kv, self.add_zero_attn = add_bias_kv, add_zero_attn
        if add_bias_kv:
            self.bias_k, self.bias_v = (
                self.create_parameter(shape=[1, 1, embed_dim], dtype=self._dtype, is_bias=True,
                                      default_initializer=XavierNormal()) for _ in range(2))
        else:
            self.bias_k = self.bias_v = None

    def _projections(self, query, key, value):
        if not self._qkv_same_embed_dim:
            return (F.linear(query, self.q_proj_weight.T, self.q_proj_bias),
                    F.linear(key, self.k_proj_weight.T, self.k_proj_bias),
                    F.linear(value, self.v_proj_weight.T, self.v_proj_bias))
        if query is key and key is value:  # self-attention: one product, split in three
            return tuple(F.linear(query, self.in_proj_weight.T, self.in_proj_bias).split(3, axis=-1))
        weights = self.in_proj_weight.chunk(3, axis=0)
        biases = self.in_proj_bias.chunk(3, axis=0) if self.in_proj_bias is not None else (None,) * 3
        return tuple(F.linear(x, w.T, b) for x, w, b in zip((query, key, value), weights, biases))

    def _heads(self, q, k, v, batch, target_len):
        """``[batch, len, embed]`` -> ``[batch, heads, len, head_dim]``, with the bias and zero rows added."""
        if self.add_bias_kv:
            k = ops.concat([k, self.bias_k.expand([batch, -1, -1])], axis=1)
            v = ops.concat([v, self.bias_v.expand([batch, -1, -1])], axis=1)
        split = lambda t, length: t.reshape([batch, length, self.num_heads, self.head_dim]).transpose([0, 2, 1, 3])
        q, k, v = split(q, target_len), split(k, k.shape[1]), split(v, v.shape[1])
        if self.add_zero_attn:
            zeros = wrap(torch.zeros([batch, self.num_heads, 1, self.head_dim], dtype=k._torch.dtype,
                                     device=k._torch.device))
            k, v = ops.concat([k, zeros], axis=2), ops.concat([v, zeros], axis=2)
        return q, k, v

    def _mask(self, attn_mask, key_padding_mask, target_len, source_len, dtype, batch, is_causal, need_weights):
        extra = int(self.add_zero_attn) + int(self.add_bias_kv)
        if is_causal and not extra and key_padding_mask is None and not need_weights:
            return None  # the attention applies its own causal mask
        if attn_mask is None and not is_causal and key_padding_mask is None:
            return None
        if attn_mask is None:
            attn_mask = wrap(torch.ones([target_len, source_len], dtype=torch.bool).triu(1) if is_causal
                             else torch.zeros([target_len, source_len], dtype=dtype))
        if extra:
            attn_mask = _padded(attn_mask, extra)
            if key_padding_mask is not None:
                key_padding_mask = _padded(key_padding_mask, extra)
        if attn_mask.dim() == 2:
            attn_mask = attn_mask.expand([batch * self.num_heads, *attn_mask.shape])
        if attn_mask.dim() == 3:
            attn_mask = attn_mask.reshape([batch, self.num_heads, target_len, -1])
        if key_padding_mask is not None:
            padding = key_padding_mask.unsqueeze(axis=[1, 2]).tile([1, *attn_mask.shape[1:3], 1])
            attn_mask = _added(attn_mask, padding, dtype)
        if attn_mask._torch.dtype != dtype:
            attn_mask = _lowest_where(attn_mask, dtype) if attn_mask._torch.dtype == torch.bool \
                else wrap(attn_mask._torch.to(dtype))
        return attn_mask

    def _attend(self, q, k, v, mask, need_weights, is_causal):
        batch, _, target_len, _ = q.shape
        if not need_weights:
            out = scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=self.dropout if self.training else 0.0,
                                               is_causal=is_causal and mask is None)
            return out.transpose([0, 2, 1, 3]).reshape([batch, target_len, self.embed_dim]), None
        scores = ops.matmul(q, k, transpose_y=True) / (self.head_dim ** 0.5)
        if mask is not None:
            scores = scores + (_lowest_where(mask, scores._torch.dtype) if mask._torch.dtype == torch.bool else mask)
        weights = F.dropout(F.softmax(scores, axis=-1), self.dropout, training=self.training)
        out = ops.matmul(weights, v).transpose([0, 2, 1, 3]).reshape([batch, target_len, self.embed_dim])
        return out, weights

    def forward(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                average_attn_weights=True, is_causal=False):
        batched = query.dim() == 3
        if not batched:
            axis = 0 if self.batch_first else 1
            query, key, value = query.unsqueeze(axis), key.unsqueeze(axis), value.unsqueeze(axis)
            if key_padding_mask is not None and key_padding_mask.dim() != 2:
                key_padding_mask = key_padding_mask.unsqueeze(0)
        if not self.batch_first:  # three new tensors: only batch-first self-attention takes the one product
            query, key, value = query.transpose([1, 0, 2]), key.transpose([1, 0, 2]), value.transpose([1, 0, 2])
        batch, target_len, _ = query.shape
        source_len = key.shape[1]
        if key_padding_mask is not None:
            assert key_padding_mask.shape == (batch, source_len)
        q, k, v = self._heads(*self._projections(query, key, value), batch, target_len)
        mask = self._mask(attn_mask, key_padding_mask, target_len, source_len, q._torch.dtype, batch, is_causal,
                          need_weights)
        output, weights = self._attend(q, k, v, mask, need_weights, is_causal)
        output = self.out_proj(output)
        if not self.batch_first:
            output = output.transpose([1, 0, 2])
        if need_weights and weights is not None and average_attn_weights:
            weights = weights.mean(axis=1)
        if not batched:
            output = output.squeeze(0 if self.batch_first else 1)
            if weights is not None:
                weights = weights.squeeze(0)
        return output, weights
