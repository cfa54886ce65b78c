# paddle.metric: accuracy op (k, int32 labels, correct/total), Accuracy compute/update/accumulate/name/reset (topk, one-hot), Precision, Recall, Auc, custom Metric
import numpy as np
import paddle
from paddle.metric import Accuracy, Auc, Metric, Precision, Recall

x = paddle.to_tensor([[0.1, 0.9, 0.0], [0.5, 0.5, 0.0], [0.2, 0.3, 0.5], [0.7, 0.2, 0.1]])
y = paddle.to_tensor([[1], [1], [2], [1]])
print(paddle.metric.accuracy(x, y))
print(paddle.metric.accuracy(x, y, k=2))
print(paddle.metric.accuracy(input=x, label=y.astype("int32"), k=3))
correct, total = paddle.zeros([1], "int32"), paddle.zeros([1], "int32")
print(paddle.metric.accuracy(x, y, correct=correct, total=total), correct, total)

m = Accuracy()
c = m.compute(x, y)
print(c)
print(m.update(c), m.accumulate(), m.name())
print(m.update(m.compute(x, paddle.to_tensor([1, 0, 2, 0]))), m.accumulate())
m.reset()
print(m.accumulate(), m.total, m.count)
m2 = Accuracy(topk=(1, 2), name="top")
c2 = m2.compute(x, paddle.nn.functional.one_hot(paddle.to_tensor([1, 0, 2, 1]), 3))
print(c2.shape, m2.update(c2), m2.accumulate(), m2.name())
print(m2.update(c2.numpy()), m2.accumulate())

p = Precision()
p.update(np.array([0.1, 0.6, 0.5, 0.9, 0.49]), np.array([0, 1, 0, 0, 1]))
print(p.accumulate(), p.tp, p.fp, p.name())
p.update(paddle.to_tensor([0.7, 0.2]), paddle.to_tensor([1, 0]))
print(p.accumulate())
p.reset()
print(p.accumulate())
r = Recall(name="rec")
r.update(np.array([0.1, 0.6, 0.5, 0.9, 0.49]), np.array([0, 1, 1, 0, 1]))
print(r.accumulate(), r.tp, r.fn, r.name())

np.random.seed(0)
preds = np.random.rand(20, 2).astype("float32")
labels = (np.random.rand(20) > 0.5).astype("int64")
a = Auc()
a.update(preds, labels)
print(a.accumulate(), a.name())
a.update(paddle.to_tensor(preds[:5]), paddle.to_tensor(labels[:5]))
print(a.accumulate())
a.reset()
print(a.accumulate())
print(Auc(num_thresholds=10).trapezoid_area(0.0, 2.0, 1.0, 3.0))


class Counter(Metric):
    def __init__(self):
        super().__init__()
        self.reset()

    def reset(self):
        self.n = 0

    def update(self, value):
        self.n += int(value)

    def accumulate(self):
        return self.n

    def name(self):
        return "counter"


k = Counter()
k.update(*k.compute(3))
print(k.accumulate(), k.name(), k.compute(1, 2))
for bad in (lambda: paddle.metric.accuracy(x, paddle.to_tensor([1, 1, 2, 0])), lambda: Metric(), lambda: Precision().update([0.5], np.array([1])), lambda: Recall().update(np.array([0.5]), [1]),
            lambda: Auc().update(np.array([[0.1, 0.9]]), [1])):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
