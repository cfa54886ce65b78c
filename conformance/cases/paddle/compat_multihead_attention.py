# paddle.compat.nn.MultiheadAttention (torch's conventions: [seq, batch, embed] or batch_first, packed in_proj_weight, separate kdim/vdim projections, add_bias_kv, add_zero_attn, boolean and float attn_mask, key_padding_mask, is_causal, need_weights=False through compat scaled_dot_product_attention, unbatched input, averaged or per-head weights) with paddle's draws; values: the attention weights (the outputs' last bits come from paddle's batched MKL q @ k^T, not reproduced: their shapes here, their values in tests/paddle_api/test_compat.py against torch's); compat.nn.functional.scaled_dot_product_attention and their errors
# close: 2 ulps: the attention weights come after paddle's batched q @ k^T (transpose_y) through its MKL sgemm, whose blocking unigrad/numerics/mkl.py does not reproduce for these shapes
import paddle
from paddle.compat import nn
import paddle.compat.nn.functional as cF

paddle.seed(7)
E, H, L = 8, 2, 8
mha = nn.MultiheadAttention(E, H, batch_first=True)
print(mha)
print([(n, p.shape) for n, p in mha.named_parameters()])
x = paddle.randn([2, L, E])
out, w = mha(x, x, x)
print(out.shape, w[1, :3])
kv = paddle.randn([2, L, E])
out, w = mha(x, kv, kv, average_attn_weights=False)
print(out.shape, w.shape, w[0, 1, :2])
seq_first = nn.MultiheadAttention(E, H, kdim=6, vdim=5, add_bias_kv=True, add_zero_attn=True)
print([(n, p.shape) for n, p in seq_first.named_parameters()])
q, k, v = paddle.randn([3, 2, E]), paddle.randn([4, 2, 6]), paddle.randn([4, 2, 5])
pad = paddle.to_tensor([[False, False, True, False], [False, False, False, True]])
out, w = seq_first(q, k, v, key_padding_mask=pad)
print(out.shape, w.shape)
pad8 = paddle.arange(L).unsqueeze(0).tile([2, 1]) >= paddle.to_tensor([[6], [7]])
seq_first8 = nn.MultiheadAttention(E, H)
out, w = seq_first8(x.transpose([1, 0, 2]), kv.transpose([1, 0, 2]), kv.transpose([1, 0, 2]), key_padding_mask=pad8)
print(out.shape, w[0, :2])
causal = paddle.triu(paddle.ones([L, L], dtype="bool"), 1)
out, w = mha(x, kv, kv, attn_mask=causal)
print(w[1, :3])
float_mask = paddle.randn([2 * H, L, L])
out, w = mha(x, kv, kv, attn_mask=float_mask, key_padding_mask=pad8)
print(w[0, :2])
out, w = mha(x, x, x, need_weights=False)
print(out.shape, w)
out, w = mha(x, x, x, need_weights=False, is_causal=True, attn_mask=causal)
print(out.shape, w)
out, w = mha(x[0], kv[0], kv[0])
print(out.shape, w.shape)
qh, kh, vh = paddle.randn([2, H, 8, 4]), paddle.randn([2, H, 8, 4]), paddle.rand([2, H, 8, 4])
print(cF.scaled_dot_product_attention(qh, kh, vh).shape)
print(cF.scaled_dot_product_attention(qh, kh, vh, attn_mask=paddle.randn([8, 8]) > 0, scale=0.3).shape)
print(cF.scaled_dot_product_attention(qh, kh, vh, is_causal=True).shape)
for label, f in [("heads", lambda: nn.MultiheadAttention(E, 3)), ("mask and causal", lambda: cF.scaled_dot_product_attention(qh, kh, vh, attn_mask=paddle.ones([8, 8]), is_causal=True)),
                 ("gqa", lambda: cF.scaled_dot_product_attention(qh, kh[:, :1], vh[:, :1])),
                 ("padding shape", lambda: mha(x, kv, kv, key_padding_mask=pad8[:, :3]))]:
    try:
        r = f()
        print(label, "ok", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
