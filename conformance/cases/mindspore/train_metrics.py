# mindspore.train metrics: Accuracy (classification, one-hot), MAE, MSE, Loss, Precision/Recall (per class and average), F1, top-k, clear/eval, misuse errors
import numpy as np
import mindspore as ms
from mindspore.train import Loss, Precision, Recall, Accuracy, MAE, MSE, F1, TopKCategoricalAccuracy, Top1CategoricalAccuracy

m = Loss()
m.update(ms.Tensor(0.5))
m.update(ms.Tensor([0.25, 0.125]))
r = m.eval()
print(r, type(r))
p = ms.Tensor([[0.2, 0.5, 0.3], [0.3, 0.2, 0.5], [0.9, 0.05, 0.05], [0.1, 0.1, 0.8]])
y = ms.Tensor([1, 2, 0, 1])
for M in [Precision, Recall]:
    m = M()
    m.update(p, y)
    r = m.eval()
    print(M.__name__, r, type(r), r.dtype, m.eval(average=True))
m = F1()
m.update(p, y)
print(m.eval())
m = Accuracy()
m.update(p, y)
r = m.eval()
print(r, type(r), {"acc": r})
m.update(p, ms.Tensor(np.eye(3)[[1, 1, 0, 2]]))
print(m.eval())
m.clear()
m.update(np.array([[0.1, 0.9], [0.8, 0.2]]), np.array([1, 1]))
print(m.eval())
m = MAE()
m.update(ms.Tensor([1.0, 2.0]), ms.Tensor([1.5, 1.0]))
r = m.eval()
print(r, type(r))
m = MSE()
m.update(ms.Tensor([1.0, 2.0]), ms.Tensor([1.5, 1.0]))
print(m.eval())
m = Top1CategoricalAccuracy()
m.update(p, y)
print(m.eval())
m = TopKCategoricalAccuracy(2)
m.update(p, y)
print(m.eval())
for bad in [lambda: Accuracy().eval(), lambda: MAE().eval(), lambda: Loss().eval(), lambda: Accuracy().update(p),
            lambda: Loss().update(ms.Tensor([[1.0]]))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
