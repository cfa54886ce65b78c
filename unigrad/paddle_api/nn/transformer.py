"""``paddle.nn.MultiHeadAttention`` and the Transformer layers (encoder/decoder layers and stacks,
``Transformer``), as paddle builds and runs them.

Built in paddle's order (so a seeded program draws paddle's weights): attention's q/k/v/out projections are
``Linear`` layers; an encoder/decoder stack keeps the given layer as its first and builds the others anew
from the same arguments. Run as paddle runs them: queries scaled by ``head_dim ** -0.5`` before the product
with the keys, bool/int masks turned into ``(mask - 1) * 1e9``, post-norm unless ``normalize_before``.
"""

import collections

import torch

from unigrad.paddle_api import ops
from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.nn.layer import Layer
from unigrad.paddle_api.tensor import wrap

__all__ = ["MultiHeadAttention", "TransformerEncoderLayer", "TransformerEncoder", "TransformerDecoderLayer",
           "TransformerDecoder", "Transformer"]


def _linear(*args, **kwargs):
    from unigrad.paddle_api.nn import Linear  # nn's __init__ defines Linear and imports this module

    return Linear(*args, **kwargs)


def _layer_norm(*args):
    from unigrad.paddle_api.nn.norm import LayerNorm

    return LayerNorm(*args)


def _dropout(p):
    from unigrad.paddle_api.nn import Dropout

    return Dropout(p, mode="upscale_in_train")


def _attr_list(attr, n):
    if isinstance(attr, (list, tuple)):
        assert len(attr) == n, f"length of param_attr should be {n} when it is a list/tuple"
        return list(attr)
    return [attr] * n


def _convert_attention_mask(attn_mask, dtype):
    """paddle's mask conventions: bool/int masks keep positions that are True/1 (``(mask - 1) * 1e9``)."""
    if attn_mask is None or attn_mask.dtype == dtype:
        return attn_mask
    t = attn_mask._torch
    target = dtype._torch_dtype if hasattr(dtype, "_torch_dtype") else torch.float32
    if t.dtype is torch.bool or not (t.is_floating_point() or t.is_complex()):
        return wrap((t.to(target) - 1.0) * 1e9)
    return wrap(t.to(target))


class MultiHeadAttention(Layer):
    Cache = collections.namedtuple("Cache", ["k", "v"])
    StaticCache = collections.namedtuple("StaticCache", ["k", "v"])

    def __init__(self, embed_dim, num_heads, dropout=0.0, kdim=None, vdim=None, need_weights=False,
                 weight_attr=None, bias_attr=None):
        super().__init__()
        assert embed_dim > 0, f"Expected embed_dim to be greater than 0, but received {embed_dim}"
        assert num_heads > 0, f"Expected num_heads to be greater than 0, but received {num_heads}"
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self.num_heads, self.dropout, self.need_weights = num_heads, dropout, need_weights
        self.head_dim = embed_dim // num_heads
        assert self.head_dim * num_heads == self.embed_dim, "embed_dim must be divisible by num_heads"
        self.q_proj = _linear(embed_dim, embed_dim, weight_attr, bias_attr=bias_attr)
        self.k_proj = _linear(self.kdim, embed_dim, weight_attr, bias_attr=bias_attr)
        self.v_proj = _linear(self.vdim, embed_dim, weight_attr, bias_attr=bias_attr)
        self.out_proj = _linear(embed_dim, embed_dim, weight_attr, bias_attr=bias_attr)

    def _heads(self, x):
        t = x._torch
        return wrap(t.reshape(t.shape[0], t.shape[1], self.num_heads, self.head_dim).permute(0, 2, 1, 3))

    def compute_kv(self, key, value):
        return self._heads(self.k_proj(key)), self._heads(self.v_proj(value))

    def gen_cache(self, key, value=None, type=Cache):
        from unigrad.paddle_api import _creation as creation

        if type == MultiHeadAttention.StaticCache:
            k, v = self.compute_kv(key, value)
            return self.StaticCache(k, v)
        if value is None:
            batch = key.shape[0]
            k = creation.full([batch, self.num_heads, 0, self.head_dim], 0.0, key.dtype)
            v = creation.full([batch, self.num_heads, 0, self.head_dim], 0.0, key.dtype)
            return self.Cache(k, v)
        return self.Cache(key, value)

    def forward(self, query, key=None, value=None, attn_mask=None, cache=None):
        key = query if key is None else key
        value = query if value is None else value
        q = self._heads(self.q_proj(query))
        if isinstance(cache, self.StaticCache):
            k, v = cache.k, cache.v
        else:
            k, v = self.compute_kv(key, value)
        if isinstance(cache, self.Cache):
            k = ops.concat([cache.k, k], axis=2)
            v = ops.concat([cache.v, v], axis=2)
            cache = self.Cache(k, v)
        product = ops.matmul(q * (self.head_dim ** -0.5), k, transpose_y=True)
        if attn_mask is not None:
            product = product + _convert_attention_mask(attn_mask, product.dtype)
        weights = F.softmax(product)
        if self.dropout:
            weights = F.dropout(weights, self.dropout, training=self.training, mode="upscale_in_train")
        out = ops.matmul(weights, v)
        t = out._torch.permute(0, 2, 1, 3)
        out = self.out_proj(wrap(t.reshape(t.shape[0], t.shape[1], t.shape[2] * t.shape[3])))
        outs = [out]
        if self.need_weights:
            outs.append(weights)
        if cache is not None:
            outs.append(cache)
        return out if len(outs) == 1 else tuple(outs)


