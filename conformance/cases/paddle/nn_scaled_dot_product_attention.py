# paddle.nn.functional.scaled_dot_product_attention on the CPU (paddle's math backend, [batch, seq, heads, head_dim]): default and given scale, boolean (True keeps) and float masks, is_causal (-1e4 above the diagonal), grouped-query heads, unbatched 3-D input, dropout under paddle.seed and with training=False, float64, a gradient's shape; its errors
# close: 2 ulps: the weights come after paddle's batched q @ k^T (transpose_y) through its MKL sgemm, whose blocking unigrad/numerics/mkl.py does not reproduce for these shapes (v is positive, so no cancellation magnifies that)
import paddle
import paddle.nn.functional as F

paddle.seed(5)
q, k, v = paddle.randn([2, 3, 2, 4]), paddle.randn([2, 5, 2, 4]), paddle.rand([2, 5, 2, 4])  # v > 0: no cancellation in the weighted sums
print(F.scaled_dot_product_attention(q, k, v))
print(F.scaled_dot_product_attention(q, k, v, scale=0.25)[1, 2])
keep = paddle.randn([3, 5]) > 0
print(F.scaled_dot_product_attention(q, k, v, attn_mask=keep)[0, :, 1])
print(F.scaled_dot_product_attention(q, k, v, attn_mask=paddle.randn([2, 2, 3, 5]))[1, 0])
print(F.scaled_dot_product_attention(q, k[:, :3], v[:, :3], is_causal=True)[0])
print(F.scaled_dot_product_attention(paddle.randn([1, 3, 4, 4]), k[:1], v[:1])[0, 1])
print(F.scaled_dot_product_attention(q[0], k[0], v[0]).shape)
print(F.scaled_dot_product_attention(q, k, v, dropout_p=0.5)[0, 0])
print(F.scaled_dot_product_attention(q, k, v, dropout_p=0.5, training=False)[0, 0])
print(F.scaled_dot_product_attention(q.astype("float64"), k.astype("float64"), v.astype("float64"))[1, 1])
qg = q.detach()
qg.stop_gradient = False
F.scaled_dot_product_attention(qg, k, v).sum().backward()
print(qg.grad.shape, qg.grad.dtype)  # its values: torch autograd through paddle-bit forward ops, not paddle's grad kernels
print(paddle.rand([2]))
for label, f in [("gqa uneven", lambda: F.scaled_dot_product_attention(paddle.randn([1, 3, 3, 4]), k[:1], v[:1])),
                 ("gqa off", lambda: F.scaled_dot_product_attention(paddle.randn([1, 3, 4, 4]), k[:1], v[:1], enable_gqa=False)),
                 ("kv heads", lambda: F.scaled_dot_product_attention(q, k, v[:, :, :1]))]:
    try:
        r = f()
        print(label, "ok", r.shape)
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:160] if str(e) else "")
