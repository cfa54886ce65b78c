"""``paddle.compat.nn.functional``: torch-signature functions (weight ``[out, in]`` in ``linear``)."""

import torch.nn.functional as torch_functional

from unigrad.paddle_api.nn import functional as F
from unigrad.paddle_api.tensor import Tensor, wrap

__all__ = ["linear", "softmax", "pad", "unfold", "scaled_dot_product_attention"]


def linear(input, weight, bias=None):
    """torch's ``input @ weight.T + bias``, on paddle's own matmul and add."""
    return F.linear(input, weight.T, bias)


def refuse_paddle_keywords(keywords, paddle_names, name, paddle_function):
    """paddle's TypeError for a compat function called with its paddle twin's keywords (``axis``), pointing to the twin;
    any other unknown keyword gets Python's own error."""
    for key in keywords:
        if key in paddle_names:
            raise TypeError(f"{name}() received unexpected keyword argument '{key}'. \n"
                            f"Did you mean to use {paddle_function}() instead?")
    if keywords:
        raise TypeError(f"{name.rpartition('.')[2]}() got an unexpected keyword argument '{next(iter(keywords))}'")


def softmax(input=None, dim=None, dtype=None, *, out=None, **paddle_keywords):
    """torch's softmax, with torch's old implicit ``dim`` (0 for 0-, 1- and 3-D input, else 1) as paddle has it."""
    refuse_paddle_keywords(paddle_keywords, {"x", "axis", "name"}, "paddle.compat.nn.functional.softmax",
                           "paddle.nn.functional.softmax")
    if dim is None:
        dim = 0 if input.ndim in (0, 1, 3) else 1
    return F.softmax(input, dim, dtype)


def pad(input=None, pad=None, mode="constant", value=0.0, **paddle_keywords):
    """torch's pad: ``pad`` pairs from the last axis backwards; modes constant, reflect, replicate, circular
    (data movement only, so torch's own kernel gives paddle's values)."""
    refuse_paddle_keywords(paddle_keywords, {"x", "name", "data_format", "pad_from_left_axis"},
                           "paddle.compat.nn.functional.pad", "paddle.nn.functional.pad")
    assert mode in ["reflect", "replicate", "constant", "circular"], \
        f"mode should be one of constant, reflect, replicate, circular, but got {mode}."
    if isinstance(pad, Tensor):
        if pad.size == 0:
            return input.clone()
        pad = pad.tolist()
    if mode == "constant":
        return wrap(torch_functional.pad(input._torch, tuple(pad), mode, value))
    # paddle pads the other modes as a 5-D NCDHW input with 6 paddings (missing ones 0): a 4-D input may pad
    # its last axis alone, where torch wants 4
    t = input._torch
    extra = 5 - t.dim()
    padded = torch_functional.pad(t.reshape((1,) * extra + tuple(t.shape)), tuple(pad) + (0,) * (6 - len(pad)), mode)
    return wrap(padded.reshape(padded.shape[extra:]))


def _plain(value):
    return value.tolist() if isinstance(value, Tensor) else value


def unfold(input=None, kernel_size=None, dilation=1, padding=0, stride=1, **paddle_keywords):
    """torch's unfold signature on paddle's unfold."""
    refuse_paddle_keywords(paddle_keywords, {"x", "kernel_sizes", "dilations", "paddings", "strides", "name"},
                           "paddle.compat.nn.functional.unfold", "paddle.nn.functional.unfold")
    from unigrad.paddle_api.nn.functional.common import unfold as paddle_unfold

    return paddle_unfold(input, _plain(kernel_size), _plain(stride), _plain(padding), _plain(dilation))


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    """torch's signature and layout (``[batch, heads, seq, dim]``) on paddle's (heads and sequence swapped
    around it), always in training mode, as paddle calls it."""
    if is_causal and attn_mask is not None:
        raise RuntimeError("Explicit attn_mask should not be set when is_causal=True")
    swap = lambda t: t.transpose([*range(t.dim() - 3), t.dim() - 2, t.dim() - 3, t.dim() - 1])
    out = F.scaled_dot_product_attention(*map(swap, (query, key, value)), attn_mask, dropout_p, is_causal, True, None,
                                         scale, enable_gqa)
    return swap(out)