def _check_sizes(d_model, nhead, dim_feedforward):
    assert d_model > 0, f"Expected d_model to be greater than 0, but received {d_model}"
    assert nhead > 0, f"Expected nhead to be greater than 0, but received {nhead}"
    assert dim_feedforward > 0, f"Expected dim_feedforward to be greater than 0, but received {dim_feedforward}"


class TransformerEncoderLayer(Layer):
    def __init__(self, d_model, nhead, dim_feedforward, dropout=0.1, activation="relu", attn_dropout=None,
                 act_dropout=None, normalize_before=False, weight_attr=None, bias_attr=None, layer_norm_eps=1e-5):
        config = dict(locals())
        config.pop("self")
        config.pop("__class__", None)
        super().__init__()
        self._config = config
        _check_sizes(d_model, nhead, dim_feedforward)
        attn_dropout = dropout if attn_dropout is None else attn_dropout
        act_dropout = dropout if act_dropout is None else act_dropout
        self.normalize_before = normalize_before
        weights, biases = _attr_list(weight_attr, 2), _attr_list(bias_attr, 2)
        self.self_attn = MultiHeadAttention(d_model, nhead, dropout=attn_dropout, weight_attr=weights[0],
                                            bias_attr=biases[0])
        self.linear1 = _linear(d_model, dim_feedforward, weights[1], bias_attr=biases[1])
        self.dropout = _dropout(act_dropout)
        self.linear2 = _linear(dim_feedforward, d_model, weights[1], bias_attr=biases[1])
        self.norm1 = _layer_norm(d_model, layer_norm_eps)
        self.norm2 = _layer_norm(d_model, layer_norm_eps)
        self.dropout1 = _dropout(dropout)
        self.dropout2 = _dropout(dropout)
        self.activation = getattr(F, activation)

    def forward(self, src, src_mask=None, cache=None):
        src_mask = _convert_attention_mask(src_mask, src.dtype)
        residual = src
        if self.normalize_before:
            src = self.norm1(src)
        if cache is None:
            src = self.self_attn(src, src, src, src_mask)
        else:
            src, incremental_cache = self.self_attn(src, src, src, src_mask, cache)
        src = residual + self.dropout1(src)
        if not self.normalize_before:
            src = self.norm1(src)
        residual = src
        if self.normalize_before:
            src = self.norm2(src)
        src = self.linear2(self.dropout(self.activation(self.linear1(src))))
        src = residual + self.dropout2(src)
        if not self.normalize_before:
            src = self.norm2(src)
        return src if cache is None else (src, incremental_cache)

    def gen_cache(self, src):
        return self.self_attn.gen_cache(src, type=self.self_attn.Cache)


