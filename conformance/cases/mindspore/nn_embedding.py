# mindspore nn.Embedding / nn.EmbeddingLookup: repr, Parameter name, seeded table (MindSpore's initializer stream, NumPy's stream after), gather and one-hot lookups of 0-d/2-D int32/int64 ids, padding_idx, the table's gradient summing repeated ids, CPU EmbeddingLookup's zero rows for ids out of range, misuse errors
# (recorded on an AVX-512 machine with ONEDNN_MAX_CPU_ISA=AVX2: the AVX2 oneDNN kernels unigrad reproduces)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(1)
emb = nn.Embedding(5, 3)
print(emb)
print([(name, p.shape, p.dtype) for name, p in emb.parameters_and_names()])
print(emb.embedding_table.asnumpy().tolist())
print(np.random.rand())
ids = ms.Tensor([[0, 4], [2, 2]], ms.int32)
out = emb(ids)
print(out.shape, out.dtype)
print(out)
print(emb(ms.Tensor(3, ms.int32)))
print(emb(ms.Tensor([[1, 2, 3]], ms.int64)).asnumpy().tolist())

padded = nn.Embedding(4, 2, embedding_table="uniform", padding_idx=2)
print(padded)
print(padded.embedding_table.asnumpy().tolist())
hot = nn.Embedding(4, 2, use_one_hot=True, embedding_table="ones", padding_idx=0)
print(hot(ms.Tensor([[0, 1], [3, 3]], ms.int32)))
print(hot(ms.Tensor([[1, 2]], ms.int64)).shape)

# the table's gradient: each row gathers the output gradients of its ids
table = nn.Embedding(4, 2, embedding_table="normal")
weights = ms.Tensor(np.random.RandomState(0).randn(2, 4, 2).astype(np.float32))
repeated = ms.Tensor([[1, 1, 1, 2], [1, 0, 1, 1]], ms.int32)


def loss(w):
    return (table(repeated) * w).sum()


print(ms.grad(loss, grad_position=None, weights=table.trainable_params())(weights)[0])
print(ms.grad(loss)(weights)[0])


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(6, 4, padding_idx=0)
        self.dense = nn.Dense(4, 2)

    def construct(self, x):
        return self.dense(self.embedding(x))


net = Tagger()
print(net)
print([p.name for p in net.trainable_params()])
print(net(ms.Tensor([[0, 5, 1]], ms.int32)).shape)

lookup = nn.EmbeddingLookup(5, 3)
print(lookup, [name for name, _ in lookup.parameters_and_names()])
print(lookup(ms.Tensor([[0, 4], [2, 7]], ms.int32)))

for make in [lambda: nn.Embedding(5, 3, padding_idx=5),
             lambda: nn.Embedding(5, 3, padding_idx=-1),
             lambda: nn.Embedding(5, 3, padding_idx=1.0),
             lambda: nn.Embedding(5.0, 3),
             lambda: nn.Embedding(5, 3, use_one_hot=1),
             lambda: nn.EmbeddingLookup(5, 0),
             lambda: nn.EmbeddingLookup(5, 3, target="GPU"),
             lambda: nn.EmbeddingLookup(5, 3, sparse=False)]:
    try:
        make()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
# a Tensor given as the table has its padding row zeroed in place (MindSpore zeroes it through shared memory)
given = ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
print(nn.Embedding(3, 2, embedding_table=given, padding_idx=1).embedding_table.asnumpy().tolist(), given.asnumpy().tolist())
