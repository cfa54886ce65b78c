# paddle.compat.nn.MultiheadAttention (torch's conventions: [seq, batch, embed] or batch_first, packed in_proj_weight, separate kdim/vdim projections, add_bias_kv, add_zero_attn, boolean and float attn_mask, key_padding_mask, is_causal, need_weights=False through compat scaled_dot_product_attention, unbatched input, averaged or per-head weights) with paddle's draws and values; compat.nn.functional.scaled_dot_product_attention and their errors
# close: 12 ulps: the projections (3-D input times a [E, 3E] weight) and the batched q @ k^T (transpose_y) go through paddle's MKL sgemm on shapes unigrad/numerics/mkl.py does not reproduce (its blocking decides the last bits), and the differences pass on through softmax and the output projection
import paddle
from paddle.compat import nn
import paddle.compat.nn.functional as cF

paddle.seed(7)
E, H = 8, 2
mha = nn.MultiheadAttention(E, H, batch_first=True)
print(mha)
print([(n, p.shape) for n, p in mha.named_parameters()])
x = paddle.randn([2, 3, E])
out, w = mha(x, x, x)
print(out, w)
kv = paddle.randn([2, 4, E])
out, w = mha(x, kv, kv, average_attn_weights=False)
print(out.shape, w.shape, w[0, 1])
seq_first = nn.MultiheadAttention(E, H, kdim=6, vdim=5, add_bias_kv=True, add_zero_attn=True)
print([(n, p.shape) for n, p in seq_first.named_parameters()])
q, k, v = paddle.randn([3, 2, E]), paddle.randn([4, 2, 6]), paddle.randn([4, 2, 5])
pad = paddle.to_tensor([[False, False, True, False], [False, False, False, True]])
out, w = seq_first(q, k, v, key_padding_mask=pad)
print(out, w)
causal = paddle.triu(paddle.ones([3, 4], dtype="bool"), 1)
out, w = mha(x, kv, kv, attn_mask=causal)
print(w[1])
float_mask = paddle.randn([2 * H, 3, 4])
out, w = mha(x, kv, kv, attn_mask=float_mask, key_padding_mask=pad)
print(w[0])
out, w = mha(x, x, x, need_weights=False)
print(out[0], w)
out, w = mha(x, x, x, need_weights=False, is_causal=True, attn_mask=paddle.triu(paddle.ones([3, 3], dtype="bool"), 1))
print(out[1], w)
out, w = mha(x[0], kv[0], kv[0])
print(out.shape, w.shape)
qh, kh, vh = paddle.randn([2, H, 3, 4]), paddle.randn([2, H, 5, 4]), paddle.randn([2, H, 5, 4])
print(cF.scaled_dot_product_attention(qh, kh, vh))
print(cF.scaled_dot_product_attention(qh, kh, vh, attn_mask=paddle.randn([3, 5]) > 0, scale=0.3)[1, 0])
print(cF.scaled_dot_product_attention(qh, kh[:, :, :3], vh[:, :, :3], is_causal=True)[0, 1])
for label, f in [("heads", lambda: nn.MultiheadAttention(E, 3)), ("mask and causal", lambda: cF.scaled_dot_product_attention(qh, kh, vh, attn_mask=paddle.ones([3, 5]), is_causal=True)),
                 ("gqa", lambda: cF.scaled_dot_product_attention(qh, kh[:, :1], vh[:, :1])),
                 ("padding shape", lambda: mha(x, kv, kv, key_padding_mask=pad[:, :3]))]:
    try:
        r = f()
        print(label, "ok", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