def _stack(first, num_layers):
    from unigrad.paddle_api.nn import LayerList

    return LayerList([first if i == 0 else type(first)(**first._config) for i in range(num_layers)])


class TransformerEncoder(Layer):
    def __init__(self, encoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _stack(encoder_layer, num_layers)
        self.num_layers, self.norm = num_layers, norm

    def forward(self, src, src_mask=None, cache=None):
        src_mask = _convert_attention_mask(src_mask, src.dtype)
        output, new_caches = src, []
        for i, layer in enumerate(self.layers):
            if cache is None:
                output = layer(output, src_mask=src_mask)
            else:
                output, new_cache = layer(output, src_mask=src_mask, cache=cache[i])
                new_caches.append(new_cache)
        if self.norm is not None:
            output = self.norm(output)
        return output if cache is None else (output, new_caches)

    def gen_cache(self, src):
        return [layer.gen_cache(src) for layer in self.layers]


class TransformerDecoderLayer(Layer):
    def __init__(self, d_model, nhead, dim_feedforward, dropout=0.1, activation="relu", attn_dropout=None,
                 act_dropout=None, normalize_before=False, weight_attr=None, bias_attr=None, layer_norm_eps=1e-5):
        config = dict(locals())
        config.pop("self")
        config.pop("__class__", None)
        super().__init__()
        self._config = config
        _check_sizes(d_model, nhead, dim_feedforward)
        attn_dropout = dropout if attn_dropout is None else attn_dropout
        act_dropout = dropout if act_dropout is None else act_dropout
        self.normalize_before = normalize_before
        weights, biases = _attr_list(weight_attr, 3), _attr_list(bias_attr, 3)
        self.self_attn = MultiHeadAttention(d_model, nhead, dropout=attn_dropout, weight_attr=weights[0],
                                            bias_attr=biases[0])
        self.cross_attn = MultiHeadAttention(d_model, nhead, dropout=attn_dropout, weight_attr=weights[1],
                                             bias_attr=biases[1])
        self.linear1 = _linear(d_model, dim_feedforward, weights[2], bias_attr=biases[2])
        self.dropout = _dropout(act_dropout)
        self.linear2 = _linear(dim_feedforward, d_model, weights[2], bias_attr=biases[2])
        self.norm1 = _layer_norm(d_model, layer_norm_eps)
        self.norm2 = _layer_norm(d_model, layer_norm_eps)
        self.norm3 = _layer_norm(d_model, layer_norm_eps)
        self.dropout1 = _dropout(dropout)
        self.dropout2 = _dropout(dropout)
        self.dropout3 = _dropout(dropout)
        self.activation = getattr(F, activation)

    def forward(self, tgt, memory, tgt_mask=None, memory_mask=None, cache=None):
        tgt_mask = _convert_attention_mask(tgt_mask, tgt.dtype)
        memory_mask = _convert_attention_mask(memory_mask, memory.dtype)
        residual = tgt
        if self.normalize_before:
            tgt = self.norm1(tgt)
        if cache is None:
            tgt = self.self_attn(tgt, tgt, tgt, tgt_mask, None)
        else:
            tgt, incremental_cache = self.self_attn(tgt, tgt, tgt, tgt_mask, cache[0])
        tgt = residual + self.dropout1(tgt)
        if not self.normalize_before:
            tgt = self.norm1(tgt)
        residual = tgt
        if self.normalize_before:
            tgt = self.norm2(tgt)
        if cache is None:
            tgt = self.cross_attn(tgt, memory, memory, memory_mask, None)
        else:
            tgt, static_cache = self.cross_attn(tgt, memory, memory, memory_mask, cache[1])
        tgt = residual + self.dropout2(tgt)
        if not self.normalize_before:
            tgt = self.norm2(tgt)
        residual = tgt
        if self.normalize_before:
            tgt = self.norm3(tgt)
        tgt = self.linear2(self.dropout(self.activation(self.linear1(tgt))))
        tgt = residual + self.dropout3(tgt)
        if not self.normalize_before:
            tgt = self.norm3(tgt)
        return tgt if cache is None else (tgt, (incremental_cache, static_cache))

    def gen_cache(self, memory):
        return (self.self_attn.gen_cache(memory, type=self.self_attn.Cache),
                self.cross_attn.gen_cache(memory, memory, self.cross_attn.StaticCache))


class TransformerDecoder(Layer):
    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _stack(decoder_layer, num_layers)
        self.num_layers, self.norm = num_layers, norm

    def forward(self, tgt, memory, tgt_mask=None, memory_mask=None, cache=None):
        tgt_mask = _convert_attention_mask(tgt_mask, tgt.dtype)
        memory_mask = _convert_attention_mask(memory_mask, memory.dtype)
        output, new_caches = tgt, []
        for i, layer in enumerate(self.layers):
            if cache is None:
                output = layer(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask, cache=None)
            else:
                output, new_cache = layer(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                                          cache=cache[i])
                new_caches.append(new_cache)
        if self.norm is not None:
            output = self.norm(output)
        return output if cache is None else (output, new_caches)

    def gen_cache(self, memory, do_zip=False):
        cache = [layer.gen_cache(memory) for layer in self.layers]
        return list(zip(*cache)) if do_zip else cache


def _split_attr(attr, n_encoder, n_decoder):
    if not isinstance(attr, (list, tuple)):
        return attr, attr
    if len(attr) == 1:
        return [attr[0]] * 2, [attr[0]] * 3
    if len(attr) == 2:
        return list(attr), [attr[0], attr[0], attr[-1]]
    if len(attr) == 3:
        return [attr[0], attr[-1]], list(attr)
    raise AssertionError("length of bias_attr should be 1 or 2 or 3 when it is a list/tuple")


class Transformer(Layer):
    def __init__(self, d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048,
                 dropout=0.1, activation="relu", attn_dropout=None, act_dropout=None, normalize_before=False,
                 weight_attr=None, bias_attr=None, custom_encoder=None, custom_decoder=None):
        super().__init__()
        _check_sizes(d_model, nhead, dim_feedforward)
        encoder_bias, decoder_bias = _split_attr(bias_attr, 2, 3)
        encoder_weight, decoder_weight = _split_attr(weight_attr, 2, 3)
        common = (d_model, nhead, dim_feedforward, dropout, activation, attn_dropout, act_dropout, normalize_before)
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            layer = TransformerEncoderLayer(*common, encoder_weight, encoder_bias)
            self.encoder = TransformerEncoder(layer, num_encoder_layers, _layer_norm(d_model))
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            layer = TransformerDecoderLayer(*common, decoder_weight, decoder_bias)
            self.decoder = TransformerDecoder(layer, num_decoder_layers, _layer_norm(d_model))
        self.d_model, self.nhead = d_model, nhead

    def forward(self, src, tgt, src_mask=None, tgt_mask=None, memory_mask=None):
        src_mask = _convert_attention_mask(src_mask, src.dtype)
        memory = self.encoder(src, src_mask=src_mask)
        tgt_mask = _convert_attention_mask(tgt_mask, tgt.dtype)
        memory_mask = _convert_attention_mask(memory_mask, memory.dtype)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask)

    def generate_square_subsequent_mask(self, length):
        n = int(length._torch.item()) if hasattr(length, "_torch") else int(length)
        mask = torch.full([n, n], float("-inf")).triu(1)
        return wrap(mask)
